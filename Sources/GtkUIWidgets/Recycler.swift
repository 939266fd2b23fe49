import CGtk   // GTK types the C widgets' functions take; this module is their binding, as Generated/ is GTK's
import CGtkWidgets
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

/// `CgtkRecycler`: a list of rows of one size along its orientation, holding
/// widgets only for the rows its owner places. It asks for them at the start
/// of every allocation (`onPlaceRows`), and passes on its rows' `listitem.`
/// actions, as assistive technology invokes them, by index.
@MainActor
public final class Recycler: Gtk.Widget {
    /// The GType of `CgtkRecycler`.
    public override class var gType: GType { cgtk_recycler_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        Recycler(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        Recycler(adopting: pointer)
    }

    /// Rows along `orientation`, `spacing` pixels apart.
    public convenience init(orientation: Gtk.Orientation, spacing: Int32) {
        let orientation = GtkOrientation(rawValue: numericCast(orientation.rawValue))
        self.init(taking: UnsafeMutableRawPointer(cgtk_recycler_new(orientation, spacing))!)
    }

    private var recycler: UnsafeMutablePointer<GtkWidget> { widget }

    /// How many rows the list has, placed or not.
    public var nItems: UInt32 {
        get { cgtk_recycler_get_n_items(recycler) }
        set { cgtk_recycler_set_n_items(recycler, newValue) }
    }

    /// From one row's start to the next's, in pixels; 0 until a row is placed.
    public var stride: Int32 { cgtk_recycler_get_stride(recycler) }

    /// Shows `row` at `index`, or keeps it as a hidden spare for nil.
    public func place(row: RecyclerRow, at index: Int?) {
        cgtk_recycler_place(recycler, row.widget, index.map { Int32(clamping: $0) } ?? -1)
    }

    /// The placed row under a point in the recycler's coordinates.
    public func rowAt(x: Double, y: Double) -> RecyclerRow? {
        Gtk.Widget.wrap(cgtk_recycler_row_at(recycler, x, y), taking: true)?.cast(to: RecyclerRow.self)
    }

    /// The row holding the keyboard focus, if one does.
    public var focusedRow: RecyclerRow? {
        Gtk.Widget.wrap(gtk_widget_get_focus_child(recycler), taking: true)?.cast(to: RecyclerRow.self)
    }

    /// Emitted at the start of every allocation: place the rows in view now.
    @discardableResult
    public func onPlaceRows(_ handler: @escaping @MainActor (Recycler) -> Void) -> SignalConnection {
        let boxed: @MainActor (UnsafeMutableRawPointer) -> Void = { instance in handler(Recycler(taking: instance)) }
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
            let box = SignalBox<@MainActor (UnsafeMutableRawPointer) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(instance!) }
        }
        return connect(signal: "place-rows", handler: boxed, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// Emitted when a row's `listitem.select` action runs, with its index.
    @discardableResult
    public func onSelectRow(_ handler: @escaping @MainActor (Recycler, UInt32) -> Void) -> SignalConnection {
        connectIndexed("select-row", handler)
    }

    /// Emitted when a row's `listitem.activate` action runs, with its index.
    @discardableResult
    public func onActivateRow(_ handler: @escaping @MainActor (Recycler, UInt32) -> Void) -> SignalConnection {
        connectIndexed("activate-row", handler)
    }

    private func connectIndexed(_ signal: String, _ handler: @escaping @MainActor (Recycler, UInt32) -> Void) -> SignalConnection {
        let boxed: @MainActor (UnsafeMutableRawPointer, UInt32) -> Void = { instance, index in
            handler(Recycler(taking: instance), index)
        }
        let thunk: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = { instance, index, data in
            let box = SignalBox<@MainActor (UnsafeMutableRawPointer, UInt32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(instance!, index) }
        }
        return connect(signal: signal, handler: boxed, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }
}

/// `CgtkRecyclerRow`: a one-child row of a `Recycler`, styled and announced
/// as a list item.
@MainActor
public final class RecyclerRow: Gtk.Widget {
    /// The GType of `CgtkRecyclerRow`.
    public override class var gType: GType { cgtk_recycler_row_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        RecyclerRow(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        RecyclerRow(adopting: pointer)
    }

    public convenience init(child: Gtk.Widget) {
        self.init(taking: UnsafeMutableRawPointer(cgtk_recycler_row_new(child.widget))!)
    }

    /// The index the row is placed at; nil for a spare.
    public var index: Int? {
        let index = cgtk_recycler_index_of(widget)
        return index >= 0 ? Int(index) : nil
    }
}
