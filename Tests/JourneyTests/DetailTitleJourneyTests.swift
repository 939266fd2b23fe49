@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A landmark's detail in the narrowest window: its name, the favorite star
/// and "Open in Maps" share the space without breaking a word of the name.
final class DetailTitleJourneyTests: XCTestCase {
    /// The byte offsets at which the label's lines start, after the first.
    @MainActor
    private static func lineStarts(_ label: Gtk.Label) -> [Int] {
        Array(label.lineStartIndices.dropFirst())
    }

    func testTheNameWrapsOnlyBetweenWordsInTheNarrowestWindow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 360, height: 800, tab: "list")
            for name in ["Chilkoot Trail", "Silver Salmon Creek", "Lake McDonald", "Charley Rivers"] {
                // The list slides back in after Back: click its row once it is in place, as a person would.
                driver.wait("\(name)'s row in view") { driver.listRow(shown(name)).map(driver.isWhollyOnScreen) == true }
                driver.click(driver.steady(try XCTUnwrap(driver.listRow(shown(name)), name)))
                driver.wait("\(name)'s detail") { driver.label(tr("About %1$s", shown(name))) != nil }
                let title = try XCTUnwrap(driver.mainWindow!.window.descendants(Gtk.Label.self).first {
                    driver.isShowing($0) && $0.hasCSSClass("title-2")
                        && $0.label == shown(name)
                }, "\(name)'s title")
                let button = try XCTUnwrap(driver.button(tr("Open in Maps")), name)
                // Once the page has slid in, nothing reaches past the window's right edge.
                let windowWidth = Double(driver.mainWindow!.window.width)
                driver.wait("\(name): the title and Open in Maps within the window") {
                    [title, button].allSatisfy { widget in
                        driver.bounds(of: widget).map { $0.x >= 0 && $0.x + $0.width <= windowWidth + 0.5 } ?? false
                    }
                }
                let bytes = Array(shown(name).utf8)
                for start in Self.lineStarts(title) {
                    XCTAssertEqual(bytes[start - 1], 0x20, "\(name) breaks inside a word at byte \(start)")
                }
                driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
                driver.wait("back to the list") { driver.landmarkList.map(driver.isShowing) == true }
            }
        }
    }

    /// The picture overlaps the map's lower edge by 130 px, as in the original
    /// (a 250 px circle, 120 px of it below the map), at every window size: in
    /// a tall window it sat 80 px lower, detached from the map.
    func testThePictureOverlapsTheMapAlikeAtEverySize() throws {
        try GtkTest.run {
            for (width, height) in [(1000, 720), (1400, 900), (400, 800)] {
                let driver = try AppDriver(width: width, height: height, tab: "list")
                defer { driver.tearDown() }   // one app at a time: each size is a start of its own
                try assertShowsList(driver)
                driver.click(try XCTUnwrap(driver.listRow(shown("Icy Bay"))))
                driver.wait("Icy Bay's detail") { driver.label(tr("About %1$s", shown("Icy Bay"))) != nil }
                var overlap: Double?
                // Once the page has slid in and settled.
                driver.wait("\(width)×\(height): the picture and the map are shown") {
                    guard let picture = allWidgets("GtkImage", in: driver.mainWindow!.window).first(where: {
                              driver.isWhollyOnScreen($0) && $0.width == 250 }),
                          let map = allWidgets("GtkDrawingArea", in: driver.mainWindow!.window).first(where: {
                              driver.isShowing($0) && $0.isFocusable }),
                          let mapBounds = driver.bounds(of: map), let pictureBounds = driver.bounds(of: picture) else { return false }
                    overlap = mapBounds.y + mapBounds.height - pictureBounds.y
                    return true
                }
                driver.settle()
                // 130 px of the picture (its white ring is drawn round it, outside).
                XCTAssertEqual(overlap ?? 0, 130, accuracy: 1, "\(width)×\(height): how far the picture overlaps the map")
            }
        }
    }
}
