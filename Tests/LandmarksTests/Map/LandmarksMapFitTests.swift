@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// How the map of all landmarks frames them: fitted again to what a search
/// or filter leaves (one landmark with the towns around it named), fitted
/// again when the window is resized before the user moves the view, and
/// never showing past the map data's cut edge.
final class LandmarksMapFitTests: XCTestCase {
    @MainActor
    private static func points(_ landmarks: [Landmark]) -> [LandmarkMarkers.Point] {
        landmarks.map(LandmarkMarkers.Point.init)
    }

    @MainActor
    private static func overview() -> MapCoordinator {
        let map = MapCoordinator()
        _ = map.makeWidget()
        map.markers = LandmarkMarkers()
        return map
    }

    @MainActor
    private static func draw(_ map: MapCoordinator, width: Double, height: Double) {
        GraphicsContext.drawOffscreen(width: Int32(width), height: Int32(height)) { map.draw($0, width: width, height: height) }
    }

    func testASearchLeavingOneLandmarkShowsItAmongTheTownsAroundIt() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = Self.overview()
            map.showAll(Self.points(model.landmarks))
            Self.draw(map, width: 600, height: 500)
            for landmark in model.landmarks {
                map.showAll(Self.points([landmark]))
                Self.draw(map, width: 600, height: 500)
                let marker = try XCTUnwrap(map.markers?.shown.first, landmark.name)
                XCTAssertTrue((120...480).contains(marker.x) && (100...400).contains(marker.y), "\(landmark.name) is well inside the view: \(marker)")
                XCTAssertLessThanOrEqual(map.viewport.latitudeSpan, 10, "\(landmark.name): zoomed in to it")
                let towns = map.shownLabels.filter { $0.kind == .town }.map(\.text)
                XCTAssertGreaterThanOrEqual(towns.count, 2, "\(landmark.name): the places around it are named, not a bare coast: \(towns)")
                let nearest = try XCTUnwrap(MapLabels.nearestTown(to: (landmark.coordinates.latitude, landmark.coordinates.longitude),
                                                                  in: try MapData.bundled()))
                let town = map.viewport.point(latitude: Double(nearest.lat) / 1e6, longitude: Double(nearest.lon) / 1e6, width: 600, height: 500)
                // Unless the marker covers it (Chincoteague is at Chincoteague).
                if abs(town.x - marker.x) > 2 * MapLabels.markerRadius || abs(town.y - marker.y) > 2 * MapLabels.markerRadius {
                    XCTAssertTrue(towns.contains(nearest.name), "\(landmark.name): its nearest town \(nearest.name) is named: \(towns)")
                }
            }
        }
    }

    func testTheSameLandmarksChangingKeepTheViewAndAnotherSetIsFittedAgain() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = Self.overview()
            let all = Self.points(model.landmarks)
            map.showAll(all)
            Self.draw(map, width: 600, height: 500)
            map.zoom(by: 1.5)
            Self.draw(map, width: 600, height: 500)
            let zoomed = map.viewport
            // A favorite toggled: the same landmarks, one marked otherwise.
            var toggled = all
            toggled[0] = LandmarkMarkers.Point(id: all[0].id, name: all[0].name, latitude: all[0].latitude,
                                               longitude: all[0].longitude, isFavorite: !all[0].isFavorite)
            map.showAll(toggled)
            Self.draw(map, width: 600, height: 500)
            XCTAssertEqual(map.viewport, zoomed, "the user's view stays")
            let lakes = Self.points(model.landmarks.filter { $0.category == .lakes })
            map.showAll(lakes)
            Self.draw(map, width: 600, height: 500)
            XCTAssertNotEqual(map.viewport, zoomed)
            XCTAssertEqual(map.markers?.shown.reduce(0) { $0 + $1.ids.count }, lakes.count, "every lake is in view")
        }
    }

    func testAResizeBeforeTheUserMovesTheMapFitsItAgain() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = Self.overview()
            map.showAll(Self.points(model.landmarks))
            Self.draw(map, width: 500, height: 600)
            Self.draw(map, width: 900, height: 600)   // the window was widened
            let xs = try XCTUnwrap(map.markers?.shown.map(\.x))
            XCTAssertGreaterThan(xs.max()! - xs.min()!, 0.6 * 900, "the markers spread across the wider map, not its middle third")
            XCTAssertEqual(map.markers?.shown.reduce(0) { $0 + $1.ids.count }, model.landmarks.count)
            // Once the user zooms, a resize keeps their view.
            map.zoom(by: 1.5)
            Self.draw(map, width: 900, height: 600)
            let zoomed = map.viewport
            Self.draw(map, width: 800, height: 600)
            XCTAssertEqual(map.viewport, zoomed)
        }
    }

    /// The map data ends at a rectangle (its overview layer is clipped to
    /// it): Greenland was cut at a straight line on a zoomed-out map.
    func testZoomingOutOrPanningNeverShowsPastTheMapDatasEdge() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let extent = try MapData.bundled().extent
            for (width, height) in [(960.0, 830.0), (600.0, 500.0), (582.0, 664.0)] {
                let map = Self.overview()
                map.showAll(Self.points(model.landmarks))
                for step in 0..<14 {
                    Self.step(map, step, height: height)
                    Self.draw(map, width: width, height: height)
                    if step == 0 {
                        XCTAssertEqual(map.markers?.shown.reduce(0) { $0 + $1.ids.count }, model.landmarks.count,
                                       "\(Int(width))×\(Int(height)): the fit shows every landmark within the data")
                    }
                    let projection = map.viewport.projection(width: width, height: height)
                    let northEast = projection.point(lon: extent.maxLon, lat: extent.maxLat)
                    let southWest = projection.point(lon: extent.minLon, lat: extent.minLat)
                    let case_ = "\(Int(width))×\(Int(height)) step \(step)"
                    XCTAssertGreaterThanOrEqual(northEast.x, width - 0.5, "\(case_): the east edge of the data is not in view")
                    XCTAssertLessThanOrEqual(northEast.y, 0.5, "\(case_): nor the north")
                    XCTAssertLessThanOrEqual(southWest.x, 0.5, "\(case_): nor the west")
                    XCTAssertGreaterThanOrEqual(southWest.y, height - 0.5, "\(case_): nor the south")
                }
            }
        }
    }

    /// A map so narrow or so wide that its landmarks need more than the data
    /// zooms out no further than they need, and shows past the data's edge as
    /// the map's end, in a colour of its own.
    func testAMapTooNarrowOrWideForTheDataShowsItsEndAsTheMapsEnd() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let extent = try MapData.bundled().extent
            let palette = MapRenderer.Palette.light
            for (width, height) in [(400.0, 650.0), (1400.0, 400.0)] {
                let map = Self.overview()
                map.showAll(Self.points(model.landmarks))
                Self.draw(map, width: width, height: height)
                let fitted = map.viewport.planeSpan
                XCTAssertEqual(map.markers?.shown.reduce(0) { $0 + $1.ids.count }, model.landmarks.count, "every landmark is in view")
                for step in 1..<14 {
                    Self.step(map, step, height: height)
                    let image = GraphicsContext.renderOffscreen(width: Int32(width), height: Int32(height)) {
                        map.draw($0, width: width, height: height)
                    }
                    let case_ = "\(Int(width))×\(Int(height)) step \(step)"
                    XCTAssertLessThanOrEqual(map.viewport.planeSpan, fitted * 1.0001, "\(case_): zoomed out no further than the fit")
                    let projection = map.viewport.projection(width: width, height: height)
                    let northEast = projection.point(lon: extent.maxLon, lat: extent.maxLat)
                    let southWest = projection.point(lon: extent.minLon, lat: extent.minLat)
                    let beyond = RenderedImage.Pixel(red: UInt8(palette.beyond.red * 255), green: UInt8(palette.beyond.green * 255),
                                                     blue: UInt8(palette.beyond.blue * 255))
                    for (x, y) in [(northEast.x + 3, height / 2), (southWest.x - 3, height / 2), (width / 2, northEast.y - 3), (width / 2, southWest.y + 3)]
                    where x >= 0 && x < width && y >= 0 && y < height {
                        XCTAssertTrue(image.pixel(x: Int(x), y: Int(y)).isClose(to: beyond, tolerance: 6),
                                      "\(case_): past the data's edge at (\(Int(x)), \(Int(y))) is \(image.pixel(x: Int(x), y: Int(y)))")
                    }
                }
            }
        }
    }

    /// Zooms out five times, then pans east, south, north and west, far.
    @MainActor
    private static func step(_ map: MapCoordinator, _ step: Int, height: Double) {
        switch step {
        case 0: break
        case 1...5: map.zoom(by: 0.5)
        case 6...8: map.pan(dx: -400, dy: 0, viewHeight: height)   // east, toward Greenland
        case 9...10: map.pan(dx: 0, dy: -400, viewHeight: height)  // south
        case 11: map.pan(dx: 0, dy: 2000, viewHeight: height)      // north
        default: map.pan(dx: 3000, dy: 0, viewHeight: height)      // west
        }
    }
}
