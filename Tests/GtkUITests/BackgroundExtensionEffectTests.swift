import Adw
import Gtk
import GtkBridge
import GtkTestSupport
import GtkUIWidgets
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class ExtensionModel {
    var isExtended = true
    var showsPicture = true
}

/// A red picture at the top of a scrolled page, under a tab view's header.
private struct ExtendedPage: View {
    let model: ExtensionModel
    var body: some View {
        TabView(selection: .constant("one"), title: "Sample") {
            Tab("One", systemImage: "starred-symbolic", value: "one") {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 0) {
                            if model.showsPicture {
                                Color.red
                                    .frame(height: 300)
                                    .backgroundExtensionEffect(isEnabled: model.isExtended)
                            }
                            Color.white.frame(height: 1200)
                        }
                    }
                    .navigationTitle("Page")
                }
            }
        }
    }
}

/// A pixel of the header bar's own fill, away from its title and buttons.
@MainActor private func headerPixel(_ mounted: PresentedView<ExtendedPage>) throws -> RenderedImage.Pixel {
    let image = try WidgetRenderer.render(mounted.host.widget)
    return image.pixel(x: 150, y: 4)
}

/// SwiftUI extends a view under its toolbar, mirrored and blurred; on GNOME
/// the copy shows behind a translucent header bar while the view lies right
/// below it.
final class BackgroundExtensionEffectTests: XCTestCase {

    func testTheHeaderShowsTheViewBelowItOnlyWhileTheEffectIsOnAndTheViewTouchesIt() throws {
        try GtkTest.run {
            let model = ExtensionModel()
            let mounted = PresentedView(ExtendedPage(model: model), width: 600, height: 400)
            mounted.settle()
            let header = try XCTUnwrap(mounted.host.widget.firstDescendant(BackdropBin.self))
            XCTAssertTrue(header.isExtending)
            let extended = try headerPixel(mounted)
            XCTAssertGreaterThan(Int(extended.red) - Int(extended.green), 60, "the header is tinted by the red view below it: \(extended)")

            model.isExtended = false
            mounted.settle()
            XCTAssertFalse(header.isExtending)
            let plain = try headerPixel(mounted)
            XCTAssertLessThan(abs(Int(plain.red) - Int(plain.green)), 8, "without the effect the header is its own grey: \(plain)")

            model.isExtended = true
            mounted.settle()
            let scrolled = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.ScrolledWindow.self))
            let adjustment = try XCTUnwrap(scrolled.vadjustment)
            adjustment.value = 600   // the red view has gone up out of sight
            GtkTest.waitForFrames(of: scrolled)
            XCTAssertFalse(header.isExtending)
            let away = try headerPixel(mounted)
            XCTAssertLessThan(abs(Int(away.red) - Int(away.green)), 8, "scrolled away, nothing extends: \(away)")
            XCTAssertEqual(away, plain, "and the header looks as it does without the effect")
        }
    }

    func testAViewThatGoesLeavesTheHeaderAsItWas() throws {
        try GtkTest.run {
            let model = ExtensionModel()
            let mounted = PresentedView(ExtendedPage(model: model), width: 600, height: 400)
            mounted.settle()
            let headerBar = try XCTUnwrap(mounted.host.widget.firstDescendant(Adw.HeaderBar.self))
            XCTAssertTrue(headerBar.hasCSSClass("backdrop-extended"))
            model.showsPicture = false
            mounted.settle()
            XCTAssertFalse(headerBar.hasCSSClass("backdrop-extended"), "no source left: the header bar is opaque again")
            let pixel = try headerPixel(mounted)
            XCTAssertLessThan(abs(Int(pixel.red) - Int(pixel.green)), 8, "\(pixel)")
        }
    }
}
