@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class LongSession {
    /// Read by every run, never written: each run used to leave a registration on it.
    var unchanging = "steady"
    /// What triggers the passes: another object, as a list's scroll position or a tab would be.
    let trigger = Trigger()
    var pass: Int {
        get { trigger.pass }
        set { trigger.pass = newValue }
    }
}

@Observable @MainActor
private final class Trigger {
    var pass = 0
}

private struct SteadyReader: View {
    let session: LongSession
    let pass: Int
    var body: some View { Text("\(session.unchanging) \(pass)") }
}

/// Re-renders its reader on every pass: the reader's body runs again, reading
/// the property that never changes.
private struct Rerendering: View {
    let session: LongSession
    var body: some View { SteadyReader(session: session, pass: session.pass) }
}

/// Mounts the reader on even passes and unmounts it on odd ones.
private struct Remounting: View {
    let session: LongSession
    var body: some View {
        VStack {
            if session.pass % 2 == 0 { SteadyReader(session: session, pass: 0) }
        }
    }
}

/// A view that reads observable state holds one registration, whatever the
/// number of times it ran: re-running it replaces the registration, and
/// unmounting it cancels it. Measured as a long session would feel it — in
/// resident memory — over 20,000 re-renders and 20,000 mount cycles.
final class ObservationRegistrationTests: XCTestCase {
    /// Resident memory and the heap in use, in bytes. The heap figure is the
    /// exact one: memory freed by an earlier test can absorb growth in the
    /// resident figure, never in the heap's.
    private static func memory() -> (resident: Int, heap: Int) {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (pages * Int(sysconf(Int32(_SC_PAGESIZE))), heapBytesInUse())
    }

    /// Growth of resident memory and of the heap over `passes` passes, after
    /// 2,000 passes of warm-up: the smaller of two windows of `passes` each,
    /// since a leak grows both, while a one-off allocation by another thread
    /// (a picture an earlier test asked for, finishing its decode) lands in
    /// one at most.
    @MainActor
    private static func growth<Root: View>(
        of root: Root, session: LongSession, passes: Int
    ) -> (resident: Int, heap: Int) {
        let mounted = PresentedView(root)
        func run(_ count: Int) {
            for _ in 0..<count {
                session.pass += 1
                mounted.graph.flush()
            }
        }
        run(2_000)
        let start = memory()
        run(passes)
        let middle = memory()
        run(passes)
        let end = memory()
        return (min(middle.resident - start.resident, end.resident - middle.resident),
                min(middle.heap - start.heap, end.heap - middle.heap))
    }

    /// Asserts that `passes` passes of the root `make` builds grow neither the
    /// heap nor resident memory by 1 MiB.
    private func assertFlat(
        over passes: Int, _ what: String, _ make: @escaping @MainActor (LongSession) -> any View,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let grown = GtkTest.run {
            let session = LongSession()
            return Self.growth(of: AnyView(make(session)), session: session, passes: passes)
        }
        XCTAssertLessThan(grown.heap, 1 << 20, "the heap grew \(grown.heap / 1024) KiB over \(what)", file: file, line: line)
        XCTAssertLessThan(grown.resident, 1 << 20, "resident memory grew \(grown.resident / 1024) KiB", file: file, line: line)
    }

    func testTwentyThousandRerendersOfAReaderKeepMemoryFlat() {
        assertFlat(over: 20_000, "20,000 re-renders") { Rerendering(session: $0) }
    }

    func testTwentyThousandMountCyclesOfAReaderKeepMemoryFlat() {
        assertFlat(over: 40_000, "20,000 mount cycles") { Remounting(session: $0) }  // one mount and one unmount per cycle
    }

    func testAnUnmountedReaderIsNotReRenderedByALaterChange() {
        GtkTest.run {
            let session = LongSession()
            let mounted = PresentedView(Remounting(session: session))
            session.pass = 1  // unmounts the reader
            mounted.settle()
            let updates = mounted.graph.statistics.updatePasses
            session.unchanging = "changed after unmount"
            XCTAssertFalse(mounted.graph.hasPendingUpdate, "nothing is scheduled for the unmounted reader")
            mounted.settle()
            XCTAssertEqual(mounted.graph.statistics.updatePasses, updates)
        }
    }
}
