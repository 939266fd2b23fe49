@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// Category rows follow the order of their shown names in the user's
/// language, as a reader of that language looks a word up.
final class CategoryOrderTests: XCTestCase {
    @MainActor
    private static func headings(_ model: ModelData) -> [String] {
        let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()))
        return allWidgets("GtkLabel", in: presented.host.widget)
            .filter { $0.hasCSSClass("heading") }
            .map { $0.cast(to: Gtk.Label.self)!.label! }
    }

    func testKoreanCategoriesAreInKoreanOrder() throws {
        try GtkTest.run {
            try Language.korean {
                let model = try bundledModel()
                XCTAssertEqual(model.categoryNames, ["Rivers", "Mountains", "Lakes"], "강, 산, 호수")
                XCTAssertEqual(Self.headings(model), ["강", "산", "호수"])
            }
            let model = try bundledModel()
            XCTAssertEqual(Self.headings(model), ["Lakes", "Mountains", "Rivers"], "English keeps its own order")
        }
    }
}
