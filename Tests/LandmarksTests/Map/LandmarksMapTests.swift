import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The map of all landmarks: a marker per landmark, favorites apart, groups
/// where markers would overlap, bounded however large the catalogue, and
/// markers that open their landmark.
final class LandmarksMapTests: XCTestCase {
    @MainActor
    private static func points(_ landmarks: [Landmark]) -> [LandmarkMarkers.Point] {
        landmarks.map(LandmarkMarkers.Point.init)
    }

    @MainActor
    private static func overview(_ points: [LandmarkMarkers.Point], span: Double = 75) -> MapViewport {
        let latitudes = points.map(\.latitude), longitudes = points.map(\.longitude)
        return MapViewport(latitude: (latitudes.min()! + latitudes.max()!) / 2, longitude: (longitudes.min()! + longitudes.max()!) / 2,
                           span: span, limits: .continent)
    }

    func testTheBundledCatalogueHasTwelveMarkersWithFavoritesApart() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let points = Self.points(model.landmarks)
            // Large enough that no two markers overlap: one each.
            let markers = LandmarkMarkers.markers(for: points, viewport: Self.overview(points), width: 20000, height: 15000)
            XCTAssertEqual(markers.count, 12)
            XCTAssertEqual(Set(markers.flatMap(\.ids)), Set(model.landmarks.map(\.id)))
            XCTAssertEqual(markers.filter(\.hasFavorite).count, model.landmarks.filter(\.isFavorite).count, "favorites are marked apart")
            // In a window-sized view, close markers join a group, and every landmark is still there once.
            let small = LandmarkMarkers.markers(for: points, viewport: Self.overview(points), width: 580, height: 660)
            XCTAssertLessThan(small.count, 12)
            XCTAssertEqual(small.flatMap(\.ids).sorted(), model.landmarks.map(\.id).sorted())
            for marker in small {
                for other in small where other != marker {
                    let distance = ((marker.x - other.x) * (marker.x - other.x) + (marker.y - other.y) * (marker.y - other.y)).squareRoot()
                    XCTAssertGreaterThanOrEqual(distance, LandmarkMarkers.spacing - 0.001, "markers do not overlap")
                }
            }
        }
    }

    func testTenThousandLandmarksDrawABoundedNumberOfMarkers() throws {
        try GtkTest.run {
            let catalog = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: try Self.largeCatalogue()))
            let points = Self.points(catalog)
            let first = points[0]
            for span in [75.0, 8, 1] {
                for (width, height) in [(1000.0, 700.0), (580.0, 660.0)] {
                    let viewport = span == 75 ? Self.overview(points)
                        : MapViewport(latitude: first.latitude, longitude: first.longitude, span: span, limits: .continent)
                    let markers = LandmarkMarkers.markers(for: points, viewport: viewport, width: width, height: height)
                    let cells = (width / LandmarkMarkers.spacing + 1) * (height / LandmarkMarkers.spacing + 1)
                    XCTAssertLessThanOrEqual(Double(markers.count), cells, "\(span)°: at most one marker per spacing cell")
                    XCTAssertGreaterThan(markers.count, 0)
                    let box = viewport.visibleBox(width: width, height: height)
                    let visible = points.filter { box.contains(lon: Int32($0.longitude * 1e6), lat: Int32($0.latitude * 1e6)) }
                    XCTAssertEqual(markers.reduce(0) { $0 + $1.ids.count }, visible.count, "\(span)°: every landmark in view in one marker")
                }
            }
        }
    }

    func testClickingAMarkerOpensItsLandmarkAndClickingBesideItDoesNot() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let markers = LandmarkMarkers()
            markers.points = Self.points(model.landmarks)
            var opened: [Landmark.ID] = []
            markers.open = { opened.append($0) }
            _ = markers.layOut(viewport: Self.overview(markers.points), width: 20000, height: 15000)
            let first = try XCTUnwrap(markers.shown.first)
            XCTAssertFalse(markers.clicked(x: first.x + 40, y: first.y + 40))
            XCTAssertTrue(markers.clicked(x: first.x + 3, y: first.y - 2))
            XCTAssertEqual(opened, first.ids)
        }
    }

    func testEnterOnAGroupZoomsInAndTheFocusLandsOnOneOfItsMembers() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let markers = LandmarkMarkers()
            markers.points = Self.points(model.landmarks)
            var announced: [String] = []
            markers.announce = { announced.append($0) }
            var zoomed = false
            markers.zoomIn = { _, _ in zoomed = true }
            let viewport = Self.overview(markers.points)
            _ = markers.layOut(viewport: viewport, width: 580, height: 660)
            let group = try XCTUnwrap(markers.shown.first(where: \.isGroup), "a window-sized overview has a group")
            XCTAssertTrue(markers.clicked(x: group.x, y: group.y))
            XCTAssertTrue(zoomed, "a group zooms in on itself")
            // Zoomed in far enough, the group's landmarks stand apart.
            _ = markers.layOut(viewport: viewport, width: 20000, height: 15000)
            let focused = try XCTUnwrap(markers.focused.map { markers.shown[$0] }, "the focus stays on the map")
            XCTAssertTrue(Set(focused.ids).isSubset(of: group.ids), "on a member of the group, not another marker: \(focused.names)")
            XCTAssertTrue(announced.last?.hasPrefix(focused.names[0]) == true, "and is said: \(announced)")
        }
    }

    func testArrowsMoveTheFocusToTheNearestMarkerInTheirDirection() {
        MainActor.assumeIsolated {
            func marker(_ name: String, _ x: Double, _ y: Double) -> LandmarkMarkers.Marker {
                LandmarkMarkers.Marker(x: x, y: y, ids: [name.hashValue], names: [name], hasFavorite: false)
            }
            let origin = marker("origin", 100, 100)
            let farEast = marker("far east", 300, 100), nearEastSouth = marker("near east, a little south", 150, 120)
            let southWest = marker("south-west, first in reading order", 60, 140), north = marker("north", 100, 20)
            let all = [origin, farEast, nearEastSouth, southWest, north]
            let name = { (index: Int?) in index.map { all[$0].names[0] } }
            XCTAssertEqual(name(LandmarkMarkers.nearest(from: origin, toward: .right, among: all)), "near east, a little south")
            XCTAssertEqual(name(LandmarkMarkers.nearest(from: origin, toward: .up, among: all)), "north")
            XCTAssertEqual(name(LandmarkMarkers.nearest(from: origin, toward: .down, among: all)), "south-west, first in reading order")
            XCTAssertNil(LandmarkMarkers.nearest(from: farEast, toward: .right, among: all), "nothing further east: the arrow pans")
        }
    }

    func testAMarkersTooltipNamesItsLandmarkOrItsGroup() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let markers = LandmarkMarkers()
            markers.points = Self.points(model.landmarks)
            _ = markers.layOut(viewport: Self.overview(markers.points), width: 580, height: 660)
            let single = try XCTUnwrap(markers.shown.first { !$0.isGroup })
            let group = try XCTUnwrap(markers.shown.first(where: \.isGroup))
            XCTAssertEqual(markers.tooltip(x: single.x + 2, y: single.y - 3, keyboard: false),
                           single.hasFavorite ? tr("%1$s, favorite", single.names[0]) : single.names[0])
            let grouped = try XCTUnwrap(markers.tooltip(x: group.x, y: group.y, keyboard: false))
            XCTAssertTrue(group.names.allSatisfy(grouped.contains), grouped)
            XCTAssertNil(markers.tooltip(x: single.x + 40, y: single.y + 40, keyboard: false), "off the markers, nothing")
        }
    }

    /// The 10,000-landmark catalogue `tools/generate-catalog.py` writes.
    private static func largeCatalogue() throws -> String {
        let path = NSTemporaryDirectory() + "/landmarks-map-10000.json"
        if !FileManager.default.fileExists(atPath: path) {
            let generate = Process()
            generate.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            generate.arguments = [Fixture.packageRoot.appendingPathComponent("tools/generate-catalog.py").path, "10000"]
            let output = Pipe()
            generate.standardOutput = output
            try generate.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            generate.waitUntilExit()
            try data.write(to: URL(fileURLWithPath: path))
        }
        return path
    }

    func testNewMarkersOrAPanDrawOnlyTheTilesComingIntoView() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = MapCoordinator()
            _ = map.makeWidget()
            map.markers = LandmarkMarkers()
            map.showAll(Self.points(model.landmarks))
            GraphicsContext.drawOffscreen(width: 600, height: 500) { map.draw($0, width: 600, height: 500) }
            let first = map.tiles.tilesDrawn
            XCTAssertGreaterThan(first, 0)
            var points = Self.points(model.landmarks)   // a favorite toggled
            points[1] = LandmarkMarkers.Point(id: points[1].id, name: points[1].name, latitude: points[1].latitude,
                                              longitude: points[1].longitude, isFavorite: !points[1].isFavorite)
            map.showAll(points)
            GraphicsContext.drawOffscreen(width: 600, height: 500) { map.draw($0, width: 600, height: 500) }
            XCTAssertEqual(map.tiles.tilesDrawn, first, "the markers changed, the view did not")
            XCTAssertEqual(map.markers?.points.map(\.isFavorite), points.map(\.isFavorite), "the markers show the change")
            // 600 × 500 meets at most 4 columns and 3 rows of 256-pixel tiles;
            // a 40-pixel step brings at most one new column or row into view.
            for (dx, dy) in [(40.0, 0.0), (0, 40), (-40, 0), (0, -40), (0, -40)] {
                let before = map.tiles.tilesDrawn
                map.pan(dx: dx, dy: dy, viewHeight: 500)
                GraphicsContext.drawOffscreen(width: 600, height: 500) { map.draw($0, width: 600, height: 500) }
                XCTAssertLessThanOrEqual(map.tiles.tilesDrawn - before, 4, "a pan by (\(dx), \(dy))")
            }
        }
    }

    func testAVerticalPanMovesEveryPointByTheSameAmount() {
        var viewport = MapViewport(latitude: 45, longitude: -100, span: 30, limits: .continent)
        let points = [(25.0, -80.0), (45, -100), (64, -150)]
        let before = points.map { viewport.point(latitude: $0.0, longitude: $0.1, width: 1000, height: 700) }
        viewport.pan(dx: 0, dy: 120, height: 700)
        let after = points.map { viewport.point(latitude: $0.0, longitude: $0.1, width: 1000, height: 700) }
        for (old, new) in zip(before, after) {
            XCTAssertEqual(new.x, old.x, accuracy: 1e-6)
            XCTAssertEqual(new.y - old.y, 120, accuracy: 1e-6, "what was drawn moves; nothing is stretched")
        }
    }
}

extension LandmarksMapTests {
    func testOpenSeaStaysWaterAtEveryZoomOfTheMapOfAllLandmarks() throws {
        // Reading every n-th point of a coastline once cut the corners of a
        // detail region's clipped rectangle: a land-coloured line across the Gulf of Alaska.
        try GtkTest.run {
            let model = try bundledModel()
            let water = MapRenderer.Palette.light.water
            let map = MapCoordinator()
            _ = map.makeWidget()
            map.markers = LandmarkMarkers()
            map.showAll(Self.points(model.landmarks))
            for step in 0..<4 {
                let image = GraphicsContext.renderOffscreen(width: 582, height: 664) { map.draw($0, width: 582, height: 664) }
                let projection = map.viewport.projection(width: 582, height: 664)
                var land: [String] = []
                // Open sea south of Alaska, clear of Kodiak and the coast.
                for latitude in stride(from: 54.0, through: 58, by: 0.05) {
                    for longitude in stride(from: -150.0, through: -140, by: 0.05) {
                        let point = projection.point(latitude: latitude, longitude: longitude)
                        let x = Int(point.x), y = Int(point.y)
                        guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
                        let pixel = image.pixel(x: x, y: y)
                        let expected = RenderedImage.Pixel(red: UInt8(water.red * 255), green: UInt8(water.green * 255),
                                                           blue: UInt8(water.blue * 255))
                        if !pixel.isClose(to: expected, tolerance: 6) { land.append("(\(latitude), \(longitude)): \(pixel)") }
                    }
                }
                XCTAssertEqual(land.count, 0, "zoom step \(step): \(land.prefix(5))")
                map.zoom(by: 1.25)
            }
        }
    }
}

extension LandmarksMapTests {
    func testAMapNoLongerShownLetsItsTilesGoAndDrawsThemAgainWhenShown() throws {
        try GtkTest.run {
            try LandmarksApplication.registerResources()   // the map's data, whichever test runs first
            let map = MapCoordinator()
            let widget = map.makeWidget()
            map.show(latitude: 34.01, longitude: -116.17, span: MapZoom.medium.spanDegrees)
            let window = TestWindow(width: 400, height: 300)
            XCTAssertTrue(window.present(widget))
            XCTAssertTrue(GtkTest.iterate(until: { map.tiles.keptCount > 0 }))
            widget.isVisible = false
            XCTAssertEqual(map.tiles.keptCount, 0, "hidden, the map keeps no tiles")
            widget.isVisible = true
            XCTAssertTrue(GtkTest.iterate(until: { map.tiles.keptCount > 0 }), "shown again, it draws them")
        }
    }
}
