import Adw
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Shapes: View {
    var body: some View {
        Text("")
            .frame(width: 100, height: 100)
            .background(Color.red, in: Circle())
    }
}

private struct OlderForms: View {
    @State private var choice = "a"
    var body: some View {
        Form {
            Section(header: Text("Trails")) {
                Text("Heron Marsh")
            }
        }
        .frame(height: 200)
        Picker("Choice", selection: $choice) {
            Text("A").tag("a")
            Text("B").tag("b")
        }
        .pickerStyle(SegmentedPickerStyle())
    }
}

/// SwiftUI's other spellings of what GtkUI offers: a style in a shape behind
/// a view, a section's header as a text, a picker style by its type.
final class SwiftUISpellingTests: XCTestCase {
    func testAStyleInAShapeFillsTheShapeBehindTheView() throws {
        try GtkTest.run {
            let mounted = PresentedView(Shapes(), width: 100, height: 100)
            let image = try WidgetRenderer.render(mounted.host.widget)
            XCTAssertTrue(image.pixel(x: 50, y: 50).isClose(to: .init(red: 0xe0, green: 0x1b, blue: 0x24)), "\(image.pixel(x: 50, y: 50))")
            XCTAssertFalse(image.pixel(x: 3, y: 3).isClose(to: .init(red: 0xe0, green: 0x1b, blue: 0x24)), "outside the circle")
        }
    }

    func testSwiftUIsOlderSpellingsOfASectionHeaderAndAPickerStyle() throws {
        try GtkTest.run {
            let mounted = PresentedView(OlderForms(), width: 400, height: 400)
            let root = mounted.host.widget
            let group = try XCTUnwrap(allWidgets("AdwPreferencesGroup", in: root).first)
            XCTAssertEqual(try XCTUnwrap(group.cast(to: Adw.PreferencesGroup.self)).title, "Trails")
            XCTAssertEqual(allWidgets("GtkToggleButton", in: root).count, 2, "SegmentedPickerStyle(): a segmented picker")
        }
    }
}
