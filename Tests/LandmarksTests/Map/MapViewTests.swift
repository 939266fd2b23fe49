@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

final class MapViewTests: XCTestCase {
    func testPanningStaysNearTheLandmarkAndZoomStaysWithinLimits() {
        var viewport = MapViewport(latitude: 48.69, longitude: -113.54, span: 1)
        viewport.pan(dx: -1_000_000, dy: 1_000_000, height: 300)
        XCTAssertEqual(viewport.center.latitude, 48.69 + MapViewport.maximumOffset.latitude, accuracy: 1e-9)
        XCTAssertEqual(viewport.center.longitude, -113.54 + MapViewport.maximumOffset.longitude, accuracy: 1e-9)
        viewport.pan(dx: 2_000_000, dy: -2_000_000, height: 300)
        XCTAssertEqual(viewport.center.latitude, 48.69 - MapViewport.maximumOffset.latitude, accuracy: 1e-9)
        XCTAssertEqual(viewport.center.longitude, -113.54 - MapViewport.maximumOffset.longitude, accuracy: 1e-9)
        // The limits hold at the landmark: back there, the span is at them.
        viewport.pan(dx: 0, dy: 1_000_000, height: 300)
        viewport.pan(dx: 0, dy: -viewport.point(latitude: 48.69, longitude: -113.54, width: 300, height: 300).y + 150, height: 300)
        XCTAssertEqual(viewport.center.latitude, 48.69, accuracy: 1e-9)
        for _ in 0..<50 { viewport.zoom(by: 2) }
        XCTAssertEqual(viewport.latitudeSpan, MapViewport.spanLimits.lowerBound, accuracy: 1e-12)
        for _ in 0..<50 { viewport.zoom(by: 0.5) }
        XCTAssertEqual(viewport.latitudeSpan, MapViewport.spanLimits.upperBound, accuracy: 1e-12)
    }

    func testMapDrawsLandWaterAndTheMarkerAtEveryLandmarkAndZoom() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let land = MapRenderer.Palette.light.land, water = MapRenderer.Palette.light.water
            func near(_ pixel: RenderedImage.Pixel, _ color: RGBColor) -> Bool {
                pixel.isClose(to: .init(red: UInt8(color.red * 255), green: UInt8(color.green * 255), blue: UInt8(color.blue * 255)),
                              tolerance: 6)
            }
            for landmark in model.landmarks {
                for zoom in MapZoom.allCases {
                    let presented = PresentedView(MapView(coordinate: landmark.coordinates, zoom: zoom), width: 400, height: 300)
                    let image = try WidgetRenderer.render(presented.host.widget)
                    var landPixels = 0, waterPixels = 0
                    for y in stride(from: 0, to: image.height, by: 5) {
                        for x in stride(from: 0, to: image.width, by: 5) {
                            let pixel = image.pixel(x: x, y: y)
                            if near(pixel, land) { landPixels += 1 }
                            if near(pixel, water) { waterPixels += 1 }
                        }
                    }
                    let samples = (image.width / 5) * (image.height / 5)
                    XCTAssertGreaterThan(landPixels, samples / 20, "\(landmark.name) \(zoom): land")
                    if zoom == .far {
                        XCTAssertGreaterThan(waterPixels, 0, "\(landmark.name) \(zoom): water")
                    }
                    // The marker sits in the middle: its red centre.
                    let centre = image.pixel(x: image.width / 2, y: image.height / 2)
                    XCTAssertGreaterThan(Int(centre.red), Int(centre.green) + 80, "\(landmark.name) \(zoom): marker \(centre)")
                }
            }
        }
    }

    /// A touchpad's pinch begins with no event sequence: the zoom gesture's
    /// `begin` carries a null sequence pointer before the handler's data,
    /// which a handler of the wrong C shape read as its own (and crashed).
    func testAPinchZoomsTheMapFromWhereItBegan() throws {
        try GtkTest.run {
            try LandmarksApplication.registerResources()
            let map = MapCoordinator()
            let widget = map.makeWidget()
            map.show(latitude: 34.01, longitude: -116.17, span: 2)
            let window = TestWindow(width: 400, height: 300)
            XCTAssertTrue(window.present(widget))
            let area = try XCTUnwrap(map.area)
            let controllers = try XCTUnwrap(area.observeControllers())
            let pinch = listItems(of: controllers).last { $0.typeName == "GtkGestureZoom" }
            let gesture = try XCTUnwrap(pinch, "the map takes pinches")
            let before = map.viewport.latitudeSpan
            gesture.emitSignalWithNullPointer("begin")
            gesture.emitSignal("scale-changed", double: 2)
            XCTAssertEqual(map.viewport.latitudeSpan, before / 2, accuracy: before * 1e-6, "spread apart, the fingers zoom in")
            gesture.emitSignal("scale-changed", double: 0.5)
            XCTAssertEqual(map.viewport.latitudeSpan, before * 2, accuracy: before * 1e-6, "from where the pinch began")
        }
    }
}
