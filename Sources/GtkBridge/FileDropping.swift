import CGtk

/// Makes a widget a place to drop files from another application (a file
/// manager's files, `GtkDropTarget` for `GdkFileList`): when files are
/// dropped, `receive` gets their names and where they fell, and says
/// whether it took them; `isTargeted` hears when a drag with files comes
/// over the widget and leaves it. GTK gives the widget the `:drop(active)`
/// state meanwhile, for the style sheet to show it can be dropped on.
@MainActor
public final class FileDropping {
    /// What a drop does now; true when the files were taken.
    public var receive: @MainActor ([FileName], Double, Double) -> Bool
    /// Told true when a drag with files comes over the widget, false when it goes.
    public var isTargeted: @MainActor (Bool) -> Void
    private let handle: GObjectHandle
    private let target: OpaquePointer

    public init(
        on widget: GObjectHandle, receive: @escaping @MainActor ([FileName], Double, Double) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.receive = receive
        self.isTargeted = isTargeted
        let target = gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)!
        self.target = target
        handle = GObjectHandle(adopting: UnsafeMutableRawPointer(target))
        let drop: @MainActor (UnsafePointer<GValue>?, Double, Double) -> Bool = { [weak self] value, x, y in
            guard let self, let value else { return false }
            return self.receive(Self.files(in: value), x, y)
        }
        handle.connect(signal: "drop", handler: drop, thunk: unsafeBitCast(dropThunk, to: GCallback.self))
        handle.connectNotify("current-drop") { [weak self] in
            guard let self else { return }
            self.isTargeted(gtk_drop_target_get_current_drop(self.target) != nil)
        }
        // The widget takes a reference of its own.
        g_object_ref(UnsafeMutableRawPointer(target))
        gtk_widget_add_controller(widget.raw.assumingMemoryBound(to: GtkWidget.self), target)
    }

    /// The names of the local files a `GdkFileList` value holds, in order;
    /// files with no local path (a remote location) are left out.
    private static func files(in value: UnsafePointer<GValue>) -> [FileName] {
        guard let list = g_value_get_boxed(value) else { return [] }
        let files = gdk_file_list_get_files(OpaquePointer(list))
        defer { g_slist_free(files) }
        var names: [FileName] = []
        var node = files
        while let current = node {
            if let path = g_file_get_path(OpaquePointer(current.pointee.data)) {
                let length = strlen(path)
                names.append(FileName(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(path).assumingMemoryBound(to: UInt8.self), count: length))))
                g_free(path)
            }
            node = current.pointee.next
        }
        return names
    }
}

private let dropThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    _, value, x, y, data in
    nonisolated(unsafe) let value = value
    let box = SignalBox<@MainActor (UnsafePointer<GValue>?, Double, Double) -> Bool>.from(data)
    return MainActor.assumeIsolated { box.handler(value, x, y) } ? 1 : 0
}
