import GtkUI

/// The featured carousel as the tutorial composes it: the page view controller
/// with the page control over its bottom-trailing corner, sharing
/// `currentPage` by binding, at 3:2 — in a wide window a strip no taller than
/// `maxHeight`, so the first category row shows under it (the pictures crop
/// to fill it). A single page has no page control: one dot tells nothing.
struct PageView<Page: View>: View {
    var pages: [Page]
    @State private var currentPage = 0
    /// Points; with the header and the first category row, it fits a 720 px window.
    static var maxHeight: Double { 400 }

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            PageViewController(pages: pages, currentPage: $currentPage)
            if pages.count > 1 {
                PageControl(numberOfPages: pages.count, currentPage: $currentPage)
                    .padding(.trailing, 24)
                    .padding(.bottom, 12)
            }
        }
        .aspectRatio(3 / 2, maxHeight: Self.maxHeight)
    }
}
