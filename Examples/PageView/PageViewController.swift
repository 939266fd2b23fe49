// PageViewController: the tutorial's UIPageViewController wrapper, over
// libadwaita's AdwCarousel. The representable makes the carousel and hosts
// each page view in it; its Coordinator is the carousel's delegate, turning
// `page-changed` (a swipe ended) into `currentPage`; `updateWidget` scrolls to
// `currentPage` with that handler blocked, so nothing echoes back.
import Adw
import Gtk
import GtkUI

struct PageViewController<Page: View>: WidgetRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Adw.Carousel {
        let carousel = Adw.Carousel()
        carousel.isFocusable = true
        carousel.setAccessibleLabel("Pages")
        carousel.setExpand(horizontal: true, vertical: true)
        context.coordinator.attach(to: carousel, context: context)
        return carousel
    }

    func updateWidget(_ carousel: Adw.Carousel, context: Context) {
        context.coordinator.show(pages: pages, current: currentPage, animated: context.transaction.isAnimated)
    }

    static func dismantleWidget(_ carousel: Adw.Carousel, coordinator: Coordinator) {
        coordinator.dismantle()
    }

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: PageViewController
        private var carousel: Adw.Carousel!
        private var hosts: [HostingView<Page>] = []
        private var pageChanged: SignalConnection?

        init(_ parent: PageViewController) { self.parent = parent }

        func attach(to carousel: Adw.Carousel, context: Context) {
            self.carousel = carousel
            for page in parent.pages {
                let host = HostingView(rootView: page, context: context)
                carousel.append(host.widget)
                hosts.append(host)
            }
            // The delegate: a swipe that ended on page `index` writes the binding.
            pageChanged = carousel.onPageChanged { [weak self] _, index in
                guard let self, Int(index) != parent.currentPage else { return }
                parent.currentPage = Int(index)
            }
            // Left and Right step through the pages, after the last the first.
            let keys = Gtk.EventControllerKey()
            keys.onKeyPressed { [weak self] _, keyval, _, _ in
                guard let self, let arrow = ArrowKey(keyval: keyval), arrow == .left || arrow == .right else { return false }
                let count = hosts.count
                withAnimation { parent.currentPage = (parent.currentPage + (arrow == .right ? 1 : count - 1)) % count }
                return true
            }
            carousel.addController(keys)
        }

        /// Brings the hosted pages up to date and scrolls to `current` unless it is shown.
        func show(pages: [Page], current: Int, animated: Bool) {
            for (host, page) in zip(hosts, pages) { host.update(rootView: page) }
            guard hosts.indices.contains(current), Int(carousel.position.rounded()) != current else { return }
            pageChanged?.whileBlocked {
                carousel.scrollTo(hosts[current].widget, animate: animated && carousel.isMapped)
            }
        }

        func dismantle() {
            for host in hosts { host.unmount() }
            hosts = []
        }
    }
}
