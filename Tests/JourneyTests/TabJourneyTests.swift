@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Fails unless the Featured page is shown, drawn, with its own header buttons.
@MainActor
func assertShowsFeatured(_ driver: AppDriver, file: StaticString = #filePath, line: UInt = #line) throws {
    driver.wait("the Featured page shows its carousel", file: file, line: line) {
        driver.visiblePage.map { findWidget("AdwCarousel", in: $0).map(driver.isShowing) ?? false } ?? false
    }
    let names = driver.headerButtonNames
    XCTAssertTrue(names.contains(tr("User Profile")), "\(names)", file: file, line: line)
    XCTAssertFalse(names.contains(tr("Search")), "\(names)", file: file, line: line)
    XCTAssertTrue(names.contains(tr("Main Menu")), "\(names)", file: file, line: line)
    driver.wait("the page is drawn", file: file, line: line) {
        driver.visiblePage.map { ((try? driver.distinctColours($0)) ?? 0) > 20 } ?? false
    }
}

/// Fails unless the List page is shown, drawn, with its own header buttons.
@MainActor
func assertShowsList(_ driver: AppDriver, file: StaticString = #filePath, line: UInt = #line) throws {
    driver.wait("the List page shows its rows", file: file, line: line) {
        driver.landmarkList.map { list in allWidgets("CgtkRecyclerRow", in: list).contains(where: driver.isShowing) } ?? false
    }
    let names = driver.headerButtonNames
    XCTAssertTrue(names.contains(tr("Search")), "\(names)", file: file, line: line)
    XCTAssertTrue(names.contains(tr("Filter")), "\(names)", file: file, line: line)
    XCTAssertFalse(names.contains(tr("User Profile")), "\(names)", file: file, line: line)
    XCTAssertTrue(names.contains(tr("Main Menu")), "\(names)", file: file, line: line)
    driver.wait("the page is drawn", file: file, line: line) {
        driver.visiblePage.map { ((try? driver.distinctColours($0)) ?? 0) > 20 } ?? false
    }
}

/// Fails unless the Collections page is shown, with its list of collections
/// and its own header button.
@MainActor
func assertShowsCollections(_ driver: AppDriver, file: StaticString = #filePath, line: UInt = #line) throws {
    driver.wait("the Collections page shows its list", file: file, line: line) {
        driver.collectionsList.map { list in allWidgets("CgtkRecyclerRow", in: list).contains(where: driver.isShowing) } ?? false
    }
    let names = driver.headerButtonNames
    XCTAssertTrue(names.contains(tr("New Collection")), "\(names)", file: file, line: line)
    XCTAssertFalse(names.contains(tr("User Profile")), "\(names)", file: file, line: line)
    XCTAssertTrue(names.contains(tr("Main Menu")), "\(names)", file: file, line: line)
}

/// Switching tabs from the header and the narrow bottom bar, as a person
/// does, in the assembled main window.
final class TabJourneyTests: XCTestCase {
    func testClickingTheHeaderSwitcherShowsEachTabWithItsOwnHeader() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            for _ in 0..<3 {
                driver.click(try XCTUnwrap(driver.switcherButton(tr("List"))))
                try assertShowsList(driver)
                driver.click(try XCTUnwrap(driver.switcherButton(tr("Featured"))))
                try assertShowsFeatured(driver)
            }
        }
    }

    func testAppStartedOnTheListTabSwitchesToFeaturedAndBack() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            driver.click(try XCTUnwrap(driver.switcherButton(tr("Featured"))))
            try assertShowsFeatured(driver)
            driver.click(try XCTUnwrap(driver.switcherButton(tr("List"))))
            try assertShowsList(driver)
        }
    }

    func testNarrowWindowSwitchesTabsFromTheBottomBar() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "featured")
            driver.wait("the bottom bar shows the tabs") { driver.switcherButton(tr("List"), inBottomBar: true) != nil }
            for _ in 0..<2 {
                driver.click(try XCTUnwrap(driver.switcherButton(tr("List"), inBottomBar: true)))
                try assertShowsList(driver)
                XCTAssertEqual(driver.headerTitle, tr("Landmarks"), "the narrow header names the List tab")
                driver.click(try XCTUnwrap(driver.switcherButton(tr("Featured"), inBottomBar: true)))
                try assertShowsFeatured(driver)
                XCTAssertEqual(driver.headerTitle, tr("Featured"), "the narrow header names the Featured tab")
            }
        }
    }

    func testAltOneAndAltTwoSwitchTabsFromTheKeyboard() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            XInput.press("alt+2")
            try assertShowsList(driver)
            XInput.press("ctrl+f")
            driver.wait("the search field has the focus") { driver.focused(within: "GtkText") != nil }
            XInput.press("alt+1")
            try assertShowsFeatured(driver)
            XInput.press("alt+2")
            try assertShowsList(driver)
        }
    }

    func testCtrlPageDownAndUpSwitchTabsEvenFromInsideACategoryRow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            driver.tabIntoList()
            let row = try XCTUnwrap(driver.focused(within: "CgtkRecycler"), "Tab reaches a category row")
            let scrolled = try XCTUnwrap(row.ancestor(widgetType: Gtk.ScrolledWindow.gType)?.cast(to: Gtk.ScrolledWindow.self))
            let adjustment = try XCTUnwrap(scrolled.hadjustment)
            let before = adjustment.value
            XInput.press("ctrl+Page_Down")
            try assertShowsList(driver)
            XCTAssertEqual(adjustment.value, before, "the row did not take the keys")
            XInput.press("ctrl+Page_Down")
            try assertShowsCollections(driver)
            XInput.press("ctrl+Page_Down")
            try assertShowsFeatured(driver)
            XInput.press("ctrl+Page_Up")
            try assertShowsCollections(driver)
            XInput.press("ctrl+Page_Up")
            try assertShowsList(driver)
            XInput.press("ctrl+Page_Up")
            try assertShowsFeatured(driver)
        }
    }
}
