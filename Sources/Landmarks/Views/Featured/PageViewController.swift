import Adw
@_spi(Bindings) import Gtk
import GtkUI

/// A horizontally paging carousel of views: the GNOME counterpart of the
/// tutorial's `PageViewController`, adapting an `AdwCarousel`.
///
/// Each page view is hosted in the carousel (as `UIHostingController` hosts it
/// in UIKit). The Coordinator is the carousel's delegate: `page-changed` writes
/// `currentPage`. `updateWidget` scrolls to `currentPage` with that handler
/// blocked and an equality guard, so nothing echoes back. Paging loops like the
/// original's data source: after the last page comes the first, before the
/// first the last — for a swipe, a step (Left/Right, here or on the page
/// control) and a dot alike, each sliding in its direction of travel, with
/// libadwaita's own swipe physics. The mouse wheel is left to the page the
/// carousel is on. Written on the typed `Gtk` and `Adw` modules: no C.
struct PageViewController<Page: View>: WidgetRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeWidget(context: Context) -> Gtk.Overlay {
        let carousel = Adw.Carousel()
        carousel.allowLongSwipes = false
        // The wheel scrolls the page; the carousel pages by swipe, drag, keys and dots.
        carousel.allowScrollWheel = false
        carousel.isFocusable = true
        carousel.setAccessibleLabel(tr("Featured landmarks"))
        carousel.setExpand(horizontal: true, vertical: true)
        context.coordinator.attach(to: carousel)
        // The keyboard focus, drawn over the pictures (an outline would be under them).
        let overlay = Gtk.Overlay()
        overlay.child = carousel
        overlay.addOverlay(Gtk.Widget.focusRing(for: carousel))
        return overlay
    }

    func updateWidget(_ overlay: Gtk.Overlay, context: Context) {
        let coordinator = context.coordinator
        coordinator.syncPages(pages, context: context)
        coordinator.show(page: currentPage, animated: context.transaction.isAnimated || coordinator.hasShownAPage)
    }

    static func dismantleWidget(_ overlay: Gtk.Overlay, coordinator: Coordinator) {
        coordinator.dismantle()
    }
}

extension PageViewController {
    /// Delegate and data source of the carousel: hosts the page views, turns
    /// `page-changed` into `currentPage`, and pages with wrap-around. Enter
    /// or Space presses the shown page's button, when the page is one.
    @MainActor
    final class Coordinator: ParentHolding {
        var parent: PageViewController
        private var carousel: Adw.Carousel!
        private var hosts: [HostingView<Page>] = []
        private var pageChanged: SignalConnection?
        private(set) var hasShownAPage = false
        /// The newest page views, for hosts updated between graph updates.
        private var pages: [Page] = []
        /// Pages whose pictures may load: the current one, and any the carousel
        /// has moved toward. The others keep their placeholders, so start-up
        /// decodes one 1000 × 667 picture instead of three.
        private var revealedPages: Set<Int> = []

        init(_ pageViewController: PageViewController) {
            parent = pageViewController
        }

        func attach(to carousel: Adw.Carousel) {
            self.carousel = carousel
            pageChanged = carousel.onPageChanged { [weak self] _, index in self?.carouselChanged(to: index) }
            carousel.onNotifyPosition { [weak self] in self?.positionChanged() }
            let keys = Gtk.EventControllerKey()
            keys.onKeyPressed { [weak self] _, keyval, _, _ in self?.keyPressed(keyval) ?? false }
            carousel.addController(keys)
            pressPagesOnClick(of: carousel)
        }

        /// A click that is not a swipe presses the shown page's button. The
        /// carousel's swipe claims a drag, which cancels this click; a press
        /// that moved past the drag threshold is a swipe too.
        private func pressPagesOnClick(of carousel: Adw.Carousel) {
            let click = Gtk.GestureClick()
            click.onPressed { [weak self] _, _, x, y in self?.pressedAt = (x, y) }
            click.onReleased { [weak self] _, presses, x, y in
                guard let self, presses == 1, let start = self.pressedAt else { return }
                self.pressedAt = nil
                if !DragThreshold.isPassed(from: start, to: (x, y)) { _ = self.activateCurrentPage() }
            }
            carousel.addController(click)
        }

        /// Where the current press on the carousel began.
        private var pressedAt: (x: Double, y: Double)?

        /// Makes one hosted page per view; keeps hosts whose position still exists.
        func syncPages(_ pages: [Page], context: Context) {
            self.pages = pages
            revealedPages.insert(parent.currentPage)
            while hosts.count > pages.count {
                let host = hosts.removeLast()
                pageChanged?.whileBlocked { carousel.remove(host.widget) }
                host.unmount()
            }
            for (index, page) in pages.enumerated() {
                if index < hosts.count {
                    hosts[index].update(rootView: page)
                } else {
                    let host = HostingView(rootView: page, context: context) { [weak self] environment in
                        environment.loadsImages = self?.revealedPages.contains(index) ?? true
                    }
                    hosts.append(host)
                    pageChanged?.whileBlocked { carousel.append(host.widget) }
                }
            }
        }

        /// Scrolls to `page` unless it is already there (the equality guard).
        func show(page: Int, animated: Bool) {
            guard !hosts.isEmpty else { return }
            let target = min(max(page, 0), hosts.count - 1)
            if target != page {
                // The page shown no longer exists (fewer pages now): settle on the last.
                parent.currentPage = target
            }
            defer { hasShownAPage = true }
            guard visibleLogicalPage() != target else {
                arrange(around: target)
                return
            }
            let animate = animated && carousel.isMapped
            pageChanged?.whileBlocked {
                carousel.scrollTo(hosts[target].widget, animate: animate)
            }
            // Without a running animation (not animated, not mapped, or
            // animations off) the carousel is already there: arrange it now.
            arrange(around: target)
        }

        /// As the carousel moves (a swipe, a scroll), the pages on either side
        /// of its position start loading their pictures.
        private func positionChanged() {
            let position = carousel.position
            for slot in Set([Int(position.rounded(.down)), Int(position.rounded(.up))])
            where slot >= 0 && slot < hosts.count {
                let child = carousel.nthPage(UInt32(slot))
                guard let index = hosts.firstIndex(where: { $0.widget == child }),
                      revealedPages.insert(index).inserted, index < pages.count else { continue }
                hosts[index].update(rootView: pages[index])
            }
        }

        func dismantle() {
            for host in hosts { host.unmount() }
            hosts = []
        }

        /// Keeps the pages in a ring with `current` second: the page before it
        /// first, those after it following, so there is always a page on
        /// either side to swipe, step or slide to, and after the last comes
        /// the first. Done only at rest (a swipe or slide under way would jump),
        /// and unseen: the same page stays on screen at its new position.
        ///
        /// Why move pages at all: `AdwCarousel` 1.2 has no looping mode and
        /// swipes and animates only along its row of pages, which ends. The
        /// other ways were weighed and are worse: hosting each page twice (a
        /// copy at either end) doubles the page views and pictures and makes
        /// screen readers count six pages for three; a sliding view of our own
        /// (Loupe keeps a position shift in its own widget) gives up
        /// libadwaita's swipe physics and its accessibility.
        private func arrange(around current: Int) {
            let count = hosts.count
            guard count >= 3, current >= 0, current < count else { return }
            let position = carousel.position
            guard position == position.rounded() else { return }
            let ring = (0..<count).map { hosts[(current - 1 + $0 + count) % count] }
            let inPlace = ring.enumerated().allSatisfy { slot, host in
                carousel.nthPage(UInt32(slot)) == host.widget
            }
            guard !inPlace else { return }
            pageChanged?.whileBlocked {
                for (slot, host) in ring.enumerated() { carousel.reorder(host.widget, at: Int32(slot)) }
                // AdwCarousel 1.2 works out where pages sit as it is allocated:
                // after a reorder, `scrollTo` would use the old places until the next frame.
                carousel.allocateAgain()
                carousel.scrollTo(hosts[current].widget, animate: false)
            }
        }

        /// The logical index (in `pages`) of the page the carousel shows.
        /// Presses the button the shown page is (or holds first).
        private func activateCurrentPage() -> Bool {
            guard let index = visibleLogicalPage() else { return false }
            let page = hosts[index].widget
            guard let button = page.cast(to: Gtk.Button.self) ?? page.firstDescendant(Gtk.Button.self) else { return false }
            return button.activate()
        }

        private func visibleLogicalPage() -> Int? {
            let position = Int(carousel.position.rounded())
            guard position >= 0, position < Int(carousel.nPages) else { return nil }
            let widget = carousel.nthPage(UInt32(position))
            return hosts.firstIndex { $0.widget == widget }
        }

        /// `page-changed`: a swipe or an animation finished on carousel position `index`.
        private func carouselChanged(to index: UInt32) {
            let widget = carousel.nthPage(index)
            guard let page = hosts.firstIndex(where: { $0.widget == widget }) else { return }
            if page != parent.currentPage { parent.currentPage = page }
            arrange(around: page)
        }

        /// Left and Right page with wrap-around while the carousel has focus.
        private func keyPressed(_ keyval: UInt32) -> Bool {
            if ActivationKey.matches(keyval) { return activateCurrentPage() }
            guard hosts.count > 1, let step = PagingStep(keyval: keyval) else { return false }
            step.step(Binding(get: { self.parent.currentPage }, set: { self.parent.currentPage = $0 }), count: hosts.count)
            return true
        }
    }
}
