import Gtk

/// A header-bar style button that opens a popover holding any views: a
/// `Gtk.MenuButton` with a `Gtk.Popover`, for filters and small settings.
/// `isActive` marks that what it sets is in force (a filter narrowing a
/// list): the button keeps a highlighted look and says so to screen readers.
nonisolated public struct MenuButton<Content: View>: ContainerRepresentable {
    let label: String
    let icon: String
    let isActive: Bool
    public let content: Content

    public init(_ label: String, systemImage icon: String, isActive: Bool = false, @ViewBuilder content: () -> Content) {
        self.label = label
        self.icon = icon
        self.isActive = isActive
        self.content = content()
    }

    public struct Configuration: Equatable {
        let label: String
        let icon: String
        let isActive: Bool
    }

    @MainActor public var configuration: Configuration { Configuration(label: label, icon: icon, isActive: isActive) }

    @MainActor
    public final class Coordinator {
        var box: Gtk.Box?
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.MenuButton {
        let button = Gtk.MenuButton.announcedOnce()
        let box = Gtk.Box(orientation: .vertical, spacing: 6)
        box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let popover = Gtk.Popover()
        popover.child = box
        button.popover = popover
        context.coordinator.box = box
        return button
    }

    @MainActor public func updateWidget(_ button: Gtk.MenuButton, context: Context) {
        let icon = SystemSymbols.iconName(for: icon)
        if button.iconName != icon { button.iconName = icon }
        button.tooltipText = label
        button.setCSSClass("active-setting", isActive)
        // Translators: said of a menu button whose settings narrow what is shown ("Filter is on").
        button.announce(label, description: isActive ? tr("%1$s is on", label) : "")
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in button: Gtk.MenuButton, context: Context) {
        guard let box = context.coordinator.box else { return }
        BoxChildren.reconcile(box, children)
    }
}
