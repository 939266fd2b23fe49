import Adw
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// Names on the detail map: placed without overlaps around every landmark at
/// every span, the nearest town always among them, drawn legibly in light
/// and dark, and told to screen readers.
final class MapLabelTests: XCTestCase {
    private static let sizes: [(width: Double, height: Double)] = [(580, 300), (400, 300), (1000, 300)]

    func testTheMapFileCarriesPlacesAndStates() throws {
        try GtkTest.run {
            _ = try bundledModel()   // registers the resources
            let map = try MapData.bundled()
            XCTAssertGreaterThan(map.places.filter { $0.kind == .town }.count, 5_000)
            let states = Set(map.places.filter { $0.kind == .state }.map(\.name))
            for name in ["California", "Alaska", "Montana", "Washington", "Virginia", "Maine", "Yukon", "British Columbia"] {
                XCTAssertTrue(states.contains(name), name)
            }
        }
    }

    func testNoTwoLabelsOverlapAtAnySpanAroundAnyLandmark() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = try MapData.bundled()
            for landmark in model.landmarks {
                for span in [0.25, 0.5, 1, 2, 4, 8] {
                    for size in Self.sizes {
                        let viewport = MapViewport(latitude: landmark.coordinates.latitude, longitude: landmark.coordinates.longitude, span: span)
                        let labels = MapLabels.place(map, viewport: viewport, width: size.width, height: size.height)
                        for (index, label) in labels.enumerated() {
                            XCTAssertTrue(label.frame.isInside(width: size.width, height: size.height), "\(landmark.name) \(span)°: \(label.text) leaves the view")
                            for other in labels[(index + 1)...] {
                                XCTAssertFalse(label.frame.intersects(other.frame), "\(landmark.name) \(span)°: \(label.text) / \(other.text)")
                            }
                        }
                        XCTAssertLessThanOrEqual(labels.count, MapLabels.maximumCount)
                    }
                }
            }
        }
    }

    func testNamesKeepClearOfTheZoomButtonsOnEitherSideOfTheMap() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = try MapData.bundled()
            for landmark in model.landmarks {
                for span in [0.25, 1, 4] {
                    let viewport = MapViewport(latitude: landmark.coordinates.latitude, longitude: landmark.coordinates.longitude, span: span)
                    for rightToLeft in [false, true] {
                        let controls = MapLabels.controlsFrame(width: 580, rightToLeft: rightToLeft)
                        XCTAssertEqual(controls.x == 0, rightToLeft, "the buttons are at the top end of the line")
                        let labels = MapLabels.place(map, viewport: viewport, width: 580, height: 300, rightToLeft: rightToLeft)
                        for label in labels {
                            XCTAssertFalse(label.frame.intersects(controls), "\(landmark.name) \(span)° rtl \(rightToLeft): \(label.text)")
                        }
                    }
                }
            }
        }
    }

    func testTheNearestTownIsNamedAtTheMediumSpanForEveryLandmark() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = try MapData.bundled()
            for landmark in model.landmarks {
                let viewport = MapViewport(latitude: landmark.coordinates.latitude, longitude: landmark.coordinates.longitude,
                                           span: MapZoom.medium.spanDegrees)
                let nearest = try XCTUnwrap(MapLabels.nearestTown(to: viewport.anchor, in: map))
                for size in Self.sizes {
                    // As on the detail page: the picture covers the middle of the lower edge.
                    let picture = LabelFrame(x: (size.width - 250) / 2, y: size.height - 130, width: 250, height: 130)
                    for keepClear in [[], [picture]] {
                        let labels = MapLabels.place(map, viewport: viewport, width: size.width, height: size.height, keepClear: keepClear)
                        XCTAssertTrue(labels.contains { $0.text == nearest.name || $0.text.contains(" \(nearest.name), ") },
                                      "\(landmark.name) at \(size): \(nearest.name) not among \(labels.map(\.text))")
                        XCTAssertFalse(labels.contains { label in keepClear.contains(where: label.frame.intersects) }, "nothing under the picture")
                    }
                }
            }
        }
    }

    /// St. Mary Lake's North Browning under the picture was pointed at
    /// with "→" from the top-left corner, and Icy Bay's Yakutat with "↘"
    /// from there too: a town in view is named where it is; one out of
    /// view at the edge toward it, and one under the picture beside the
    /// picture, each with its arrow pointing at the town from where it is.
    func testTheNearestTownIsNamedWhereItIsOrPointedAtFromTheEdgeTowardIt() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = try MapData.bundled()
            let arrows: [Character: Double] = ["→": 0, "↘": 45, "↓": 90, "↙": 135, "←": 180, "↖": -135, "↑": -90, "↗": -45]
            var pointed = 0, named = 0
            for landmark in model.landmarks {
                for span in [0.25, 1, 4] {
                    let viewport = MapViewport(latitude: landmark.coordinates.latitude, longitude: landmark.coordinates.longitude, span: span)
                    let nearest = try XCTUnwrap(MapLabels.nearestTown(to: viewport.anchor, in: map))
                    for size in Self.sizes + [(width: 1400, height: 300), (width: 700, height: 420)] {
                        let picture = LabelFrame(x: (size.width - 250) / 2, y: size.height - 130, width: 250, height: 130)
                        for keepClear in [[], [picture]] {
                            let labels = MapLabels.place(map, viewport: viewport, width: size.width, height: size.height, keepClear: keepClear)
                            let town = viewport.point(latitude: Double(nearest.lat) / 1e6, longitude: Double(nearest.lon) / 1e6,
                                                      width: size.width, height: size.height)
                            let where_ = "\(landmark.name) \(span)° \(size) picture \(!keepClear.isEmpty)"
                            // In view when its dot shows whole.
                            let dot = MapLabels.dotRadius
                            let inView = town.x >= dot && town.y >= dot && town.x <= size.width - dot && town.y <= size.height - dot
                            let covered = keepClear.contains { $0.insetBy(-dot).contains(town) }
                            if inView, !covered {
                                let label = labels.first { $0.text == nearest.name }
                                XCTAssertNotNil(label, "\(where_): \(nearest.name) is in view at \(town): named where it is, not \(labels.first?.text ?? "")")
                                if let dot = label?.dot { XCTAssertEqual(dot.x, town.x, accuracy: 0.01, where_) } 
                                named += 1
                                continue
                            }
                            let pointer = try XCTUnwrap(labels.first { $0.kind == .pointer }, "\(where_): \(nearest.name) is pointed at")
                            let frame = pointer.frame
                            // The arrow is the town's direction from the landmark, as its distance is.
                            let marker = viewport.point(latitude: viewport.anchor.latitude, longitude: viewport.anchor.longitude,
                                                        width: size.width, height: size.height)
                            let bearing = atan2(town.y - marker.y, town.x - marker.x) * 180 / .pi
                            let shown = try XCTUnwrap(pointer.text.first.flatMap { arrows[$0] }, pointer.text)
                            var off = abs(bearing - shown).truncatingRemainder(dividingBy: 360)
                            off = min(off, 360 - off)
                            XCTAssertLessThanOrEqual(off, 22.5 + 1e-6, "\(where_): \(pointer.text) for a town at \(town) from \(marker)")
                            let edge = min(frame.x, frame.y, size.width - frame.x - frame.width, size.height - frame.y - frame.height)
                            XCTAssertLessThanOrEqual(edge, 8, "\(where_): \(pointer.text) at the edge")
                            XCTAssertFalse(frame.intersects(MapLabels.markerClearance(around: marker)),
                                           "\(where_): \(pointer.text) beside the landmark's marker reads as its name")
                            pointed += 1
                        }
                    }
                }
            }
            XCTAssertGreaterThan(pointed, 50, "towns out of view or covered are among the cases")
            XCTAssertGreaterThan(named, 50)
        }
    }

    func testChilkootTrailsMapPointsSouthToSkagwayAwayFromItsOwnMarker() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = try MapData.bundled()
            let trail = try XCTUnwrap(model.landmarks.first { $0.name == "Chilkoot Trail" })
            // The detail map as a landmark's page shows it, its picture over the lower middle.
            let size = (width: 580.0, height: 300.0)
            let picture = LabelFrame(x: (size.width - 250) / 2, y: size.height - 130, width: 250, height: 130)
            let viewport = MapViewport(latitude: trail.coordinates.latitude, longitude: trail.coordinates.longitude, span: 0.25)
            XCTAssertEqual(MapLabels.nearestTown(to: viewport.anchor, in: map)?.name, "Skagway")
            let labels = MapLabels.place(map, viewport: viewport, width: size.width, height: size.height, keepClear: [picture])
            let pointer = try XCTUnwrap(labels.first { $0.text.contains("Skagway") }, labels.map(\.text).description)
            XCTAssertEqual(pointer.text.first, "↓", "Skagway is south of the trail: \(pointer.text)")
            let marker = viewport.point(latitude: viewport.anchor.latitude, longitude: viewport.anchor.longitude,
                                        width: size.width, height: size.height)
            XCTAssertFalse(pointer.frame.intersects(MapLabels.markerClearance(around: marker)),
                           "\(pointer.text) at \(pointer.frame) is not beside the marker at \(marker)")
        }
    }

    /// Turtle Rock's map at each span, light and dark, written to
    /// $TMPDIR/map-labels-<span>-<scheme>.png to be looked at.
    func testTurtleRocksMapShowsNamesInLightAndDarkAndSaysWhichToScreenReaders() throws {
        try GtkTest.run {
            let turtleRock = try XCTUnwrap(try bundledModel().landmarks.first { $0.name == "Turtle Rock" })
            let manager = try XCTUnwrap(Adw.StyleManager.default)
            defer { manager.colorScheme = .default }
            for (scheme, adwScheme) in [("light", Adw.ColorScheme.forceLight), ("dark", .forceDark)] {
                manager.colorScheme = adwScheme
                for zoom in MapZoom.allCases {
                    let presented = PresentedView(MapView(coordinate: turtleRock.coordinates, zoom: zoom, name: turtleRock.name),
                                                  width: 580, height: 300)
                    let area = try XCTUnwrap(findWidget("GtkDrawingArea", in: presented.host.widget))
                    GtkTest.waitForFrames(of: area)
                    let image = try WidgetRenderer.render(presented.host.widget)
                    try WidgetRenderer.savePNG(presented.host.widget, to: "\(NSTemporaryDirectory())/map-labels-\(zoom)-\(scheme).png")
                    // Text shows as pixels in the label colour.
                    let palette = scheme == "dark" ? MapRenderer.Palette.dark : MapRenderer.Palette.light
                    let ink = RenderedImage.Pixel(red: UInt8(palette.label.red * 255), green: UInt8(palette.label.green * 255),
                                                  blue: UInt8(palette.label.blue * 255))
                    var inked = 0
                    for y in stride(from: 0, to: image.height, by: 1) {
                        for x in stride(from: 0, to: image.width, by: 2) where image.pixel(x: x, y: y).isClose(to: ink, tolerance: 30) {
                            inked += 1
                        }
                    }
                    XCTAssertGreaterThan(inked, 40, "\(zoom) \(scheme): names are drawn")
                    let map = try MapData.bundled()
                    let viewport = MapViewport(latitude: turtleRock.coordinates.latitude, longitude: turtleRock.coordinates.longitude,
                                               span: zoom.spanDegrees)
                    let labels = MapLabels.place(map, viewport: viewport, width: Double(area.width),
                                                 height: Double(area.height))
                    let description = MapCoordinator.description(of: "Turtle Rock", labels: labels)
                    XCTAssertTrue(description.hasPrefix("Map around Turtle Rock, showing "), description)
                    if zoom == .medium { XCTAssertTrue(description.contains("Twentynine Palms"), description) }
                    XCTAssertNil(accessibleDescriptionMismatch(of: area, description),
                                 "the map tells screen readers what it shows")
                }
            }
        }
    }
}
