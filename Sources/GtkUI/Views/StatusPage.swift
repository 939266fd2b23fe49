import CGtk

/// A page that explains an empty or missing state: an `AdwStatusPage` with an
/// icon, a title, a description and, optionally, what to do about it (a
/// button such as "Show All") under them.
public struct StatusPage<Actions: View>: ContainerRepresentable {
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

    public var configuration: Configuration { Configuration(title: title, icon: icon, description: description) }

    public func makeWidget(context: Context) -> Widget {
        let page = Widget(taking: adw_status_page_new())
        page.setExpand(horizontal: true, vertical: true)
        return page
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        adw_status_page_set_title(widget.opaque, title)
        adw_status_page_set_icon_name(widget.opaque, icon)
        adw_status_page_set_description(widget.opaque, description)
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let child = children.first
        guard adw_status_page_get_child(widget.opaque) != child?.widget else { return }
        child?.setAlignment(horizontal: GTK_ALIGN_CENTER)
        adw_status_page_set_child(widget.opaque, child?.widget)
    }
}

extension StatusPage where Actions == EmptyView {
    public init(title: String, systemImage icon: String, description: String? = nil) {
        self.init(title: title, systemImage: icon, description: description) { EmptyView() }
    }
}

extension StatusPage: @MainActor Equatable where Actions: Equatable {}
