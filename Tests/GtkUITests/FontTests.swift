@_spi(Bindings) import GtkBridge
import CGtk
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Fonts: View {
    var body: some View {
        VStack {
            HStack { Image(systemName: "star"); Text("sized").lineLimit(1) }.font(.system(size: 30, weight: .bold))
            Text("weighted").fontWeight(.light)
            Text("styled").font(.title.weight(.regular).italic())
            Text("serif").font(.system(size: 12, design: .serif))
            Text("plain")
        }
    }
}

/// Fonts set what Pango lays the text out with: size, weight, style, family.
final class FontTests: XCTestCase {
    func testAFontSetsTheSizeWeightStyleAndFamilyTheTextIsLaidOutIn() throws {
        try GtkTest.run {
            let mounted = PresentedView(Fonts(), width: 300, height: 400)
            @MainActor func font(_ text: String) throws -> OpaquePointer {
                let label = try XCTUnwrap(findLabel(text, in: mounted.host.widget.widget))
                return try XCTUnwrap(pango_context_get_font_description(gtk_widget_get_pango_context(label)))
            }
            let sized = try font("sized")
            XCTAssertEqual(Double(pango_font_description_get_size(sized)) / Double(PANGO_SCALE), 30, accuracy: 0.01)
            XCTAssertNotEqual(pango_font_description_get_size_is_absolute(sized), 0, "in pixels, as every size in GtkUI")
            XCTAssertEqual(pango_font_description_get_weight(sized).rawValue, 700)
            let star = try XCTUnwrap(findWidget("GtkImage", in: mounted.host.widget.widget))
            XCTAssertEqual(gtk_widget_get_height(star), 30, "a symbol takes its font's size")
            XCTAssertEqual(pango_font_description_get_weight(try font("weighted")).rawValue, 300)
            let styled = try font("styled")
            XCTAssertEqual(pango_font_description_get_weight(styled).rawValue, 400, "the weight given wins over the title's own")
            XCTAssertEqual(pango_font_description_get_style(styled), PANGO_STYLE_ITALIC)
            XCTAssertGreaterThan(pango_font_description_get_size(styled), pango_font_description_get_size(try font("plain")),
                                 "still a title's size")
            let family = pango_font_description_get_family(try font("serif")).map { String(cString: $0) }
            XCTAssertEqual(family, "serif")
        }
    }
}

/// Numbers written into the run-time stylesheet are what CSS reads.
final class CSSNumberTests: XCTestCase {
    func testNumbersHaveTheirDecimalsAndNeverAnExponent() {
        GtkTest.run {
            XCTAssertEqual(RuntimeStyleSheet.number(0.55, digits: 3), "0.550")
            XCTAssertEqual(RuntimeStyleSheet.number(17, digits: 2), "17.00")
            XCTAssertEqual(RuntimeStyleSheet.number(12.345, digits: 2), "12.35")
            XCTAssertEqual(RuntimeStyleSheet.number(0.0000001, digits: 3), "0.000")
            XCTAssertEqual(RuntimeStyleSheet.number(-2.5, digits: 1), "-2.5")
            XCTAssertEqual(RuntimeStyleSheet.number(-0.0001, digits: 2), "0.00")
            XCTAssertEqual(RuntimeStyleSheet.number(3.7, digits: 0), "4")
        }
    }
}
