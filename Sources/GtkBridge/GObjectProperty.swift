import CGtk

/// What generated bindings (the `Gtk` and `Adw` modules) need to cross into C
/// without knowing how Swift imported each C type: a pointer of whatever kind
/// the C function's parameter wants, strings in and out with their ownership,
/// and GObject's property calls for the properties that have no C getter or
/// setter. Hand-written code has no need of it.
@MainActor
@_spi(Bindings) public enum GObjectProperty {
    // MARK: Pointers, chosen by the parameter they are passed to

    @inline(__always)
    @_spi(Bindings) public static func pointer(_ raw: UnsafeMutableRawPointer?) -> OpaquePointer? { raw.map(OpaquePointer.init) }

    @inline(__always)
    @_spi(Bindings) public static func pointer<T>(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>? { raw?.assumingMemoryBound(to: T.self) }

    @inline(__always)
    @_spi(Bindings) public static func pointer(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? { raw }

    // MARK: Strings

    /// A C string as Swift; with `freeing`, the string was handed over and is freed.
    @_spi(Bindings) public static func string(_ text: UnsafePointer<CChar>?, freeing: Bool) -> String? {
        guard let text else { return nil }
        defer { if freeing { g_free(UnsafeMutableRawPointer(mutating: text)) } }
        return String(cString: text)
    }

    @_spi(Bindings) public static func string(_ text: UnsafeMutablePointer<CChar>?, freeing: Bool) -> String? {
        string(UnsafePointer(text), freeing: freeing)
    }

    /// The strings of a NULL-terminated C array (none for NULL), freeing the
    /// array and its strings with `g_strfreev` when the caller owns them.
    @_spi(Bindings) public static func strings(_ array: UnsafePointer<UnsafePointer<CChar>?>?, freeing: Bool) -> [String] {
        guard let array else { return [] }
        defer { if freeing { g_strfreev(UnsafeMutableRawPointer(mutating: array).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)) } }
        var result: [String] = []
        var index = 0
        while let text = array[index] {
            result.append(String(cString: text))
            index += 1
        }
        return result
    }

    @_spi(Bindings) public static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, freeing: Bool) -> [String] {
        strings(UnsafeRawPointer(array)?.assumingMemoryBound(to: UnsafePointer<CChar>?.self), freeing: freeing)
    }

    @_spi(Bindings) public static func strings(_ array: UnsafeMutablePointer<UnsafePointer<CChar>?>?, freeing: Bool) -> [String] {
        strings(UnsafePointer(array), freeing: freeing)
    }

    // MARK: Properties by name

    private static func objectClass(of object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GObjectClass> {
        UnsafeMutableRawPointer(object.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!).assumingMemoryBound(to: GObjectClass.self)
    }

    /// Runs `body` with a GValue of the property's own type, read from the object.
    private static func withValue<T>(_ object: UnsafeMutableRawPointer, _ name: String, _ body: (UnsafeMutablePointer<GValue>) -> T) -> T {
        var value = GValue()
        let spec = g_object_class_find_property(objectClass(of: object), name)
        precondition(spec != nil, "no property \(name)")
        g_value_init(&value, spec!.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        return body(&value)
    }

    /// Sets the property from a GValue of its own type that `fill` fills in.
    private static func setValue(_ object: UnsafeMutableRawPointer, _ name: String, _ fill: (UnsafeMutablePointer<GValue>) -> Void) {
        var value = GValue()
        let spec = g_object_class_find_property(objectClass(of: object), name)
        precondition(spec != nil, "no property \(name)")
        g_value_init(&value, spec!.pointee.value_type)
        defer { g_value_unset(&value) }
        fill(&value)
        g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    }

    @_spi(Bindings) public static func bool(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool { withValue(object, name) { g_value_get_boolean($0) != 0 } }
    @_spi(Bindings) public static func setBool(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Bool) {
        setValue(object, name) { g_value_set_boolean($0, value ? 1 : 0) }
    }
    @_spi(Bindings) public static func int32(_ object: UnsafeMutableRawPointer, _ name: String) -> Int32 { withValue(object, name) { g_value_get_int($0) } }
    @_spi(Bindings) public static func setInt32(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Int32) { setValue(object, name) { g_value_set_int($0, value) } }
    @_spi(Bindings) public static func uint32(_ object: UnsafeMutableRawPointer, _ name: String) -> UInt32 { withValue(object, name) { g_value_get_uint($0) } }
    @_spi(Bindings) public static func setUInt32(_ object: UnsafeMutableRawPointer, _ name: String, _ value: UInt32) { setValue(object, name) { g_value_set_uint($0, value) } }
    @_spi(Bindings) public static func double(_ object: UnsafeMutableRawPointer, _ name: String) -> Double { withValue(object, name) { g_value_get_double($0) } }
    @_spi(Bindings) public static func setDouble(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Double) { setValue(object, name) { g_value_set_double($0, value) } }
    @_spi(Bindings) public static func float(_ object: UnsafeMutableRawPointer, _ name: String) -> Float { withValue(object, name) { g_value_get_float($0) } }
    @_spi(Bindings) public static func setFloat(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Float) { setValue(object, name) { g_value_set_float($0, value) } }
    @_spi(Bindings) public static func enumValue(_ object: UnsafeMutableRawPointer, _ name: String) -> Int32 { withValue(object, name) { g_value_get_enum($0) } }
    @_spi(Bindings) public static func setEnum(_ object: UnsafeMutableRawPointer, _ name: String, _ value: Int32) { setValue(object, name) { g_value_set_enum($0, value) } }
    @_spi(Bindings) public static func flagsValue(_ object: UnsafeMutableRawPointer, _ name: String) -> UInt32 { withValue(object, name) { g_value_get_flags($0) } }
    @_spi(Bindings) public static func setFlags(_ object: UnsafeMutableRawPointer, _ name: String, _ value: UInt32) { setValue(object, name) { g_value_set_flags($0, value) } }

    @_spi(Bindings) public static func stringValue(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
        withValue(object, name) { g_value_get_string($0).map { String(cString: $0) } }
    }
    @_spi(Bindings) public static func setString(_ object: UnsafeMutableRawPointer, _ name: String, _ value: String?) {
        setValue(object, name) { gvalue in
            if let value { g_value_set_string(gvalue, value) } else { g_value_set_string(gvalue, nil) }
        }
    }

    /// The property's object with a reference of the caller's own (adopt it).
    @_spi(Bindings) public static func object(_ object: UnsafeMutableRawPointer, _ name: String) -> UnsafeMutableRawPointer? {
        withValue(object, name) { g_value_dup_object($0) }
    }
    @_spi(Bindings) public static func setObject(_ object: UnsafeMutableRawPointer, _ name: String, _ value: UnsafeMutableRawPointer?) {
        setValue(object, name) { g_value_set_object($0, value) }
    }
}

/// A NULL-terminated C array of C strings made from Swift strings, freed
/// when the object goes (keep it alive across the call that reads it): what
/// GTK's `const char * const *` parameters take.
@MainActor
@_spi(Bindings) public final class CStrings {
    private let storage: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    @_spi(Bindings) public init(_ strings: [String]) {
        count = strings.count
        storage = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { storage[index] = strdup(string) }
        storage[strings.count] = nil
    }

    isolated deinit {
        for index in 0..<count { free(storage[index]) }
        storage.deallocate()
    }

    /// The array, as the parameter it is passed to wants it.
    @_spi(Bindings) public func pointer() -> UnsafePointer<UnsafePointer<CChar>?> {
        UnsafeRawPointer(storage).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
    }

    @_spi(Bindings) public func pointer() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { storage }

    @_spi(Bindings) public func pointer() -> UnsafeMutablePointer<UnsafePointer<CChar>?> {
        UnsafeMutableRawPointer(storage).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
    }

    @_spi(Bindings) public func pointer() -> UnsafePointer<UnsafeMutablePointer<CChar>?> { UnsafePointer(storage) }
}
