@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A struct view keeps `@State` among fields of every kind.
private struct MixedFields: View {
    let title: String
    let action: () -> Void
    var count = 3
    @State private var taps = 0
    let _plain = 7   // underscored, but no dynamic property
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Button("\(title) \(taps) \(isEnabled)") { taps += 1; action() }
    }
}

/// A view that is a class: its fields are read with a `Mirror`, as the
/// runtime's field walk covers structs only.
@MainActor
private final class ClassView: View {
    @State private var taps = 0
    var body: some View {
        Button("Class \(taps)") { self.taps += 1 }
    }
}

/// A view's `@State` and `@Environment` are found wherever its type keeps them.
final class DynamicPropertyLayoutTests: XCTestCase {
    @MainActor private static func tap(_ mounted: PresentedView<some View>) -> String? {
        let button = mounted.host.widget.descendants(Gtk.Button.self).first
        button?.emitSignal("clicked")
        mounted.settle()
        return button?.descendants(Gtk.Label.self).first?.label
    }

    func testStateAmongFieldsOfEveryKindIsKeptAndTheEnvironmentRead() {
        GtkTest.run {
            var actions = 0
            let mounted = PresentedView(MixedFields(title: "Mixed", action: { actions += 1 }))
            XCTAssertEqual(Self.tap(mounted), "Mixed 1 true")
            XCTAssertEqual(Self.tap(mounted), "Mixed 2 true")
            XCTAssertEqual(actions, 2)
        }
    }

    func testAViewThatIsAClassKeepsItsState() {
        GtkTest.run {
            let mounted = PresentedView(ClassView())
            XCTAssertEqual(Self.tap(mounted), "Class 1")
            XCTAssertEqual(Self.tap(mounted), "Class 2")
        }
    }
}
