import CGtk

/// A header-bar style button that opens a popover holding any views: a
/// `GtkMenuButton` with a `GtkPopover`, for filters and small settings.
/// `isActive` marks that what it sets is in force (a filter narrowing a
/// list): the button keeps a highlighted look and says so to screen readers.
public struct MenuButton<Content: View>: ContainerRepresentable {
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

    public var configuration: Configuration { Configuration(label: label, icon: icon, isActive: isActive) }

    @MainActor
    public final class Coordinator {
        var box: Widget?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> Widget {
        let button = Widget(taking: gtk_menu_button_new())
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let popover = gtk_popover_new()!
        withExtendedLifetime(box) {
            gtk_popover_set_child(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), box.widget)
        }
        gtk_menu_button_set_popover(button.opaque, popover)
        context.coordinator.box = box
        return button
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        gtk_menu_button_set_icon_name(widget.opaque, icon)
        widget.tooltip = label
        widget.setAccessibleLabel(label)
        widget.setCSSClass("active-setting", isActive)
        // Translators: said of a menu button whose settings narrow what is shown ("Filter is on").
        cgtk_accessible_set_description(widget.accessible, isActive ? tr("%1$s is on", label) : "")
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        guard let box = context.coordinator.box else { return }
        BoxChildren.reconcile(box, children)
    }
}
