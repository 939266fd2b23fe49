@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class Settings {
    var spacing = 4.0
    var title = "One"
    var isOn = false
    var other = false
}

/// A column whose spacing comes from the model and whose content never changes.
private struct SpacedColumn: View {
    let settings: Settings
    var body: some View {
        VStack(spacing: settings.spacing) {
            Text("fixed")
        }
    }
}

/// A sheet whose hosted content (not the presenter's own child) changes.
private struct SheetWithTitle: View {
    let settings: Settings
    var body: some View {
        Text("main").sheet(isPresented: Bindable(settings).isOn) {
            Text(settings.title)
        }
    }
}

/// A container is updated when, and only when, its stated configuration
/// changes; its content compares itself child by child.
final class ContainerConfigurationTests: XCTestCase {
    func testAChangedConfigurationReachesTheContainersWidget() {
        GtkTest.run {
            let settings = Settings()
            let mounted = PresentedView(SpacedColumn(settings: settings))
            let box = allWidgets("GtkBox", in: mounted.host.widget)[1].cast(to: Gtk.Box.self)!
            XCTAssertEqual(box.spacing, 4)
            let updates = mounted.graph.statistics.updateWidgetCalls
            settings.spacing = 12
            mounted.settle()
            XCTAssertEqual(box.spacing, 12)
            XCTAssertEqual(mounted.graph.statistics.updateWidgetCalls, updates + 1, "the stack alone, not its unchanged text")
        }
    }

    func testAViewTheContainerHostsItselfIsPartOfItsConfiguration() {
        GtkTest.run {
            let settings = Settings()
            let mounted = PresentedView(SheetWithTitle(settings: settings))
            settings.isOn = true
            mounted.settle()
            XCTAssertNotNil(Self.labelInNewestWindow("One"), "the sheet shows its content")
            settings.title = "Two"
            mounted.settle()
            XCTAssertNotNil(Self.labelInNewestWindow("Two"), "the hosted sheet was updated")
            settings.isOn = false
            mounted.settle()
        }
    }

    @MainActor
    private static func labelInNewestWindow(_ text: String) -> Gtk.Label? {
        findLabel(text, in: toplevelWindows().last!)
    }

    func testBindingIdentitiesAreEqualOnlyForTheSameLocation() {
        GtkTest.run {
            let settings = Settings()
            let bindable = Bindable(settings)
            XCTAssertEqual(bindable.isOn.identity, bindable.isOn.identity)
            XCTAssertEqual(bindable.isOn.identity, Bindable(settings).isOn.identity, "a new binding to the same place")
            XCTAssertNotEqual(bindable.isOn.identity, bindable.other.identity)
            XCTAssertNotEqual(bindable.isOn.identity, Bindable(Settings()).isOn.identity, "the same property of another object")
            let closures = Binding(get: { true }, set: { _ in })
            XCTAssertNotEqual(closures.identity, closures.identity, "no location: never assumed unchanged")
        }
    }

    func testHostedViewsCompareByTheViewRules() {
        GtkTest.run {
            XCTAssertEqual(HostedView(Text("a")), HostedView(Text("a")))
            XCTAssertNotEqual(HostedView(Text("a")), HostedView(Text("b")))
        }
    }
}
