import CGtk
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
/// carousel is on.
struct PageViewController<Page: View>: WidgetRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeWidget(context: Context) -> Widget {
        let carousel = Widget(taking: adw_carousel_new())
        adw_carousel_set_allow_long_swipes(carousel.opaque, 0)
        // The wheel scrolls the page; the carousel pages by swipe, drag, keys and dots.
        adw_carousel_set_allow_scroll_wheel(carousel.opaque, 0)
        gtk_widget_set_focusable(carousel.widget, 1)
        carousel.setAccessibleLabel(tr("Featured landmarks"))
        carousel.setExpand(horizontal: true, vertical: true)
        context.coordinator.attach(to: carousel)
        // The keyboard focus, drawn over the pictures (an outline would be under them).
        let overlay = Widget(taking: gtk_overlay_new())
        gtk_overlay_set_child(overlay.opaque, carousel.widget)
        overlay.addOverlay(Widget.focusRing(for: carousel))
        return overlay
    }

    func updateWidget(_ overlay: Widget, context: Context) {
        let coordinator = context.coordinator
        coordinator.syncPages(pages, context: context)
        coordinator.show(page: currentPage, animated: context.transaction.isAnimated || coordinator.hasShownAPage)
    }

    static func dismantleWidget(_ overlay: Widget, coordinator: Coordinator) {
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
        private var carousel: Widget!
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

        func attach(to carousel: Widget) {
            self.carousel = carousel
            pageChanged = carousel.connectIndex("page-changed") { [weak self] index in self?.carouselChanged(to: index) }
            carousel.connectNotify("position") { [weak self] in self?.positionChanged() }
            let keys = GObjectHandle(adopting: UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
            keys.connectKeyPressed { [weak self] keyval, _ in self?.keyPressed(keyval) ?? false }
            carousel.addController(keys)
            pressPagesOnClick(of: carousel)
        }

        /// A click that is not a swipe presses the shown page's button. The
        /// carousel's swipe claims a drag, which cancels this click; a press
        /// that moved past the drag threshold is a swipe too.
        private func pressPagesOnClick(of carousel: Widget) {
            let click = GObjectHandle(adopting: UnsafeMutableRawPointer(gtk_gesture_click_new()!))
            click.connectClick("pressed") { [weak self] _, x, y in self?.pressedAt = (x, y) }
            click.connectClick("released") { [weak self] presses, x, y in
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
                pageChanged?.whileBlocked { adw_carousel_remove(carousel.opaque, host.widget.widget) }
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
                    pageChanged?.whileBlocked { adw_carousel_append(carousel.opaque, host.widget.widget) }
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
                adw_carousel_scroll_to(carousel.opaque, hosts[target].widget.widget, animate ? 1 : 0)
            }
            // Without a running animation (not animated, not mapped, or
            // animations off) the carousel is already there: arrange it now.
            arrange(around: target)
        }

        /// As the carousel moves (a swipe, a scroll), the pages on either side
        /// of its position start loading their pictures.
        private func positionChanged() {
            let position = adw_carousel_get_position(carousel.opaque)
            for slot in Set([Int(position.rounded(.down)), Int(position.rounded(.up))])
            where slot >= 0 && slot < hosts.count {
                let child = adw_carousel_get_nth_page(carousel.opaque, guint(slot))
                guard let index = hosts.firstIndex(where: { $0.widget.widget == child }),
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
            let position = adw_carousel_get_position(carousel.opaque)
            guard position == position.rounded() else { return }
            let ring = (0..<count).map { hosts[(current - 1 + $0 + count) % count] }
            let inPlace = ring.enumerated().allSatisfy { slot, host in
                adw_carousel_get_nth_page(carousel.opaque, guint(slot)) == host.widget.widget
            }
            guard !inPlace else { return }
            pageChanged?.whileBlocked {
                for (slot, host) in ring.enumerated() { adw_carousel_reorder(carousel.opaque, host.widget.widget, Int32(slot)) }
                relayout()
                adw_carousel_scroll_to(carousel.opaque, hosts[current].widget.widget, 0)
            }
        }

        /// Lays the carousel out again at once. AdwCarousel 1.2 computes where
        /// pages sit during allocation, so after a reorder `scroll_to` would use
        /// the old places until the next frame.
        private func relayout() {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(carousel.widget, &allocation)
            gtk_widget_size_allocate(carousel.widget, &allocation, -1)
        }

        /// The logical index (in `pages`) of the page the carousel shows.
        /// Presses the button the shown page is (or holds first).
        private func activateCurrentPage() -> Bool {
            guard let index = visibleLogicalPage() else { return false }
            let page = hosts[index].widget
            let button = String(cString: cgtk_object_type_name(page.raw)) == "GtkButton"
                ? page.widget : page.firstDescendant(ofType: "GtkButton")
            guard let button else { return false }
            return gtk_widget_activate(button) != 0
        }

        private func visibleLogicalPage() -> Int? {
            let position = Int(adw_carousel_get_position(carousel.opaque).rounded())
            guard position >= 0, position < Int(adw_carousel_get_n_pages(carousel.opaque)) else { return nil }
            let widget = adw_carousel_get_nth_page(carousel.opaque, guint(position))
            return hosts.firstIndex { $0.widget.widget == widget }
        }

        /// `page-changed`: a swipe or an animation finished on carousel position `index`.
        private func carouselChanged(to index: UInt32) {
            let widget = adw_carousel_get_nth_page(carousel.opaque, index)
            guard let page = hosts.firstIndex(where: { $0.widget.widget == widget }) else { return }
            if page != parent.currentPage { parent.currentPage = page }
            arrange(around: page)
        }

        /// Left and Right page with wrap-around while the carousel has focus.
        private func keyPressed(_ keyval: UInt32) -> Bool {
            switch Int32(keyval) {
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
                return activateCurrentPage()
            default:
                break
            }
            guard hosts.count > 1, let step = PagingStep(keyval: keyval) else { return false }
            step.step(Binding(get: { self.parent.currentPage }, set: { self.parent.currentPage = $0 }), count: hosts.count)
            return true
        }
    }
}
