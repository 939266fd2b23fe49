@_spi(Bindings) import GtkBridge
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
            @MainActor func font(_ text: String) throws -> LaidOutFont {
                try XCTUnwrap(try XCTUnwrap(findLabel(text, in: mounted.host.widget)).laidOutFont)
            }
            let sized = try font("sized")
            XCTAssertEqual(sized.size, 30, accuracy: 0.01)
            XCTAssertTrue(sized.isAbsolute, "in pixels, as every size in GtkUI")
            XCTAssertEqual(sized.weight, 700)
            let star = try XCTUnwrap(findWidget("GtkImage", in: mounted.host.widget))
            XCTAssertEqual(star.height, 30, "a symbol takes its font's size")
            XCTAssertEqual(try font("weighted").weight, 300)
            let styled = try font("styled")
            XCTAssertEqual(styled.weight, 400, "the weight given wins over the title's own")
            XCTAssertTrue(styled.isItalic)
            XCTAssertGreaterThan(styled.size, try font("plain").size, "still a title's size")
            XCTAssertEqual(try font("serif").family, "serif")
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
