/// Decides whether a view's new value differs from its last one, so the graph
/// can skip `body` and `updateWidget` for views whose inputs did not change.
///
/// `Equatable` values compare with `==`; classes by identity; bindings by the
/// location they point at; structs, tuples, enums, optionals and collections
/// member by member. Closures cannot be compared: in a view's body they count
/// as equal, which is safe because the graph always stores the newest value
/// and a body reads it; in a representable they count as changed
/// (`closuresDiffer`), as in SwiftUI, since its coordinator may keep the
/// closure it was last given in `updateWidget`.
/// Dynamic properties (`@State`, `@Environment`) are skipped: their changes are
/// tracked through observation instead. The rules, for view authors, are listed
/// in docs/Architecture.md ("When a view counts as unchanged").
@MainActor
enum StructuralEquality {
    private static let maximumDepth = 12

    static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        isEqual(lhs, rhs, depth: 0, closuresDiffer: false)
    }

    /// Equal with closures (and other values that cannot be compared) counting as changed.
    static func isEqualWithClosuresDiffering(_ lhs: Any, _ rhs: Any) -> Bool {
        isEqual(lhs, rhs, depth: 0, closuresDiffer: true)
    }

    private static func isEqual(_ lhs: Any, _ rhs: Any, depth: Int, closuresDiffer: Bool) -> Bool {
        if let lhs = lhs as? any Equatable { return valuesAreEqual(lhs, rhs) }
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let binding = lhs as? LocatedBinding {
            return bindingsAreEqual(binding, rhs as! LocatedBinding)
        }
        guard depth < maximumDepth else { return false }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case nil:
            return !closuresDiffer   // functions and other opaque values
        case .enum where left.children.isEmpty:
            return String(describing: lhs) == String(describing: rhs)
        default:
            guard left.children.count == right.children.count else { return false }
            for (l, r) in zip(left.children, right.children) {
                guard l.label == r.label else { return false }
                // `@State` and `@Environment` storage (`_name`) is tracked by observation.
                if l.label?.hasPrefix("_") ?? false, l.value is DynamicProperty { continue }
                guard isEqual(l.value, r.value, depth: depth + 1, closuresDiffer: closuresDiffer) else { return false }
            }
            return true
        }
    }

    private static func bindingsAreEqual(_ lhs: LocatedBinding, _ rhs: LocatedBinding) -> Bool {
        if let left = lhs.bindingLocation, let right = rhs.bindingLocation { return left == right }
        return valuesAreEqual(lhs.currentValue, rhs.currentValue)
    }
}
