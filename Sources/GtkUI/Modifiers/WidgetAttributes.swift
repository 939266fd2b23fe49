import Gtk

/// `GtkWidget:opacity`, 0 (invisible) to 1.
nonisolated public struct Opacity: WidgetAttribute, Equatable {
    public let value: Double

    /// A change in an animated transaction fades from what is shown to the
    /// new value on the animation's curve; any other change is at once.
    @MainActor public func apply(to widget: Gtk.Widget, previous: Opacity?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let fade = attachment as? OpacityFade ?? OpacityFade()
        attachment = fade
        fade.run?.stop()
        fade.run = nil
        let transaction = ViewGraph.applying
        guard previous != nil, transaction.isAnimated, let animation = transaction.animation, widget.isMapped else {
            widget.opacity = value
            return
        }
        let from = widget.opacity, to = value
        fade.run = AnimationRun(animation, on: widget, onValue: { [weak widget] progress in
            widget?.opacity = max(0, min(1, from + (to - from) * progress))
        }, onDone: { [weak widget] in
            widget?.opacity = to
        })
    }
}

/// The fade an `Opacity` is playing on a widget.
@MainActor
final class OpacityFade {
    var run: AnimationRun?
}

/// The name assistive technologies read for the widget. A named widget is
/// an accessibility element even where it would not be by default (a shape).
nonisolated public struct AccessibilityLabel: WidgetAttribute, Equatable {
    public let label: String
    @MainActor public func apply(to widget: Gtk.Widget, previous: AccessibilityLabel?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        widget.setAccessibleLabel(label)
        if previous == nil { widget.setAccessibleHidden(false) }
    }
}

/// Leaves the widget, and what it holds, out of what assistive technologies
/// read (SwiftUI's `accessibilityHidden`): a part that only decorates.
nonisolated public struct AccessibilityHidden: WidgetAttribute, Equatable {
    public let isHidden: Bool
    @MainActor public func apply(to widget: Gtk.Widget, previous: AccessibilityHidden?, attachment: inout AnyObject?) {
        if previous != self { widget.setAccessibleHidden(isHidden) }
    }
}

/// What assistive technologies read after the widget's name and role: a
/// hint, or why its value was refused. An empty hint removes it.
nonisolated public struct AccessibilityHint: WidgetAttribute, Equatable {
    public let hint: String
    @MainActor public func apply(to widget: Gtk.Widget, previous: AccessibilityHint?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        if hint.isEmpty {
            widget.resetAccessibleDescription()
        } else {
            widget.setAccessibleDescription(hint)
        }
    }
}

/// Tells assistive technology that a button is the chosen one of a set (a
/// segmented choice made of plain buttons), as a pressed toggle would.
nonisolated public struct AccessibilityPressed: WidgetAttribute, Equatable {
    public let isPressed: Bool
    @MainActor public func apply(to widget: Gtk.Widget, previous: AccessibilityPressed?, attachment: inout AnyObject?) {
        if previous != self { widget.setAccessiblePressed(isPressed) }
    }
}

/// An identifier for tests and tools, not read to anyone: GTK 4.8 has no
/// accessible id, so it is the widget's name (`GtkWidget:name`), which the
/// GTK inspector shows, a test finds a widget by, and CSS selects as `#id`.
nonisolated public struct AccessibilityIdentifier: WidgetAttribute, Equatable {
    public let identifier: String
    @MainActor public func apply(to widget: Gtk.Widget, previous: AccessibilityIdentifier?, attachment: inout AnyObject?) {
        if previous != self { widget.name = identifier }
    }
}

/// The content at its natural size along an axis, SwiftUI's `.fixedSize`:
/// it does not expand there, and a text is neither wrapped (horizontally)
/// nor cut short with an ellipsis.
nonisolated public struct FixedSize: WidgetAttribute, Equatable {
    public let horizontal: Bool
    public let vertical: Bool
    @MainActor public func apply(to widget: Gtk.Widget, previous: FixedSize?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let typed = widget
        if horizontal { typed.hexpand = false }
        if vertical { typed.vexpand = false }
        if horizontal, let label = typed.cast(to: Gtk.Label.self) {
            label.wrap = false
            label.ellipsize = .none
        }
    }
}

/// A tooltip, which GNOME shows on hover and screen readers use as a description.
nonisolated public struct Help: WidgetAttribute, Equatable {
    public let text: String
    @MainActor public func apply(to widget: Gtk.Widget, previous: Help?, attachment: inout AnyObject?) {
        if previous != self { widget.tooltipText = text }
    }
}

/// Whether the widget takes the keyboard focus (a Tab stop) and takes it on
/// a click. A control made not focusable still answers clicks: its container
/// handles its keys (a carousel whose page is a button).
nonisolated public struct Focusable: WidgetAttribute, Equatable {
    public let isFocusable: Bool
    @MainActor public func apply(to widget: Gtk.Widget, previous: Focusable?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let typed = widget
        typed.isFocusable = isFocusable
        typed.focusOnClick = isFocusable
    }
}

/// Whether clicks and hovering reach the widget (`GtkWidget:can-target`);
/// without, they go to what lies under it, as SwiftUI's `allowsHitTesting`.
/// Screen readers and the keyboard still reach it.
nonisolated public struct HitTesting: WidgetAttribute, Equatable {
    public let isEnabled: Bool
    @MainActor public func apply(to widget: Gtk.Widget, previous: HitTesting?, attachment: inout AnyObject?) {
        if previous != self { widget.canTarget = isEnabled }
    }
}

/// Makes the widget insensitive (dimmed, not interactive) when disabled,
/// and everything inside reads `\.isEnabled` as false, as in SwiftUI.
nonisolated public struct Disabled: WidgetAttribute, Equatable {
    public let isDisabled: Bool
    @MainActor public func apply(to widget: Gtk.Widget, previous: Disabled?, attachment: inout AnyObject?) {
        if previous != self { widget.isSensitive = !isDisabled }
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard isDisabled, environment.isEnabled else { return environment }
        var environment = environment
        environment.isEnabled = false
        return environment
    }
}

/// Clips what the widget's content draws to its own bounds, as SwiftUI's
/// `.clipped()` does: `GtkWidget:overflow` set to hidden. A text whose marks
/// stack above or below its line then stays inside its row.
nonisolated public struct Clipped: WidgetAttribute, Equatable {
    @MainActor public func apply(to widget: Gtk.Widget, previous: Clipped?, attachment: inout AnyObject?) {
        if previous == nil { widget.overflow = .hidden }
    }
}

extension View {
    /// Content drawn past the view's bounds is cut off at them.
    nonisolated public func clipped() -> ModifiedContent<Self, Clipped> {
        modifier(Clipped())
    }

    nonisolated public func opacity(_ value: Double) -> ModifiedContent<Self, Opacity> {
        modifier(Opacity(value: value))
    }

    /// The name read for the view: a text's words (SwiftUI's form).
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityLabel> {
        accessibilityLabel(label.content)
    }

    nonisolated public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, AccessibilityLabel> {
        modifier(AccessibilityLabel(label: label))
    }

    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityHidden> {
        modifier(AccessibilityHidden(isHidden: hidden))
    }

    nonisolated public func accessibilityHint(_ hint: String) -> ModifiedContent<Self, AccessibilityHint> {
        modifier(AccessibilityHint(hint: hint))
    }

    nonisolated public func accessibilityPressed(_ isPressed: Bool) -> ModifiedContent<Self, AccessibilityPressed> {
        modifier(AccessibilityPressed(isPressed: isPressed))
    }

    /// Names the widget for tests and tools (its GTK widget name); a screen
    /// reader does not read it.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityIdentifier> {
        modifier(AccessibilityIdentifier(identifier: identifier))
    }

    /// Keeps the view at its natural size along both axes (or the ones given).
    nonisolated public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self, FixedSize> {
        modifier(FixedSize(horizontal: horizontal, vertical: vertical))
    }

    nonisolated public func help(_ text: String) -> ModifiedContent<Self, Help> {
        modifier(Help(text: text))
    }

    nonisolated public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, Focusable> {
        modifier(Focusable(isFocusable: isFocusable))
    }

    nonisolated public func allowsHitTesting(_ isEnabled: Bool) -> ModifiedContent<Self, HitTesting> {
        modifier(HitTesting(isEnabled: isEnabled))
    }

    nonisolated public func disabled(_ isDisabled: Bool) -> ModifiedContent<Self, Disabled> {
        modifier(Disabled(isDisabled: isDisabled))
    }
}
