import CGtk
@_spi(Bindings) import GtkBridge

/// A `GMenuModel` read back as a person sees the menu: its sections, each
/// with its heading (if any) and its entries' labels and detailed actions.
public struct MenuSnapshot: CustomStringConvertible, Sendable {
    public struct Section: Sendable {
        public let heading: String?
        public let items: [(label: String, action: String)]
    }

    public let sections: [Section]

    /// Each section's labels, its heading first as `# heading`.
    public var labels: [[String]] { sections.map { ($0.heading.map { ["# " + $0] } ?? []) + $0.items.map(\.label) } }
    public var headings: [String] { sections.compactMap(\.heading) }
    public var description: String { "\(labels)" }

    /// The detailed action of the entry labelled `label`.
    public func action(labelled label: String) -> String? {
        sections.lazy.flatMap(\.items).first { $0.label == label }?.action
    }

    @MainActor
    public init(_ model: GObjectHandle) {
        self.init(UnsafeMutablePointer<GMenuModel>(OpaquePointer(model.raw)))
    }

    @MainActor
    public init(_ menu: UnsafeMutablePointer<GMenuModel>) {
        sections = (0..<g_menu_model_get_n_items(menu)).map { index in
            let section = g_menu_model_get_item_link(menu, index, "section")!
            defer { g_object_unref(section) }
            let items = (0..<g_menu_model_get_n_items(section)).map { item in
                (Self.attribute(section, item, "label") ?? "", Self.attribute(section, item, "action") ?? "")
            }
            return Section(heading: Self.attribute(menu, index, "label"), items: items)
        }
    }

    @MainActor
    private static func attribute(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(menu, index, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }
}
