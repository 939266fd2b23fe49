// PageControl: the tutorial's UIPageControl wrapper, as a row of dots. Each
// dot is a button named "Page N of M"; its Coordinator is the target of the
// dots' `clicked` (the tutorial's target-action) and writes `currentPage`.
import Gtk
import GtkUI

struct PageControl: WidgetRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 6)
        box.halign = .center
        for index in 0..<numberOfPages {
            let dot = Gtk.Button(label: "●")
            dot.addCSSClass("flat")
            dot.addCSSClass("circular")
            dot.setAccessibleLabel("Page \(index + 1) of \(numberOfPages)")
            dot.onClicked { [weak coordinator = context.coordinator] _ in coordinator?.updateCurrentPage(index) }
            box.append(dot)
            context.coordinator.dots.append(dot)
        }
        return box
    }

    func updateWidget(_ box: Gtk.Box, context: Context) {
        for (index, dot) in context.coordinator.dots.enumerated() {
            dot.opacity = index == currentPage ? 1 : 0.4
            dot.setAccessibleSelected(index == currentPage)
        }
    }

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: PageControl
        var dots: [Gtk.Button] = []

        init(_ parent: PageControl) { self.parent = parent }

        /// The action the dots send.
        func updateCurrentPage(_ index: Int) {
            guard index != parent.currentPage else { return }
            withAnimation { parent.currentPage = index }
        }
    }
}
