import Gtk
import GtkBridge

/// How GNOME opens a context menu, shared by a list's rows and
/// `.contextMenu` on any view: a secondary click or a long press (touch) on
/// the widget, or the Menu key or Shift+F10; and the popover it opens — a
/// menu without an arrow, running a `MenuActions`' entries, that says when
/// it has closed (on the next frame, after the chosen entry's action, which
/// may take its widget away, and after GTK moved the focus).
@MainActor
enum ContextMenuInput {
    /// Opens the menu on a secondary click or a long press at a point of
    /// `widget`: `open` says whether a menu opened, and the gesture is then
    /// claimed (the finger lifting is not also a tap).
    static func installPointer(on widget: Gtk.Widget, open: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool) {
        let secondary = Gtk.GestureClick()
        secondary.button = 3
        secondary.onPressed { gesture, _, x, y in
            guard open(x, y) else { return }
            _ = gesture.setState(.claimed)
        }
        widget.addController(secondary)
        let longPress = Gtk.GestureLongPress()
        longPress.touchOnly = true
        longPress.onPressed { gesture, x, y in
            guard open(x, y) else { return }
            _ = gesture.setState(.claimed)
        }
        widget.addController(longPress)
    }

    /// Whether a key press asks for a context menu: Menu, or Shift+F10,
    /// without Ctrl or Alt.
    static func isMenuKey(_ keyval: UInt32, state: Gdk.ModifierType) -> Bool {
        guard let key = KeyName.of(keyval), state.isDisjoint(with: [.controlMask, .altMask]) else { return false }
        return key == "Menu" || (key == "F10" && state.contains(.shiftMask))
    }

    /// A context menu running `actions`' entries; `closed` runs on the frame
    /// after it closes, on `owner`'s frame clock.
    static func makePopover(actions: MenuActions, owner: Gtk.Widget, closed: @escaping @MainActor () -> Void) -> Gtk.PopoverMenu {
        let popover = Gtk.PopoverMenu(model: nil)
        popover.hasArrow = false
        popover.insertActionGroup(name: actions.prefix, group: actions.group)
        popover.onClosed { [weak owner] _ in
            owner?.addTickCallback { _ in
                closed()
                return false
            }
        }
        return popover
    }
}
