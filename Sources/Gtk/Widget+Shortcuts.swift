import CGtk
@_spi(Bindings) import GtkBridge

@MainActor
extension Gtk.Widget {
    /// Runs `handler` when `trigger` (GTK syntax, such as `"<Control>f"`) is
    /// pressed: within this widget (`.local`), or anywhere in its window while
    /// it is shown (`.global`). The handler's box is freed with the shortcut.
    public func addShortcut(
        _ trigger: String, scope: Gtk.ShortcutScope = .local, _ handler: @escaping @MainActor () -> Void
    ) {
        let controller = Gtk.ShortcutController()
        controller.scope = scope
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

    /// Lets the application's keyboard shortcuts (Ctrl+Q, Ctrl+?…) work
    /// while this widget — a popover, whose key presses GTK 4.8 does not
    /// offer to the window's application shortcuts — has the focus: a key
    /// with Ctrl or Alt that the application binds closes the popover and
    /// runs its action. Installing it twice does nothing.
    public func forwardApplicationShortcuts() {
        guard g_object_get_data(object, "gtkbridge-forwards-shortcuts") == nil else { return }
        g_object_set_data(object, "gtkbridge-forwards-shortcuts", UnsafeMutableRawPointer(bitPattern: 1))
        let target = widget  // the controller lives on this widget, so the pointer outlives the handler
        let keys = Gtk.EventControllerKey()
        keys.propagationPhase = .capture
        keys.connectKeyPressed { keyval, state in runApplicationShortcut(on: target, keyval: keyval, state: state) }
        addController(keys)
    }
}

/// Runs the application action bound to the key, if any, from `widget`.
@MainActor
private func runApplicationShortcut(on widget: UnsafeMutablePointer<GtkWidget>, keyval: UInt32, state: GdkModifierType) -> Bool {
    let modifiers = state.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
    guard modifiers & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) != 0,
          let root = gtk_widget_get_root(widget),
          let application = gtk_window_get_application(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
    else { return false }
    // Shift is part of some keys (Ctrl+? is Ctrl+Shift+/): try with and without it.
    for candidate in [modifiers, modifiers & ~GDK_SHIFT_MASK.rawValue] {
        guard let accelerator = gtk_accelerator_name(keyval, GdkModifierType(rawValue: candidate)) else { continue }
        let actions = gtk_application_get_actions_for_accel(application, accelerator)
        g_free(accelerator)
        guard let actions else { continue }
        defer { g_strfreev(actions) }
        guard let detailed = actions[0] else { continue }
        var name: UnsafeMutablePointer<gchar>?
        var parameter: OpaquePointer?
        guard g_action_parse_detailed_name(detailed, &name, &parameter, nil) != 0, let name else { continue }
        defer {
            g_free(name)
            if let parameter { g_variant_unref(parameter) }
        }
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                      gtk_popover_get_type()) != 0 {
            gtk_popover_popdown(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkPopover.self))
        }
        return gtk_widget_activate_action_variant(widget, name, parameter) != 0
    }
    return false
}
