@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Editable: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        VStack {
            EditButton()
            if editMode?.wrappedValue == .active {
                Text("Editing")
            } else {
                Text("Viewing")
            }
        }
    }
}

private struct Symbols: View {
    var body: some View {
        HStack {
            Image(systemName: "star").imageScale(.small)
            Image(systemName: "star")
            Image(systemName: "star").imageScale(.large)
        }
    }
}

/// Dates and joined runs in `Text`, symbols sized against their text, and
/// the edit mode `EditButton` switches.
final class TextDateAndEditModeTests: XCTestCase {
    private static let day = Date(timeIntervalSince1970: 1_750_000_000)   // 15 June 2025, 15:06:40 UTC

    func testADateTextIsTheDayWrittenOutInTheTimeLocale() throws {
        try GtkTest.run {
            let saved = TimeZone.current
            defer { NSTimeZone.default = saved }
            NSTimeZone.default = TimeZone(identifier: "UTC")!
            let day = Self.day
            let mounted = PresentedView(VStack { Text(day, style: .date); Text(day, style: .time) }, width: 300, height: 100)
            let labels = allWidgets("GtkLabel", in: mounted.host.widget).map { $0.cast(to: Gtk.Label.self)!.label ?? "" }
            XCTAssertEqual(labels.first, "June 15, 2025")
            XCTAssertEqual(labels.last?.replacingOccurrences(of: "\u{202F}", with: " "), "3:06 PM")
        }
    }

    func testJoinedTextsShowAsOneLabel() throws {
        try GtkTest.run {
            let mounted = PresentedView(Text("Lonesome ") + Text("Ridge"), width: 300, height: 100)
            XCTAssertNotNil(findLabel("Lonesome Ridge", in: mounted.host.widget))
            XCTAssertEqual(allWidgets("GtkLabel", in: mounted.host.widget).count, 1)
        }
    }

    func testImageScaleSizesSymbolsAgainstTheirText() throws {
        try GtkTest.run {
            let mounted = PresentedView(Symbols(), width: 300, height: 100)
            let widths = allWidgets("GtkImage", in: mounted.host.widget).map { $0.width }
            XCTAssertEqual(widths.count, 3)
            XCTAssertLessThan(widths[0], widths[1], "small is smaller than the theme's size: \(widths)")
            XCTAssertLessThan(widths[1], widths[2], "large is larger: \(widths)")
        }
    }

    func testEditButtonSwitchesTheEditModeTheViewsRead() throws {
        try GtkTest.run {
            let mounted = PresentedView(Editable(), width: 300, height: 100)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Viewing", in: root), "inactive at first")
            let edit = try XCTUnwrap(findLabel("Edit", in: root))
            try XCTUnwrap(edit.ancestor(widgetType: Gtk.Button.gType)).emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("Editing", in: root))
            let done = try XCTUnwrap(findLabel("Done", in: root))
            let button = try XCTUnwrap(done.ancestor(widgetType: Gtk.Button.gType))
            XCTAssertEqual(button.hasCSSClass("suggested-action"), true)
            button.emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("Viewing", in: root))
            XCTAssertNotNil(findLabel("Edit", in: root))
        }
    }
}
