@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Adw
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The List tab as a person searches, filters and picks in it.
final class ListJourneyTests: XCTestCase {
    func testTypeToSearchKeepsEveryLetterAndTypingOverTheQueryReplacesIt() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            XInput.type(searchWord("twin"))
            driver.wait("the search field holds every letter typed") { driver.searchText == searchWord("twin") }
            driver.wait("the list shows the match") { driver.listedNames == [shown("Twin Lake")] }
            XInput.press("ctrl+a")
            XInput.type(searchWord("salmon"))
            driver.wait("typing over the selected query replaces it") { driver.searchText == searchWord("salmon") }
            driver.wait("the list follows the new query") { driver.listedNames == [shown("Silver Salmon Creek")] }
            // An absence can only be watched for a while: twice the search field's
            // 150 ms delay, after which an older query would have come back.
            GtkTest.assertStaysTrue(for: 0.3, "nothing writes an older query back") { driver.searchText == searchWord("salmon") }
        }
    }

    func testTheSearchButtonShowsWhetherTheSearchBarIsOpen() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let button = try XCTUnwrap(driver.headerButton(tr("Search")))
            let bar = try XCTUnwrap(findWidget("GtkSearchBar", in: driver.window)?.cast(to: Gtk.SearchBar.self))
            @MainActor func pressed() -> Bool {
                button.typeName == "GtkToggleButton" && button.cast(to: Gtk.ToggleButton.self)?.isActive == true
            }
            @MainActor func open() -> Bool { bar.searchMode }
            XCTAssertFalse(open())
            XCTAssertFalse(pressed(), "closed: not pressed")
            driver.click(button)
            driver.wait("a click opens the search, and the button shows it pressed") { open() && pressed() }
            driver.settle()
            XInput.press("Escape")
            driver.wait("Escape closes it, and the button comes up") { !open() && !pressed() }
            driver.settle()
            let focus = try XCTUnwrap(bar.window?.focus, "the focus stays in the window")
            XCTAssertFalse(focus.hasAncestor(bar), "not in the closed, unseen search field")
            XCTAssertTrue(focus.hasAncestor(try XCTUnwrap(driver.landmarkList)), "the list below takes it")
            XInput.type(searchWord("twin"))
            driver.wait("typing opens it, and the button goes down") { open() && pressed() }
            let node = try XCTUnwrap(try AccessibilityBus.tree().first { $0.name == tr("Search") && $0.isOnScreen })
            XCTAssertTrue(node.pressed, "a screen reader hears it pressed: \(node)")
            driver.click(button)
            driver.wait("a second click closes it") { !open() && !pressed() }
        }
    }

    func testFavoritesOnlyIsShownAndAnEmptySearchNamesItAndOffersShowAll() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let filter = try XCTUnwrap(driver.headerButton(tr("Filter")))
            XCTAssertFalse(filter.hasCSSClass("active-setting"))
            driver.click(filter)
            let popover = try XCTUnwrap(findWidget("GtkPopover", in: filter))
            driver.waitForPopover(popover)
            let favoritesOnly = try XCTUnwrap(findLabel(tr("Favorites only"), in: popover))
            driver.click(favoritesOnly)
            driver.wait("the list shows favorites only") { driver.listedNames == [shown("Turtle Rock"), shown("Chilkoot Trail"), shown("St. Mary Lake")] }
            XInput.press("Escape")
            driver.wait("the popover closes") { !popover.isMapped }
            driver.wait("the wide layout names the filter") { driver.label(tr("Favorite Landmarks")) != nil }
            XCTAssertTrue(filter.hasCSSClass("active-setting"), "the filter button shows it is on")

            XInput.press("ctrl+f")
            XInput.type(searchWord("Salmon"))
            driver.wait("nothing matches among favorites") { driver.label(tr("No Results")) != nil }
            let page = try XCTUnwrap(driver.window.descendants(Adw.StatusPage.self).first { $0.title == tr("No Results") })
            let description = page.description ?? ""
            XCTAssertTrue(description.contains(tr("Favorite Landmarks")) && description.contains(searchWord("Salmon")), description)
            let showAll = try XCTUnwrap(allWidgets("GtkButton", in: page).first { findLabel(tr("Show All"), in: $0) != nil })
            driver.click(showAll)
            driver.wait("Show All lists every landmark again") { driver.listedNames.first == shown("Turtle Rock") && driver.listedNames.count >= 8 }
            XCTAssertNil(driver.label(tr("Favorite Landmarks")))
            XCTAssertFalse(filter.hasCSSClass("active-setting"))
            XCTAssertEqual(driver.searchText, "")
        }
    }

    func testSelectingARowAndTogglingItsFavoriteStarsItInTheListAndTheCategoryRow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let row = try XCTUnwrap(driver.listRow(shown("Twin Lake")))
            XCTAssertFalse(driver.showsStar(row))
            driver.click(row)
            driver.wait("the detail opens beside the list") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil }
            let star = try XCTUnwrap(allWidgets("GtkToggleButton", in: driver.window).first {
                $0.hasCSSClass("favorite-button") && driver.isShowing($0)
            })
            driver.click(star)
            driver.wait("the row shows the star") { driver.listRow(shown("Twin Lake")).map(driver.showsStar) ?? false }
            XCTAssertTrue(driver.model.landmarks.first { $0.name == shown("Twin Lake") }?.isFavorite ?? false)

            driver.click(try XCTUnwrap(driver.switcherButton(tr("Featured"))))
            try assertShowsFeatured(driver)
            let item = try XCTUnwrap(categoryItems(in: driver.visiblePage!).first { findLabel(shown("Twin Lake"), in: $0) != nil })
            XCTAssertTrue(driver.showsStar(item), "the category row stars it too")
        }
    }

    func testNarrowWindowShowsTheDetailOverTheListAndBackReturnsToIt() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "list")
            try assertShowsList(driver)
            XInput.type(searchWord("lake"))
            driver.wait("the search narrows the list") {
                driver.searchText == searchWord("lake") && driver.listedNames.contains(shown("Twin Lake")) && !driver.listedNames.contains(shown("Chilkoot Trail"))
            }
            driver.click(try XCTUnwrap(driver.listRow(shown("Twin Lake"))))
            driver.wait("the detail takes the window") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil && driver.landmarkList.map(driver.isShowing) == false }
            XCTAssertEqual(driver.headerTitle, shown("Twin Lake"))
            driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
            driver.wait("Back shows the list again, still searched") {
                driver.landmarkList.map(driver.isShowing) == true && driver.listedNames.contains(shown("Twin Lake"))
            }
            XCTAssertEqual(driver.searchText, searchWord("lake"))
        }
    }
}
