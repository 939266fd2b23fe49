import Gtk
import GtkBridge
import GtkUIWidgets

/// The list's input, as GtkListView behaves in single-selection mode: a click
/// selects a row and a double click activates it (or one click, released
/// where it was pressed, with `activatesOnSingleClick()`); the arrow keys, Page Up/Down
/// and Home/End move the focus and the selection with it, scrolling as they
/// go; Enter and Space activate; Escape clears the selection (and, with none,
/// passes on, to close a search or a dialog). Rows off screen have no widget, so the keys
/// are handled here by index rather than left to GTK's focus chain.
extension ListCoordinator {
    func installInput() {
        let click = Gtk.GestureClick()
        click.onPressed { [weak self] _, count, x, y in self?.clicked(count: count, x: x, y: y) }
        click.onReleased { [weak self] _, count, x, y in self?.released(count: count, x: x, y: y) }
        recycler.addController(click)
        let keys = Gtk.EventControllerKey()
        keys.onKeyPressed { [weak self] _, keyval, _, state in self?.keyPressed(keyval, state: state) ?? false }
        recycler.addController(keys)
        // The rows' actions, as assistive technology invokes them.
        recycler.onSelectRow { [weak self] _, index in self?.select(Int(index)) }
        recycler.onActivateRow { [weak self] _, index in
            self?.select(Int(index))
            self?.activate(Int(index))
        }
    }

    /// The index of the row holding the focus, if any.
    var focusedIndex: Int? {
        recycler.focusedRow?.index
    }

    private func clicked(count: Int32, x: Double, y: Double) {
        pressedAt = nil
        guard let row = recycler.rowAt(x: x, y: y), let index = row.index else { return }
        _ = row.grabFocus()
        select(index)
        if parent.activatesOnClick || link(at: index) != nil {
            pressedAt = (index, x, y)
        } else if count == 2 {
            activate(index)
        }
    }

    /// With one-click activation, a release on the row pressed, near where
    /// it was pressed, activates it.
    private func released(count: Int32, x: Double, y: Double) {
        guard let press = pressedAt else { return }
        pressedAt = nil
        guard count == 1, !DragThreshold.isPassed(from: (press.x, press.y), to: (x, y)),
              recycler.rowAt(x: x, y: y)?.index == press.index else { return }
        activate(press.index)
    }

    private func keyPressed(_ keyval: UInt32, state: Gdk.ModifierType) -> Bool {
        if contextMenuKeyPressed(keyval, state: state) { return true }
        guard state.isDisjoint(with: [.controlMask, .altMask, .shiftMask]), let key = KeyName.of(keyval) else { return false }
        if key == "Escape" { return clearSelection() }
        let count = parent.data.count
        guard count > 0 else { return false }
        let current = focusedIndex
        let horizontal = parent.axis == .horizontal
        let pageRows = max(1, Int(adjustment.pageSize / Double(max(1, recycler.stride))))
        let target: Int
        switch key {
        case "Down" where !horizontal, "KP_Down" where !horizontal, "Right" where horizontal, "KP_Right" where horizontal:
            target = current.map { $0 + 1 } ?? 0
        case "Up" where !horizontal, "KP_Up" where !horizontal, "Left" where horizontal, "KP_Left" where horizontal:
            target = current.map { $0 - 1 } ?? 0
        case "Page_Down", "KP_Page_Down": target = (current ?? 0) + pageRows
        case "Page_Up", "KP_Page_Up": target = (current ?? 0) - pageRows
        case "Home", "KP_Home": target = 0
        case "End", "KP_End": target = count - 1
        case "Return", "KP_Enter", "ISO_Enter", "space", "KP_Space":
            guard let current else { return false }
            select(current)
            activate(current)
            return true
        default:
            return false
        }
        moveFocus(to: min(max(target, 0), count - 1))
        return true
    }

    /// Scrolls `index` into view, places its row and focuses and selects it.
    func moveFocus(to index: Int) {
        scrollIntoView(index)
        placeRows()
        guard let row = placed.first(where: { $0.index == index }) else { return }
        _ = row.widget.grabFocus()
        select(index)
    }

    private func scrollIntoView(_ index: Int) {
        let stride = Double(recycler.stride)
        guard stride > 0 else { return }
        let start = Double(index) * stride, end = start + stride
        let value = adjustment.value, page = adjustment.pageSize
        if start < value {
            adjustment.value = start
        } else if end > value + page {
            adjustment.value = end - page
        }
    }

    func select(_ index: Int) {
        guard let selection = parent.selection, let id = id(at: index) else { return }
        selectedIndex = index
        placed.forEach(showSelection(of:))
        if selection.wrappedValue != id { selection.wrappedValue = id }
    }

    /// Selects nothing; false when nothing was selected.
    private func clearSelection() -> Bool {
        guard let selection = parent.selection, selection.wrappedValue != nil else { return false }
        selectedIndex = nil
        placed.forEach(showSelection(of:))
        selection.wrappedValue = nil
        return true
    }

    private func activate(_ index: Int) {
        guard let id = id(at: index) else { return }
        parent.onActivate?(id)
        openLink(at: index)
    }

    /// The row's `:selected` state and its accessible selected state.
    func showSelection(of row: ListRow) {
        guard parent.selection != nil || parent.linkRows else { return }
        let selected = parent.selection == nil
            ? row.index >= 0 && showsLinkDestination(at: row.index)
            : row.index >= 0 && row.index == selectedIndex
        let isShown = row.widget.stateFlags.contains(.selected)
        guard selected != isShown else { return }
        if selected {
            row.widget.setStateFlags(.selected, clear: false)
        } else {
            row.widget.unsetStateFlags(.selected)
        }
        row.widget.setAccessibleSelected(selected)
    }
}
