@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

/// TiledDrawing against real Cairo images: what tiles show, and when they are drawn.
final class TiledDrawingTests: XCTestCase {
    /// A checkerboard of one-unit squares, drawn for any rectangle of a level.
    private final class Counter { var count = 0 }

    @MainActor
    private static func checkerboard(_ draws: Counter? = nil) -> TiledDrawing.Draw {
        { context, pixelsPerUnit, region in
            draws?.count += 1
            context.paint(RGBColor(red: 1, green: 1, blue: 1))
            let first = (x: Int((region.x / pixelsPerUnit).rounded(.down)), y: Int((region.y / pixelsPerUnit).rounded(.down)))
            let last = (x: Int(((region.x + region.width) / pixelsPerUnit).rounded(.up)),
                        y: Int(((region.y + region.height) / pixelsPerUnit).rounded(.up)))
            for column in first.x...last.x {
                for row in first.y...last.y where (column + row).isMultiple(of: 2) {
                    context.beginPath()
                    let x = Double(column) * pixelsPerUnit - region.x, y = Double(row) * pixelsPerUnit - region.y
                    context.move(to: x, y)
                    context.line(to: x + pixelsPerUnit, y)
                    context.line(to: x + pixelsPerUnit, y + pixelsPerUnit)
                    context.line(to: x, y + pixelsPerUnit)
                    context.closePath()
                    context.fill(RGBColor(red: 0.1, green: 0.2, blue: 0.6))
                }
            }
        }
    }

    func testAViewPaintedFromTilesIsThePictureDrawnDirectly() {
        GtkTest.run {
            let tiles = TiledDrawing()
            let scale = 16.0
            let origin = (x: -3.25, y: 5.5)
            let tiled = GraphicsContext.renderOffscreen(width: 300, height: 200) { context in
                tiles.paint(on: context, origin: origin, pixelsPerUnit: scale, width: 300, height: 200, variant: 0,
                            draw: Self.checkerboard())
            }
            let direct = GraphicsContext.renderOffscreen(width: 300, height: 200) { context in
                Self.checkerboard()(context, scale, (origin.x * scale, origin.y * scale, 300, 200))
            }
            XCTAssertTrue(tiled.samePixels(as: direct))
            XCTAssertEqual(tiles.tilesDrawn, 4, "a 300 × 200 view meets 2 × 2 tiles of 256")
        }
    }

    func testAPanDrawsOnlyTheTilesThatCameIntoView() {
        GtkTest.run {
            let tiles = TiledDrawing()
            let draws = Counter()
            let scale = 16.0
            @MainActor func frame(_ x: Double) {
                GraphicsContext.drawOffscreen(width: 300, height: 200) { context in
                    tiles.paint(on: context, origin: (x, 0), pixelsPerUnit: scale, width: 300, height: 200, variant: 0,
                                draw: Self.checkerboard(draws))
                }
            }
            frame(0)
            XCTAssertEqual(tiles.tilesDrawn, 2, "columns 0 and 1 of row 0")
            frame(40 / scale)   // 40 pixels: still columns 0 and 1
            XCTAssertEqual(tiles.tilesDrawn, 2)
            frame(240 / scale)   // into column 2
            XCTAssertEqual(tiles.tilesDrawn, 3)
            XCTAssertEqual(draws.count, 2, "one pass for the first view, one for the new column")
            frame(0)
            XCTAssertEqual(tiles.tilesDrawn, 3, "panning back shows kept tiles")
        }
    }

    func testAZoomShowsTheKeptLevelScaledUntilTheNewOneIsDrawnWhenIdle() {
        GtkTest.run {
            let tiles = TiledDrawing()
            let scale = 16.0
            @MainActor func frame(_ scale: Double) -> RenderedImage {
                GraphicsContext.renderOffscreen(width: 300, height: 200) { context in
                    tiles.paint(on: context, origin: (0, 0), pixelsPerUnit: scale, width: 300, height: 200, variant: 0,
                                deferring: true, draw: Self.checkerboard())
                }
            }
            _ = frame(scale)
            let drawn = tiles.tilesDrawn
            let zoomed = frame(scale * 1.25)
            XCTAssertEqual(tiles.tilesDrawn, drawn, "the frame draws no tile")
            XCTAssertGreaterThan(tiles.pendingCount, 0)
            let direct = GraphicsContext.renderOffscreen(width: 300, height: 200) { context in
                Self.checkerboard()(context, scale * 1.25, (0, 0, 300, 200))
            }
            for (x, y) in [(10, 10), (30, 10), (150, 110), (290, 190)] {
                XCTAssertTrue(zoomed.pixel(x: x, y: y).isClose(to: direct.pixel(x: x, y: y), tolerance: 4),
                              "(\(x), \(y)): \(zoomed.pixel(x: x, y: y)) stands in for \(direct.pixel(x: x, y: y))")
            }
            while tiles.drawPending(limit: 2, draw: Self.checkerboard()) {}
            XCTAssertEqual(tiles.pendingCount, 0)
            XCTAssertGreaterThan(tiles.tilesDrawn, drawn, "idle time drew the new level")
            let settled = tiles.tilesDrawn
            _ = frame(scale * 1.25)
            XCTAssertEqual(tiles.tilesDrawn, settled, "and the next frame shows it")
        }
    }

    func testWithoutAnyKeptLevelTheFrameDrawsItsTiles() {
        GtkTest.run {
            let tiles = TiledDrawing()
            GraphicsContext.drawOffscreen(width: 300, height: 200) { context in
                tiles.paint(on: context, origin: (0, 0), pixelsPerUnit: 10, width: 300, height: 200, variant: 0,
                            deferring: true, draw: Self.checkerboard())
            }
            XCTAssertGreaterThan(tiles.tilesDrawn, 0)
            XCTAssertEqual(tiles.pendingCount, 0, "nothing to stand in: a blank map is never shown")
        }
    }

    func testKeptTilesStayWithinCapacityAndANewVariantForgetsThem() {
        GtkTest.run {
            let tiles = TiledDrawing(tileSize: 64, capacity: 20)
            for step in 0..<30 {
                GraphicsContext.drawOffscreen(width: 200, height: 100) { context in
                    tiles.paint(on: context, origin: (Double(step) * 10, 0), pixelsPerUnit: 16, width: 200, height: 100,
                                variant: 0, draw: Self.checkerboard())
                }
                XCTAssertLessThanOrEqual(tiles.keptCount, 20)
            }
            let drawn = tiles.tilesDrawn
            GraphicsContext.drawOffscreen(width: 200, height: 100) { context in
                tiles.paint(on: context, origin: (290, 0), pixelsPerUnit: 16, width: 200, height: 100, variant: 1,
                            draw: Self.checkerboard())
            }
            XCTAssertEqual(tiles.tilesDrawn - drawn, tiles.keptCount, "a dark style draws every tile again")
        }
    }
}
