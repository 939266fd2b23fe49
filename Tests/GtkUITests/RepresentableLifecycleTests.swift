@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Shows a probe while `isShown`, with a value from state.
private struct ProbeParent: View {
    let model: ProbeParentModel
    var body: some View {
        VStack {
            if model.isShown { Probe(value: model.value) }
            Text("label \(model.unrelated)")
        }
    }
}

import Observation

@Observable @MainActor
final class ProbeParentModel {
    var isShown = true
    var value = 1
    var unrelated = 0
}

final class RepresentableLifecycleTests: XCTestCase {
    override func setUp() {
        GtkTest.run { ProbeLog.shared.reset() }
    }

    func testLifecycleCallsHappenOnceInContractOrder() {
        GtkTest.run {
            let model = ProbeParentModel()
            let mounted = PresentedView(ProbeParent(model: model))
            XCTAssertEqual(ProbeLog.shared.makeCoordinator, 1)
            XCTAssertEqual(ProbeLog.shared.makeWidget, 1)
            XCTAssertEqual(ProbeLog.shared.updateWidget, 1, "update follows make")

            model.value = 2
            mounted.settle()
            XCTAssertEqual(ProbeLog.shared.updateWidget, 2, "one update for one relevant change")
            XCTAssertEqual(ProbeLog.shared.makeWidget, 1)

            model.unrelated = 5
            mounted.settle()
            XCTAssertEqual(ProbeLog.shared.updateWidget, 2, "an unrelated change does not update the probe")

            weak let coordinator = ProbeLog.shared.lastCoordinator
            XCTAssertNotNil(coordinator)
            model.isShown = false
            mounted.settle()
            XCTAssertEqual(ProbeLog.shared.dismantle, 1)
            XCTAssertNil(coordinator, "the coordinator dies after dismantle")
            XCTAssertEqual(ProbeLog.shared.makeCoordinator, 1)
        }
    }

    func testPlainLetChangeReachesUpdateWithCurrentValueAndFreshCoordinatorParent() {
        GtkTest.run {
            let model = ProbeParentModel()
            let mounted = PresentedView(ProbeParent(model: model))
            for value in [7, 8, 9] {
                model.value = value
                mounted.settle()
            }
            XCTAssertEqual(ProbeLog.shared.seenValues, [1, 7, 8, 9])
            XCTAssertEqual(ProbeLog.shared.seenParentValues, [1, 7, 8, 9], "the coordinator's parent is never stale")
        }
    }

    func testThousandMountUnmountCyclesLeaveNothingAlive() {
        GtkTest.run {
            let coordinators = ProbeCoordinator.live.current
            let boxes = BridgeCounters.signalBoxes.current
            let handles = BridgeCounters.handles.current
            for index in 0..<1000 {
                let host = ViewHost(rootView: VStack {
                    Probe(value: index)
                    Toggle("Switch", isOn: .constant(index.isMultiple(of: 2)))
                    Button("Press") {}
                })
                XCTAssertEqual(host.graph.nodeCount > 0, true)
                host.unmount()
                XCTAssertEqual(host.graph.nodeCount, 0)
            }
            XCTAssertEqual(ProbeLog.shared.makeWidget, 1000)
            XCTAssertEqual(ProbeLog.shared.dismantle, 1000)
            XCTAssertEqual(ProbeCoordinator.live.current, coordinators)
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes)
            XCTAssertEqual(BridgeCounters.handles.current, handles)
        }
    }
}
