import Gtk
import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// What a test asks of the focus, and what the view reports of it.
@Observable @MainActor
private final class FocusModel {
    var requested: FocusField?
    var focused: FocusField?
    var flag = false
    var requestedFlag: Bool?
    var path: [Int] = []
}

private enum FocusField: Hashable { case name, place }

/// Two fields followed by one `FocusState`, a button by another.
private struct TwoFields: View {
    let model: FocusModel
    @FocusState private var field: FocusField?
    @FocusState private var buttonFocused: Bool
    @State private var name = ""
    @State private var place = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Place", text: $place).focused($field, equals: .place)
            Button("Go") {}.focused($buttonFocused)
        }
        .onChange(of: field) { _, new in model.focused = new }
        .onChange(of: buttonFocused) { _, new in model.flag = new }
        .onChange(of: model.requested) { _, new in field = new }
        .onChange(of: model.requestedFlag) { _, new in if let new { buttonFocused = new } }
    }
}

/// A stack whose pages are a list (no default focus) and a page of buttons
/// whose second is its default focus.
private struct StackOfPages: View {
    let model: FocusModel

    var body: some View {
        NavigationStack(path: Bindable(model).path) {
            Button("Open the list") { model.path.append(1) }
        } destination: { page in
            if page == 1 {
                List([10, 11, 12], id: \.self, onActivate: { _ in }) { Text("Row \($0)") }
            } else {
                ButtonsPage()
            }
        }
    }
}

private struct ButtonsPage: View {
    @FocusState private var secondFocused: Bool
    var body: some View {
        VStack {
            Button("First") {}
            Button("Second") {}.focused($secondFocused)
        }
        .defaultFocus($secondFocused, true)
    }
}

final class FocusStateTests: XCTestCase {
    /// Every widget below `root` whose GType is `typeName`, depth first.
    @MainActor private static func widgets(_ typeName: String, in root: Gtk.Widget) -> [Gtk.Widget] {
        var found: [Gtk.Widget] = []
        var child = root.firstChild
        while let current = child {
            if current.typeName == typeName { found.append(current) }
            found += Self.widgets(typeName, in: current)
            child = current.nextSibling
        }
        return found
    }

    /// Whether `root` shows a label reading `text`.
    @MainActor private static func shows(_ text: String, in root: Gtk.Widget) -> Bool {
        Self.widgets("GtkLabel", in: root).contains { $0.cast(to: Gtk.Label.self)?.label == text }
    }

    @MainActor private static func focus(of mounted: PresentedView<some View>) -> Gtk.Widget? {
        mounted.host.widget.enclosingWindow?.focus
    }

    @MainActor private static func isInside(_ widget: Gtk.Widget?, _ ancestor: Gtk.Widget) -> Bool {
        guard let widget else { return false }
        return widget == ancestor || widget.hasAncestor(ancestor)
    }

    func testTheFocusEnteringAFieldNamesItAndNamingAFieldMovesTheFocusThere() {
        GtkTest.run {
            let model = FocusModel()
            let mounted = PresentedView(TwoFields(model: model), width: 400, height: 300)
            let fields = Self.widgets("GtkText", in: mounted.host.widget)
            XCTAssertEqual(fields.count, 2)
            XCTAssertEqual(model.focused, .name, "the window gave the first field the focus")

            XCTAssertTrue(fields[1].grabFocus())   // as a click or Tab would
            mounted.settle()
            XCTAssertEqual(model.focused, .place)

            model.requested = .name
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.focus(of: mounted) == fields[0] }), "the state moved the focus")
            XCTAssertEqual(model.focused, .name)

            let button = Self.widgets("GtkButton", in: mounted.host.widget)[0]
            XCTAssertTrue(button.grabFocus())
            mounted.settle()
            XCTAssertNil(model.focused, "leaving both fields clears it")
            XCTAssertTrue(model.flag, "the button's own state follows it")
        }
    }

    func testClearingTheStateTakesTheFocusFromTheView() {
        GtkTest.run {
            let model = FocusModel()
            let mounted = PresentedView(TwoFields(model: model), width: 400, height: 300)
            let button = Self.widgets("GtkButton", in: mounted.host.widget)[0]
            model.requestedFlag = true
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.focus(of: mounted) == button }), "true moves the focus to it")
            model.requestedFlag = false
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.focus(of: mounted) != button }), "false takes it away")
            XCTAssertFalse(model.flag)
        }
    }

    func testAPushedPageTakesTheFocusOnItsFirstRowOrItsDefaultFocus() {
        GtkTest.run {
            let model = FocusModel()
            let mounted = PresentedView(StackOfPages(model: model), width: 400, height: 300)
            let root = mounted.host.widget
            let open = Self.widgets("GtkButton", in: root).first { $0.isMapped }!
            XCTAssertTrue(open.grabFocus())

            model.path = [1]
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.focus(of: mounted)?.typeName == "CgtkRecyclerRow" }),
                          "the list's first row, not the header: \(Self.focus(of: mounted)?.typeName ?? "nothing")")
            let list = Self.widgets("CgtkRecycler", in: root).first { $0.isMapped }!
            XCTAssertEqual(list.firstChild.map { Self.isInside(Self.focus(of: mounted), $0) }, true, "its first row")

            model.path = [1, 2]
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: {
                Self.focus(of: mounted).map { Self.shows("Second", in: $0) } ?? false
            }), "the page's default focus, not its first button")

            model.path = []
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.focus(of: mounted) == open }), "back where it was before")
        }
    }

    func testAPushFromOutsideTheStackLeavesTheFocusWhereItIs() {
        GtkTest.run {
            let model = FocusModel()
            let outside = VStack {
                Button("Elsewhere") {}
                StackOfPages(model: model)
            }
            let mounted = PresentedView(outside, width: 400, height: 400)
            let elsewhere = Self.widgets("GtkButton", in: mounted.host.widget).first { Self.shows("Elsewhere", in: $0) }!
            XCTAssertTrue(elsewhere.grabFocus())
            model.path = [2]
            mounted.settle()
            // The page is laid out within a few frames; a landing would come then.
            GtkTest.assertStaysTrue(for: 0.3, "the focus stays outside the stack") { Self.focus(of: mounted) == elsewhere }
        }
    }
}
