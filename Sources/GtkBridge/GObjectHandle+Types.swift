import CGtk

/// Each wrapper class knows its GType and makes instances of itself, so a
/// handle can be cast to a class checked by GType (`handle.cast(to: Gtk.Scale.self)`)
/// and a pointer wrapped as the class that asked (`Gtk.Scale.wrap(p, taking: true)`).
/// The generated `Gtk` and `Adw` classes override `gType` and both `make`s.
@MainActor
extension GObjectHandle {
    /// Wraps `pointer`, adding a reference (or sinking a floating one); nil for NULL.
    @_spi(Bindings) public static func wrap(_ pointer: UnsafeMutableRawPointer?, taking: Bool) -> Self? {
        pointer.flatMap { make(taking: $0) as? Self }
    }

    /// Wraps `pointer`, adopting the reference it carries (a result handed over in full).
    @_spi(Bindings) public static func wrap(_ pointer: UnsafeMutableRawPointer?, adopting: Bool) -> Self? {
        pointer.flatMap { make(adopting: $0) as? Self }
    }

    @_spi(Bindings) public static func wrap(_ pointer: OpaquePointer?, taking: Bool) -> Self? {
        wrap(UnsafeMutableRawPointer(pointer), taking: taking)
    }

    @_spi(Bindings) public static func wrap(_ pointer: OpaquePointer?, adopting: Bool) -> Self? {
        wrap(UnsafeMutableRawPointer(pointer), adopting: adopting)
    }

    @_spi(Bindings) public static func wrap<T>(_ pointer: UnsafeMutablePointer<T>?, taking: Bool) -> Self? {
        wrap(UnsafeMutableRawPointer(pointer), taking: taking)
    }

    @_spi(Bindings) public static func wrap<T>(_ pointer: UnsafeMutablePointer<T>?, adopting: Bool) -> Self? {
        wrap(UnsafeMutableRawPointer(pointer), adopting: adopting)
    }

    /// This object as `type`, if it is one (by GType); nil otherwise.
    public func cast<T: GObjectHandle>(to type: T.Type) -> T? {
        if let same = self as? T { return same }
        guard g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), type.gType) != 0 else { return nil }
        return type.make(taking: raw) as? T
    }

    /// Whether this object is a `type` (by GType).
    public func isA<T: GObjectHandle>(_ type: T.Type) -> Bool {
        g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), type.gType) != 0
    }
}

/// Two handles are equal when they hold the same GObject: a wrapper made
/// again for an object (a widget's parent, a window's focus) equals the one
/// that made it.
/// (Not isolated to the main actor: comparing two addresses touches no GTK
/// state, and a generic comparison — the view graph's — then needs no
/// actor check to find the conformance.)
extension GObjectHandle: Hashable {
    nonisolated public static func == (lhs: GObjectHandle, rhs: GObjectHandle) -> Bool { lhs.object == rhs.object }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(object) }
}
