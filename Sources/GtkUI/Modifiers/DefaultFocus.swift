import Gtk
import GtkBridge

/// Where the keyboard focus lands when a page appears: `.defaultFocus($state,
/// value)` inside the page sets its focus state to `value`, and the view
/// `.focused` on that value takes the focus; without one, the page's first
/// focusable widget does, as Tab would reach it.
///
/// GtkUI asks this when a `NavigationStack` pushes a page (SwiftUI also asks
/// when the focus moves into a scope from outside; GNOME's pages are where a
/// person expects the focus to land, and a window's first focus is GTK's).
nonisolated public struct DefaultFocus: WidgetAttribute {
    /// Sets the focus state to the value the page lands on.
    let choose: @MainActor () -> Void

    /// The default focus of one widget's subtree. It also lands when the
    /// widget comes on screen while the focus is on a widget taken off it
    /// (the view it replaced had the focus: a map's marker opened a
    /// landmark in its place).
    @MainActor
    final class Registration {
        var choose: @MainActor () -> Void
        let widget: Gtk.Widget
        private let landing = PageFocusLanding()
        private var mapping: SignalConnection?

        init(choose: @escaping @MainActor () -> Void, widget: Gtk.Widget) {
            self.choose = choose
            self.widget = widget
            mapping = widget.onMap { [weak self] _ in self?.mapped() }
        }

        private func mapped() {
            guard let focus = widget.enclosingWindow?.focus, !focus.isMapped else { return }
            landing.land(on: widget, in: widget, focusedBefore: focus, evenIfOutside: true)
        }

        isolated deinit {
            mapping?.disconnect()
            landing.cancel()
        }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: DefaultFocus?, attachment: inout AnyObject?) {
        if let existing = attachment as? Registration {
            existing.choose = choose
            return
        }
        let registration = Registration(choose: choose, widget: widget)
        FocusTargets.shared.add(registration)
        attachment = registration
    }
}

extension View {
    /// Sets `binding` to `value` when a page holding this view is pushed,
    /// so the view marked `.focused(binding, equals: value)` gets the focus.
    @MainActor public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value
    ) -> ModifiedContent<Self, DefaultFocus> {
        modifier(DefaultFocus { binding.wrappedValue = value })
    }
}

/// A view followed by a focus state.
@MainActor
protocol FocusTarget: AnyObject {
    var widget: Gtk.Widget { get }
    /// Whether the state names this view now.
    var holdsFocus: Bool { get }
    func takeFocus() -> Bool
}

/// Every `.focused` view and `.defaultFocus` on screen, weakly, for a page
/// to find its own when it appears.
@MainActor
final class FocusTargets {
    static let shared = FocusTargets()
    private var targets: [Weak] = []
    private var defaults: [WeakDefault] = []
    private struct Weak { weak var target: (any FocusTarget)? }
    private struct WeakDefault { weak var registration: DefaultFocus.Registration? }

    func add(_ target: any FocusTarget) {
        targets.removeAll { $0.target == nil }
        targets.append(Weak(target: target))
    }

    func add(_ registration: DefaultFocus.Registration) {
        defaults.removeAll { $0.registration == nil }
        defaults.append(WeakDefault(registration: registration))
    }

    /// Puts the focus where `page` says it lands: its default focus, else its
    /// first focusable widget. False when nothing in it takes the focus.
    @discardableResult
    func land(in page: Gtk.Widget) -> Bool {
        func inside(_ widget: Gtk.Widget) -> Bool {
            widget.isMapped && (widget == page || widget.hasAncestor(page))
        }
        let declared = defaults.compactMap(\.registration).filter { inside($0.widget) }
        for registration in declared { registration.choose() }
        if !declared.isEmpty,
           let target = targets.compactMap(\.target).first(where: { inside($0.widget) && $0.holdsFocus }),
           target.takeFocus() {
            return true
        }
        return page.childFocus(direction: .tabForward)
    }
}
