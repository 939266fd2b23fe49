// PageView: the two representables composed as the tutorial composes them,
// sharing `currentPage` by binding.
import GtkUI

struct PageView<Page: View>: View {
    var pages: [Page]
    @State var currentPage = 0

    var body: some View {
        VStack(spacing: 12) {
            PageViewController(pages: pages, currentPage: $currentPage)
            PageControl(numberOfPages: pages.count, currentPage: $currentPage)
        }
        .padding(12)
    }
}

/// The example's pages: three cards with a title each.
struct Card: View {
    var title: String

    var body: some View {
        VStack(alignment: .center) {
            Spacer()
            Text(title).font(.title)
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .styleClass("card")
    }
}
