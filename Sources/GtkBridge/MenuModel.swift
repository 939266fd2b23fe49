import CGtk

/// A menu model (`GMenu`): sections of entries, each a label and the detailed
/// action it activates (`"app.about"`), for a menu button or a popover menu to
/// show. (SwiftUI's `Menu` is a view; this is the model GTK shows one from.)
@MainActor
public final class MenuModel: GObjectHandle {
    public convenience init(sections: [[(label: String, action: String)]]) {
        let menu = g_menu_new()!
        for section in sections {
            let part = g_menu_new()!
            for item in section { g_menu_append(part, item.label, item.action) }
            g_menu_append_section(menu, nil, UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(UnsafeMutableRawPointer(part))   // the menu keeps its own reference
        }
        self.init(adopting: UnsafeMutableRawPointer(menu))
    }

    /// Sections with an optional heading each (a popover menu shows it above
    /// the section's entries); an entry whose action has a boolean state
    /// shows as a check item.
    public convenience init(labelledSections sections: [(label: String?, items: [(label: String, action: String)])]) {
        let menu = g_menu_new()!
        for section in sections {
            let part = g_menu_new()!
            for item in section.items { g_menu_append(part, item.label, item.action) }
            g_menu_append_section(menu, section.label, UnsafeMutableRawPointer(part).assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
        self.init(adopting: UnsafeMutableRawPointer(menu))
    }

    /// Takes `other`'s sections in place of its own: a menu showing this
    /// model (an open popover among them) shows the new entries at once.
    public func replaceContents(with other: MenuModel) {
        let menu = OpaquePointer(object)
        let source: UnsafeMutablePointer<GMenuModel> = other.pointer()
        g_menu_remove_all(menu)
        for index in 0..<g_menu_model_get_n_items(source) {
            let item = g_menu_item_new_from_model(source, index)
            g_menu_append_item(menu, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
    }
}
