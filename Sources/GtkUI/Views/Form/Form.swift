import Adw
import Gtk

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

    public func makeWidget(context: Context) -> Adw.PreferencesPage {
        let page = Adw.PreferencesPage()
        page.setExpand(horizontal: true, vertical: true)
        return page
    }

    public func updateWidget(_ page: Adw.PreferencesPage, context: Context) {}

    public func updateChildren(_ children: [Widget], in page: Adw.PreferencesPage, context: Context) {
        let coordinator = context.coordinator
        // A page cannot insert at a position: what follows the unchanged start is added again.
        let kept = commonPrefixLength(coordinator.groups, children)
        for group in coordinator.groups[kept...] { group.typed(as: Adw.PreferencesGroup.self).map(page.remove(group:)) }
        for group in children[kept...] { group.typed(as: Adw.PreferencesGroup.self).map(page.add(group:)) }
        coordinator.groups = children
    }
}
