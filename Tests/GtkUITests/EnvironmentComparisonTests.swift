@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Rounded: Equatable {
    var width: Int
    static func == (lhs: Rounded, rhs: Rounded) -> Bool { lhs.width / 10 == rhs.width / 10 }
}
private struct RoundedKey: EnvironmentKey { static var defaultValue: Rounded { Rounded(width: 0) } }
private struct Labelled { var label: String; var action: () -> Void }
private struct LabelledKey: EnvironmentKey { static var defaultValue: Labelled { Labelled(label: "", action: {}) } }
private final class Registry { var name = "" }
private struct RegistryKey: ObjectEnvironmentKey {
    typealias Object = Registry
    static var defaultValue: Registry? { nil }
}

/// How two environments are found the same, which decides whether the views
/// under them are updated: each value by its key's rule — `==` for a value
/// that is `Equatable`, member by member for one that is not, identity for
/// an object — and an entry handed down unchanged without comparing it.
final class EnvironmentComparisonTests: XCTestCase {
    private func same(_ build: @escaping @MainActor (inout EnvironmentValues, inout EnvironmentValues) -> Void) -> Bool {
        GtkTest.run {
            var left = EnvironmentValues(), right = EnvironmentValues()
            build(&left, &right)
            return left.isSame(as: right)
        }
    }

    func testAnEquatableValueComparesWithItsOwnEquality() {
        XCTAssertTrue(same { $0[RoundedKey.self] = Rounded(width: 11); $1[RoundedKey.self] = Rounded(width: 19) })
        XCTAssertFalse(same { $0[RoundedKey.self] = Rounded(width: 11); $1[RoundedKey.self] = Rounded(width: 21) })
    }

    func testAValueThatIsNotEquatableComparesMemberByMember() {
        XCTAssertTrue(same { $0[LabelledKey.self] = Labelled(label: "a", action: {}); $1[LabelledKey.self] = Labelled(label: "a", action: {}) })
        XCTAssertFalse(same { $0[LabelledKey.self] = Labelled(label: "a", action: {}); $1[LabelledKey.self] = Labelled(label: "b", action: {}) })
    }

    func testAnObjectComparesByIdentityNotByItsContents() {
        XCTAssertTrue(same { left, right in
            let registry = Registry()
            (left[RegistryKey.self], right[RegistryKey.self]) = (registry, registry)
        })
        XCTAssertFalse(same { $0[RegistryKey.self] = Registry(); $1[RegistryKey.self] = Registry() })
        XCTAssertFalse(same { left, right in (left[RegistryKey.self], right[RegistryKey.self]) = (Registry(), nil) })
    }

    func testAValueSetOnOneSideOnlyIsADifference() {
        XCTAssertFalse(same { left, _ in left[RoundedKey.self] = Rounded(width: 0) })
    }

    func testAnEnvironmentDerivedFromAnotherIsTheSameUntilAValueChanges() {
        XCTAssertTrue(same { left, right in
            left[LabelledKey.self] = Labelled(label: "a", action: {})
            right = left
            right[RoundedKey.self] = Rounded(width: 1)
            left[RoundedKey.self] = Rounded(width: 2)
        })
        XCTAssertFalse(same { left, right in
            left[LabelledKey.self] = Labelled(label: "a", action: {})
            right = left
            right[LabelledKey.self] = Labelled(label: "b", action: {})
        })
    }

    func testAValueReadBackIsTheOneWrittenAndAnUnsetKeyGivesItsDefault() {
        let widths = GtkTest.run { () -> (Int, Int) in
            var environment = EnvironmentValues()
            let unset = environment[RoundedKey.self].width
            environment[RoundedKey.self] = Rounded(width: 42)
            return (unset, environment[RoundedKey.self].width)
        }
        XCTAssertEqual(widths.0, 0)
        XCTAssertEqual(widths.1, 42)
    }
}
