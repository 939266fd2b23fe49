import Gtk
import Observation

/// Where focused values are kept: every `.focusedValue` registration with
/// its widget, and the values that apply now — those of the focused widget
/// and its ancestors in the most recently active window, scene values of
/// that window beneath them. Reading `values` is observed, so a view or a
/// command reading a focused value updates when the focus moves or the
/// value changes; a registration that publishes the same as before changes
/// nothing.
@MainActor
final class FocusedValuesStore: Observable {
    static let shared = FocusedValuesStore()

    private let registrar = ObservationRegistrar()
    private var current = FocusedValues()
    private var registrations: [WeakRegistration] = []
    /// The windows followed, the most recently active first.
    private var windows: [TrackedWindow] = []
    private var recompute: IdleCoalescer?

    private struct WeakRegistration { weak var registration: Registration? }

    /// A window followed until it is destroyed.
    private final class TrackedWindow {
        let window: Gtk.Window
        var connections: [SignalConnection] = []
        init(_ window: Gtk.Window) { self.window = window }
    }

    /// The window whose focus counts: the most recently active one shown.
    private var activeWindow: Gtk.Window? { windows.first { $0.window.isVisible }?.window }

    private init() {
        recompute = IdleCoalescer { [weak self] in self?.update() }
    }

    /// Set when something the values depend on changed; a read then
    /// recomputes them first, so no reader sees the focus before it moved.
    private var isStale = false

    var values: FocusedValues {
        if isStale { update() }
        registrar.access(self, keyPath: \.values)
        return current
    }

    /// One view's published value, for as long as its widget shows it.
    @MainActor
    final class Registration {
        private(set) var publisher: FocusedValuePublisher
        let widget: Gtk.Widget

        init(_ publisher: FocusedValuePublisher, widget: Gtk.Widget) {
            self.publisher = publisher
            self.widget = widget
        }

        func update(_ publisher: FocusedValuePublisher) {
            let same = publisher.publishesSame(as: self.publisher)
            self.publisher = publisher
            if !same { FocusedValuesStore.shared.schedule() }
        }

        isolated deinit { FocusedValuesStore.shared.schedule() }
    }

    func register(_ publisher: FocusedValuePublisher, widget: Gtk.Widget) -> Registration {
        let registration = Registration(publisher, widget: widget)
        registrations.removeAll { $0.registration == nil }
        registrations.append(WeakRegistration(registration: registration))
        schedule()
        return registration
    }

    /// Follows `window`'s focus and activity (a scene's windows are followed
    /// from when they open, as the active one; others from when a value is
    /// published in them).
    func track(_ window: Gtk.Window, asActive: Bool = false) {
        if let index = windows.firstIndex(where: { $0.window == window }) {
            if asActive { windows.insert(windows.remove(at: index), at: 0) }
            return
        }
        let tracked = TrackedWindow(window)
        tracked.connections = [
            window.onNotifyFocusWidget { [weak self] in self?.schedule() },
            window.onNotifyVisible { [weak self] in self?.schedule() },
            window.onNotifyIsActive { [weak self, unowned tracked] in
                guard let self else { return }
                if tracked.window.isActive, let index = self.windows.firstIndex(where: { $0 === tracked }) {
                    self.windows.insert(self.windows.remove(at: index), at: 0)
                }
                self.schedule()
            },
            // GTK 4 unrealizes a window it destroys, and emits "destroy" only
            // once the last reference goes, which `tracked` holds: a closed
            // window would be kept, and followed, for as long as the app runs.
            window.onUnrealize { [weak self, unowned tracked] _ in
                guard let self else { return }
                tracked.connections.forEach { $0.disconnect() }
                self.windows.removeAll { $0 === tracked }
                self.schedule()
            },
        ]
        if asActive || window.isActive { windows.insert(tracked, at: 0) } else { windows.append(tracked) }
        schedule()
    }

    func schedule() {
        isStale = true
        recompute?.schedule()
    }

    /// Recomputes the values now (a pass of the main loop does it otherwise).
    func update() {
        isStale = false
        let live = registrations.compactMap(\.registration)
        for registration in live {
            if let window = registration.widget.enclosingWindow { track(window) }
        }
        guard let window = activeWindow else { return publish(FocusedValues(), from: []) }
        // Depth of each focused widget's ancestor: 0 is the focus itself.
        var depths: [Gtk.Widget: Int] = [:]
        var depth = 0
        var widget = window.focus
        while let current = widget {
            depths[current] = depth
            depth += 1
            widget = current.parent
        }
        let applying = live.filter { registration in
            if registration.publisher.sceneWide { return registration.widget.enclosingWindow == window }
            return depths[registration.widget] != nil
        }
        // Scene values first, then the focus chain from the outside in, so the innermost wins.
        let ordered = applying.sorted { lhs, rhs in
            let left = lhs.publisher.sceneWide ? Int.max : depths[lhs.widget]!
            let right = rhs.publisher.sceneWide ? Int.max : depths[rhs.widget]!
            return left > right
        }
        var values = FocusedValues()
        for registration in ordered { registration.publisher.write(&values) }
        publish(values, from: ordered.map(\.publisher))
    }

    private var published: [FocusedValuePublisher] = []

    private func publish(_ values: FocusedValues, from publishers: [FocusedValuePublisher]) {
        let unchanged = publishers.count == published.count
            && zip(publishers, published).allSatisfy { $0.publishesSame(as: $1) }
        published = publishers
        guard !unchanged else { return }
        registrar.withMutation(of: self, keyPath: \.values) { current = values }
    }
}
