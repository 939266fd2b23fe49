/// SwiftUI's way to write a list: its rows are the views of its content
/// (`List { ForEach(…) { … } }`), each a row of GtkUI's virtualized list,
/// identified by its tag, the `ForEach` id it was made with, or its place,
/// and named for screen readers by its text when it shows one. With a
/// selection, selecting a row writes its tag (or id) when it is of the
/// selection's type. The rows are made from the content every update, so a
/// content list suits the few rows a content block spells out; a long list
/// is cheaper as `List(data) { row }`.
public struct ListContentRow: Identifiable {
    public let id: AnyHashable
    let view: AnyView
    let name: String?
}

extension List where Data == [ListContentRow], ID == AnyHashable, Row == AnyView {
    @MainActor public init<Content: View>(@ViewBuilder content: () -> Content) {
        let rows = Self.rows(content())
        self.init(rows, id: \.id, row: { $0.view })
        nameRows(rows)
    }

    @MainActor public init<Content: View, Selection: Hashable>(selection: Binding<Selection?>, @ViewBuilder content: () -> Content) {
        let rows = Self.rows(content())
        let bridged = Binding<AnyHashable?>(
            get: { selection.wrappedValue.map(AnyHashable.init) },
            set: { selection.wrappedValue = $0?.base as? Selection })
        self.init(rows, id: \.id, selection: bridged, row: { $0.view })
        nameRows(rows)
    }

    /// Rows are named by their text when every row shows some; otherwise the
    /// list's own row naming applies (`rowAccessibilityLabel`). Notes whether
    /// any row is a link.
    @MainActor private mutating func nameRows(_ rows: [ListContentRow]) {
        if rows.allSatisfy({ $0.name != nil }) { rowName = { $0.name ?? "" } }
        linkRows = rows.contains { ListLinks.link(in: $0.view) != nil }
    }

    @MainActor
    static func rows<Content: View>(_ content: Content) -> [ListContentRow] {
        var slots: [ChildSlot] = []
        collectChild(content, into: &slots, path: [])
        return slots.enumerated().map { index, slot in
            let id: AnyHashable
            if let tagged = slot.view as? TagCarrying {
                id = tagged.anyTag
            } else if case .id(let elementID)? = slot.identity.path.last {
                id = elementID
            } else {
                id = AnyHashable(index)
            }
            return ListContentRow(id: id, view: AnyView(slot.view), name: (slot.view as? PlainTextConvertible)?.plainText)
        }
    }
}
