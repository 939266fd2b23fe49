import CGtk
import CGtkWidgets

/// The list's input, as GtkListView behaves in single-selection mode: a click
/// selects a row and a double click activates it (or one click, released
/// where it was pressed, with `activatesOnSingleClick()`); the arrow keys, Page Up/Down
/// and Home/End move the focus and the selection with it, scrolling as they
/// go; Enter and Space activate; Escape clears the selection (and, with none,
/// passes on, to close a search or a dialog). Rows off screen have no widget, so the keys
/// are handled here by index rather than left to GTK's focus chain.
extension ListCoordinator {
    func installInput() {
        let click = GObjectHandle(adopting: UnsafeMutableRawPointer(gtk_gesture_click_new()!))
        click.connectClick("pressed") { [weak self] count, x, y in self?.clicked(count: count, x: x, y: y) }
        click.connectClick("released") { [weak self] count, x, y in self?.released(count: count, x: x, y: y) }
        recycler.addController(click)
        let keys = GObjectHandle(adopting: UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
        keys.connectKeyPressed { [weak self] keyval, state in self?.keyPressed(keyval, state: state) ?? false }
        recycler.addController(keys)
        // The rows' actions, as assistive technology invokes them.
        recycler.connectIndex("select-row") { [weak self] index in self?.select(Int(index)) }
        recycler.connectIndex("activate-row") { [weak self] index in
            self?.select(Int(index))
            self?.activate(Int(index))
        }
    }

    /// The index of the row holding the focus, if any.
    var focusedIndex: Int? {
        guard let row = gtk_widget_get_focus_child(recycler.widget) else { return nil }
        let index = Int(cgtk_recycler_index_of(row))
        return index >= 0 ? index : nil
    }

    private func clicked(count: Int32, x: Double, y: Double) {
        pressedAt = nil
        guard let row = cgtk_recycler_row_at(recycler.widget, x, y) else { return }
        let index = Int(cgtk_recycler_index_of(row))
        guard index >= 0 else { return }
        gtk_widget_grab_focus(row)
        select(index)
        if parent.activatesOnClick {
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
              let row = cgtk_recycler_row_at(recycler.widget, x, y), Int(cgtk_recycler_index_of(row)) == press.index else { return }
        activate(press.index)
    }

    private func keyPressed(_ keyval: UInt32, state: GdkModifierType) -> Bool {
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        guard modifiers == 0 else { return false }
        if Int32(keyval) == GDK_KEY_Escape { return clearSelection() }
        let count = parent.data.count
        guard count > 0 else { return false }
        let current = focusedIndex
        let horizontal = parent.axis == .horizontal
        let pageRows = max(1, Int(gtk_adjustment_get_page_size(adjustment) / Double(max(1, cgtk_recycler_get_stride(recycler.widget)))))
        let target: Int
        switch Int32(keyval) {
        case GDK_KEY_Down where !horizontal, GDK_KEY_KP_Down where !horizontal,
             GDK_KEY_Right where horizontal, GDK_KEY_KP_Right where horizontal:
            target = current.map { $0 + 1 } ?? 0
        case GDK_KEY_Up where !horizontal, GDK_KEY_KP_Up where !horizontal,
             GDK_KEY_Left where horizontal, GDK_KEY_KP_Left where horizontal:
            target = current.map { $0 - 1 } ?? 0
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: target = (current ?? 0) + pageRows
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: target = (current ?? 0) - pageRows
        case GDK_KEY_Home, GDK_KEY_KP_Home: target = 0
        case GDK_KEY_End, GDK_KEY_KP_End: target = count - 1
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
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
        gtk_widget_grab_focus(row.widget.widget)
        select(index)
    }

    private func scrollIntoView(_ index: Int) {
        let stride = Double(cgtk_recycler_get_stride(recycler.widget))
        guard stride > 0 else { return }
        let start = Double(index) * stride, end = start + stride
        let value = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
        if start < value {
            gtk_adjustment_set_value(adjustment, start)
        } else if end > value + page {
            gtk_adjustment_set_value(adjustment, end - page)
        }
    }

    private func select(_ index: Int) {
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
    }

    /// The row's `:selected` state and its accessible selected state.
    func showSelection(of row: ListRow) {
        guard parent.selection != nil else { return }
        let selected = row.index >= 0 && row.index == selectedIndex
        let isShown = gtk_widget_get_state_flags(row.widget.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
        guard selected != isShown else { return }
        if selected {
            gtk_widget_set_state_flags(row.widget.widget, GTK_STATE_FLAG_SELECTED, 0)
        } else {
            gtk_widget_unset_state_flags(row.widget.widget, GTK_STATE_FLAG_SELECTED)
        }
        cgtk_accessible_set_selected(OpaquePointer(row.widget.widget), selected ? 1 : 0)
    }
}
