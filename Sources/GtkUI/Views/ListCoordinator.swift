import CGtk

/// The list's Coordinator: data source and delegate in GTK's terms. It owns
/// the string-list model and selection, answers the factory's `setup`, `bind`,
/// `unbind` and `teardown` with row views, and turns `notify::selected` and
/// `activate` into binding writes and calls.
@MainActor
public final class ListCoordinator<Data: RandomAccessCollection, ID: Hashable, Row: View>: ParentHolding {
    public var parent: List<Data, ID, Row>
    private var keys: [String] = []
    private var elementsByKey: [String: Data.Element] = [:]
    private var keyForID: [ID: String] = [:]
    private var idForKey: [String: ID] = [:]
    private var nextKey = 0
    private var model: GObjectHandle!
    private var selectionModel: GObjectHandle!
    private var factory: GObjectHandle!
    private var selectionConnection: SignalConnection?
    /// Row hosts by their `GtkListItem`.
    private var rows: [UnsafeMutableRawPointer: (host: SubtreeHost, key: String?)] = [:]
    private unowned var owner: ViewNode!

    init(parent: List<Data, ID, Row>) {
        self.parent = parent
    }

    func makeListView(owner: ViewNode) -> Widget {
        self.owner = owner
        model = GObjectHandle(taking: UnsafeMutableRawPointer(gtk_string_list_new(nil)!))
        let selection = gtk_single_selection_new(OpaquePointer(g_object_ref(model.raw)))!
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        selectionModel = GObjectHandle(taking: UnsafeMutableRawPointer(selection))
        factory = GObjectHandle(taking: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()!))
        factory.connectPointer("setup") { [weak self] item in self?.setup(item!) }
        factory.connectPointer("bind") { [weak self] item in self?.bind(item!) }
        factory.connectPointer("unbind") { [weak self] item in self?.unbind(item!) }
        factory.connectPointer("teardown") { [weak self] item in self?.teardown(item!) }
        let listView = Widget(taking: gtk_list_view_new(
            OpaquePointer(g_object_ref(selectionModel.raw)), OpaquePointer(g_object_ref(factory.raw))))
        gtk_list_view_set_single_click_activate(listView.opaque, 0)
        let horizontal = parent.axis == .horizontal
        gtk_orientable_set_orientation(OpaquePointer(listView.widget), horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        listView.addCSSClass(horizontal ? "horizontal-list" : "navigation-sidebar")
        listView.connectIndex("activate") { [weak self] position in self?.activated(at: position) }
        selectionConnection = selectionModel.connectNotify("selected") { [weak self] in self?.selectionChanged() }
        // A list view scrolls itself only inside a scrolled window; that is also
        // what bounds the rows it realizes to the viewport.
        let scrolled = Widget(taking: gtk_scrolled_window_new())
        if horizontal {
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        } else {
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        }
        withExtendedLifetime(listView) { gtk_scrolled_window_set_child(scrolled.opaque, listView.widget) }
        scrolled.setExpand(horizontal: true, vertical: true)
        return scrolled
    }

    /// Brings the model, the bound rows and the selection in line with `list`.
    func apply(_ list: List<Data, ID, Row>) {
        parent = list
        var newKeys: [String] = []
        newKeys.reserveCapacity(list.data.count)
        elementsByKey.removeAll(keepingCapacity: true)
        for element in list.data {
            let id = element[keyPath: list.id]
            let key = keyForID[id] ?? makeKey(for: id)
            newKeys.append(key)
            elementsByKey[key] = element
        }
        selectionConnection?.whileBlocked { splice(to: newKeys) }
        for row in rows.values {
            guard let key = row.key, let element = elementsByKey[key] else { continue }
            row.host.update(list.row(element))
        }
        syncSelection()
    }

    func dismantle() {
        for row in rows.values { row.host.unmount() }
        rows = [:]
    }

    private func makeKey(for id: ID) -> String {
        nextKey += 1
        let key = String(nextKey)
        keyForID[id] = key
        idForKey[key] = id
        return key
    }

    /// Replaces only the changed middle of the model: common prefix and suffix stay.
    private func splice(to newKeys: [String]) {
        guard newKeys != keys else { return }
        var prefix = 0
        while prefix < keys.count, prefix < newKeys.count, keys[prefix] == newKeys[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < keys.count - prefix, suffix < newKeys.count - prefix,
              keys[keys.count - 1 - suffix] == newKeys[newKeys.count - 1 - suffix] { suffix += 1 }
        let removed = keys.count - prefix - suffix
        let added = Array(newKeys[prefix..<(newKeys.count - suffix)])
        withCStringArray(added) { array in
            gtk_string_list_splice(model.opaque, guint(prefix), guint(removed), array)
        }
        keys = newKeys
    }

    private func key(at position: UInt32) -> String? {
        Int(position) < keys.count ? keys[Int(position)] : nil
    }

    private func syncSelection() {
        guard let selection = parent.selection else { return }
        let position: UInt32
        if let id = selection.wrappedValue, let key = keyForID[id], let index = keys.firstIndex(of: key) {
            position = UInt32(index)
        } else {
            position = UInt32(GTK_INVALID_LIST_POSITION)
        }
        guard gtk_single_selection_get_selected(selectionModel.opaque) != position else { return }
        selectionConnection?.whileBlocked { gtk_single_selection_set_selected(selectionModel.opaque, guint(position)) }
    }

    private func selectionChanged() {
        guard let selection = parent.selection else { return }
        let position = gtk_single_selection_get_selected(selectionModel.opaque)
        selection.wrappedValue = key(at: position).flatMap { idForKey[$0] }
    }

    private func activated(at position: UInt32) {
        guard let key = key(at: position), let id = idForKey[key] else { return }
        parent.onActivate?(id)
    }

    // MARK: Factory

    private func setup(_ item: UnsafeMutableRawPointer) {
        ListStatistics.rowsSetUp += 1
        let host = SubtreeHost(owner: owner, view: EmptyView())
        rows[item] = (host, nil)
        gtk_list_item_set_child(OpaquePointer(item), host.widget.widget)
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        guard let row = rows[item] else { return }
        let stringObject = gtk_list_item_get_item(OpaquePointer(item))
        let key = String(cString: gtk_string_object_get_string(OpaquePointer(stringObject)))
        guard let element = elementsByKey[key] else { return }
        rows[item] = (row.host, key)
        row.host.update(parent.row(element))
    }

    private func unbind(_ item: UnsafeMutableRawPointer) {
        guard let row = rows[item] else { return }
        rows[item] = (row.host, nil)
    }

    private func teardown(_ item: UnsafeMutableRawPointer) {
        rows.removeValue(forKey: item)?.host.unmount()
        gtk_list_item_set_child(OpaquePointer(item), nil)
    }

    /// How many rows are bound to data now (on screen or just off it).
    public var boundRowCount: Int { rows.values.filter { $0.key != nil }.count }
}
