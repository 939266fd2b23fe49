import CGtk
import GtkUI

/// A horizontally paging carousel of views: the GNOME counterpart of the
/// tutorial's `PageViewController`, adapting an `AdwCarousel`.
///
/// Each page view is hosted in the carousel (as `UIHostingController` hosts it
/// in UIKit). The Coordinator is the carousel's delegate: `page-changed` writes
/// `currentPage`. `updateWidget` scrolls to `currentPage` with that handler
/// blocked and an equality guard, so nothing echoes back. Paging loops like the
/// original's data source: a step (Left/Right, here or on the page control)
/// after the last page comes to the first, before the first to the last — the
/// wrapped page is moved beside the current one for the slide, so it runs in
/// the direction of travel. Swipes keep libadwaita's own physics and stop at
/// the ends; the mouse wheel is left to the page the carousel is on.
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
        carousel.setAccessibleLabel("Featured landmarks")
        carousel.setExpand(horizontal: true, vertical: true)
        context.coordinator.attach(to: carousel)
        return carousel
    }

    func updateWidget(_ carousel: Widget, context: Context) {
        let coordinator = context.coordinator
        coordinator.syncPages(pages, context: context)
        coordinator.show(
            page: currentPage, animated: context.transaction.isAnimated || coordinator.hasShownAPage,
            step: context.transaction[PagingStepKey.self])
    }

    static func dismantleWidget(_ carousel: Widget, coordinator: Coordinator) {
        coordinator.dismantle()
    }
}
