import CGtk

/// Owns exactly one reference to a GObject for as long as the Swift object lives.
///
/// A newly created GTK widget has a *floating* reference; `init(taking:)` sinks it
/// (`g_object_ref_sink`), so the handle is the owner whether or not the object was
/// floating. The reference is dropped on the main actor when the handle dies.
/// Parents in GTK take their own references, so a widget stays alive while a
/// container holds it even after its handle is gone.
@MainActor
open class GObjectHandle {
    /// The object as `GObject *`. Fixed for the handle's life, so it may be
    /// read anywhere (comparing handles does); what it points at is GTK's,
    /// for the main thread only.
    @_spi(Bindings) nonisolated(unsafe) public let object: UnsafeMutablePointer<GObject>

    /// Wraps `pointer`, sinking a floating reference or adding a strong one.
    @_spi(Bindings) public init(taking pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        g_object_ref_sink(pointer)
#if COUNTERS
        BridgeCounters.handles.increment()
#endif
    }

    /// Wraps `pointer`, adopting the one reference it carries: a result GTK
    /// hands over in full, or a new object's floating reference (sunk).
    @_spi(Bindings) public init(adopting pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
#if COUNTERS
        BridgeCounters.handles.increment()
#endif
    }

    /// The GType the wrapper class stands for; the generated classes override it.
    open class var gType: GType { g_object_get_type() }

    /// A wrapper of this class for `pointer`, taking a reference (as `init(taking:)`).
    @_spi(Bindings) open class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle { GObjectHandle(taking: pointer) }

    /// A wrapper of this class for `pointer`, adopting its reference (as `init(adopting:)`).
    @_spi(Bindings) open class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle { GObjectHandle(adopting: pointer) }

    /// Wraps an `OpaquePointer` as GTK returns for final types.
    @_spi(Bindings) public convenience init(taking pointer: OpaquePointer) {
        self.init(taking: UnsafeMutableRawPointer(pointer))
    }

    isolated deinit {
        g_object_unref(object)
#if COUNTERS
        BridgeCounters.handles.decrement()
#endif
    }

    /// The object as a raw pointer, for `gpointer` parameters.
    @_spi(Bindings) public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(object) }

    /// The object as an opaque pointer, for final GTK types (`AdwCarousel *`, `GtkLabel *`, …).
    @_spi(Bindings) public var opaque: OpaquePointer { OpaquePointer(object) }

    /// The object as a typed pointer, for derivable GTK types (`GtkWidget *`, `GtkWindow *`, …).
    @_spi(Bindings) public func pointer<T>(as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The GType name of the wrapped object, such as `"AdwCarousel"`.
    public var typeName: String { String(cString: cgtk_object_type_name(raw)) }
}
