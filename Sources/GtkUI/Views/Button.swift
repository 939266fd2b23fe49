import Adw
import Gtk

/// A push button: a `GtkButton` whose content is any view. Its Coordinator is
/// the target of `clicked` and calls the current action (target-action). A
/// button made with a title is named by it for screen readers (GTK 4.8 does
/// not take a button's name from its label).
nonisolated public struct Button<Label: View>: ContainerRepresentable {
    let action: @MainActor () -> Void
    let role: ButtonRole?
    let title: String?
    /// The content names the button itself (`AdwButtonContent` points the
    /// button's labelled-by relation at its label): a name set as well
    /// would be read twice ("Open in Maps Open in Maps").
    let contentNamesButton: Bool
    public let content: Label

    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(title: nil, role: role, action: action, label: label)
    }

    init(
        title: String?, role: ButtonRole?, contentNamesButton: Bool = false, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.title = title
        self.contentNamesButton = contentNamesButton
        self.role = role
        self.action = action
        self.content = label()
    }

    /// The look and the name; the action is not compared (see ContainerRepresentable).
    public struct Configuration: Equatable {
        let role: ButtonRole?
        let title: String?
    }

    @MainActor public var configuration: Configuration { Configuration(role: role, title: title) }

    public final class Coordinator: ParentHolding {
        public var parent: Button
        /// The classes the environment's button style added, to take away
        /// when it changes (others, set by modifiers, are left alone).
        var styleClasses: [String] = []
        init(parent: Button) { self.parent = parent }
        func clicked() { parent.action() }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Button {
        let button = Gtk.Button()
        button.onClicked { [weak coordinator = context.coordinator] _ in coordinator?.clicked() }
        return button
    }

    @MainActor public func updateWidget(_ button: Gtk.Button, context: Context) {
        let coordinator = context.coordinator
        let style = context.environment.buttonStyle.styleClasses
        if style != coordinator.styleClasses {
            for name in coordinator.styleClasses where !style.contains(name) { button.removeCSSClass(name) }
            for name in style { button.addCSSClass(name) }
            coordinator.styleClasses = style
        }
        button.setCSSClass("destructive-action", role == .destructive)
        button.setCSSClass("suggested-action", role == .suggested || style.contains("suggested-action"))
        if let title, !contentNamesButton { button.setAccessibleLabel(String(title.filter { $0 != "_" })) }  // without mnemonic marks
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in button: Gtk.Button, context: Context) {
        let child = children.first
        if button.child != child { button.child = child }
    }
}

/// What a button does, as its look tells.
public enum ButtonRole: Sendable, Equatable {
    case destructive, suggested, cancel
}

extension Button where Label == ButtonLabel {
    /// A button with a text label.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(title: title, role: role, action: action) { ButtonLabel(title: title, icon: nil) }
    }

    /// A button with an icon and a label (`AdwButtonContent`).
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(title: title, role: role, contentNamesButton: true, action: action) {
            ButtonLabel(title: title, icon: systemImage)
        }
    }
}

/// A button's text (a `Gtk.Label` with a mnemonic), or with an icon an `Adw.ButtonContent`.
nonisolated public struct ButtonLabel: WidgetRepresentable, Equatable {
    let title: String
    let icon: String?

    @MainActor public func makeWidget(context: Context) -> Gtk.Widget {
        if icon == nil {
            let label = Gtk.Label(title)
            label.useUnderline = true
            return label
        }
        let content = Adw.ButtonContent()
        // Its icon decorates the words beside it; GTK 4.8 would expose it as "GtkImage".
        content.hideDecorativeImages()
        return content
    }

    @MainActor public func updateWidget(_ widget: Gtk.Widget, context: Context) {
        if let icon, let content = widget as? Adw.ButtonContent {
            if content.label != title { content.label = title }
            let icon = SystemSymbols.iconName(for: icon)
            if content.iconName != icon { content.iconName = icon }
        } else if let label = widget as? Gtk.Label, label.label != title {
            label.label = title
        }
    }
}

/// An icon-only button, with the accessible name and tooltip an icon needs.
nonisolated public struct IconButton: WidgetRepresentable {
    let icon: String
    let label: String
    let action: @MainActor () -> Void

    public init(_ label: String, systemImage icon: String, action: @escaping @MainActor () -> Void) {
        self.icon = icon
        self.label = label
        self.action = action
    }

    public final class Coordinator: ParentHolding {
        public var parent: IconButton
        init(parent: IconButton) { self.parent = parent }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Button {
        let button = Gtk.Button()
        button.onClicked { [weak coordinator = context.coordinator] _ in coordinator?.parent.action() }
        return button
    }

    @MainActor public func updateWidget(_ button: Gtk.Button, context: Context) {
        button.showIcon(SystemSymbols.iconName(for: icon), label: label)
        button.tooltipText = label
    }
}
