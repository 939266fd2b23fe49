@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw

final class FeaturedTabTests: XCTestCase {
    func testCategoryRowsFollowTheCarouselInSortedOrderWithTheirLandmarks() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()))
            let root = presented.host.widget
            let carousel = try XCTUnwrap(root.descendants(Adw.Carousel.self).first)
            XCTAssertEqual(carousel.nPages, 3)
            let headings = root.descendants(Gtk.Label.self)
                .filter { $0.hasCSSClass("heading") }
                .compactMap { $0.label }
            XCTAssertEqual(headings, ["Lakes", "Mountains", "Rivers"])
            let items = categoryItems(in: root)
            XCTAssertEqual(items.count, 12, "one item per landmark")
            let cards = allWidgets("GtkButton", in: root).filter { $0.hasCSSClass("feature-card") }
            XCTAssertEqual(cards.count, 3, "each feature card opens its landmark")
        }
    }

    func testPicturesAreDecodedOffTheMainThreadAtTheSizeShown() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let mainThreadDecodes = TextureCache.decodeCount
            let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()))
            XCTAssertTrue(presented.waitForPictures())
            XCTAssertEqual(TextureCache.decodeCount, mainThreadDecodes, "nothing decoded on the main thread")
            let thumbnail = try XCTUnwrap(presented.host.widget.descendants(Gtk.Image.self).first { $0.pixelSize == 155 })
            let picture = try XCTUnwrap(thumbnail.paintable)
            XCTAssertEqual(RenderedImage(texture: picture).width, 155, "decoded at the size shown, not 500 px")
        }
    }

    /// Start-up decodes the carousel's current picture only; a page's picture
    /// loads once the carousel moves toward it.
    func testCarouselPagesOutOfViewLoadTheirPicturesWhenTheCarouselMovesToThem() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()), width: 900, height: 700)
            XCTAssertTrue(presented.waitForPictures())
            let carousel = try XCTUnwrap(presented.host.widget.descendants(Adw.Carousel.self).first)
            /// Feature `index`'s page, wherever the carousel's ring has put it.
            @MainActor func page(_ index: Int) -> Gtk.Widget {
                (0..<carousel.nPages).compactMap { carousel.nthPage($0) }
                    .first { findLabel(model.features[index].name, in: $0) != nil }!
            }
            @MainActor func pageHasPicture(_ index: Int) -> Bool {
                allWidgets("GtkPicture", in: page(index)).allSatisfy { !$0.hasCSSClass("image-placeholder") }
            }
            XCTAssertTrue(pageHasPicture(0))
            XCTAssertFalse(pageHasPicture(1), "not decoded before anyone looks")
            XCTAssertFalse(pageHasPicture(2))
            carousel.scrollTo(page(1), animate: true)
            GtkTest.settle(until: { pageHasPicture(1) }, timeout: 5)
            XCTAssertTrue(pageHasPicture(1), "loaded as the carousel moved to it")
        }
    }

    func testActivatingACategoryItemOpensItsDetailWithABackButton() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let presented = PresentedView(ContentView(model: model, settings: try memorySettings(), toaster: Toaster(), navigation: AppNavigation()))
            let root = presented.host.widget
            let item = try XCTUnwrap(categoryItems(in: root).first { findLabel("Icy Bay", in: $0) != nil })
            // The row's own action, as a screen reader invokes it.
            XCTAssertTrue(item.activateAction(named: "listitem.activate"))
            presented.settle()
            let leaflet = try XCTUnwrap(root.descendants(Adw.Leaflet.self).first)
            XCTAssertTrue(GtkTest.iterate(until: {
                leaflet.visibleChild.map { findLabel("About Icy Bay", in: $0) != nil } ?? false && !leaflet.childTransitionRunning
            }), "the detail is pushed and the transition over")
            let page = try XCTUnwrap(leaflet.visibleChild)
            XCTAssertNotNil(findLabel("About Icy Bay", in: page))
            let title = root.descendants(Adw.WindowTitle.self).first?.title
            XCTAssertEqual(title, "Icy Bay")
        }
    }

    func testFeaturedTabRenderingShowsTheFeatureImageWithGradientAndWhiteTitle() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()), width: 900, height: 700)
            XCTAssertTrue(presented.waitForPictures(), "pictures arrive from the decoding thread")
            let image = try WidgetRenderer.render(presented.host.widget)
            try presented.snapshot("featured-tab.png")
            // The card is 900 × 600 at the top. Its lower edge is darkened by the
            // gradient; its top is not (Turtle Rock's sky is a bright violet).
            let top = image.pixel(x: 450, y: 20)
            let bottom = image.pixel(x: 450, y: 590)
            XCTAssertGreaterThan(Int(top.red) + Int(top.green) + Int(top.blue), 150, "sky at the top: \(top)")
            let luminanceTop = Int(top.red) + Int(top.green) + Int(top.blue)
            let luminanceBottom = Int(bottom.red) + Int(bottom.green) + Int(bottom.blue)
            XCTAssertLessThan(luminanceBottom, luminanceTop, "gradient darkens the bottom: \(bottom) vs \(top)")
            // Somewhere in the title's box, near the bottom-left, there is near-white text.
            var whitePixels = 0
            for y in 520..<580 { for x in 20..<200 {
                let p = image.pixel(x: x, y: y)
                if p.red > 230 && p.green > 230 && p.blue > 230 { whitePixels += 1 }
            } }
            XCTAssertGreaterThan(whitePixels, 50, "white title text bottom-leading")
        }
    }
}

/// Settings kept in a key file in a fresh temporary directory.
@MainActor
func memorySettings() throws -> AppSettings {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString).ini").path
    return AppSettings(storage: KeyFileStorage(path: path))
}
