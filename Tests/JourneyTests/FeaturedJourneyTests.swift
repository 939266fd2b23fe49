@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The Featured tab as a person first sees and scrolls it.
final class FeaturedJourneyTests: XCTestCase {
    /// The page's own scrolled window (the outermost in the tab).
    @MainActor
    private static func pageAdjustment(_ driver: AppDriver) throws -> Gtk.Adjustment {
        let scrolled = try XCTUnwrap(try XCTUnwrap(driver.visiblePage).descendants(Gtk.ScrolledWindow.self).first)
        return try XCTUnwrap(scrolled.vadjustment)
    }

    /// The category rows' scrolled windows, top to bottom.
    @MainActor
    private static func categoryRows(_ driver: AppDriver) -> [Gtk.ScrolledWindow] {
        allWidgets("CgtkRecycler", in: driver.visiblePage!).compactMap { recycler in
            recycler.enclosing("GtkScrolledWindow")?.cast(to: Gtk.ScrolledWindow.self)
        }
    }

    func testFirstScreenAtDesktopSizesShowsTheWholeCardAndTheFirstCategoryRow() throws {
        try GtkTest.run {
            for (width, height) in [(1000, 720), (1400, 900)] {
                let driver = try AppDriver(width: width, height: height, tab: "featured")
                defer { driver.tearDown() }   // one app at a time: each size is a start of its own
                try assertShowsFeatured(driver)
                let carousel = try XCTUnwrap(findWidget("AdwCarousel", in: driver.window)?.cast(to: Adw.Carousel.self))
                XCTAssertTrue(driver.isWhollyOnScreen(carousel), "the carousel card at \(width)×\(height)")
                let dots = try XCTUnwrap(allWidgets("GtkBox", in: driver.window).first { $0.hasCSSClass("page-control") })
                XCTAssertTrue(driver.isWhollyOnScreen(dots), "the page dots at \(width)×\(height)")
                let title = try XCTUnwrap(driver.label(shown("Turtle Rock")), "the first card's title")
                XCTAssertTrue(driver.isWhollyOnScreen(title), "the card's title at \(width)×\(height)")
                let firstCategory = try XCTUnwrap(Landmark.Category(rawValue: driver.model.categoryNames[0])?.name)
                let heading = try XCTUnwrap(driver.label(firstCategory), "the first category's heading")
                XCTAssertTrue(driver.isWhollyOnScreen(heading), "the first row's heading at \(width)×\(height)")
                let firstRow = try XCTUnwrap(Self.categoryRows(driver).first)
                let pictures = (allWidgets("GtkPicture", in: firstRow) + allWidgets("GtkImage", in: firstRow)).filter(driver.isWhollyOnScreen)
                XCTAssertGreaterThanOrEqual(pictures.count, 2, "the first row's pictures at \(width)×\(height)")
                driver.snapshot("journey-featured-\(width)x\(height).png")
            }
        }
    }

    func testTheFeatureCardOpensItsLandmarkByClickAndByEnter() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let carousel = try XCTUnwrap(findWidget("AdwCarousel", in: driver.window)?.cast(to: Adw.Carousel.self))
            let name = shown("Turtle Rock")
            let card = try XCTUnwrap(try AccessibilityBus.tree().first { $0.name.hasPrefix(name + ",") && $0.isOnScreen })
            XCTAssertEqual(card.role, "push button", "announced as something to press: \(card)")
            XCTAssertTrue(card.actions.contains("click"), "\(card)")

            let middle = (Double(carousel.width) / 2, Double(carousel.height) / 2)
            XInput.drag(carousel, from: middle, by: -300, 0)
            // The swipe's release, and any click it could be taken for, come within this.
            GtkTest.assertStaysTrue(for: 0.4, "a drag across the card is a swipe, never a click") {
                driver.navigation.featuredPath.isEmpty
            }

            driver.click(try XCTUnwrap(driver.label(name)))
            driver.wait("a click on the card opens its detail") { driver.label(tr("About %1$s", name)) != nil }
            driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
            driver.wait("Back returns to the carousel") { driver.isShowing(carousel) && driver.label(tr("About %1$s", name)) == nil }

            carousel.grabFocus()
            XCTAssertEqual(driver.focus, carousel, "the carousel is the card's one focus stop")
            XInput.press("Return")
            driver.wait("Enter on the carousel opens the shown card's landmark") { driver.label(tr("About %1$s", name)) != nil }
        }
    }

    /// Swiping past the last featured page stopped there, though the keys and
    /// the dots went round: a swipe goes round too, each way.
    func testSwipingPastEitherEndOfTheFeaturedPagesGoesRound() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let carousel = try XCTUnwrap(findWidget("AdwCarousel", in: driver.window)?.cast(to: Adw.Carousel.self))
            let count = driver.model.features.count
            let dots = childWidgets(of: try XCTUnwrap(allWidgets(withStyleClass: "page-control", in: driver.window).first))
            XCTAssertEqual(dots.count, count)
            let featuredPage = { dots.firstIndex { $0.hasCSSClass("current") } }
            XCTAssertEqual(featuredPage(), 0)
            // Right to left, a hand's swipe, from the first page past the last.
            for expected in Array(1..<count) + [0] {
                XInput.swipe(carousel, from: (700, 150), by: -400, 0)
                driver.wait("a swipe to the left shows page \(expected + 1)") { featuredPage() == expected }
                Self.waitForRest(carousel, driver)
            }
            // And back: left to right, from the first page to the last.
            XInput.swipe(carousel, from: (300, 150), by: 400, 0)
            driver.wait("a swipe to the right from the first page shows the last") { featuredPage() == count - 1 }
            Self.waitForRest(carousel, driver)
            XCTAssertNil(driver.navigation.featuredPath.last, "the swipes opened nothing")
        }
    }

    /// Waits until the carousel rests on a page (no slide under way).
    @MainActor
    private static func waitForRest(_ carousel: Adw.Carousel, _ driver: AppDriver) {
        driver.wait("the carousel comes to rest") {
            let position = carousel.position
            return position == position.rounded()
        }
        driver.settle()
    }

    func testWheelOverTheCarouselScrollsThePageAndKeepsTheCard() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let carousel = try XCTUnwrap(findWidget("AdwCarousel", in: driver.window)?.cast(to: Adw.Carousel.self))
            let adjustment = try Self.pageAdjustment(driver)
            XCTAssertEqual(adjustment.value, 0)
            let resting = carousel.position
            for notch in 1...2 {
                let before = adjustment.value
                XInput.scroll(over: carousel, steps: 1)
                driver.wait("notch \(notch) scrolls the page down") { adjustment.value > before }
                // A page flip would start at once and take a quarter second.
                XCTAssertFalse(GtkTest.iterate(until: { carousel.position != resting }, timeout: 0.5),
                               "the carousel stays on its page")
            }
            let scrolled = adjustment.value
            XInput.scroll(over: carousel, steps: -1)
            driver.wait("the page scrolls back up") { adjustment.value < scrolled }
        }
    }

    func testWheelOverACategoryRowScrollsThePageAndShiftWheelScrollsTheRow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let row = try XCTUnwrap(Self.categoryRows(driver).first)
            let rowAdjustment = try XCTUnwrap(row.hadjustment)
            let adjustment = try Self.pageAdjustment(driver)
            // Over an item, then over the row's empty far end.
            let height = Double(row.height)
            for x in [80.0, Double(row.width) - 20] {
                let before = adjustment.value
                XInput.scroll(over: row, at: (x, height / 2), steps: 1)
                driver.wait("the page scrolls under the wheel at x = \(x)") { adjustment.value > before }
            }
            XCTAssertEqual(rowAdjustment.value, 0, "a vertical wheel leaves the row where it was")

            // Sideways: the row with the most items (wider than the window),
            // wherever the language sorts it, brought into view first.
            let names = driver.model.categoryNames
            let widest = try XCTUnwrap(names.indices.max { driver.model.categories[names[$0]]!.count < driver.model.categories[names[$1]]!.count })
            let wide = try XCTUnwrap(Self.categoryRows(driver).dropFirst(widest).first)
            var notches = 0
            while !driver.isWhollyOnScreen(wide), notches < 20 {
                XInput.scroll(over: try XCTUnwrap(driver.visiblePage), at: (500, 100), steps: 1)
                driver.settle()
                notches += 1
            }
            XCTAssertTrue(driver.isWhollyOnScreen(wide), "the page scrolls the row into view")
            let wideAdjustment = try XCTUnwrap(wide.hadjustment)
            XInput.scroll(over: wide, at: (80, Double(wide.height) / 2), steps: 2, shift: true)
            driver.wait("Shift+wheel scrolls the row sideways") { wideAdjustment.value > 0 }
        }
    }

    func testTheLastItemOfARowKeepsItsDistanceFromTheWindowsEdge() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 1150, tab: "featured")
            try assertShowsFeatured(driver)
            let names = driver.model.categoryNames
            let widest = try XCTUnwrap(names.indices.max { driver.model.categories[names[$0]]!.count < driver.model.categories[names[$1]]!.count })
            let row = try XCTUnwrap(Self.categoryRows(driver).dropFirst(widest).first)
            let adjustment = try XCTUnwrap(row.hadjustment)
            driver.wait("the row is laid out") { adjustment.upper > adjustment.pageSize }
            adjustment.value = adjustment.upper - adjustment.pageSize
            driver.settle()
            let lastName = try XCTUnwrap(driver.model.categories[names[widest]]?.last?.name)
            var lastItem: Gtk.Widget?
            driver.wait("the row's last item is placed") {
                lastItem = categoryItems(in: row).first { findLabel(lastName, in: $0) != nil && driver.isShowing($0) }
                    .flatMap { allWidgets(withStyleClass: "category-item", in: $0).first }
                return lastItem != nil
            }
            let itemBounds = try XCTUnwrap(driver.bounds(of: try XCTUnwrap(lastItem)))
            let rowBounds = try XCTUnwrap(driver.bounds(of: row))
            let gap = (rowBounds.x + rowBounds.width) - (itemBounds.x + itemBounds.width)
            XCTAssertEqual(gap, 30, accuracy: 1, "scrolled to its end, the row leaves 30 px after its last item, as before its first")
        }
    }

    /// At 400 px exactly two items fitted and nothing hinted that the row
    /// scrolls: in a narrow window the items sit the original's 15 px apart
    /// and the next one peeks in; the heading and the card's name line up with them.
    func testInANarrowWindowTheNextItemPeeksIntoView() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "featured")
            try assertShowsFeatured(driver)
            let row = try XCTUnwrap(Self.categoryRows(driver).first)
            let windowWidth = Double(driver.window.width)
            var pictures: [(x: Double, y: Double, width: Double, height: Double)] = []
            driver.wait("the first row's items are placed") {
                pictures = categoryItems(in: row).filter(driver.isShowing)
                    .compactMap { allWidgets(withStyleClass: "category-item", in: $0).first.flatMap(driver.bounds(of:)) }
                    .sorted { $0.x < $1.x }
                return pictures.count >= 3
            }
            XCTAssertEqual(pictures[0].x, 15, accuracy: 1, "the first item 15 px in")
            XCTAssertLessThan(pictures[2].x, windowWidth - 20, "the third item shows at least 20 px: the row scrolls on")
            let heading = try XCTUnwrap(allWidgets(withStyleClass: "category-heading", in: driver.window).first(where: driver.isShowing))
            XCTAssertEqual(try XCTUnwrap(driver.bounds(of: heading)).x, 15, accuracy: 1, "the heading lines up with the items")
        }
    }

    func testCategoryRowsKeepTheirHeightInATallWindow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 1150, tab: "featured")
            try assertShowsFeatured(driver)
            let rows = Self.categoryRows(driver)
            XCTAssertEqual(rows.count, 3)
            for row in rows {
                let recycler = try XCTUnwrap(findWidget("CgtkRecycler", in: row))
                let rowHeight = recycler.height
                XCTAssertLessThanOrEqual(row.height, max(185, rowHeight) + 2, "no blank under the row")
            }
            let carousel = try XCTUnwrap(findWidget("AdwCarousel", in: driver.window)?.cast(to: Adw.Carousel.self))
            XCTAssertLessThanOrEqual(Double(carousel.height), 401, "the card is not stretched")
        }
    }
}
