import Gtk

/// Shows or hides its content with GTK's own transition: a `Gtk.Revealer`.
/// It can enter one way and leave another (say, slide in and fade out); the
/// duration comes from the transaction's animation when there is one.
nonisolated public struct Revealer<Content: View>: ContainerRepresentable {
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

    @MainActor public var configuration: Configuration { Configuration(isShown: isShown, enter: enter, leave: leave) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Revealer {
        let revealer = Gtk.Revealer()
        revealer.revealChild = isShown
        return revealer
    }

    @MainActor public func updateWidget(_ revealer: Gtk.Revealer, context: Context) {
        guard revealer.revealChild != isShown else { return }
        revealer.transitionType = (isShown ? enter : leave).gtk
        if let animation = context.transaction.animation {
            revealer.transitionDuration = UInt32(animation.duration * 1000)
        }
        revealer.revealChild = isShown
        revealer.setCSSClass("revealed", isShown)
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in revealer: Gtk.Revealer, context: Context) {
        let child = children.first
        if revealer.child != child { revealer.child = child }
    }
}

/// How a `Revealer` shows or hides its content.
public enum RevealerTransition: Sendable, Equatable {
    case none, crossfade, slideDown, slideUp, slideLeft, slideRight

    var gtk: Gtk.RevealerTransitionType {
        switch self {
        case .none: .none
        case .crossfade: .crossfade
        case .slideDown: .slideDown
        case .slideUp: .slideUp
        case .slideLeft: .slideLeft
        case .slideRight: .slideRight
        }
    }
}
