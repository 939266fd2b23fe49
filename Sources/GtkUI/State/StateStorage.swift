import Observation

/// The storage behind one `@State` property, owned by the view's node in the graph.
///
/// Reads and writes go through an `ObservationRegistrar`, so the graph tracks
/// `@State` exactly as it tracks `@Observable` models: a write marks only the
/// nodes that read the value. Writing a value equal to the current one (for
/// `Equatable` values) notifies nobody — that equality guard is what stops a
/// signal handler's write-back from echoing into another update.
/// Made wherever its view is (a view can be built off the main actor); read
/// and written on the main actor only.
final class StateStorage<Value>: Observable, KeptState {
    private let registrar = ObservationRegistrar()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    @MainActor var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            if valuesAreEqual(stored, newValue) { return }
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// True when both values are `Equatable` of the same type and equal.
func valuesAreEqual<A, B>(_ lhs: A, _ rhs: B) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A view's `@State` storage, whatever its value's type: what a list row
/// is asked about before it is bound to another element.
protocol KeptState: AnyObject {}
