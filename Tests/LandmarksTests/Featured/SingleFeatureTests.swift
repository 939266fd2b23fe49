import Adw
@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// A catalogue with one featured landmark shows its feature card without a
/// page control: a single dot says nothing and is one more Tab stop.
final class SingleFeatureTests: XCTestCase {
    func testOneFeaturedLandmarkHasNoPageControlAndTwoHaveTwoDots() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let featured = model.landmarks.indices.filter { model.landmarks[$0].isFeatured }
            XCTAssertGreaterThan(featured.count, 1)
            for index in featured.dropFirst() { model.landmarks[index].isFeatured = false }
            let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()))
            let root = presented.host.widget
            XCTAssertEqual(try XCTUnwrap(findWidget("AdwCarousel", in: root)?.cast(to: Adw.Carousel.self)).nPages, 1)
            XCTAssertTrue(allWidgets("GtkBox", in: root).allSatisfy { !$0.hasCSSClass("page-control") },
                          "no page control for one page")

            model.landmarks[featured[1]].isFeatured = true
            presented.settle()
            let control = try XCTUnwrap(allWidgets("GtkBox", in: root).first { $0.hasCSSClass("page-control") })
            XCTAssertEqual(allWidgets("GtkButton", in: control).count, 2, "a second featured landmark brings the dots")
        }
    }
}
