import CGtk

/// A page of settings in GNOME's idiom, SwiftUI's `Form`: an
/// `AdwPreferencesPage`, which scrolls and keeps its groups at a readable
/// width. Its content is `Section`s; each becomes one of the page's groups.
/// It does not lay out anything else: a view that is not a `Section` is a
/// programming error GTK reports.
public struct Form<Content: View>: ContainerRepresentable {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public final class Coordinator {
        var groups: [Widget] = []
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> Widget {
        let page = Widget(taking: adw_preferences_page_new())
        page.setExpand(horizontal: true, vertical: true)
        return page
    }

    public func updateWidget(_ widget: Widget, context: Context) {}

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let coordinator = context.coordinator
        let page: UnsafeMutablePointer<AdwPreferencesPage> = widget.pointer()
        // A page cannot insert at a position: what follows the unchanged start is added again.
        let kept = commonPrefixLength(coordinator.groups, children)
        for group in coordinator.groups[kept...] { adw_preferences_page_remove(page, group.pointer()) }
        for group in children[kept...] { adw_preferences_page_add(page, group.pointer()) }
        coordinator.groups = children
    }
}
