@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// Counts every call the graph makes on a representable, per test.
@MainActor
final class ProbeLog {
    var makeCoordinator = 0
    var makeWidget = 0
    var updateWidget = 0
    var dismantle = 0
    var seenValues: [Int] = []
    var seenParentValues: [Int] = []
    weak var lastCoordinator: ProbeCoordinator?
    static let shared = ProbeLog()
    func reset() { self.resetAll() }
    private func resetAll() {
        makeCoordinator = 0; makeWidget = 0; updateWidget = 0; dismantle = 0
        seenValues = []; seenParentValues = []
    }
}

@MainActor
final class ProbeCoordinator: ParentHolding {
    var parent: Probe
    static let live = LiveCounter()
    init(parent: Probe) {
        self.parent = parent
        Self.live.increment()
    }
    isolated deinit { Self.live.decrement() }
}

/// A representable over a GtkLabel that records its lifecycle in `ProbeLog`.
struct Probe: WidgetRepresentable {
    let value: Int

    func makeCoordinator() -> ProbeCoordinator {
        ProbeLog.shared.makeCoordinator += 1
        let coordinator = ProbeCoordinator(parent: self)
        ProbeLog.shared.lastCoordinator = coordinator
        return coordinator
    }

    func makeWidget(context: Context) -> Gtk.Label {
        XCTAssertEqual(ProbeLog.shared.makeCoordinator, ProbeLog.shared.makeWidget + 1, "coordinator first")
        ProbeLog.shared.makeWidget += 1
        return Gtk.Label(nil)
    }

    func updateWidget(_ widget: Gtk.Label, context: Context) {
        ProbeLog.shared.updateWidget += 1
        ProbeLog.shared.seenValues.append(value)
        ProbeLog.shared.seenParentValues.append(context.coordinator.parent.value)
        widget.label = "\(value)"
    }

    static func dismantleWidget(_ widget: Gtk.Label, coordinator: ProbeCoordinator) {
        ProbeLog.shared.dismantle += 1
    }
}

/// An observable model with two independent properties.
@Observable
@MainActor
final class Counters {
    var left = 0
    var right = 0
}

/// Counts body evaluations per view kind.
@MainActor
enum Evaluations {
    static var counts: [String: Int] = [:]
    static func record(_ name: String) { counts[name, default: 0] += 1 }
    static func reset() { counts = [:] }
}
