/// SwiftUI's way to write tabs: `TabView(selection:)` over views each given
/// a `.tabItem { Label(…) }` and a `.tag(…)`, made into GtkUI's `Tab`s (the
/// same widgets). The window's title is the application's name, as GNOME
/// shows it when a window has no title of its own.
nonisolated public struct TabItemView<Content: View>: View {
    let content: Content
    let title: String
    let icon: String

    @MainActor public var body: Content { content }
}

extension View {
    /// What the tab bar shows for this view: the label's title and icon.
    nonisolated public func tabItem(@ViewBuilder _ label: () -> Label<Text, Image>) -> TabItemView<Self> {
        let label = label()
        guard case .icon(let icon) = label.icon.source else {
            return TabItemView(content: self, title: label.titleString ?? "", icon: "")
        }
        return TabItemView(content: self, title: label.titleString ?? "", icon: icon)
    }
}

/// A tab item, whatever its content's type.
@MainActor
protocol TabItemCarrying {
    var itemTitle: String { get }
    var itemIcon: String { get }
    var itemContent: any View { get }
}

@MainActor extension TabItemView: TabItemCarrying {
    var itemTitle: String { title }
    var itemIcon: String { icon }
    var itemContent: any View { content }
}

/// One tab read from SwiftUI-style content.
struct TabEntry<Value: Hashable> {
    let value: Value
    let title: String
    let icon: String
    let content: AnyView
}

extension TabView {
    /// SwiftUI's form: each view of `content` with a `.tabItem` and a `.tag`
    /// of the selection's type is a tab; other views are not shown.
    @MainActor public init<Tabs: View>(selection: Binding<Selection>, @ViewBuilder content: () -> Tabs)
    where Content == ForEach<Range<Int>, Int, Tab<Selection, AnyView>> {
        let entries = Self.entries(content())
        self.init(selection: selection, title: GLibEnvironment.applicationName) {
            ForEach(0..<entries.count, id: \.self) { index in
                let entry = entries[index]
                Tab(entry.title, systemImage: entry.icon, value: entry.value) { entry.content }
            }
        }
    }

    /// The tagged tab items among `content`'s views, tag and item in either order.
    @MainActor static func entries<Tabs: View>(_ content: Tabs) -> [TabEntry<Selection>] {
        var slots: [ChildSlot] = []
        collectChild(content, into: &slots, path: [])
        return slots.compactMap { slot in
            var view: any View = slot.view
            var tag: Selection?
            var item: (title: String, icon: String)?
            while true {
                if let tagged = view as? TagCarrying, tag == nil {
                    tag = tagged.anyTag.base as? Selection
                    view = tagged.taggedContent
                } else if let tabItem = view as? TabItemCarrying, item == nil {
                    item = (tabItem.itemTitle, tabItem.itemIcon)
                    view = tabItem.itemContent
                } else {
                    break
                }
            }
            guard let tag, let item else { return nil }
            return TabEntry(value: tag, title: item.title, icon: item.icon, content: AnyView(view))
        }
    }
}
