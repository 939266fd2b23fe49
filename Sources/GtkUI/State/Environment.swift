import Observation

/// A key for a value passed down the view tree.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Whether two values of this key are the same to the views that read
    /// them. Given, not written: `==` where the value is `Equatable`, else a
    /// comparison member by member (`StructuralEquality`).
    @MainActor static func _isSame(_ lhs: Value, _ rhs: Value) -> Bool
}

extension EnvironmentKey {
    @MainActor public static func _isSame(_ lhs: Value, _ rhs: Value) -> Bool { StructuralEquality.isEqual(lhs, rhs) }
}

extension EnvironmentKey where Value: Equatable {
    @MainActor public static func _isSame(_ lhs: Value, _ rhs: Value) -> Bool { lhs == rhs }
}

/// A key whose value is an object or none: two values are the same when
/// they are the same object, never compared member by member.
protocol ObjectEnvironmentKey: EnvironmentKey where Value == Object? {
    associatedtype Object: AnyObject
}

extension ObjectEnvironmentKey {
    @MainActor static func _isSame(_ lhs: Value, _ rhs: Value) -> Bool { lhs === rhs }
}

/// A value set in an environment, with how to compare it: one object per
/// write, shared by every copy of the environment handed down from there.
class EnvironmentEntry {
    @MainActor func isSame(as other: EnvironmentEntry) -> Bool { fatalError("overridden") }
}

/// Generic over the value, not the key: a class generic over a key would
/// check at its first use with each key that the key is an `EnvironmentKey`,
/// a search through every conformance in the program.
private final class TypedEntry<Value>: EnvironmentEntry {
    let value: Value
    let compare: @MainActor (Value, Value) -> Bool
    init(_ value: Value, compare: @escaping @MainActor (Value, Value) -> Bool) {
        self.value = value
        self.compare = compare
    }

    /// `other` is stored under the same key, so it holds a `Value` too.
    @MainActor override func isSame(as other: EnvironmentEntry) -> Bool {
        compare(value, unsafeDowncast(other, to: TypedEntry<Value>.self).value)
    }
}

/// The values and objects a view inherits from its ancestors.
///
/// Values are set with `.environment(\.key, value)`, objects with
/// `.environment(object)`; both flow to every descendant until overridden.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: EnvironmentEntry] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Replaced by every write: two environments with the same stamp are the
    /// same without comparing their contents (the common case when a parent
    /// hands its environment on unchanged).
    private var stamp = Stamp()

    private final class Stamp: Sendable {}

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let entry = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return unsafeDowncast(entry, to: TypedEntry<Key.Value>.self).value
        }
        set {
            values[ObjectIdentifier(key)] = TypedEntry(newValue, compare: Key._isSame)
            stamp = Stamp()
        }
    }

    /// The object of type `type` placed by an ancestor, if any.
    public func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
        stamp = Stamp()
    }

    /// Takes `other`'s stamp, once the two are known to hold the same objects
    /// and equal values, so the next comparison down the tree is one step.
    mutating func adoptStamp(of other: EnvironmentValues) {
        stamp = other.stamp
    }

    /// True when both hold the same objects and equal values.
    @MainActor
    func isSame(as other: EnvironmentValues) -> Bool {
        if stamp === other.stamp { return true }
        guard values.count == other.values.count, objects.count == other.objects.count else { return false }
        for (key, object) in objects where other.objects[key] !== object { return false }
        for (key, entry) in values {
            // Usually one entry, handed down from the ancestor that set it.
            guard let otherEntry = other.values[key], otherEntry === entry || entry.isSame(as: otherEntry) else { return false }
        }
        return true
    }
}

/// Reads a value or object from the environment of the view's position.
///
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(ModelData.self) private var modelData
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(@MainActor (EnvironmentValues) -> Value?)
    }
    let source: Source
    let cell = EnvironmentCell()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    @MainActor
    public var wrappedValue: Value {
        guard let environment = cell.environment else {
            fatalError("@Environment read outside a view's body (\(Value.self))")
        }
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let lookup):
            guard let object = lookup(environment) else {
                fatalError("No \(Value.self) in the environment: add .environment(object) to an ancestor")
            }
            return object
        }
    }

    @MainActor func install(in properties: inout DynamicPropertyStorage) {
        cell.environment = properties.environment
    }
}

extension Environment where Value: AnyObject & Observable {
    public init(_ type: Value.Type) {
        source = .object { $0.object(type) }
    }
}

@MainActor
final class EnvironmentCell {
    var environment: EnvironmentValues?
    nonisolated init() {}
}

/// Light or dark, as libadwaita's style manager reports it.
public enum ColorScheme: Sendable, Equatable {
    case light, dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }


    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
