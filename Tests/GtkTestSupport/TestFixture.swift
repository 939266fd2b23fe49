// TestFixture: what a test sets up on real GTK — a presented view, the app
// driven in-process or spawned as a process — and the one way it is taken
// down. A fixture registers itself when it is made (`TestFixtures.made`);
// when the test case ends, passed, failed or thrown out of, XCTest tells the
// registry, which takes down everything that test made, newest first, before
// the next test starts. A test may still take a fixture down early, to check
// what that does or to start another in its place; taking down is idempotent.
import XCTest

/// Something a test makes that must be taken down before the next test.
public protocol TestFixture: AnyObject {
    /// Takes the fixture down and tells `TestFixtures.tornDown`; a second call does nothing.
    @MainActor func tearDown()
}

/// The fixtures the running test has made. Tests, fixtures and XCTest's
/// reports all run on the main thread on Linux, which is the only thread that
/// touches this (checked).
public enum TestFixtures {
    nonisolated(unsafe) private static var live: [any TestFixture] = []
    nonisolated(unsafe) private static var observer: EndOfTest?

    /// Records `fixture`, to be taken down when the running test ends.
    public static func made(_ fixture: any TestFixture) {
        precondition(Thread.isMainThread, "fixtures are made on the main thread")
        if observer == nil {
            // Told of every test case's end from now on, this one included.
            let endOfTest = EndOfTest()
            XCTestObservationCenter.shared.addTestObserver(endOfTest)
            observer = endOfTest
        }
        live.append(fixture)
    }

    /// Forgets `fixture`, taken down early: the registry holds nothing a
    /// test has let go of (a test may check that what it held is freed).
    public static func tornDown(_ fixture: any TestFixture) {
        live.removeAll { $0 === fixture }
    }

    /// Takes down every fixture still up, newest first.
    @MainActor
    static func tearDownAll() {
        while let fixture = live.popLast() { fixture.tearDown() }
    }
}

/// XCTest's report that a test case ended.
private final class EndOfTest: NSObject, XCTestObservation {
    func testCaseDidFinish(_ testCase: XCTestCase) {
        MainActor.assumeIsolated { TestFixtures.tearDownAll() }
    }
}
