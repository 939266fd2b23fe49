@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

// Custom modifiers written as SwiftUI's are, in Swift 6 mode: a body over
// `content`, state and environment of their own, and `ModifiedContent`
// named in an extension's signature.

private struct Captioned: ViewModifier {
    let caption: String
    @State private var taps = 0
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        VStack {
            content
            Button("\(caption) \(taps)\(isEnabled ? "" : " (off)")") { taps += 1 }
        }
    }
}

private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            Text("[")
            content
            Text("]")
        }
    }
}

extension View {
    fileprivate func captioned(_ caption: String) -> ModifiedContent<Self, Captioned> {
        modifier(Captioned(caption: caption))
    }
}

@Observable @MainActor
private final class ModifierModel {
    var word = "one"
    var isDisabled = false
}

private struct ModifiedTree: View {
    let model: ModifierModel
    var body: some View {
        Text(model.word)
            .modifier(Framed().concat(Framed()))
            .captioned("Taps")
            .disabled(model.isDisabled)
    }
}

final class ViewModifierTests: XCTestCase {
    func testAModifiersBodyPlacesTheContentAndItsStateSurvivesTheContentChanging() throws {
        try GtkTest.run {
            let model = ModifierModel()
            let mounted = PresentedView(ModifiedTree(model: model), width: 300, height: 200)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("one", in: root))
            XCTAssertEqual(allWidgets("GtkLabel", in: root).filter { $0.cast(to: Gtk.Label.self)?.label == "[" }.count, 2,
                           "concat applies both modifiers")
            let button = try XCTUnwrap(allWidgets("GtkButton", in: root).first)
            button.emitSignal("clicked")
            button.emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("Taps 2", in: root), "the modifier's own @State")

            model.word = "two"
            mounted.settle()
            XCTAssertNotNil(findLabel("two", in: root), "the content follows its state")
            XCTAssertNotNil(findLabel("Taps 2", in: root), "and the modifier keeps its state")
        }
    }

    func testAModifiersEnvironmentIsWhereItIsApplied() throws {
        try GtkTest.run {
            let model = ModifierModel()
            let mounted = PresentedView(ModifiedTree(model: model), width: 300, height: 200)
            model.isDisabled = true
            mounted.settle()
            XCTAssertNotNil(findLabel("Taps 0 (off)", in: mounted.host.widget))
        }
    }
}
