import CGtk

/// One entry of a menu: its label and the detailed action it activates
/// (`"app.about"`); GTK disables the entry while the action is disabled.
public struct MenuItem: Equatable, Sendable {
    public let label: String
    public let action: String

    public init(_ label: String, action: String) {
        self.label = label
        self.action = action
    }
}

/// The header bar's main menu: a `GtkMenuButton` with the "open menu" icon
/// and a `GMenu` of sections, as GNOME apps have.
public struct PrimaryMenu: WidgetRepresentable, Equatable {
    let sections: [[MenuItem]]

    public init(sections: [[MenuItem]]) {
        self.sections = sections
    }

    public func makeWidget(context: Context) -> Widget {
        let button = Widget(taking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, "open-menu-symbolic")
        gtk_menu_button_set_primary(button.opaque, 1)   // F10 opens it
        button.tooltip = tr("Main Menu")
        button.setAccessibleLabel(tr("Main Menu"))
        return button
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let menu = g_menu_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
        for section in sections {
            let part = g_menu_new()!
            for item in section { g_menu_append(part, item.label, item.action) }
            g_menu_append_section(menu, nil, UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
        gtk_menu_button_set_menu_model(widget.opaque, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        if let popover = gtk_menu_button_get_popover(widget.opaque) {
            Widget(taking: UnsafeMutableRawPointer(popover)).forwardApplicationShortcuts()
        }
    }
}
