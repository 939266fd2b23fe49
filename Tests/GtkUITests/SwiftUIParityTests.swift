@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

// Behaviours where GtkUI once differed from SwiftUI, each as Apple documents
// it: the environment inside `.disabled`, a representable whose closures
// change, a sheet's `onDismiss`, a state change made by a change handler,
// `.id` under `.transition(.identity)`, and list rows' state by identity.

@Observable @MainActor
private final class ParityModel {
    var value = 0
    var isDisabled = true
    @ObservationIgnored var log: [String] = []
}

/// Shows what `\.isEnabled` reads where it stands.
private struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled
    let name: String
    var body: some View {
        Text("\(name) \(isEnabled ? "enabled" : "disabled")")
    }
}

private struct DisabledTree: View {
    let model: ParityModel
    var body: some View {
        VStack {
            EnabledReader(name: "outside")
            VStack {
                EnabledReader(name: "inside")
                EnabledReader(name: "nested").disabled(false)
            }
            .disabled(model.isDisabled)
        }
    }
}

/// A button made by hand, as the UIKit chapter writes a representable: its
/// coordinator keeps its parent and takes the new one in `updateWidget`.
private struct HandMadeButton: WidgetRepresentable {
    let action: @MainActor () -> Void

    final class Coordinator {
        var parent: HandMadeButton
        init(_ parent: HandMadeButton) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.Button {
        let button = Gtk.Button(label: "Press")
        let coordinator = context.coordinator
        button.onClicked { _ in coordinator.parent.action() }
        return button
    }

    func updateWidget(_ widget: Gtk.Button, context: Context) {
        context.coordinator.parent = self
    }
}

private struct ClosureParent: View {
    let model: ParityModel
    var body: some View {
        let value = model.value
        HandMadeButton { model.log.append("pressed at \(value)") }
    }
}

/// A container that declares no configuration: its title reaches the widget
/// only if the graph updates it.
private struct TitledFrame<Content: View>: ContainerRepresentable {
    let title: String
    let content: Content

    func makeWidget(context: Context) -> Gtk.Frame { Gtk.Frame(label: nil) }

    func updateWidget(_ widget: Gtk.Frame, context: Context) {
        widget.label = title
    }

    func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Frame, context: Context) {}
}

private struct TitledParent: View {
    let model: ParityModel
    var body: some View {
        TitledFrame(title: "Frame \(model.value)", content: EmptyView())
    }
}

/// A sheet whose content closes it with `dismiss()`, counting its `onDismiss`.
private struct SheetParent: View {
    let model: ParityModel
    @State private var isPresented = false
    var body: some View {
        VStack {
            Button("Open") { isPresented = true }
            Button("Close from outside") { isPresented = false }
        }
        .sheet(isPresented: $isPresented, onDismiss: { model.log.append("dismissed") }) {
            SheetBody()
        }
    }
}

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

/// A change handler that makes another change, animated, as a step.
private struct ChainedChanges: View {
    let model: ParityModel
    @State private var value = 0
    var body: some View {
        Text("\(value)")
            .onAppear { value = 1 }
            .onChange(of: value) { old, new in
                model.log.append("\(old)→\(new)")
                if new < 3 { withAnimation { value = new + 1 } }
            }
    }
}

/// The same, over a model's value written from outside.
private struct ChainedModelChanges: View {
    let model: ParityModel
    var body: some View {
        Text("\(model.value)")
            .onChange(of: model.value) { old, new in
                model.log.append("\(old)→\(new)")
                if new < 3 { withAnimation { model.value = new + 1 } }
            }
    }
}

/// Views whose identity follows the model: one with no transition, one with
/// the default, and one with the transition outside its `.id`.
private struct Replaced: View {
    let model: ParityModel
    var body: some View {
        VStack {
            Text("plain \(model.value)")
                .onAppear { model.log.append("appear plain \(model.value)") }
                .onDisappear { model.log.append("disappear plain") }
                .transition(.identity)
                .id(model.value)
            Text("inner \(model.value)")
                .onAppear { model.log.append("appear inner \(model.value)") }
                .onDisappear { model.log.append("disappear inner") }
                .id(model.value)
                .transition(.identity)
            Text("faded \(model.value)")
                .onAppear { model.log.append("appear faded \(model.value)") }
                .onDisappear { model.log.append("disappear faded") }
                .transition(.opacity)
                .id(model.value)
        }
    }
}

@Observable @MainActor
private final class Trails {
    var names = ["Alder", "Birch", "Cedar"]
}

/// A row with state of its own: presses counted per row.
private struct CountingRow: View {
    let name: String
    @State private var presses = 0
    var body: some View {
        Button("\(name) \(presses)") { presses += 1 }
    }
}

private struct TrailRows: View {
    let trails: Trails
    var body: some View {
        List(trails.names, id: \.self) { name in
            CountingRow(name: name)
        }
    }
}

final class SwiftUIParityTests: XCTestCase {
    func testListRowsKeepTheirStateWithTheirElementWhenElementsAreInsertedRemovedAndMoved() throws {
        try GtkTest.run {
            let trails = Trails()
            let mounted = PresentedView(TrailRows(trails: trails), width: 300, height: 400)
            let root = mounted.host.widget
            let press = { (label: String) in
                let button = try XCTUnwrap(findLabel(label, in: root)?.enclosing("GtkButton"), label)
                button.emitSignal("clicked")
                mounted.settle()
            }
            try press("Birch 0")
            try press("Birch 1")
            XCTAssertNotNil(findLabel("Birch 2", in: root))

            trails.names.insert("Aspen", at: 0)
            mounted.settle()
            XCTAssertNotNil(findLabel("Birch 2", in: root), "an insertion above keeps the row's state with its element")
            XCTAssertNotNil(findLabel("Aspen 0", in: root), "and the new element's row starts afresh")
            XCTAssertNotNil(findLabel("Alder 0", in: root))

            trails.names.removeAll { $0 == "Alder" }
            mounted.settle()
            XCTAssertNotNil(findLabel("Birch 2", in: root), "a removal above too")

            trails.names = ["Cedar", "Aspen", "Birch"]
            mounted.settle()
            XCTAssertNotNil(findLabel("Birch 2", in: root), "and a move")
            XCTAssertNotNil(findLabel("Cedar 0", in: root))
            XCTAssertNil(findLabel("Cedar 2", in: root), "no row shows another element's state")
        }
    }

    func testANewIdUnderAnIdentityTransitionRemovesTheOldViewBeforeTheNewOneAppears() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(Replaced(model: model), width: 300, height: 200)
            model.log = []
            model.value = 1
            mounted.settle()
            XCTAssertEqual(model.log, [
                "disappear plain", "appear plain 1",
                "disappear inner", "appear inner 1",
                "appear faded 1", "disappear faded",
            ])
        }
    }

    func testAnAnimatedWriteToAModelFromAChangeHandlerIsSeenInTurn() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(ChainedModelChanges(model: model), width: 200, height: 100)
            model.value = 1
            mounted.settle()
            XCTAssertEqual(model.log, ["0→1", "1→2", "2→3"])
        }
    }

    func testAnAnimatedWriteFromAChangeHandlerIsAChangeOfItsOwnThatTheHandlerSees() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(ChainedChanges(model: model), width: 200, height: 100)
            mounted.settle()
            XCTAssertEqual(model.log, ["0→1", "1→2", "2→3"])
            XCTAssertNotNil(findLabel("3", in: mounted.host.widget))
        }
    }

    /// The sheet's window, once one is open above `before` toplevels.
    @MainActor
    private static func openSheet(_ mounted: PresentedView<SheetParent>, model: ParityModel) throws -> Gtk.Window {
        let before = toplevelWindows().count
        let open = try XCTUnwrap(findLabel("Open", in: mounted.host.widget)?.enclosing("GtkButton"))
        open.emitSignal("clicked")
        mounted.settle()
        let toplevels = toplevelWindows()
        XCTAssertEqual(toplevels.count, before + 1)
        return try XCTUnwrap(toplevels.last?.cast(to: Gtk.Window.self))
    }

    func testASheetsOnDismissRunsOnceHoweverItGoes() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(SheetParent(model: model), width: 300, height: 200)
            // dismiss() from inside
            var sheet = try Self.openSheet(mounted, model: model)
            let done = try XCTUnwrap(findLabel("Done", in: sheet)?.enclosing("GtkButton"))
            done.emitSignal("clicked")
            mounted.settle()
            XCTAssertEqual(model.log, ["dismissed"])
            // the window closed (its close button, Escape)
            sheet = try Self.openSheet(mounted, model: model)
            sheet.close()
            mounted.settle()
            XCTAssertEqual(model.log, ["dismissed", "dismissed"])
            // the binding written from outside
            _ = try Self.openSheet(mounted, model: model)
            let close = try XCTUnwrap(findLabel("Close from outside", in: mounted.host.widget)?.enclosing("GtkButton"))
            close.emitSignal("clicked")
            mounted.settle()
            XCTAssertEqual(model.log, ["dismissed", "dismissed", "dismissed"])
            mounted.settle()
            XCTAssertEqual(model.log.count, 3, "and never again")
        }
    }

    func testAContainerThatDeclaresNoConfigurationIsUpdatedWhenItsParentRunsAgain() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(TitledParent(model: model), width: 200, height: 100)
            let frame = try XCTUnwrap(mounted.host.widget.descendants(Gtk.Frame.self).first)
            model.value = 4
            mounted.settle()
            XCTAssertEqual(frame.label, "Frame 4")
        }
    }

    func testIsEnabledReadsFalseInsideDisabledAndTrueAgainWhenEnabled() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(DisabledTree(model: model), width: 300, height: 200)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("outside enabled", in: root))
            XCTAssertNotNil(findLabel("inside disabled", in: root))
            XCTAssertNotNil(findLabel("nested disabled", in: root), ".disabled(false) cannot enable what an outer one disabled")
            model.isDisabled = false
            mounted.settle()
            XCTAssertNotNil(findLabel("inside enabled", in: root))
            XCTAssertNotNil(findLabel("nested enabled", in: root))
        }
    }

    func testARepresentableWhoseClosureChangedIsUpdatedSoItsCoordinatorNeverCallsAStaleOne() throws {
        try GtkTest.run {
            let model = ParityModel()
            let mounted = PresentedView(ClosureParent(model: model), width: 200, height: 100)
            let button = try XCTUnwrap(allWidgets("GtkButton", in: mounted.host.widget).first)
            model.value = 1
            mounted.settle()
            button.emitSignal("clicked")
            model.value = 2
            mounted.settle()
            button.emitSignal("clicked")
            XCTAssertEqual(model.log, ["pressed at 1", "pressed at 2"])
        }
    }
}
