import Gtk
import GtkBridge
import GtkUIWidgets

/// A row's context menu (`List.contextMenu(forSelectionType:menu:)`), as
/// GNOME's lists open one: a secondary click or a long press on a row, or the
/// Menu key or Shift+F10 on the focused row, selects the row and opens the
/// menu beside it, its entries read from the list's menu for that row's id.
/// Without a menu the input is left to others.
extension ListCoordinator {
    func installContextMenu() {
        ContextMenuInput.installPointer(on: recycler) { [weak self] x, y in self?.openContextMenu(atX: x, y: y) ?? false }
        // An interactive list's own key handler asks first; another list
        // needs a controller for the menu's keys alone.
        guard !isInteractive else { return }
        let keys = Gtk.EventControllerKey()
        keys.onKeyPressed { [weak self] _, keyval, _, state in self?.contextMenuKeyPressed(keyval, state: state) ?? false }
        recycler.addController(keys)
    }

    /// The Menu key or Shift+F10 on a focused row opens its menu.
    func contextMenuKeyPressed(_ keyval: UInt32, state: Gdk.ModifierType) -> Bool {
        guard parent.contextMenu != nil, ContextMenuInput.isMenuKey(keyval, state: state) else { return false }
        guard let row = recycler.focusedRow, let index = row.index else { return false }
        return openContextMenu(for: index, row: row, at: nil)
    }

    private func openContextMenu(atX x: Double, y: Double) -> Bool {
        guard let row = recycler.rowAt(x: x, y: y), let index = row.index else { return false }
        _ = row.grabFocus()
        return openContextMenu(for: index, row: row, at: (x, y))
    }

    /// Opens the menu for the row at `index`: at `point` of the list, or
    /// under the row when it came from the keyboard.
    private func openContextMenu(for index: Int, row: RecyclerRow, at point: (x: Double, y: Double)?) -> Bool {
        guard let menu = parent.contextMenu, let id = id(at: index) else { return false }
        let entries = menu(id)
        guard !entries.isEmpty else { return false }
        if parent.selection != nil { select(index) }
        contextMenuIndex = index
        let actions = contextMenuActions
        let popover = contextMenuPopover ?? {
            let popover = ContextMenuInput.makePopover(actions: actions, owner: recycler) { [weak self] in
                self?.returnFocusFromContextMenu()
            }
            contextMenuPopover = popover
            return popover
        }()
        if let model = actions.install(entries) { popover.menuModel = model }
        if let point {
            recycler.popUp(popover, pointingAt: point.x, point.y, width: 1, height: 1)
        } else if let bounds = row.bounds(in: recycler) {
            recycler.popUp(popover, pointingAt: bounds.x, bounds.y, width: bounds.width, height: bounds.height)
        }
        return true
    }

    /// The focus goes back to the row the menu was opened from (or the one
    /// now in its place), as GTK 4.8 leaves it on the window's first button
    /// once the menu closes; unless the list is gone from the screen or
    /// already has the focus.
    private func returnFocusFromContextMenu() {
        guard let index = contextMenuIndex else { return }
        contextMenuIndex = nil
        let count = parent.data.count
        // The menu is the list's child: a focus in it is not the list's.
        let inList = recycler.focusWithin.map { $0.ancestor(widgetType: Gtk.Popover.gType) == nil } ?? false
        guard count > 0, recycler.isMapped, !inList else { return }
        moveFocus(to: min(index, count - 1))
    }
}
