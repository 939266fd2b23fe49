/// Value storage owned by a view: kept across body evaluations for as long as
/// the view keeps its identity, and released when it leaves the graph.
///
/// Each evaluation of the parent creates a new struct with a new `@State`
/// holding the initial value; before the view's body runs, the graph points
/// that property at the node's existing storage, so the initial value only
/// matters the first time.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let cell: StateCell<Value>

    public init(wrappedValue: Value) {
        cell = StateCell(StateStorage(wrappedValue))
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @MainActor public var wrappedValue: Value {
        get { cell.storage.value }
        nonmutating set { cell.storage.value = newValue }
    }

    /// A binding to the storage, for handing to child views.
    @MainActor public var projectedValue: Binding<Value> {
        let storage = cell.storage
        return Binding(
            get: { storage.value },
            set: { storage.value = $0 },
            location: ObjectIdentifier(storage))
    }

    @MainActor func install(in properties: inout DynamicPropertyStorage) {
        if let existing = properties.next() {
            cell.storage = existing as! StateStorage<Value>
        } else {
            properties.append(cell.storage)
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The indirection that lets the graph re-point a fresh `@State` at kept storage.
final class StateCell<Value> {
    var storage: StateStorage<Value>
    nonisolated init(_ storage: StateStorage<Value>) { self.storage = storage }
}
