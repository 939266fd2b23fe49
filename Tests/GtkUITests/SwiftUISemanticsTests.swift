@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

// What SwiftUI's own behaviour checks check, on GtkUI: when `onChange`
// runs and with what, the order of appearing and disappearing, `task`,
// `.id`, which bodies an observable change re-runs, `.equatable()`, bindings.

@Observable @MainActor
private final class Journal {
    var value = 0
    var other = 0
    var id = 1
    @ObservationIgnored var ignored = 0
    // What the views log is not observed: a body that wrote what it read would run forever.
    @ObservationIgnored var entries: [String] = []
    @ObservationIgnored var bodies: [String: Int] = [:]

    func ran(_ name: String) { bodies[name, default: 0] += 1 }
}

private struct Changes: View {
    let journal: Journal
    var body: some View {
        Text("\(journal.value)")
            .onChange(of: journal.value) { old, new in journal.entries.append("two \(old)→\(new)") }
            .onChange(of: journal.value, initial: true) { journal.entries.append("none") }
            .onChange(of: journal.value, perform: { new in journal.entries.append("one \(new)") })
    }
}

private struct Appearing: View {
    let journal: Journal
    var body: some View {
        VStack {
            Text("a").onAppear { journal.entries.append("appear a\(journal.id)") }
                .onDisappear { journal.entries.append("disappear a\(journal.id - 1)") }
                .id(journal.id)
            Text("b").onAppear { journal.entries.append("appear b\(journal.id)") }
                .onDisappear { journal.entries.append("disappear b\(journal.id - 1)") }
                .id(-journal.id)
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    let journal: Journal
    var body: some View {
        let _ = journal.entries.append("counter \(count)")
        Button("Add") { count += 1 }
    }
}

private struct Reset: View {
    let journal: Journal
    var body: some View {
        Counter(journal: journal).id(journal.id)
    }
}

private struct Reads: View {
    let journal: Journal
    var body: some View {
        VStack {
            ReadsValue(journal: journal)
            ReadsOther(journal: journal)
            ReadsIgnored(journal: journal)
        }
    }
}

private struct ReadsValue: View {
    let journal: Journal
    var body: some View {
        let _ = journal.ran("value")
        Text("\(journal.value)")
    }
}

private struct ReadsOther: View {
    let journal: Journal
    var body: some View {
        let _ = journal.ran("other")
        Text("\(journal.other)")
    }
}

private struct ReadsIgnored: View {
    let journal: Journal
    var body: some View {
        let _ = journal.ran("ignored")
        Text("\(journal.ignored)")
    }
}

/// Equal whenever the names match, whatever the detail.
private struct Titled: View, Equatable {
    let name: String
    let detail: Int
    let journal: Journal
    var body: some View {
        let _ = journal.ran("titled")
        Text("\(name) \(detail)")
    }
    nonisolated static func == (lhs: Titled, rhs: Titled) -> Bool { lhs.name == rhs.name }
}

private struct Parent: View {
    let journal: Journal
    var body: some View {
        Titled(name: "n", detail: journal.value, journal: journal).equatable()
    }
}

final class SwiftUISemanticsTests: XCTestCase {
    func testOnChangeRunsAfterAChangeWithTheOldAndNewValuesAndNotForTheSameValue() {
        GtkTest.run {
            let journal = Journal()
            let mounted = PresentedView(Changes(journal: journal), width: 200, height: 100)
            XCTAssertEqual(journal.entries, ["none"], "only the initial one runs as the view appears")
            journal.value = 1
            mounted.settle()
            XCTAssertEqual(journal.entries, ["none", "two 0→1", "none", "one 1"], "each form once, the innermost first")
            journal.entries = []
            journal.value = 1
            journal.other = 5
            mounted.settle()
            XCTAssertEqual(journal.entries, [], "writing the same value changes nothing")
            journal.value = 2
            journal.value = 3
            mounted.settle()
            XCTAssertEqual(journal.entries, ["two 1→3", "none", "one 3"], "two writes in one turn are one change")
            journal.entries = []
            journal.value = 4
            journal.value = 3
            mounted.settle()
            XCTAssertEqual(journal.entries, [], "changed and changed back within a turn is no change")
        }
    }

    func testANewIdAppearsTheNewViewsBeforeTheOldOnesDisappear() {
        GtkTest.run {
            let journal = Journal()
            let mounted = PresentedView(Appearing(journal: journal), width: 200, height: 100)
            XCTAssertEqual(journal.entries, ["appear a1", "appear b1"])
            journal.entries = []
            journal.id = 2
            mounted.settle()
            XCTAssertEqual(journal.entries, ["appear a2", "appear b2", "disappear a1", "disappear b1"])
        }
    }

    func testANewIdResetsTheStateOfTheViewItNames() throws {
        try GtkTest.run {
            let journal = Journal()
            let mounted = PresentedView(Reset(journal: journal), width: 200, height: 100)
            let button = try XCTUnwrap(findWidget("GtkButton", in: mounted.host.widget))
            button.emitSignal("clicked")
            mounted.settle()
            XCTAssertEqual(journal.entries.last, "counter 1", "the state counts")
            journal.id = 2
            mounted.settle()
            XCTAssertEqual(journal.entries.last, "counter 0", "a new identity is a new view, its state new")
        }
    }

    func testOnlyTheViewsThatReadAChangedPropertyRunAgain() {
        GtkTest.run {
            let journal = Journal()
            let mounted = PresentedView(Reads(journal: journal), width: 200, height: 100)
            XCTAssertEqual(journal.bodies, ["value": 1, "other": 1, "ignored": 1])
            journal.value = 7
            mounted.settle()
            XCTAssertEqual(journal.bodies, ["value": 2, "other": 1, "ignored": 1], "only the reader of value")
            journal.ignored = 9
            mounted.settle()
            XCTAssertFalse(mounted.graph.hasPendingUpdate)
            XCTAssertEqual(journal.bodies, ["value": 2, "other": 1, "ignored": 1], "an ignored property re-runs nothing")
        }
    }

    func testEquatableSkipsABodyItsEqualityCallsTheSame() {
        GtkTest.run {
            let journal = Journal()
            let mounted = PresentedView(Parent(journal: journal), width: 200, height: 100)
            XCTAssertEqual(journal.bodies["titled"], 1)
            journal.value = 4
            mounted.settle()
            XCTAssertEqual(journal.bodies["titled"], 1, "the detail changed, but == says equal: not run")
            XCTAssertNotNil(findLabel("n 0", in: mounted.host.widget))
        }
    }

    func testBindingsReachWhatTheyNameAndAConstantIgnoresWrites() {
        GtkTest.run {
            struct Pair { var left = 1, right = 2 }
            var pair = Pair()
            let whole = Binding(get: { pair }, set: { pair = $0 })
            let right = whole.right
            right.wrappedValue = 20
            XCTAssertEqual(pair.right, 20, "a binding through a key path writes the member")
            XCTAssertEqual(pair.left, 1)

            let constant = Binding.constant(5)
            constant.wrappedValue = 6
            XCTAssertEqual(constant.wrappedValue, 5, "a constant ignores writes")

            let journal = Journal()
            let value = Bindable(journal).value
            value.wrappedValue = 42
            XCTAssertEqual(journal.value, 42, "a write through Bindable reaches the model")
        }
    }

    func testATaskRunsOnAppearRestartsForANewIdAndIsCancelledOnDisappear() {
        GtkTest.run {
            let journal = Journal()
            let mounted = PresentedView(TaskHost(journal: journal), width: 200, height: 100)
            XCTAssertTrue(GtkTest.iterate(until: { journal.entries == ["start 1"] }), "\(journal.entries)")
            journal.id = 2
            mounted.settle()
            // Cancelling is cooperative: the first task sees it when it next runs, after the second has started.
            XCTAssertTrue(GtkTest.iterate(until: { Set(journal.entries) == ["start 1", "cancelled 1", "start 2"] }),
                          "\(journal.entries)")
            XCTAssertEqual(journal.entries.count, 3, "started once for each id")
            journal.value = 1   // takes the view away
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { journal.entries.last == "cancelled 2" }), "\(journal.entries)")
        }
    }
}

private struct TaskHost: View {
    let journal: Journal
    var body: some View {
        if journal.value == 0 {
            Text("working").task(id: journal.id) {
                let id = journal.id
                journal.entries.append("start \(id)")
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                if Task.isCancelled { journal.entries.append("cancelled \(id)") }
            }
        }
    }
}
