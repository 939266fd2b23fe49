/// A read-write reference to a value owned elsewhere: `@State`, an `@Observable`
/// model, or another binding.
///
/// Bindings derived through key paths (`$model.landmarks[i].isFavorite`) read and
/// write through their base. A binding remembers the location it refers to, so
/// the graph can tell an unchanged binding from a re-pointed one.
@propertyWrapper
@dynamicMemberLookup
nonisolated public struct Binding<Value> {
    let getter: @MainActor () -> Value
    let setter: @MainActor (Value) -> Void
    /// Identifies the storage location; `nil` for bindings built from closures.
    let location: AnyHashable?
    /// The transaction a write through this binding runs in.
    public var transaction: Transaction?

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, location: AnyHashable?) {
        getter = get
        setter = set
        self.location = location
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    @MainActor public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: nil)
    }

    @MainActor
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if let transaction {
                withTransaction(transaction) { setter(newValue) }
            } else {
                setter(newValue)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property or element of the value.
    @MainActor public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = self.getter, setter = self.setter
        return Binding<Member>(
            get: { getter()[keyPath: keyPath] },
            set: { member in
                var value = getter()
                value[keyPath: keyPath] = member
                setter(value)
            },
            location: location.map { AnyHashable(DerivedLocation(base: $0, keyPath: keyPath)) })
    }

    /// The same binding, with writes animated.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        return copy
    }
}

struct DerivedLocation: Hashable {
    let base: AnyHashable
    let keyPath: AnyKeyPath
}

/// Lets the graph compare bindings by where they point, not by their closures;
/// bindings without a location (`.constant`, closures) compare by value.
@MainActor
protocol LocatedBinding {
    var bindingLocation: AnyHashable? { get }
    var currentValue: Any { get }
}

@MainActor extension Binding: LocatedBinding {
    var bindingLocation: AnyHashable? { location }
    var currentValue: Any { getter() }
}
