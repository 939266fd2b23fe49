@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel

final class HikeAndBadgeTests: XCTestCase {
    func testHeightRatiosOfTheOriginalHikeMatchTheReference() throws {
        let hike = try GtkTest.run { try bundledModel().hikes[0] }
        XCTAssertEqual(hike.name, "Lonesome Ridge Trail")
        let expected: [HikeMeasure: Double] = [.elevation: 0.410, .heartRate: 0.539, .pace: 0.267]
        for (measure, ratio) in expected {
            let layout = HikeGraphLayout(observations: hike.observations, measure: measure)
            XCTAssertEqual(layout.heightRatio, ratio, accuracy: 0.0005, "\(measure)")
        }
    }

    func testCapsulesNeverShrinkBelowTheFloorAndFollowTheArithmetic() {
        let flat = (0..<4).map { index in
            Hike.Observation(distanceFromStart: Double(index), elevation: 100..<100.5, pace: 10..<20, heartRate: 90..<100)
        }
        let tall = Hike.Observation(distanceFromStart: 4, elevation: 100..<200, pace: 10..<20, heartRate: 90..<100)
        let layout = HikeGraphLayout(observations: flat + [tall], measure: .elevation)
        XCTAssertEqual(layout.capsules.prefix(4).map(\.heightRatio), Array(repeating: 0.15, count: 4), "the 0.15 floor")
        XCTAssertEqual(layout.capsules[4].heightRatio, 1)
        XCTAssertEqual(layout.heightRatio, 0, accuracy: 1e-12)
        let frames = layout.frames(width: 120, height: 100)
        XCTAssertEqual(frames[1].x - (frames[0].x + frames[0].width), 1, accuracy: 1e-9, "spacing is width / 120")
        XCTAssertEqual(frames[4].height, 100, accuracy: 1e-9)
        XCTAssertEqual(frames[0].y + frames[0].height, 100, accuracy: 1e-9, "bottom-aligned at offset 0")
    }

    func testEveryCapsuleOfTheBundledHikeStaysInsideTheGraph() throws {
        let hike = try GtkTest.run { try bundledModel().hikes[0] }
        for measure in HikeMeasure.allCases {
            let frames = HikeGraphLayout(observations: hike.observations, measure: measure).frames(width: 300, height: 200)
            for frame in frames {
                XCTAssertGreaterThanOrEqual(frame.y, -1e-9, "\(measure): a capsule's top is inside the graph")
                XCTAssertLessThanOrEqual(frame.y + frame.height, 200 + 1e-9, "\(measure): a capsule's bottom is inside")
            }
        }
    }

    func testAShortRangeAtTheTopOfTheScaleIsScaledIntoTheGraphNotCut() {
        // A 0.5-unit range at the very top is raised to the 0.15 floor: the
        // original would draw it past the top of the view.
        let low = Hike.Observation(distanceFromStart: 0, elevation: 0..<50, pace: 10..<20, heartRate: 90..<100)
        let top = Hike.Observation(distanceFromStart: 1, elevation: 99.5..<100, pace: 10..<20, heartRate: 90..<100)
        let frames = HikeGraphLayout(observations: [low, top], measure: .elevation).frames(width: 100, height: 100)
        XCTAssertEqual(frames.map(\.y).min() ?? -1, 0, accuracy: 1e-9, "the highest capsule touches the top")
        XCTAssertGreaterThan(frames[1].height, 10, "it keeps a visible height")
        XCTAssertLessThanOrEqual(frames.map { $0.y + $0.height }.max() ?? 0, 100 + 1e-9)
    }

    func testBadgeHasTheGradientInsideTransparencyOutsideAndASymbolApexWhereTheGeometryPutsIt() throws {
        try GtkTest.run {
            _ = try bundledModel()
            let presented = PresentedView(Badge().frame(width: 300, height: 300), width: 300, height: 300)
            // Each nested GeometryReader builds its content again once it knows its size.
            let image = try XCTUnwrap(Self.restingRender(of: presented.host.widget), "the badge comes to rest")
            XCTAssertEqual(image.width, 300)
            // Outside the hexagon (its width is 0.832 of the side): transparent.
            XCTAssertEqual(image.pixel(x: 5, y: 150).alpha, 0)
            XCTAssertEqual(image.pixel(x: 294, y: 150).alpha, 0)
            XCTAssertEqual(image.pixel(x: 150, y: 2).alpha, 0)
            // Inside, away from the symbols: the gradient, pink at the top, orange lower down.
            let top = image.pixel(x: 150, y: 20), low = image.pixel(x: 60, y: 200)
            XCTAssertTrue(top.isClose(to: .init(red: 239, green: 124, blue: 215), tolerance: 10), "top \(top)")
            XCTAssertTrue(low.isClose(to: .init(red: 239, green: 172, blue: 120), tolerance: 10), "low \(low)")
            // The upright symbol's apex: (middle, spacing) of a 420-wide symbol
            // (300 and 60 more on each side), moved by −60, scaled ¼ from the
            // top and centred a quarter lower: (150, 75 + (12.6 − 60) / 4 = 63.15).
            let belowApex = image.pixel(x: 150, y: 66), aboveApex = image.pixel(x: 150, y: 58)
            XCTAssertLessThan(Int(belowApex.green), Int(aboveApex.green) - 15,
                              "the half-opaque blue symbol starts at y ≈ 63: \(aboveApex) → \(belowApex)")
            // Eight symbols turned in eighths about the centre: symmetric left to right.
            for (x, y) in [(100, 120), (120, 90), (110, 140)] {
                let left = image.pixel(x: x, y: y), right = image.pixel(x: 299 - x, y: y)
                XCTAssertTrue(left.isClose(to: right, tolerance: 12), "mirror at (\(x), \(y)): \(left) vs \(right)")
            }
        }
    }

    /// A render that two frames later is the same, or nil after 100 tries.
    @MainActor
    private static func restingRender(of widget: Gtk.Widget) -> RenderedImage? {
        var last: RenderedImage?
        for _ in 0..<100 {
            GtkTest.waitForFrames(of: widget)
            let next = try? WidgetRenderer.render(widget)
            if let next, let last, next.samePixels(as: last) { return next }
            last = next
        }
        return nil
    }

    func testTheEarnedBadgesTurnTheirHuesAndTheTenthIsGreyer() throws {
        try GtkTest.run {
            _ = try bundledModel()
            let presented = PresentedView(HStack(spacing: 0) {
                HikeBadge(name: "First")
                HikeBadge(name: "Earth").hueRotation(Angle(degrees: 90))
                HikeBadge(name: "Tenth").grayscale(0.5).hueRotation(Angle(degrees: 45))
            }, width: 300, height: 140)
            let image = try XCTUnwrap(Self.restingRender(of: presented.host.widget), "the badges come to rest")
            // Near the top of each hexagon: the gradient's pink, turned or greyed.
            let first = image.pixel(x: 50, y: 8), earth = image.pixel(x: 150, y: 8), tenth = image.pixel(x: 250, y: 8)
            XCTAssertTrue(first.isClose(to: .init(red: 239, green: 124, blue: 215), tolerance: 14), "first \(first)")
            XCTAssertFalse(earth.isClose(to: first, tolerance: 40), "a quarter turn of hue: \(earth)")
            func spread(_ pixel: RenderedImage.Pixel) -> Int {
                Int(max(pixel.red, pixel.green, pixel.blue)) - Int(min(pixel.red, pixel.green, pixel.blue))
            }
            XCTAssertLessThan(spread(tenth), spread(first) - 30, "half grey: \(tenth) against \(first)")
            XCTAssertEqual(image.pixel(x: 2, y: 50).alpha, 0, "each badge takes 100 points: nothing drawn at its side")
        }
    }

    func testSwitchingTheMeasureRipplesToTheEndWithoutWarnings() throws {
        try GtkTest.run {
            let hike = try bundledModel().hikes[0]
            let model = MeasureModel()
            let presented = PresentedView(MeasureHarness(hike: hike, model: model), width: 400, height: 200)
            let area = try XCTUnwrap(findWidget("GtkDrawingArea", in: presented.host.widget))
            XCTAssertTrue(GtkTest.iterate(until: { (try? WidgetRenderer.render(presented.host.widget)) != nil }),
                          "the graph draws its first measure")
            let before = try WidgetRenderer.render(presented.host.widget)
            model.measure = .heartRate
            presented.settle()
            // The springs have finished when two renders a couple of frames apart
            // agree (at the start the capsules have no height: nothing to draw).
            var last: RenderedImage?
            var rested = false
            for _ in 0..<100 where !rested {
                GtkTest.waitForFrames(of: presented.host.widget)
                let next = try? WidgetRenderer.render(presented.host.widget)
                if let next, let last { rested = next.samePixels(as: last) }
                last = next
            }
            XCTAssertTrue(rested, "the capsules come to rest")
            let after = try XCTUnwrap(last)
            var changed = 0
            for y in stride(from: 0, to: after.height, by: 4) {
                for x in stride(from: 0, to: after.width, by: 4) where before.pixel(x: x, y: y) != after.pixel(x: x, y: y) {
                    changed += 1
                }
            }
            XCTAssertGreaterThan(changed, 100, "the capsules moved and changed colour")
            XCTAssertEqual(area.height, 200)
        }
    }
}

import Observation
@_spi(Bindings) import Gtk

@Observable @MainActor
final class MeasureModel {
    var measure = HikeMeasure.elevation
}

private struct MeasureHarness: View {
    let hike: Hike
    let model: MeasureModel
    var body: some View {
        HikeGraph(hike: hike, measure: model.measure).frame(maxWidth: .infinity, minHeight: 200)
    }
}
