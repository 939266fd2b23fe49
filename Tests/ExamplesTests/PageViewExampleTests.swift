@_spi(Bindings) import GtkBridge
import Adw
@_spi(Bindings) import Gtk
import GtkTestSupport
import GtkUI
import XCTest

@testable import PageViewExample

/// The tutorial's page view: the carousel and the page control share
/// `currentPage` by binding, each following the other, and the keys step
/// through the pages with wrap-around.
final class PageViewExampleTests: XCTestCase {
    @MainActor
    private static func present() throws -> (PresentedView<PageView<Card>>, Adw.Carousel, [Gtk.Button]) {
        let mounted = PresentedView(PageView(pages: ["One", "Two", "Three"].map(Card.init)), width: 480, height: 360)
        let carousel = try XCTUnwrap(mounted.host.widget.firstDescendant(Adw.Carousel.self))
        let dots = allWidgets("GtkButton", in: mounted.host.widget).compactMap { $0.cast(to: Gtk.Button.self) }
        XCTAssertEqual(dots.count, 3, "one dot per page")
        return (mounted, carousel, dots)
    }

    func testADotShowsItsPageAndASwipeMovesTheDots() throws {
        try GtkTest.run {
            let (mounted, carousel, dots) = try Self.present()
            XCTAssertEqual(carousel.position, 0)
            XCTAssertEqual(dots.map(\.opacity), [1, 0.4, 0.4])

            XInput.click(dots[2])
            XCTAssertTrue(GtkTest.iterate(until: { carousel.position == 2 }), "the carousel scrolled to the third page")
            mounted.settle()
            XCTAssertEqual(dots.map(\.opacity), [0.4, 0.4, 1], "the dots follow the binding")

            // A swipe ends on a page: the carousel's delegate writes the binding.
            carousel.scrollTo(try XCTUnwrap(carousel.nthPage(1)), animate: false)
            XCTAssertTrue(GtkTest.iterate(until: { dots[1].opacity == 1 }), "the page control follows the carousel")
            XCTAssertEqual(dots.map(\.opacity), [0.4, 1, 0.4])
        }
    }

    func testTheArrowKeysStepThroughThePagesWithWrapAround() throws {
        try GtkTest.run {
            let (mounted, carousel, dots) = try Self.present()
            XCTAssertTrue(carousel.grabFocus())
            XInput.press("Left")
            XCTAssertTrue(GtkTest.iterate(until: { carousel.position == 2 }), "before the first page comes the last")
            mounted.settle()
            XCTAssertEqual(dots.map(\.opacity), [0.4, 0.4, 1])
            XInput.press("Right")
            XCTAssertTrue(GtkTest.iterate(until: { carousel.position == 0 }), "after the last page comes the first")
        }
    }
}
