// The views in Views/ are written as SwiftUI views are, with `import GtkUI`
// where SwiftUI's file would import SwiftUI, and nothing else: no GTK, no
// `@testable`. That they compile is half the test; these check they draw
// what SwiftUI would.
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import Observation
import XCTest
@_spi(Bindings) import Gtk

@MainActor
private func drawingAreas(in root: Gtk.Widget, width: Int32, height: Int32) -> [Gtk.Widget] {
    allWidgets("GtkDrawingArea", in: root).filter { $0.width == width && $0.height == height }
}

final class SwiftUIStyleTests: XCTestCase {
    func testSwatchesFillTheirRoundedRectanglesWithTheirColours() throws {
        try GtkTest.run {
            let mounted = PresentedView(Palette(), width: 420, height: 400)
            GtkTest.waitForFrames(of: mounted.host.widget)
            let swatches = drawingAreas(in: mounted.host.widget, width: 48, height: 48)
            XCTAssertEqual(swatches.count, 3)
            let red = try WidgetRenderer.render(swatches[0]).pixel(x: 24, y: 24)
            XCTAssertTrue(red.isClose(to: .init(red: 0xe0, green: 0x1b, blue: 0x24)), "\(red)")
            let leaf = try WidgetRenderer.render(swatches[1]).pixel(x: 24, y: 24)
            XCTAssertTrue(leaf.isClose(to: .init(red: 39, green: 179, blue: 36)), "hue 0.33, saturation 0.8, brightness 0.7: \(leaf)")
            let glass = try WidgetRenderer.render(swatches[2])
            XCTAssertTrue(glass.pixel(x: 24, y: 24).isClose(to: .init(red: 51, green: 102, blue: 230, alpha: 128)), "\(glass.pixel(x: 24, y: 24))")
            XCTAssertEqual(glass.pixel(x: 0, y: 0).alpha, 0, "a rounded corner")
            let caption = try XCTUnwrap(findLabel("Leaf", in: mounted.host.widget))
            XCTAssertEqual(caption.styleForegroundColor.alpha, 0.55 * 0.8, accuracy: 0.03,
                           "secondary text: libadwaita's text colour (80 % black) dimmed")
        }
    }

    func testTheBannerRunsItsGradientCornerToCornerUnderWhiteText() throws {
        try GtkTest.run {
            let mounted = PresentedView(Palette(), width: 420, height: 400)
            let banner = try XCTUnwrap(allWidgets("GtkDrawingArea", in: mounted.host.widget)
                .first { $0.height == 120 })
            let image = try WidgetRenderer.render(banner)
            XCTAssertTrue(image.pixel(x: 0, y: 0).isClose(to: .init(red: 0xff, green: 0x78, blue: 0x00), tolerance: 12),
                          "orange at the top leading corner: \(image.pixel(x: 0, y: 0))")
            XCTAssertTrue(image.pixel(x: image.width - 1, y: 119).isClose(to: .init(red: 255, green: 45, blue: 85), tolerance: 12),
                          "pink at the bottom trailing one: \(image.pixel(x: image.width - 1, y: 119))")
            let title = try XCTUnwrap(findLabel("Colours", in: mounted.host.widget))
            XCTAssertEqual(title.styleForegroundColor, RGBColor(red: 1, green: 1, blue: 1))
        }
    }

    func testTheRingShowsAQuarterOfProgressClockwiseFromTheTop() throws {
        try GtkTest.run {
            let mounted = PresentedView(Palette(), width: 420, height: 400)
            // The reader and the track are 80 square; the arc's stroke, centred on
            // its path, is given half its width (4) more room on each side: 88.
            XCTAssertTrue(GtkTest.iterate(until: {
                drawingAreas(in: mounted.host.widget, width: 80, height: 80).count == 2
                    && drawingAreas(in: mounted.host.widget, width: 88, height: 88).count == 1
            }), "the reader, its track and its arc, once the reader knows its size")
            GtkTest.waitForFrames(of: mounted.host.widget)
            // The reader's own area, which only measures, draws nothing.
            let ring = drawingAreas(in: mounted.host.widget, width: 80, height: 80).compactMap { try? WidgetRenderer.render($0) }
            XCTAssertEqual(ring.count, 1, "the track")
            let blue = RenderedImage.Pixel(red: 0x35, green: 0x84, blue: 0xe4)
            let arcArea = try XCTUnwrap(drawingAreas(in: mounted.host.widget, width: 88, height: 88).first)
            let arc = try WidgetRenderer.render(arcArea)
            XCTAssertTrue(arc.pixel(x: 44, y: 8).isClose(to: blue), "the arc starts at the top: \(arc.pixel(x: 44, y: 8))")
            XCTAssertTrue(arc.pixel(x: 80, y: 44).isClose(to: blue), "and reaches the right, a quarter on")
            XCTAssertEqual(arc.pixel(x: 8, y: 44).alpha, 0, "not the left")
            XCTAssertEqual(arc.pixel(x: 44, y: 80).alpha, 0, "nor the bottom")
            let track = try XCTUnwrap(ring.first { $0.pixel(x: 4, y: 40).alpha > 0 }, "the track goes all the way round")
            XCTAssertEqual(track.pixel(x: 40, y: 40).alpha, 0, "a ring, not a disc")
            XCTAssertTrue(track.pixel(x: 4, y: 40).isClose(to: .init(red: 142, green: 142, blue: 147, alpha: 77), tolerance: 10),
                          "grey at 30 %, inside the bounds: \(track.pixel(x: 4, y: 40))")
        }
    }
}

@Observable @MainActor
private final class Visitor {
    var name = "Ada"
}

private struct GreetingHost: View {
    let visitor: Visitor
    var body: some View {
        VStack {
            Greeting(name: visitor.name)
            Sunburst()
        }
    }
}

final class SwiftUIStyleEffectTests: XCTestCase {
    func testTheSunburstTurnsItsRaysRoundTheCentre() throws {
        try GtkTest.run {
            let mounted = PresentedView(GreetingHost(visitor: Visitor()), width: 300, height: 400)
            GtkTest.waitForFrames(of: mounted.host.widget)
            let burst = try XCTUnwrap(allWidgets("GtkOverlay", in: mounted.host.widget)
                .first { $0.width == 100 && $0.height == 100 })
            let image = try WidgetRenderer.render(burst)
            let orange = RenderedImage.Pixel(red: 0xff, green: 0x78, blue: 0x00)
            XCTAssertTrue(image.pixel(x: 50, y: 18).isClose(to: orange), "the first ray points up: \(image.pixel(x: 50, y: 18))")
            XCTAssertTrue(image.pixel(x: 73, y: 27).isClose(to: orange, tolerance: 30), "the second an eighth round: \(image.pixel(x: 73, y: 27))")
            XCTAssertEqual(image.pixel(x: 62, y: 20).alpha, 0, "nothing between them")
            XCTAssertTrue(image.pixel(x: 50, y: 50).isClose(to: .init(red: 251, green: 165, blue: 23), tolerance: 12),
                          "the disc halfway down its gradient: \(image.pixel(x: 50, y: 50))")
        }
    }

    func testTheGreetingCountsChangesToItsNameAndShowsItsLabel() throws {
        try GtkTest.run {
            let visitor = Visitor()
            let mounted = PresentedView(GreetingHost(visitor: visitor), width: 300, height: 400)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Changed 0 times", in: root))
            let icon = try XCTUnwrap(root.descendants(Gtk.Image.self).first)
            XCTAssertEqual(icon.iconName, "avatar-default-symbolic")
            visitor.name = "Grace"
            mounted.settle()
            mounted.settle()
            XCTAssertNotNil(findLabel("Grace", in: root))
            XCTAssertNotNil(findLabel("Changed 1 times", in: root), "onChange ran once, and its state write showed")
            visitor.name = "Grace"
            mounted.settle()
            XCTAssertNotNil(findLabel("Changed 1 times", in: root), "the same name is no change")
        }
    }
}

final class SwiftUIStyleListTests: XCTestCase {
    func testTheTrailListSelectsByTagAndTurnsItsChevronWithAnimation() throws {
        try GtkTest.run {
            let mounted = PresentedView(TrailList(), width: 300, height: 400)
            let root = mounted.host.widget
            let list = try XCTUnwrap(findWidget("CgtkRecycler", in: root))
            list.emitSignal("select-row", uint: 2)
            mounted.settle()
            XCTAssertNotNil(findLabel("Chosen: Pass", in: root), "the selection is the row's tag")

            let chevron = try XCTUnwrap(root.descendants(Gtk.Image.self).first { $0.iconName == "go-next-symbolic" })
            @MainActor func turned() -> Double {
                // (0, 0) when GTK finds no way between the two.
                (chevron.convert((x: 0, y: 0), to: chevron.parent!) ?? (x: 0, y: 0)).x
            }
            let start = turned()
            let button = try XCTUnwrap(findWidget("GtkButton", in: root))
            assertAccessibleLabel(button, "Details")
            button.emitSignal("clicked")
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { turned() != start && abs(turned() - 16) > 0.01 }), "on its way")
            XCTAssertTrue(GtkTest.iterate(until: { abs(turned() - 16) < 0.01 }),
                          "turned a quarter about its centre: its top leading corner is now top trailing (\(turned()))")
        }
    }

    func testTheJournalWritesTheDayAndEditShowsItsDatePicker() throws {
        try GtkTest.run {
            let mounted = PresentedView(TrailJournal(), width: 400, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Walked on June 15, 2025", in: root), "Text + Text(date, style: .date)")
            XCTAssertNil(findWidget("GtkMenuButton", in: root), "no date picker until Edit")
            let edit = try XCTUnwrap(findLabel("Edit", in: root))
            try XCTUnwrap(edit.enclosing("GtkButton")).emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findWidget("GtkMenuButton", in: root), "the date picker, in edit mode")
            XCTAssertNotNil(findLabel("Done", in: root))
        }
    }

    func testTheHutBrowserShowsAHutInTheDetailAndFiltersItsFavorites() throws {
        try GtkTest.run {
            let mounted = PresentedView(HutBrowser(), width: 900, height: 500)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Select a hut", in: root))
            let list = try XCTUnwrap(allWidgets("CgtkRecycler", in: root).first)
            let rows = { allWidgets("CgtkRecyclerRow", in: list).filter { $0.isMapped } }
            XCTAssertEqual(rows().count, 4, "the toggle and three huts")
            let saddle = try XCTUnwrap(rows().first { findLabel("Saddle Hut", in: $0) != nil })
            XInput.click(saddle)
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("6 beds", in: root) != nil }), "the link shows its hut")
            let toggle = try XCTUnwrap(allWidgets("GtkSwitch", in: list).first ?? allWidgets("GtkCheckButton", in: list).first)
            XInput.click(toggle)
            XCTAssertTrue(GtkTest.iterate(until: { rows().count == 3 }), "favorites only: two huts left")
            XCTAssertNil(rows().first { findLabel("Saddle Hut", in: $0) != nil })
            let glacier = try XCTUnwrap(rows().first { findLabel("Glacier Hut", in: $0) != nil })
            XInput.click(glacier)
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("12 beds", in: root) != nil }))
            let star = try XCTUnwrap(allWidgets("GtkImage", in: root).first { $0.hasCSSClass("icon-style-regular") },
                                     "a favourite shows its star in full colour")
            XCTAssertTrue(star.isMapped)
        }
    }
}
