import CGtk

/// Makes a widget something a person can drag into another application
/// (`GtkDragSource`): when a drag starts, `content` is asked what it
/// carries, and its picture, if any, is what the pointer carries.
@MainActor
public final class DragSourcing {
    /// What a drag from the widget carries now; nil or empty starts no drag.
    public var content: @MainActor () -> TransferredContent?
    private let source: OpaquePointer
    private let handle: GObjectHandle
    private weak var widget: Widget?
    /// The icon of the drag under way: its picture, small.
    private var icon: OpaquePointer?
    /// How big the picture a drag carries is shown under the pointer.
    static let iconSize: Int32 = 96

    public init(on widget: Widget, content: @escaping @MainActor () -> TransferredContent?) {
        self.content = content
        self.widget = widget
        source = gtk_drag_source_new()
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        handle = GObjectHandle(adopting: UnsafeMutableRawPointer(source))
        let instance = handle
        let prepare: @MainActor (Double, Double) -> UnsafeMutablePointer<GdkContentProvider>? = { [weak self] _, _ in
            self?.prepare()
        }
        instance.connect(signal: "prepare", handler: prepare, thunk: unsafeBitCast(prepareThunk, to: GCallback.self))
        let begin: @MainActor (OpaquePointer?) -> Void = { [weak self] _ in self?.begin() }
        instance.connect(signal: "drag-begin", handler: begin, thunk: unsafeBitCast(beginThunk, to: GCallback.self))
        // The widget takes a reference of its own.
        g_object_ref(UnsafeMutableRawPointer(source))
        gtk_widget_add_controller(widget.raw.assumingMemoryBound(to: GtkWidget.self), source)
    }

    private func prepare() -> UnsafeMutablePointer<GdkContentProvider>? {
        guard let content = content(), !content.isEmpty else { return nil }
        let made = content.makeProvider()
        if let picture = made.picture { g_object_unref(UnsafeMutableRawPointer(picture)) }
        if let icon { g_object_unref(UnsafeMutableRawPointer(icon)) }
        let scale = widget.map { gtk_widget_get_scale_factor($0.raw.assumingMemoryBound(to: GtkWidget.self)) } ?? 1
        icon = Self.icon(for: content, scale: max(scale, 1))
        return made.provider   // transfer full, as "prepare" returns it
    }

    private func begin() {
        guard let icon else { return }
        let width = gdk_paintable_get_intrinsic_width(icon), height = gdk_paintable_get_intrinsic_height(icon)
        gtk_drag_source_set_icon(source, icon, width / 2, height / 2)
        g_object_unref(UnsafeMutableRawPointer(icon))
        self.icon = nil
    }

    /// The content's picture decoded at icon size for a display of `scale`,
    /// as a paintable `iconSize` points wide, sharp on a HiDPI screen.
    private static func icon(for content: TransferredContent, scale: Int32) -> OpaquePointer? {
        let pixels = iconSize * scale
        let pixbuf: OpaquePointer? = if let resource = content.pictureResource {
            gdk_pixbuf_new_from_resource_at_scale(resource, pixels, pixels, 1, nil)
        } else if let file = content.pictureFile {
            gdk_pixbuf_new_from_file_at_scale(file, pixels, pixels, 1, nil)
        } else {
            nil
        }
        guard let pixbuf, let texture = gdk_texture_new_for_pixbuf(pixbuf) else { return nil }
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Float(gdk_texture_get_width(texture)) / Float(scale)
        let height = Float(gdk_texture_get_height(texture)) / Float(scale)
        let snapshot = gtk_snapshot_new()
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height))
        gtk_snapshot_append_texture(snapshot, texture, &bounds)
        var size = graphene_size_t(width: width, height: height)
        return gtk_snapshot_free_to_paintable(snapshot, &size)
    }
}

private let prepareThunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GdkContentProvider>? = {
    _, x, y, data in
    let box = SignalBox<@MainActor (Double, Double) -> UnsafeMutablePointer<GdkContentProvider>?>.from(data)
    let provider = MainActor.assumeIsolated { UInt(bitPattern: box.handler(x, y)) }
    return UnsafeMutablePointer(bitPattern: provider)
}

private let beginThunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, drag, data in
    nonisolated(unsafe) let drag = drag
    let box = SignalBox<@MainActor (OpaquePointer?) -> Void>.from(data)
    MainActor.assumeIsolated { box.handler(drag) }
}
