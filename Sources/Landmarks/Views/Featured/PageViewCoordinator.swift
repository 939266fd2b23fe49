import CGtk
import GtkUI

extension PageViewController {
    /// Delegate and data source of the carousel: hosts the page views, turns
    /// `page-changed` into `currentPage`, and pages with wrap-around.
    @MainActor
    final class Coordinator: ParentHolding {
        var parent: PageViewController
        private var carousel: Widget!
        private var hosts: [HostingView<Page>] = []
        private var pageChanged: SignalConnection?
        /// The page moved to the far end for a wrapping animation, until it ends.
        private var wrappedPage: HostingView<Page>?
        private(set) var hasShownAPage = false
        /// Writes this coordinator made to `currentPage`, for tests.
        private(set) var writes = 0

        init(_ pageViewController: PageViewController) {
            parent = pageViewController
        }

        func attach(to carousel: Widget) {
            self.carousel = carousel
            pageChanged = carousel.connectIndex("page-changed") { [weak self] index in self?.carouselChanged(to: index) }
            let keys = GObjectHandle(taking: UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
            keys.connectKeyPressed { [weak self] keyval, _ in self?.keyPressed(keyval) ?? false }
            carousel.addController(keys)
        }

        /// Makes one hosted page per view; keeps hosts whose position still exists.
        func syncPages(_ pages: [Page], context: Context) {
            while hosts.count > pages.count {
                let host = hosts.removeLast()
                pageChanged?.whileBlocked { adw_carousel_remove(carousel.opaque, host.widget.widget) }
                host.unmount()
            }
            for (index, page) in pages.enumerated() {
                if index < hosts.count {
                    hosts[index].update(rootView: page)
                } else {
                    let host = HostingView(rootView: page, context: context)
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
            guard visibleLogicalPage() != target || wrappedPage != nil else {
                hasShownAPage = true
                return
            }
            let widget = hosts[target].widget.widget
            pageChanged?.whileBlocked {
                if animated, carousel.isMapped, let wrap = wrapDirection(to: target) {
                    // Put the wrapping page beside the current one, so the carousel
                    // slides forward from the last to the first (or back from first to last).
                    adw_carousel_reorder(carousel.opaque, widget, wrap == .forward ? -1 : 0)
                    wrappedPage = hosts[target]
                }
                adw_carousel_scroll_to(carousel.opaque, widget, animated && carousel.isMapped ? 1 : 0)
            }
            if !(animated && carousel.isMapped) { restoreWrappedPage() }
            hasShownAPage = true
        }

        func dismantle() {
            for host in hosts { host.unmount() }
            hosts = []
        }

        private enum WrapDirection { case forward, backward }

        private func wrapDirection(to target: Int) -> WrapDirection? {
            guard hosts.count > 2, let current = visibleLogicalPage() else { return nil }
            if current == hosts.count - 1 && target == 0 { return .forward }
            if current == 0 && target == hosts.count - 1 { return .backward }
            return nil
        }

        /// The logical index (in `pages`) of the page the carousel shows.
        private func visibleLogicalPage() -> Int? {
            let position = Int(adw_carousel_get_position(carousel.opaque).rounded())
            guard position >= 0, position < Int(adw_carousel_get_n_pages(carousel.opaque)) else { return nil }
            let widget = adw_carousel_get_nth_page(carousel.opaque, guint(position))
            return hosts.firstIndex { $0.widget.widget == widget }
        }

        /// Puts a page moved for a wrapping animation back in its place, unseen.
        private func restoreWrappedPage() {
            guard let wrapped = wrappedPage, let index = hosts.firstIndex(where: { $0 === wrapped }) else { return }
            wrappedPage = nil
            pageChanged?.whileBlocked {
                adw_carousel_reorder(carousel.opaque, wrapped.widget.widget, Int32(index))
                adw_carousel_scroll_to(carousel.opaque, wrapped.widget.widget, 0)
            }
        }

        /// `page-changed`: a swipe or an animation finished on carousel position `index`.
        private func carouselChanged(to index: UInt32) {
            restoreWrappedPage()
            let widget = adw_carousel_get_nth_page(carousel.opaque, index)
            guard let page = hosts.firstIndex(where: { $0.widget.widget == widget }) else { return }
            if page != parent.currentPage {
                writes += 1
                parent.currentPage = page
            }
        }

        /// Left and Right page with wrap-around while the carousel has focus.
        private func keyPressed(_ keyval: UInt32) -> Bool {
            guard hosts.count > 1 else { return false }
            switch Int32(keyval) {
            case GDK_KEY_Right, GDK_KEY_KP_Right:
                withAnimation { parent.currentPage = (parent.currentPage + 1) % hosts.count }
            case GDK_KEY_Left, GDK_KEY_KP_Left:
                withAnimation { parent.currentPage = (parent.currentPage - 1 + hosts.count) % hosts.count }
            default:
                return false
            }
            return true
        }
    }
}
