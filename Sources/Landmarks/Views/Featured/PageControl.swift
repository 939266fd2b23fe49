import CGtk
import GtkUI

/// An interactive page indicator: the GNOME counterpart of the tutorial's
/// `PageControl` over `UIPageControl`. One dot per page, the current one
/// emphasized as in libadwaita's carousel dots; each dot is a focusable button
/// named "Page N of M", so it can be clicked or reached with Tab and pressed.
///
/// Its Coordinator is the target of the dots' `clicked` (target-action) and
/// writes `currentPage`. Left and Right step between pages with wrap-around,
/// and keyboard focus follows the current dot.
struct PageControl: WidgetRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeWidget(context: Context) -> Widget {
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        box.addCSSClass("page-control")
        box.setAlignment(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_END)
        context.coordinator.box = box
        let keys = GObjectHandle(taking: UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
        keys.connectKeyPressed { [weak coordinator = context.coordinator] keyval, _ in
            coordinator?.keyPressed(keyval) ?? false
        }
        box.addController(keys)
        return box
    }

    func updateWidget(_ box: Widget, context: Context) {
        let coordinator = context.coordinator
        coordinator.makeDots(count: numberOfPages)
        for (index, dot) in coordinator.dots.enumerated() {
            dot.setCSSClass("current", index == currentPage)
            let name = tr("Page %1$s of %2$s", LocaleFormat.integer(index + 1), LocaleFormat.integer(numberOfPages))
            dot.setAccessibleLabel(name)
            dot.tooltip = name
            cgtk_accessible_set_selected(dot.accessible, index == currentPage ? 1 : 0)
        }
    }

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: PageControl
        var box: Widget!
        private(set) var dots: [Widget] = []

        init(_ control: PageControl) {
            parent = control
        }

        /// The action the dots send: show page `index`.
        func updateCurrentPage(_ index: Int) {
            guard index != parent.currentPage else { return }
            withAnimation { parent.currentPage = index }
        }

        /// Left/Right: step with wrap-around, and keep focus on the current dot.
        func keyPressed(_ keyval: UInt32) -> Bool {
            guard dots.count > 1, let step = PagingStep(keyval: keyval) else { return false }
            step.step(Binding(get: { self.parent.currentPage }, set: { self.parent.currentPage = $0 }), count: dots.count)
            dots[parent.currentPage].grabFocus()
            return true
        }

        func makeDots(count: Int) {
            while dots.count > count {
                gtk_box_remove(box.pointer(), dots.removeLast().widget)
            }
            while dots.count < count {
                let index = dots.count
                let dot = Widget(taking: gtk_button_new())
                dot.addCSSClass("page-dot")
                let mark = Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
                mark.addCSSClass("mark")
                mark.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
                withExtendedLifetime(mark) { gtk_button_set_child(dot.pointer(), mark.widget) }
                dot.connect("clicked") { [weak self] in self?.updateCurrentPage(index) }
                box.append(dot)
                dots.append(dot)
            }
        }
    }
}
