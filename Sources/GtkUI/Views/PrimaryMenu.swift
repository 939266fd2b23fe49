import Gtk

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

/// The header bar's main menu: a `Gtk.MenuButton` with the "open menu" icon
/// and a `GMenu` of sections, as GNOME apps have.
nonisolated public struct PrimaryMenu: WidgetRepresentable, Equatable {
    let sections: [[MenuItem]]

    public init(sections: [[MenuItem]]) {
        self.sections = sections
    }

    @MainActor public func makeWidget(context: Context) -> Gtk.MenuButton {
        Self.makeButton()
    }

    /// The "Main Menu" button: the open-menu icon, named, opened by F10.
    @MainActor static func makeButton() -> Gtk.MenuButton {
        let button = Gtk.MenuButton.announcedOnce()
        button.iconName = "open-menu-symbolic"
        button.isPrimary = true   // F10 opens it
        button.tooltipText = tr("Main Menu")
        button.announce(tr("Main Menu"))
        return button
    }

    @MainActor public func updateWidget(_ button: Gtk.MenuButton, context: Context) {
        button.menuModel = MenuModel(sections: sections.map { $0.map { ($0.label, $0.action) } })
        button.popover?.forwardApplicationShortcuts()
    }
}
