/// A property the graph connects to the view's node before `body` runs:
/// `@State` to its kept storage, `@Environment` to the node's environment.
///
/// The protocol is not itself main-actor isolated, so a property wrapper
/// conforming to it can be made wherever its view is; installing is on the
/// main actor.
protocol DynamicProperty {
    @MainActor func install(in properties: inout DynamicPropertyStorage)
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

/// Finds a view type's dynamic properties once, with `Mirror`, and installs
/// them on each new value. Types without any are remembered and skipped.
@MainActor
enum DynamicPropertyInstaller {
    private static var typesWithoutProperties = Set<ObjectIdentifier>()

    /// Connects `view`'s dynamic properties; returns the storage to keep.
    static func install(_ view: Any, kept: [AnyObject], environment: EnvironmentValues) -> [AnyObject] {
        let type = ObjectIdentifier(Swift.type(of: view))
        if typesWithoutProperties.contains(type) { return kept }
        var storage = DynamicPropertyStorage(objects: kept, environment: environment)
        var found = false
        // Dynamic properties are property-wrapper storage (`@State var x` is
        // stored as `_x`): other fields are not asked, since each first cast of
        // a new type costs the runtime a search of every conformance record.
        for child in Mirror(reflecting: view).children where child.label?.hasPrefix("_") ?? false {
            guard let property = child.value as? DynamicProperty else { continue }
            found = true
            property.install(in: &storage)
        }
        if !found { typesWithoutProperties.insert(type) }
        return storage.objects
    }
}
