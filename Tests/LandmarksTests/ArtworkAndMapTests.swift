@_spi(Bindings) import GtkBridge
import FoundationEssentials
import GtkTestSupport
@testable import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The generated artwork and the offline map, as the app loads them.
final class ArtworkAndMapTests: XCTestCase {
    func testEveryLandmarkHasASquareThumbnailAndFeaturedOnesA3By2PictureThatAreNotBlank() throws {
        try GtkTest.run {
            let model = try bundledModel()
            for landmark in model.landmarks {
                let thumbnail = "\(AppInfo.resourceBase)/images/thumbnails/\(landmark.imageName).png"
                try assertPicture(thumbnail, width: 500, height: 500)
                if landmark.isFeatured {
                    try assertPicture("\(AppInfo.resourceBase)/images/features/\(landmark.imageName)_feature.jpg",
                                      width: 1000, height: 667)
                }
            }
        }
    }

    func testAtScaleTwoEveryPictureHasTwiceThePixelsOfItsPlace() throws {
        try GtkTest.run {
            let model = try bundledModel()
            for landmark in model.landmarks {
                let small = "\(AppInfo.resourceBase)/images/thumbnails-small/\(landmark.imageName).png"
                XCTAssertEqual(ImageRequest.rendition(of: small, scale: 1), small, "scale 1 keeps the picture")
                let doubled = ImageRequest.rendition(of: small, scale: 2)
                XCTAssertNotEqual(doubled, small, "a 155-point item at scale 2 has a sharper picture")
                try assertPicture(doubled, width: 310, height: 310)
                if landmark.isFeatured {
                    let feature = "\(AppInfo.resourceBase)/images/features/\(landmark.imageName)_feature.jpg"
                    try assertPicture(ImageRequest.rendition(of: feature, scale: 2), width: 2000, height: 1334)
                }
            }
            let thumbnail = "\(AppInfo.resourceBase)/images/thumbnails/\(model.landmarks[0].imageName).png"
            XCTAssertEqual(ImageRequest.rendition(of: thumbnail, scale: 2), thumbnail, "without a rendition, the picture itself")

            // What an image view asks the loader for at scale 2: the rendition, decoded whole.
            let request = ImageRequest()
            var loaded: GObjectHandle?
            let feature = "\(AppInfo.resourceBase)/images/features/\(model.landmarks.first(where: \.isFeatured)!.imageName)_feature.jpg"
            request.request(.resource(feature), pixelSize: nil, scale: 2) { loaded = $0 }
            XCTAssertTrue(GtkTest.iterate(until: { loaded != nil }, timeout: 5))
            XCTAssertEqual(loaded.map { RenderedImage(texture: $0).width }, 2000)
        }
    }

    func testMapDataHasLandAndWaterOrBordersAroundEveryLandmark() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let map = try MapData.bundled()
            XCTAssertGreaterThan(map.features.count, 1000)
            for landmark in model.landmarks {
                let lat = landmark.coordinates.latitude, lon = landmark.coordinates.longitude
                // The medium view: 1° of latitude, twice as wide on screen.
                let halfLat = 0.5, halfLon = 1.0 / cos(lat * .pi / 180)
                let box = MapData.Box(
                    minLon: Int32((lon - halfLon) * 1e6), minLat: Int32((lat - halfLat) * 1e6),
                    maxLon: Int32((lon + halfLon) * 1e6), maxLat: Int32((lat + halfLat) * 1e6))
                let features = map.features(in: box)
                let kinds = Set(features.map(\.kind))
                XCTAssertTrue(kinds.contains(.land), "\(landmark.name): land")
                XCTAssertFalse(kinds.intersection([.lake, .river, .nationalBorder, .stateBorder]).isEmpty,
                               "\(landmark.name): water or borders around it (\(kinds))")
                XCTAssertTrue(map.regions.contains { $0.contains(lon: Int32(lon * 1e6), lat: Int32(lat * 1e6)) },
                              "\(landmark.name) lies in a detailed region")
            }
        }
    }

    func testTruncatedMapDataIsAnErrorNotACrash() throws {
        try GtkTest.run {
            try LandmarksApplication.registerResources()
            let bytes = ResourceBundle.data(MapData.resourcePath)!
            for length in [0, 3, 10, 100, bytes.count / 2, bytes.count - 1] {
                let truncated = Array(bytes.prefix(length))
                try truncated.withUnsafeBytes { raw in
                    XCTAssertThrowsError(try MapData(bytes: raw), "\(length) bytes")
                }
            }
        }
    }

    func testMissingImageShowsAPlaceholderInsteadOfFailing() throws {
        try GtkTest.run {
            _ = try bundledModel()
            let view = VStack {
                Image(resource: "\(AppInfo.resourceBase)/images/thumbnails/nowhere.png").frame(width: 50, height: 50)
                Image(resource: "\(AppInfo.resourceBase)/images/features/nowhere_feature.png").resizable()
            }
            let presented = PresentedView(view, width: 300, height: 300)
            let placeholders = allWidgets("GtkImage", in: presented.host.widget)
                + allWidgets("GtkPicture", in: presented.host.widget)
            XCTAssertEqual(placeholders.filter { $0.hasCSSClass("image-placeholder") }.count, 2)
        }
    }
}

/// Fails unless the resource is a `width` × `height` picture whose brightness
/// varies enough to be a picture (a flat fill has a variance near 0).
@MainActor
private func assertPicture(_ path: String, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws {
    guard let texture = TextureCache.texture(resource: path) else {
        return XCTFail("missing \(path)", file: file, line: line)
    }
    let image = RenderedImage(texture: texture)
    XCTAssertEqual(image.width, width, path, file: file, line: line)
    XCTAssertEqual(image.height, height, path, file: file, line: line)
    guard image.width == width, image.height == height else { return }
    var sum = 0.0, sumOfSquares = 0.0, count = 0.0
    for index in stride(from: 0, to: width * height, by: 97) {
        let pixel = image.pixel(x: index % width, y: index / width)
        let brightness = (Double(pixel.red) + Double(pixel.green) + Double(pixel.blue)) / 3
        sum += brightness
        sumOfSquares += brightness * brightness
        count += 1
    }
    let mean = sum / count
    let variance = sumOfSquares / count - mean * mean
    XCTAssertGreaterThan(variance, 200, "\(path) looks flat (variance \(variance))", file: file, line: line)
}
