@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct OverRed: View {
    var body: some View {
        ZStack {
            Color.red
            Text("")
                .frame(width: 100, height: 100)
                .background(.regularMaterial)
        }
        .frame(width: 200, height: 200)
    }
}

final class MaterialTests: XCTestCase {
    func testAMaterialIsTheWindowBackgroundLettingSomeOfWhatIsBehindThrough() throws {
        try GtkTest.run {
            let mounted = PresentedView(OverRed(), width: 200, height: 200)
            let image = try WidgetRenderer.render(mounted.host.widget)
            let inside = image.pixel(x: 100, y: 100)
            // 80 % of libadwaita's light window background (#fafafa) over its red (#e01b24).
            XCTAssertEqual(Double(inside.red), 0.8 * 250 + 0.2 * 224, accuracy: 6, "\(inside)")
            XCTAssertEqual(Double(inside.green), 0.8 * 250 + 0.2 * 27, accuracy: 6, "\(inside)")
            XCTAssertEqual(Double(inside.blue), 0.8 * 250 + 0.2 * 36, accuracy: 6, "\(inside)")
        }
    }
}
