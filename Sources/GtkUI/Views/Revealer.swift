import CGtk

/// Shows or hides its content with GTK's own transition: a `GtkRevealer`.
/// It can enter one way and leave another (say, slide in and fade out); the
/// duration comes from the transaction's animation when there is one.
public struct Revealer<Content: View>: ContainerRepresentable {
    let isShown: Bool
    let enter: RevealerTransition
    let leave: RevealerTransition
    public let content: Content

    public init(
        isShown: Bool, enter: RevealerTransition = .slideDown, leave: RevealerTransition = .crossfade,
        @ViewBuilder content: () -> Content
    ) {
        self.isShown = isShown
        self.enter = enter
        self.leave = leave
        self.content = content()
    }

    public struct Configuration: Equatable {
        let isShown: Bool
        let enter: RevealerTransition
        let leave: RevealerTransition
    }

    public var configuration: Configuration { Configuration(isShown: isShown, enter: enter, leave: leave) }

    public func makeWidget(context: Context) -> Widget {
        let revealer = Widget(taking: gtk_revealer_new())
        gtk_revealer_set_reveal_child(revealer.opaque, isShown ? 1 : 0)
        return revealer
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let revealer = widget.opaque
        guard (gtk_revealer_get_reveal_child(revealer) != 0) != isShown else { return }
        gtk_revealer_set_transition_type(revealer, (isShown ? enter : leave).gtk)
        if let animation = context.transaction.animation {
            gtk_revealer_set_transition_duration(revealer, guint(animation.duration * 1000))
        }
        gtk_revealer_set_reveal_child(revealer, isShown ? 1 : 0)
        widget.setCSSClass("revealed", isShown)
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let child = children.first?.widget
        if gtk_revealer_get_child(widget.opaque) != child { gtk_revealer_set_child(widget.opaque, child) }
    }
}

/// How a `Revealer` shows or hides its content.
public enum RevealerTransition: Sendable, Equatable {
    case none, crossfade, slideDown, slideUp, slideLeft, slideRight

    var gtk: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
        }
    }
}
