@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import Observation
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Flag {
    var isSet = false
}

private struct StarHarness: View {
    let flag: Flag
    var body: some View { FavoriteButton(isSet: Bindable(flag).isSet) }
}

/// The detail's star is named for what it is and says on hover what a click
/// will do, in the words the menu uses for the same command.
final class FavoriteButtonTests: XCTestCase {
    func testTheStarsTooltipSaysWhatAClickWillDo() throws {
        try GtkTest.run {
            let flag = Flag()
            let presented = PresentedView(StarHarness(flag: flag), width: 200, height: 100)
            let star = try XCTUnwrap(findWidget("GtkToggleButton", in: presented.host.widget))
            assertAccessibleLabel(star, "Favorite")
            XCTAssertEqual(star.tooltipText, "Add to Favorites")
            flag.isSet = true
            presented.settle()
            XCTAssertEqual(star.tooltipText, "Remove from Favorites")
            assertAccessibleLabel(star, "Favorite")
            XCTAssertEqual(LandmarkCommands.favoriteLabel(isFavorite: true), "Remove from Favorites", "the menu's words")
            XCTAssertEqual(LandmarkCommands.favoriteLabel(isFavorite: false), "Add to Favorites")
        }
    }
}
