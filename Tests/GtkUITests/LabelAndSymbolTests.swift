@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Labels: View {
    var body: some View {
        VStack {
            Label("Both", systemImage: "star.fill")
            Label("Icon", systemImage: "chevron.right.circle.fill").labelStyle(.iconOnly)
            Label("Title", systemImage: "heart.fill").labelStyle(.titleOnly)
            Button(action: {}) { Label("Favorite", systemImage: "star") }.labelStyle(.iconOnly)
            Image(systemName: "no.such.symbol")
            Image(systemName: "mark-location-symbolic")
        }
    }
}

/// A Label shows its icon and title as its style says, and SF Symbols names become Adwaita's icons.
final class LabelAndSymbolTests: XCTestCase {
    func testALabelShowsWhatItsStyleSaysAndAnIconAloneKeepsItsName() {
        GtkTest.run {
            let mounted = PresentedView(Labels(), width: 300, height: 400)
            let root = mounted.host.widget
            let icons = allWidgets("GtkImage", in: root).map { $0.cast(to: Gtk.Image.self)!.iconName }
            XCTAssertEqual(icons, [
                "starred-symbolic", "go-next-symbolic", "non-starred-symbolic", "image-missing-symbolic", "mark-location-symbolic",
            ], "titleOnly shows no icon; unknown symbols show GTK's placeholder; icon names pass through")
            let titles = allWidgets("GtkLabel", in: root).map { $0.cast(to: Gtk.Label.self)!.label }
            XCTAssertEqual(titles, ["Both", "Title"], "iconOnly shows no title")
            let iconAlone = allWidgets("GtkImage", in: root)[1]
            assertAccessibleLabel(iconAlone, "Icon")
            XCTAssertEqual(iconAlone.tooltipText, "Icon")
            let button = try! XCTUnwrap(findWidget("GtkButton", in: root))
            assertAccessibleLabel(button, "Favorite")
        }
    }

    func testSymbolNamesFallBackFromFilledAndCircledVariants() {
        XCTAssertEqual(SystemSymbols.lookUp("star.fill"), "starred-symbolic", "its own entry")
        XCTAssertEqual(SystemSymbols.lookUp("trash.fill"), "user-trash-symbolic")
        XCTAssertEqual(SystemSymbols.lookUp("info.circle.fill"), "dialog-information-symbolic")
        XCTAssertEqual(SystemSymbols.lookUp("person.crop.circle"), "avatar-default-symbolic")
        XCTAssertNil(SystemSymbols.lookUp("mountain.2"))
    }
}
