@_spi(Reflection) import Swift

/// A property the graph connects to the view's node before `body` runs:
/// `@State` to its kept storage, `@Environment` to the node's environment.
///
/// The protocol is not itself main-actor isolated, so a property wrapper
/// conforming to it can be made wherever its view is; installing is on the
/// main actor.
protocol DynamicProperty {
    @MainActor func install(in properties: inout DynamicPropertyStorage)

    /// Installs the property stored at `address` (a field of a view or modifier value).
    @MainActor static func install(at address: UnsafeRawPointer, in properties: inout DynamicPropertyStorage)
}

extension DynamicProperty {
    @MainActor static func install(at address: UnsafeRawPointer, in properties: inout DynamicPropertyStorage) {
        address.assumingMemoryBound(to: Self.self).pointee.install(in: &properties)
    }
}

/// The storage a node keeps for its view's dynamic properties, in declaration order.
@MainActor
struct DynamicPropertyStorage {
    private(set) var objects: [AnyObject] = []
    private var cursor = 0
    let environment: EnvironmentValues
    let isFirstInstall: Bool

    init(objects: [AnyObject], environment: EnvironmentValues) {
        self.objects = objects
        self.environment = environment
        self.isFirstInstall = objects.isEmpty
    }

    /// The kept object for the next property, or `nil` on first install.
    mutating func next() -> AnyObject? {
        guard !isFirstInstall, cursor < objects.count else { return nil }
        defer { cursor += 1 }
        return objects[cursor]
    }

    mutating func append(_ object: AnyObject) {
        objects.append(object)
    }
}

/// Finds a view type's dynamic properties once, from the type's field
/// metadata (a struct's through `UnderscoredFields`), and installs them on
/// each new value. Only property-wrapper
/// storage (`@State var x` is stored as `_x`) is asked whether it is a
/// dynamic property, once per field type; no value is reflected on (a
/// `Mirror` would first ask every view type whether it is `CustomReflectable`,
/// a search of every conformance record the first time).
@MainActor
enum DynamicPropertyInstaller {
    /// A dynamic property's place in its view's value.
    private struct Field {
        let offset: Int
        let type: any DynamicProperty.Type
    }

    /// Where a type keeps its dynamic properties, found once per type.
    private enum Layout {
        /// At these offsets (none for most types).
        case fields([Field])
        /// Somewhere the runtime's field metadata cannot say (a class, or a
        /// field whose type it cannot name): read with a `Mirror`.
        case reflected
    }

    private static var layouts: [ObjectIdentifier: Layout] = [:]

    /// Connects `view`'s dynamic properties; returns the storage to keep.
    static func install(_ view: Any, kept: [AnyObject], environment: EnvironmentValues) -> [AnyObject] {
        let layout = layout(of: Swift.type(of: view))
        if case .fields(let fields) = layout, fields.isEmpty { return kept }
        var storage = DynamicPropertyStorage(objects: kept, environment: environment)
        install(layout, of: view, in: &storage)
        return storage.objects
    }

    /// Installs the dynamic properties stored in `value` (a modifier's) into `storage`.
    static func installProperties(of value: Any, in storage: inout DynamicPropertyStorage) {
        install(layout(of: Swift.type(of: value)), of: value, in: &storage)
    }

    private static func install(_ layout: Layout, of value: Any, in storage: inout DynamicPropertyStorage) {
        switch layout {
        case .fields(let fields) where fields.isEmpty:
            return
        case .fields(let fields):
            func visit<Value>(_ value: Value) {
                withUnsafePointer(to: value) { pointer in
                    let base = UnsafeRawPointer(pointer)
                    for field in fields { field.type.install(at: base + field.offset, in: &storage) }
                }
            }
            _openExistential(value, do: visit)
        case .reflected:
            for child in Mirror(reflecting: value).children where child.label?.hasPrefix("_") ?? false {
                (child.value as? DynamicProperty)?.install(in: &storage)
            }
        }
    }

    private static func layout(of type: Any.Type) -> Layout {
        let id = ObjectIdentifier(type)
        if let known = layouts[id] { return known }
        var found: [Field] = []
        let layout: Layout
        if let fields = UnderscoredFields.of(type) {
            for field in fields {
                if let property = field.type as? any DynamicProperty.Type { found.append(Field(offset: field.offset, type: property)) }
            }
            layout = .fields(found)
        } else {
            // Walks the type's stored fields by their metadata; answers false
            // for a class, or at a field the runtime cannot name.
            let complete = _forEachField(of: type) { name, offset, fieldType, _ in
                if name.pointee == CChar(UInt8(ascii: "_")), let property = fieldType as? any DynamicProperty.Type {
                    found.append(Field(offset: offset, type: property))
                }
                return true
            }
            layout = complete ? .fields(found) : .reflected
        }
        layouts[id] = layout
        return layout
    }
}
