import Adw
import Gtk

/// A page that explains an empty or missing state: an `Adw.StatusPage` with an
/// icon, a title, a description and, optionally, what to do about it (a
/// button such as "Show All") under them.
nonisolated public struct StatusPage<Actions: View>: ContainerRepresentable {
    let title: String
    let icon: String
    let description: String?
    public let content: Actions

    public init(title: String, systemImage icon: String, description: String? = nil, @ViewBuilder actions: () -> Actions) {
        self.title = title
        self.icon = icon
        self.description = description
        self.content = actions()
    }

    public struct Configuration: Equatable {
        let title: String
        let icon: String
        let description: String?
    }

    @MainActor public var configuration: Configuration { Configuration(title: title, icon: icon, description: description) }

    @MainActor public func makeWidget(context: Context) -> Adw.StatusPage {
        let page = Adw.StatusPage()
        page.setExpand(horizontal: true, vertical: true)
        return page
    }

    @MainActor public func updateWidget(_ page: Adw.StatusPage, context: Context) {
        if page.title != title { page.title = title }
        let icon = SystemSymbols.iconName(for: icon)
        if page.iconName != icon { page.iconName = icon }
        if page.description != description { page.description = description }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in page: Adw.StatusPage, context: Context) {
        let child = children.first
        guard page.child != child else { return }
        child?.halign = .center
        page.child = child
    }
}

extension StatusPage where Actions == EmptyView {
    public init(title: String, systemImage icon: String, description: String? = nil) {
        self.init(title: title, systemImage: icon, description: description) { EmptyView() }
    }
}

@MainActor extension StatusPage: @MainActor Equatable where Actions: Equatable {}
