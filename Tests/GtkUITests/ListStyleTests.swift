@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct StyledLists: View {
    let style: String
    var body: some View {
        HStack {
            List {
                Text("Sidebar row")
            }
            styled(List {
                Text("Styled row")
                Text("Inset row").listRowInsets(EdgeInsets(top: 3, leading: 20, bottom: 5, trailing: 7))
                Text("Padded inset row").padding(4).listRowInsets(EdgeInsets(leading: 10)).tag(9)
            })
        }
    }

    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch style {
        case "plain": list.listStyle(.plain)
        case "inset": list.listStyle(.inset)
        case "insetGrouped": list.listStyle(.insetGrouped)
        case "grouped": list.listStyle(.grouped)
        default: list.listStyle(.sidebar)
        }
    }
}

/// `.listStyle` gives a list GNOME's shape for SwiftUI's style, and
/// `.listRowInsets` replaces a row's own padding with the insets it names.
final class ListStyleTests: XCTestCase {
    @MainActor
    private static func lists(_ style: String) -> (PresentedView<StyledLists>, [Gtk.Widget]) {
        let mounted = PresentedView(StyledLists(style: style), width: 700, height: 400)
        GtkTest.waitForFrames(of: mounted.host.widget)
        return (mounted, allWidgets("CgtkRecycler", in: mounted.host.widget))
    }

    @MainActor
    private static func classes(_ widget: Gtk.Widget) -> Set<String> {
        Set(["navigation-sidebar", "plain-list", "inset-list", "grouped-list"].filter { widget.hasCSSClass($0) })
    }

    func testEachStyleTakesItsGnomeShapeAndAListWithoutOneStaysASidebar() {
        GtkTest.run {
            for (style, expected) in [("plain", "plain-list"), ("inset", "inset-list"), ("insetGrouped", "inset-list"),
                                      ("grouped", "grouped-list"), ("sidebar", "navigation-sidebar")] {
                let (mounted, lists) = Self.lists(style)
                XCTAssertEqual(lists.count, 2)
                XCTAssertEqual(Self.classes(lists[0]), ["navigation-sidebar"], "\(style): the list without a style")
                XCTAssertEqual(Self.classes(lists[1]), [expected], style)
                mounted.tearDown()
            }
        }
    }

    func testTheInsetStyleDrawsACardWithAMarginRoundIt() throws {
        try GtkTest.run {
            let (_, lists) = Self.lists("inset")
            XCTAssertEqual(lists[1].marginStart, 0, "the margin is the style's, not a widget margin")
            let card = try WidgetRenderer.render(try XCTUnwrap(lists[1].parent))
            let outside = card.pixel(x: 4, y: 30), inside = card.pixel(x: 30, y: 30)
            XCTAssertFalse(outside.isClose(to: inside, tolerance: 3), "a card, set in from the edge: \(outside) against \(inside)")
        }
    }

    func testARowsInsetsReplaceItsPaddingAndAddToThePaddingInside() throws {
        try GtkTest.run {
            let (_, lists) = Self.lists("plain")
            let rows = allWidgets("CgtkRecyclerRow", in: lists[1])
            let row = { (text: String) in try XCTUnwrap(rows.first { findLabel(text, in: $0) != nil }) }
            let plain = try row("Styled row"), inset = try row("Inset row"), padded = try row("Padded inset row")
            XCTAssertFalse(plain.hasCSSClass("custom-insets"))
            XCTAssertTrue(inset.hasCSSClass("custom-insets"), "the row drops its own padding")
            XCTAssertTrue(padded.hasCSSClass("custom-insets"), "found through the modifiers round it")
            let label = try XCTUnwrap(findLabel("Inset row", in: inset))
            XCTAssertEqual([label.marginTop, label.marginStart,
                            label.marginBottom, label.marginEnd], [3, 20, 5, 7])
            let bounds = try XCTUnwrap(label.bounds(in: inset))
            // Compared as GTK's graphene float, which the typed call gives as Double.
            XCTAssertEqual(Float(bounds.x), 20, accuracy: 0.5, "the text starts at the leading inset")
            let paddedLabel = try XCTUnwrap(findLabel("Padded inset row", in: padded))
            XCTAssertEqual(paddedLabel.marginStart, 14, "padding 4 inside, inset 10 outside")
        }
    }
}
