import Gtk

/// The primary menu of an app's windows: one menu model, built from the
/// app's commands, shown by a "Main Menu" button at the end of each window's
/// header bar (a window's own, or that of a `TabView` filling it). GNOME apps
/// have no menu bar; this is where their commands live.
@MainActor
final class SceneMenu {
    let model: MenuModel
    private var buttons: [WeakButton] = []

    private struct WeakButton { weak var button: Gtk.MenuButton? }

    init(model: MenuModel) {
        self.model = model
    }

    /// A new menu button showing the menu, kept up to date with it. The
    /// button is given the menu when it is first shown: the popover GTK
    /// builds from a menu is a widget per entry, and a window's own header
    /// bar (with its button) goes unshown when its content brings a header
    /// bar of its own.
    func makeButton() -> Gtk.MenuButton {
        let button = PrimaryMenu.makeButton()
        var mapped: SignalConnection?
        mapped = button.onMap { [model] widget in
            if let button = widget.cast(to: Gtk.MenuButton.self), button.menuModel == nil {
                button.menuModel = model
                button.popover?.forwardApplicationShortcuts()
            }
            mapped?.disconnect()
        }
        buttons.removeAll { $0.button == nil }
        buttons.append(WeakButton(button: button))
        return button
    }

    /// Shows `model`'s entries in place of the menu's: the one model every
    /// button shows takes them, so a menu open now changes with it.
    func replace(_ model: MenuModel) {
        self.model.replaceContents(with: model)
    }
}

private struct SceneMenuKey: ObjectEnvironmentKey {
    typealias Object = SceneMenu
    static var defaultValue: SceneMenu? { nil }
}

extension EnvironmentValues {
    /// The app's primary menu, for the header bar a window's content makes.
    var sceneMenu: SceneMenu? {
        get { self[SceneMenuKey.self] }
        set { self[SceneMenuKey.self] = newValue }
    }
}
