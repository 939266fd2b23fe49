import CGtk

/// Makes a widget something a person can drag into another application
/// (`GtkDragSource`): when a drag starts, `content` is asked what it
/// carries, and `picture` for what the pointer shows of it — a picture
/// already decoded (the one on screen); nothing is read or decoded here.
@MainActor
public final class DragSourcing {
    /// What a drag from the widget carries now; nil or empty starts no drag.
    public var content: @MainActor () -> TransferredContent?
    /// The decoded picture (a `GdkTexture`) of content, for the icon.
    public var picture: @MainActor (TransferredContent) -> GObjectHandle?
    private let source: OpaquePointer
    private let handle: GObjectHandle
    /// The icon of the drag under way: its picture, small.
    private var icon: OpaquePointer?
    /// How big the picture a drag carries is shown under the pointer.
    static let iconSize: Int32 = 96

    public init(
        on widget: GObjectHandle, content: @escaping @MainActor () -> TransferredContent?,
        picture: @escaping @MainActor (TransferredContent) -> GObjectHandle? = { _ in nil }
    ) {
        self.content = content
        self.picture = picture
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
        if let icon { g_object_unref(UnsafeMutableRawPointer(icon)) }
        icon = picture(content).flatMap { Self.icon(for: OpaquePointer($0.raw)) }
        return content.makeProvider()   // transfer full, as "prepare" returns it
    }

    private func begin() {
        guard let icon else { return }
        let width = gdk_paintable_get_intrinsic_width(icon), height = gdk_paintable_get_intrinsic_height(icon)
        gtk_drag_source_set_icon(source, icon, width / 2, height / 2)
        g_object_unref(UnsafeMutableRawPointer(icon))
        self.icon = nil
    }

    /// The picture as a paintable `iconSize` points on its longer side.
    private static func icon(for texture: OpaquePointer) -> OpaquePointer? {
        let width = Float(gdk_texture_get_width(texture)), height = Float(gdk_texture_get_height(texture))
        guard width > 0, height > 0 else { return nil }
        let scale = Float(iconSize) / max(width, height)
        let snapshot = gtk_snapshot_new()
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: width * scale, height: height * scale))
        gtk_snapshot_append_texture(snapshot, texture, &bounds)
        var size = bounds.size
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
