import CGtk

@MainActor
extension Widget {
    /// Runs `handler` when `trigger` (GTK syntax, such as `"<Control>f"`) is
    /// pressed: within this widget (`.local`), or anywhere in its window while
    /// it is shown (`.global`). The handler's box is freed with the shortcut.
    public func addShortcut(
        _ trigger: String, scope: GtkShortcutScope = GTK_SHORTCUT_SCOPE_LOCAL, _ handler: @escaping @MainActor () -> Void
    ) {
        let controller = GObjectHandle(taking: UnsafeMutableRawPointer(gtk_shortcut_controller_new()!))
        gtk_shortcut_controller_set_scope(controller.opaque, scope)
        let box = Unmanaged.passRetained(SignalBox<@MainActor () -> Void>(handler)).toOpaque()
        let callback: GtkShortcutFunc = { _, _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
            return 1
        }
        let release: GDestroyNotify = { data in Unmanaged<AnyObject>.fromOpaque(data!).release() }
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_callback_action_new(callback, box, release))
        gtk_shortcut_controller_add_shortcut(controller.opaque, shortcut)
        addController(controller)
    }
}
