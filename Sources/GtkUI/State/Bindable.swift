import Observation

/// Takes bindings into an `@Observable` model: `$model.profile.username`.
///
/// Use it as a property wrapper on a view's model property, or inline as
/// `Bindable(model)`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject & Observable> {
    public var wrappedValue: Object

    public init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    public init(_ object: Object) {
        self.wrappedValue = object
    }

    public var projectedValue: Bindable<Object> { self }

    @MainActor
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 },
            location: AnyHashable(DerivedLocation(base: AnyHashable(ObjectIdentifier(object)), keyPath: keyPath)))
    }
}
