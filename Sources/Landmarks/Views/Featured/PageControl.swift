import Gtk
import GtkUI

/// An interactive page indicator: the GNOME counterpart of the tutorial's
/// `PageControl` over `UIPageControl`. One dot per page, the current one
/// emphasized as in libadwaita's carousel dots; each dot is a button named
/// "Page N of M", clicked to show its page. The control is one Tab stop, as a
/// list is: only the current dot takes the focus from Tab.
///
/// Its Coordinator is the target of the dots' `clicked` (target-action) and
/// writes `currentPage`. Left and Right step between pages with wrap-around,
/// and keyboard focus follows the current dot. Written on the typed `Gtk`
/// module: no C.
struct PageControl: WidgetRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.addCSSClass("page-control")
        box.halign = .end
        box.valign = .end
        context.coordinator.box = box
        let keys = Gtk.EventControllerKey()
        keys.onKeyPressed { [weak coordinator = context.coordinator] _, keyval, _, _ in
            coordinator?.keyPressed(keyval) ?? false
        }
        box.addController(keys)
        return box
    }

    func updateWidget(_ box: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.makeDots(count: numberOfPages)
        coordinator.makeOnlyFocusable(currentPage)
        for (index, dot) in coordinator.dots.enumerated() {
            dot.setCSSClass("current", index == currentPage)
            let name = tr("Page %1$s of %2$s", LocaleFormat.integer(index + 1), LocaleFormat.integer(numberOfPages))
            dot.setAccessibleLabel(name)
            dot.tooltipText = name
            dot.setAccessibleSelected(index == currentPage)
        }
    }

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: PageControl
        var box: Gtk.Box!
        private(set) var dots: [Gtk.Button] = []

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
            makeOnlyFocusable(parent.currentPage)
            _ = dots[parent.currentPage].grabFocus()
            return true
        }

        /// One Tab stop: the dot at `index` takes the focus, the others only clicks.
        func makeOnlyFocusable(_ index: Int) {
            for (position, dot) in dots.enumerated() where dot.isFocusable != (position == index) {
                dot.isFocusable = position == index
            }
        }

        func makeDots(count: Int) {
            while dots.count > count {
                box.remove(dots.removeLast())
            }
            while dots.count < count {
                let index = dots.count
                let dot = Gtk.Button()
                dot.addCSSClass("page-dot")
                let mark = Gtk.Box(orientation: .horizontal, spacing: 0)
                mark.addCSSClass("mark")
                mark.halign = .center
                mark.valign = .center
                dot.child = mark
                dot.onClicked { [weak self] _ in self?.updateCurrentPage(index) }
                box.append(dot)
                dots.append(dot)
            }
        }
    }
}
