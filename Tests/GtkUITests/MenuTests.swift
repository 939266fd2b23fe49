@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Sorting {
    var byName = 0
    var resets = 0
    var favoritesOnly = false
    var canReset = false
}

private struct Options: View {
    let sorting: Sorting

    var body: some View {
        HStack {
            Menu {
                Button("Sort by Name") { sorting.byName += 1 }
                Toggle("Show Favorites Only", isOn: Bindable(sorting).favoritesOnly)
                Divider()
                Button("Reset") { sorting.resets += 1 }
                    .disabled(!sorting.canReset)
            } label: {
                Label("Options", systemImage: "ellipsis.circle")
            }
            Menu("Sort") {
                Button("Newest First") {}
            }
        }
    }
}

/// A button of one's own that reads the environment, as the 2025 sample's favorite button does.
private struct FavoriteEntry: View {
    @Environment(Sorting.self) private var sorting
    var body: some View {
        Button(sorting.favoritesOnly ? "Remove Favorite" : "Add Favorite") { sorting.favoritesOnly.toggle() }
    }
}

/// A card with a context menu, as the 2025 sample's list items have.
private struct Card: View {
    let sorting: Sorting
    var body: some View {
        VStack {
            Text("Card").padding(20)
                .contextMenu {
                    ShareLink(item: "Mount Fuji")
                    FavoriteEntry()
                    Divider()
                    Button("Reset") { sorting.resets += 1 }
                }
            Text("Elsewhere")
        }
        .environment(sorting)
    }
}

/// SwiftUI's `Menu`: a menu button whose entries are its content's buttons,
/// toggles and dividers, each an action of the button's own.
final class MenuTests: XCTestCase {
    func testAMenuShowsItsContentAsEntriesThatRunTheirActions() throws {
        try GtkTest.run {
            let sorting = Sorting()
            let mounted = PresentedView(Options(sorting: sorting), width: 300, height: 100)
            let buttons = mounted.host.widget.descendants(Gtk.MenuButton.self)
            XCTAssertEqual(buttons.count, 2)
            let options = buttons[0]
            assertAccessibleLabel(try XCTUnwrap(options.firstChild), "Options")
            XCTAssertEqual(options.iconName, "view-more-horizontal-symbolic")
            XCTAssertEqual(MenuSnapshot(try XCTUnwrap(options.menuModel)).labels, [["Sort by Name", "Show Favorites Only"], ["Reset"]])
            XCTAssertEqual(buttons[1].label, "Sort")

            XCTAssertTrue(options.activateAction(named: "menu.item-1"))
            XCTAssertEqual(sorting.byName, 1)
            options.activateAction(named: "menu.item-2")
            XCTAssertTrue(sorting.favoritesOnly, "the check item wrote its binding")
            options.activateAction(named: "menu.item-3")
            XCTAssertEqual(sorting.resets, 0, "a disabled entry does nothing")
            sorting.canReset = true
            mounted.settle()
            options.activateAction(named: "menu.item-3")
            XCTAssertEqual(sorting.resets, 1, "enabled once the model allows it")
        }
    }

    func testACheckItemWhoseChangeTheModelRefusesStaysAsTheModelHasIt() throws {
        try GtkTest.run {
            let sorting = Sorting()
            // The binding takes nothing: a full collection, say.
            let refusing = Binding(get: { sorting.favoritesOnly }, set: { _ in })
            let actions = MenuActions(prefix: "menu")
            XCTAssertNotNil(actions.install(MenuEntries.read(Toggle("Favorites", isOn: refusing))))
            actions.group.activateAction("item-1")   // as choosing the item does
            XCTAssertEqual(actions.group.booleanActionState("item-1"), false, "unchecked, as the model still has it")
        }
    }

    func testAContextMenuOnAnyViewOpensOnASecondaryClickWithEntriesThatReadTheEnvironment() throws {
        try GtkTest.run {
            let sorting = Sorting()
            let mounted = PresentedView(Card(sorting: sorting), width: 300, height: 200)
            let root = mounted.host.widget
            XCTAssertTrue(allWidgets("GtkPopoverMenu", in: root).isEmpty, "nothing open before the click")
            XInput.click(try XCTUnwrap(findLabel("Card", in: root)), button: 3)
            XCTAssertTrue(GtkTest.iterate(until: { allWidgets("GtkPopoverMenu", in: root).contains { $0.isMapped } }))
            let popover = try XCTUnwrap(root.descendants(Gtk.PopoverMenu.self).first)
            let menu = MenuSnapshot(try XCTUnwrap(popover.menuModel))
            XCTAssertEqual(menu.labels, [["Share", "Add Favorite"], ["Reset"]])
            XCTAssertTrue(popover.activateAction(named: "context.item-2"))
            XCTAssertTrue(sorting.favoritesOnly, "the entry runs the closure of the custom view's body")
            popover.activateAction(named: "context.item-3")
            XCTAssertEqual(sorting.resets, 1)

            sorting.resets = 0
            XInput.click(try XCTUnwrap(findLabel("Elsewhere", in: root)), button: 3)
            GtkTest.drain()
            XCTAssertEqual(sorting.resets, 0)
        }
    }
}
