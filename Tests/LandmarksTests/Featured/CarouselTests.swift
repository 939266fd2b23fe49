@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import Observation
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw

/// The shared page, with the writes each control made to it.
@Observable @MainActor
final class CarouselState {
    var page = 0
    var carouselWrites = 0
    var controlWrites = 0
}

/// PageView's composition, with the state outside so tests can watch it.
private struct CarouselHarness: View {
    let state: CarouselState
    let model: ModelData

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            PageViewController(
                pages: model.features.map { FeatureCard(landmark: $0) },
                currentPage: Binding(get: { state.page }, set: { state.carouselWrites += 1; state.page = $0 }))
            PageControl(
                numberOfPages: model.features.count,
                currentPage: Binding(get: { state.page }, set: { state.controlWrites += 1; state.page = $0 }))
        }
        .aspectRatio(3 / 2, contentMode: .fit)
    }
}

@MainActor
private final class Carousel {
    let state = CarouselState()
    let model: ModelData
    let presented: PresentedView<CarouselHarness>
    let carousel: Adw.Carousel
    let dots: [Gtk.Widget]

    init() throws {
        model = try bundledModel()
        presented = PresentedView(CarouselHarness(state: state, model: model), width: 600, height: 400)
        carousel = presented.host.widget.descendants(Adw.Carousel.self)[0]
        dots = allWidgets("GtkButton", in: presented.host.widget)
    }

    /// The featured landmark's name on the page the carousel shows.
    var visibleName: String? {
        let position = UInt32(carousel.position.rounded())
        guard position < carousel.nPages, let page = carousel.nthPage(position) else { return nil }
        return page.descendants(Gtk.Label.self).first?.label
    }

    /// The carousel's page showing feature `index` (the carousel keeps its
    /// pages in a ring, so where a page sits is not its index).
    func page(_ index: Int) -> Gtk.Widget {
        let name = model.features[index].name
        return (0..<carousel.nPages).compactMap { carousel.nthPage($0) }.first { page in
            page.descendants(Gtk.Label.self).first?.label == name
        }!
    }

    var currentDot: Int? {
        dots.firstIndex { $0.hasCSSClass("current") }
    }

    /// Lets updates and any page animation finish: the carousel must rest on a
    /// page and stay there for three frames.
    func settle() {
        presented.settle()
        var last = -1.0
        var still = 0
        for _ in 0..<300 where still < 3 || presented.host.graph.hasPendingUpdate {
            GtkTest.waitForFrames(1, of: presented.host.widget)
            let position = carousel.position
            still = position == last && position == position.rounded() ? still + 1 : 0
            last = position
        }
        XCTAssertGreaterThanOrEqual(still, 3, "the carousel comes to rest on a page")
        presented.settle()
    }

    /// Asserts that carousel, dots and state all show `page`.
    func assertAgree(on page: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(state.page, page, "state", file: file, line: line)
        XCTAssertEqual(visibleName, model.features[page].name, "carousel", file: file, line: line)
        XCTAssertEqual(currentDot, page, "page control", file: file, line: line)
    }

    func pressKey(_ name: String) -> Bool {
        GtkTestSupport.pressKey(name, on: carousel)
    }

    func tearDown() { presented.tearDown() }
}

final class CarouselTests: XCTestCase {
    func testSwipeEndingOnAPageWritesCurrentPageOnceAndThePageControlFollows() throws {
        try GtkTest.run {
            let carousel = try Carousel()
            carousel.assertAgree(on: 0)
            // A swipe ends with the carousel settling on a page: page-changed fires.
            carousel.carousel.scrollTo(carousel.page(1), animate: false)
            XCTAssertEqual(carousel.state.carouselWrites, 1)
            carousel.settle()
            carousel.assertAgree(on: 1)
            XCTAssertEqual(carousel.state.carouselWrites, 1, "exactly one write")
            XCTAssertEqual(carousel.state.controlWrites, 0)
        }
    }

    func testSettingCurrentPageMovesCarouselAndDotsWithoutWritingBack() throws {
        try GtkTest.run {
            let carousel = try Carousel()
            for page in [2, 1, 0, 2] {
                withAnimation { carousel.state.page = page }
                carousel.settle()
                carousel.assertAgree(on: page)
            }
            XCTAssertEqual(carousel.state.carouselWrites, 0, "the carousel's handler wrote nothing back")
            XCTAssertEqual(carousel.state.controlWrites, 0)
        }
    }

    func testActivatingDotShowsItsPageAndArrowKeysWrapAround() throws {
        try GtkTest.run {
            let carousel = try Carousel()
            carousel.dots[2].emitSignal("clicked")
            XCTAssertEqual(carousel.state.controlWrites, 1)
            carousel.settle()
            carousel.assertAgree(on: 2)

            XCTAssertTrue(carousel.pressKey("Right"), "Right on the last page…")
            carousel.settle()
            carousel.assertAgree(on: 0)   // …shows the first

            XCTAssertTrue(carousel.pressKey("Left"), "Left on the first page…")
            carousel.settle()
            carousel.assertAgree(on: 2)   // …shows the last
            XCTAssertEqual(carousel.state.carouselWrites, 2, "one write per key press; the animations' page-changed echoed nothing")
        }
    }

    func testChangingTheFeaturedSetUpdatesThePages() throws {
        try GtkTest.run {
            let carousel = try Carousel()
            withAnimation { carousel.state.page = 2 }
            carousel.settle()
            // Charley Rivers stops being featured; Icy Bay starts.
            let charley = carousel.model.index(of: 1007)!
            let icyBay = carousel.model.index(of: 1008)!
            carousel.model.landmarks[charley].isFeatured = false
            carousel.model.landmarks[icyBay].isFeatured = true
            carousel.model.landmarks[0].name = "Turtle Rock (renamed)"
            carousel.settle()
            XCTAssertEqual(carousel.carousel.nPages, 3)
            XCTAssertEqual(carousel.model.features.map(\.name), ["Turtle Rock (renamed)", "St. Mary Lake", "Icy Bay"])
            carousel.assertAgree(on: 2)
            XCTAssertEqual(carousel.visibleName, "Icy Bay", "the page shows the new struct, not a stale one")

            carousel.model.landmarks[icyBay].isFeatured = false
            carousel.settle()
            XCTAssertEqual(carousel.carousel.nPages, 2)
            carousel.assertAgree(on: 1)
            withAnimation { carousel.state.page = 0 }
            carousel.settle()
            XCTAssertEqual(carousel.visibleName, "Turtle Rock (renamed)")
        }
    }

    func testTwoHundredRapidAlternatingChangesEndInAgreement() throws {
        try GtkTest.run {
            let carousel = try Carousel()
            var expected = 0
            for step in 0..<200 {
                let page = (step * 7 + 1) % 3
                if step.isMultiple(of: 2) {
                    carousel.carousel.scrollTo(carousel.page(page), animate: false)
                } else {
                    carousel.dots[page].emitSignal("clicked")
                }
                expected = page
                // Let the main loop turn sometimes, mid-animation.
                if step % 3 == 0 { GtkTest.drain(limit: 1) }
            }
            carousel.settle()
            carousel.assertAgree(on: carousel.state.page)
            XCTAssertEqual(carousel.state.page, expected)
        }
    }

    func testEveryControlHasAnAccessibleName() throws {
        try GtkTest.run {
            let carousel = try Carousel()
            for (index, dot) in carousel.dots.enumerated() {
                assertAccessibleLabel(dot, "Page \(index + 1) of 3")
            }
            // One Tab stop, as a list: the current dot; the arrows move from it.
            XCTAssertEqual(carousel.dots.map(\.isFocusable), [true, false, false],
                           "only the current dot takes the focus from Tab")
            assertAccessibleLabel(carousel.carousel, "Featured landmarks")
        }
    }
}
