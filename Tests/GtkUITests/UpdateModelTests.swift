@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
final class SwitchModel {
    var isOn = false
    var bindingWrites = 0
}

private struct SwitchView: View {
    let model: SwitchModel
    var body: some View {
        let _ = Evaluations.record("SwitchView")
        Toggle("Wi-Fi", isOn: Binding(get: { model.isOn }, set: { model.bindingWrites += 1; model.isOn = $0 }))
    }
}

private struct LeftReader: View {
    let counters: Counters
    var body: some View {
        let _ = Evaluations.record("left")
        Text("\(counters.left)")
    }
}

private struct RightReader: View {
    let counters: Counters
    var body: some View {
        let _ = Evaluations.record("right")
        Text("\(counters.right)")
    }
}

private struct Readers: View {
    let counters: Counters
    var body: some View {
        let _ = Evaluations.record("parent")
        VStack {
            LeftReader(counters: counters)
            RightReader(counters: counters)
        }
    }
}

/// A body that changes one text deep inside three containers.
private struct NestedText: View {
    let counters: Counters
    var body: some View {
        VStack {
            Text("Title")
            HStack {
                ScrollView {
                    Text("\(counters.left)")
                }
            }
        }
    }
}

final class UpdateModelTests: XCTestCase {
    override func setUp() {
        GtkTest.run { Evaluations.reset() }
    }

    func testProgrammaticUpdateDoesNotEchoThroughTheHandler() {
        GtkTest.run {
            let model = SwitchModel()
            let mounted = PresentedView(SwitchView(model: model))
            let toggle = findWidget("GtkSwitch", in: mounted.host.widget)!.cast(to: Gtk.Switch.self)!
            model.isOn = true
            mounted.settle()
            XCTAssertTrue(toggle.isActive, "state reached the widget")
            XCTAssertEqual(model.bindingWrites, 0, "the handler wrote nothing back")
            model.isOn = false
            mounted.settle()
            XCTAssertEqual(model.bindingWrites, 0)
        }
    }

    func testWidgetSignalWritesBindingAndCausesExactlyOneCoalescedRerender() {
        GtkTest.run {
            let model = SwitchModel()
            let mounted = PresentedView(SwitchView(model: model))
            let toggle = findWidget("GtkSwitch", in: mounted.host.widget)!.cast(to: Gtk.Switch.self)!
            let passes = mounted.graph.statistics.updatePasses
            let updates = mounted.graph.statistics.updateWidgetCalls
            let evaluations = Evaluations.counts["SwitchView"]

            toggle.isActive = true   // as a click would
            XCTAssertEqual(model.bindingWrites, 1)
            XCTAssertTrue(model.isOn)
            XCTAssertTrue(mounted.graph.hasPendingUpdate, "the write scheduled an update…")
            XCTAssertEqual(Evaluations.counts["SwitchView"], evaluations, "…but did not re-render inside the handler")
            mounted.settle()
            XCTAssertEqual(mounted.graph.statistics.updatePasses, passes + 1)
            // Only the toggle read `isOn` (through its binding, in updateWidget):
            // it alone updates; the parent's body is not evaluated again.
            XCTAssertEqual(mounted.graph.statistics.updateWidgetCalls, updates + 1)
            XCTAssertEqual(Evaluations.counts["SwitchView"], evaluations)
            XCTAssertEqual(model.bindingWrites, 1, "the re-render did not write again")
        }
    }

    func testSeveralWritesInOneTurnCoalesceIntoOnePass() {
        GtkTest.run {
            let counters = Counters()
            let mounted = PresentedView(Readers(counters: counters))
            let passes = mounted.graph.statistics.updatePasses
            for value in 1...10 { counters.left = value }
            mounted.settle()
            XCTAssertEqual(mounted.graph.statistics.updatePasses, passes + 1)
            XCTAssertEqual(Evaluations.counts["left"], 2, "mount plus one re-render")
        }
    }

    func testChangingOneModelPropertyReevaluatesOnlyItsReaders() {
        GtkTest.run {
            let counters = Counters()
            let mounted = PresentedView(Readers(counters: counters))
            XCTAssertEqual(Evaluations.counts, ["parent": 1, "left": 1, "right": 1])
            counters.right = 3
            mounted.settle()
            XCTAssertEqual(Evaluations.counts, ["parent": 1, "left": 1, "right": 2])
            let label = allWidgets("GtkLabel", in: mounted.host.widget)[1].cast(to: Gtk.Label.self)!
            XCTAssertEqual(label.label, "3")
        }
    }

    /// Containers do not compare their content to decide on `updateWidget`:
    /// a change deep inside updates the text that changed, not the three
    /// containers above it, and not the text beside it.
    func testAChangeDeepInContainersUpdatesOnlyTheViewThatChanged() {
        GtkTest.run {
            let counters = Counters()
            let mounted = PresentedView(NestedText(counters: counters))
            let updates = mounted.graph.statistics.updateWidgetCalls
            counters.left = 7
            mounted.settle()
            XCTAssertNotNil(findLabel("7", in: mounted.host.widget))
            XCTAssertEqual(mounted.graph.statistics.updateWidgetCalls, updates + 1, "the changed text alone")
        }
    }
}
