/// Where the keyboard focus is, as a value a view owns: `true` (or a case of
/// the view's own) while the view marked with `.focused($state)` (or
/// `.focused($state, equals: value)`) holds the focus, `false` (`nil`) while
/// none of them does. Setting it moves the focus there; setting it to
/// `false`/`nil` takes the focus from the marked view. As SwiftUI's.
///
/// Kept like `@State`: the view's node holds the storage across body runs.
/// `.defaultFocus($state, value)` says where the focus lands when a page
/// holding the view is pushed onto a `NavigationStack`.
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable>: DynamicProperty {
    let cell: StateCell<Value>

    /// A focus state that is `true` while one marked view holds the focus.
    public init() where Value == Bool {
        cell = StateCell(StateStorage(false))
    }

    /// A focus state naming which of several marked views holds the focus.
    public init<T: Hashable>() where Value == T? {
        cell = StateCell(StateStorage(nil))
    }

    public var wrappedValue: Value {
        get { cell.storage.value }
        nonmutating set { cell.storage.value = newValue }
    }

    /// What `.focused` and `.defaultFocus` are given.
    public var projectedValue: Binding { Binding(storage: cell.storage) }

    func install(in properties: inout DynamicPropertyStorage) {
        if let existing = properties.next() {
            cell.storage = existing as! StateStorage<Value>
        } else {
            properties.append(cell.storage)
        }
    }

    /// The focus state, handed to the views that follow it.
    @propertyWrapper
    @MainActor
    public struct Binding {
        let storage: StateStorage<Value>

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}
