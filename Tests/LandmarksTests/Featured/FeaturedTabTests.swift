import CGtk
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks

final class FeaturedTabTests: XCTestCase {
    func testFeaturedTabRendersCarouselAndCategoryRows() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let view = CategoryHome().environment(model)
            let presented = PresentedView(view)
            dumpTree(presented.host.widget.widget)
            let path = try presented.snapshot("featured-tab.png")
            print("snapshot: \(path)")
            presented.tearDown()
        }
    }
}
