@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Plain { var title: String; var count: Int }
private struct WithClosure { var title: String; var action: () -> Void }
private final class Model {}
private struct HoldsObject { var model: Model }
private enum Mode { case compact, regular }
private enum Payload { case text(String), number(Int), none }
private struct Nested { var level: Any }
private struct Sized: Equatable {
    var width: Int
    static func == (lhs: Sized, rhs: Sized) -> Bool { lhs.width / 10 == rhs.width / 10 }  // its own rule wins
}
@MainActor private struct WithState {
    @State var count = 0
    var title: String
    init(title: String, count: Int = 0) {
        self.title = title
        _count = State(wrappedValue: count)
    }
}

/// Each rule by which the graph decides that a view's new value is the same
/// as its last one (and skips its body and `updateWidget`) — and, for each,
/// a case where it must say "different".
final class StructuralEqualityTests: XCTestCase {
    private func same(_ lhs: Any, _ rhs: Any) -> Bool {
        nonisolated(unsafe) let (lhs, rhs) = (lhs, rhs)
        return GtkTest.run { Self.isSame(lhs, rhs) }
    }

    @MainActor
    private static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
        StructuralEquality.isEqual(lhs, rhs)
    }

    func testEquatableValuesUseTheirOwnEquality() {
        XCTAssertTrue(same(Sized(width: 11), Sized(width: 19)), "== decides, not the stored bits")
        XCTAssertFalse(same(Sized(width: 11), Sized(width: 21)))
        XCTAssertFalse(same(1, "1"), "different types are different")
    }

    func testStructsCompareMemberByMember() {
        XCTAssertTrue(same(Plain(title: "a", count: 1), Plain(title: "a", count: 1)))
        XCTAssertFalse(same(Plain(title: "a", count: 1), Plain(title: "a", count: 2)))
        XCTAssertFalse(same(Plain(title: "a", count: 1), Plain(title: "b", count: 1)))
    }

    func testClosuresCountAsEqualSoOnlyTheOtherMembersDecide() {
        XCTAssertTrue(same(WithClosure(title: "a", action: {}), WithClosure(title: "a", action: { print("other") })))
        XCTAssertFalse(same(WithClosure(title: "a", action: {}), WithClosure(title: "b", action: {})))
    }

    func testObjectsCompareByIdentity() {
        let model = Model()
        XCTAssertTrue(same(HoldsObject(model: model), HoldsObject(model: model)))
        XCTAssertFalse(same(HoldsObject(model: model), HoldsObject(model: Model())))
    }

    func testEnumsCompareByCaseAndPayload() {
        XCTAssertTrue(same(Mode.compact, Mode.compact))
        XCTAssertFalse(same(Mode.compact, Mode.regular))
        XCTAssertTrue(same(Payload.text("a"), Payload.text("a")))
        XCTAssertFalse(same(Payload.text("a"), Payload.text("b")))
        XCTAssertFalse(same(Payload.text("1"), Payload.number(1)))
        XCTAssertFalse(same(Payload.none, Payload.number(0)))
    }

    func testOptionalsAndCollectionsCompareTheirContents() {
        XCTAssertTrue(same(Optional(Plain(title: "a", count: 1)), Optional(Plain(title: "a", count: 1))))
        XCTAssertFalse(same(Optional(Plain(title: "a", count: 1)), Optional<Plain>.none))
        XCTAssertTrue(same([Mode.compact, .regular], [Mode.compact, .regular]))
        XCTAssertFalse(same([Mode.compact, .regular], [Mode.compact]))
        XCTAssertFalse(same((1, Mode.compact), (1, Mode.regular)))
    }

    func testBindingsCompareByTheLocationTheyPointAtOrElseByValue() {
        GtkTest.run {
            let first = Binding(get: { 1 }, set: { _ in }, location: AnyHashable("a"))
            let sameLocation = Binding(get: { 2 }, set: { _ in }, location: AnyHashable("a"))
            let otherLocation = Binding(get: { 1 }, set: { _ in }, location: AnyHashable("b"))
            XCTAssertTrue(Self.isSame(first, sameLocation), "the same storage, whatever it holds now")
            XCTAssertFalse(Self.isSame(first, otherLocation))
            XCTAssertTrue(Self.isSame(Binding.constant(3), Binding.constant(3)), "no location: by value")
            XCTAssertFalse(Self.isSame(Binding.constant(3), Binding.constant(4)))
        }
    }

    func testDynamicPropertiesAreLeftToObservation() {
        GtkTest.run {
            XCTAssertTrue(Self.isSame(WithState(title: "a"), WithState(title: "a", count: 5)),
                          "@State is tracked through observation")
            XCTAssertFalse(Self.isSame(WithState(title: "a"), WithState(title: "b")))
        }
    }

    func testNestingPastTheDepthLimitIsReportedAsAChange() {
        func nested(_ depth: Int) -> Any { depth == 0 ? Mode.compact : Nested(level: nested(depth - 1)) }
        XCTAssertTrue(same(nested(10), nested(10)))
        XCTAssertFalse(same(nested(20), nested(20)), "too deep to compare: assumed changed, never assumed equal")
    }
}
