import Gtk
import Observation

/// A key for a value views publish with `.focusedValue` and commands read
/// with `@FocusedValue` or `@FocusedBinding`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the focused view and its ancestors in the
/// active window (the innermost wins), and by `.focusedSceneValue` anywhere
/// in that window. Extend it with a property per key, as SwiftUI's is.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The active window's focused value for a key; nil while no view there
/// publishes one. The view or commands reading it update when it changes.
@propertyWrapper
@MainActor
public struct FocusedValue<Value> {
    let keyPath: KeyPath<FocusedValues, Value?>

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? { FocusedValuesStore.shared.values[keyPath: keyPath] }
}

/// A focused value that is a binding, unwrapped: reading gives the bound
/// value, writing writes through the binding (nothing while none is published).
@propertyWrapper
@MainActor
public struct FocusedBinding<Value> {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? {
        get { FocusedValuesStore.shared.values[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = FocusedValuesStore.shared.values[keyPath: keyPath] else { return }
            binding.wrappedValue = newValue
        }
    }

    public var projectedValue: Binding<Value?> {
        let keyPath = keyPath
        return Binding(
            get: { FocusedValuesStore.shared.values[keyPath: keyPath]?.wrappedValue },
            set: { newValue in
                guard let newValue, let binding = FocusedValuesStore.shared.values[keyPath: keyPath] else { return }
                binding.wrappedValue = newValue
            })
    }
}

extension View {
    /// Publishes `value` for `keyPath` while this view, or a view inside it,
    /// has the keyboard focus in the active window.
    @MainActor public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    ) -> ModifiedContent<Self, FocusedValuePublisher> {
        modifier(FocusedValuePublisher(keyPath: keyPath, value: value, sceneWide: false) { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` for `keyPath` while this view's window is active,
    /// wherever the focus is in it.
    @MainActor public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    ) -> ModifiedContent<Self, FocusedValuePublisher> {
        modifier(FocusedValuePublisher(keyPath: keyPath, value: value, sceneWide: true) { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` for `keyPath` while this view, or a view inside it,
    /// has the keyboard focus; nil publishes nothing.
    @MainActor public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
    ) -> ModifiedContent<Self, FocusedValuePublisher> {
        modifier(FocusedValuePublisher(optional: value, keyPath: keyPath, sceneWide: false))
    }

    /// Publishes `value` for `keyPath` while this view's window is active;
    /// nil publishes nothing.
    @MainActor public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
    ) -> ModifiedContent<Self, FocusedValuePublisher> {
        modifier(FocusedValuePublisher(optional: value, keyPath: keyPath, sceneWide: true))
    }
}

/// The attribute `.focusedValue` sets: it registers the value for its
/// widget with the store, and the registration leaves with the widget.
nonisolated public struct FocusedValuePublisher: WidgetAttribute {
    let keyPath: AnyKeyPath
    let value: Any
    let sceneWide: Bool
    let write: @MainActor (inout FocusedValues) -> Void

    @MainActor public func apply(to widget: Gtk.Widget, previous: FocusedValuePublisher?, attachment: inout AnyObject?) {
        if let registration = attachment as? FocusedValuesStore.Registration {
            registration.update(self)
        } else {
            attachment = FocusedValuesStore.shared.register(self, widget: widget)
        }
    }

    /// Whether `other` publishes the same thing: the same key, and a value
    /// equal to this one (a binding: to the same place).
    @MainActor func publishesSame(as other: FocusedValuePublisher) -> Bool {
        guard keyPath == other.keyPath, sceneWide == other.sceneWide else { return false }
        // Both nil (the common case at start-up): known without asking the
        // runtime whether the values are bindings or equatable.
        if value is NoValue || other.value is NoValue { return value is NoValue && other.value is NoValue }
        if let binding = value as? LocatedBinding, let otherBinding = other.value as? LocatedBinding,
           let location = binding.bindingLocation {
            return location == otherBinding.bindingLocation
        }
        return valuesAreEqual(value, other.value)
    }
}

extension FocusedValuePublisher {
    /// Nothing published, for an optional value that is nil.
    private struct NoValue: Equatable {}

    @MainActor init<Value>(optional value: Value?, keyPath: WritableKeyPath<FocusedValues, Value?>, sceneWide: Bool) {
        if let value {
            self.init(keyPath: keyPath, value: value, sceneWide: sceneWide) { $0[keyPath: keyPath] = value }
        } else {
            self.init(keyPath: keyPath, value: NoValue(), sceneWide: sceneWide) { _ in }
        }
    }
}
