import Gtk

/// Where a scroll view is scrolled to and how large its content is
/// (SwiftUI's `ScrollGeometry`), read from its `GtkScrolledWindow`'s two
/// adjustments: an adjustment's value is the offset, its upper bound the
/// content's length and its page size the visible length. GTK does not
/// scroll past the content's ends (no rubber band on the desktop), so the
/// offset stays within them, and a scrolled window has no insets.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content shown.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The container's own rectangle, at the offset.
    public var bounds: CGRect { visibleRect }
}

/// SwiftUI's `.onScrollGeometryChange(for:of:action:)`: the scroll view in
/// its content (or below it) reports each scroll and each change of its
/// content's size; the transform makes a value of the geometry and the action
/// runs when the value differs from the last one (the first time too, once
/// the scroll view is laid out).
nonisolated public struct ScrollGeometryObserver<Content: View, Value: Equatable>: ContainerRepresentable {
    let transform: @MainActor (ScrollGeometry) -> Value
    let action: @MainActor (_ old: Value, _ new: Value) -> Void
    public let content: Content

    /// The closures are read when the geometry changes, from the newest value.
    @MainActor public var configuration: NoConfiguration { NoConfiguration() }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: ScrollGeometryObserver
        // Held: a wrapper fetched from GTK is a new Swift object, gone at once if held weakly.
        var scrolled: Gtk.ScrolledWindow?
        var last: Value?
        init(parent: ScrollGeometryObserver) { self.parent = parent }

        func watch(_ scrolled: Gtk.ScrolledWindow) {
            guard scrolled != self.scrolled else { return }
            self.scrolled = scrolled
            for adjustment in [scrolled.hadjustment, scrolled.vadjustment].compactMap({ $0 }) {
                _ = adjustment.onValueChanged { [weak self] _ in self?.changed() }
                _ = adjustment.onChanged { [weak self] _ in self?.changed() }
            }
            changed()
        }

        func changed() {
            guard let geometry = scrolled?.scrollGeometry else { return }
            let value = parent.transform(geometry)
            guard value != last else { return }
            let old = last ?? value
            last = value
            parent.action(old, value)
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box { Gtk.Box(orientation: .vertical, spacing: 0) }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {}

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        box.hold(children)
        let scrolled = children.lazy.compactMap { $0.cast(to: Gtk.ScrolledWindow.self) ?? $0.firstDescendant(Gtk.ScrolledWindow.self) }.first
        if let scrolled { context.coordinator.watch(scrolled) }
    }
}

extension View {
    /// Runs `action` with the value `transform` makes of the scroll view's
    /// geometry, each time that value changes.
    nonisolated public func onScrollGeometryChange<Value: Equatable>(
        for type: Value.Type, of transform: @escaping @MainActor (ScrollGeometry) -> Value,
        action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> ScrollGeometryObserver<Self, Value> {
        ScrollGeometryObserver(transform: transform, action: action, content: self)
    }
}

extension Gtk.ScrolledWindow {
    /// Its geometry now; nil before its first layout, when the adjustments are all zero.
    @MainActor
    var scrollGeometry: ScrollGeometry? {
        guard let horizontal = hadjustment, let vertical = vadjustment,
              horizontal.pageSize > 0 || vertical.pageSize > 0 else { return nil }
        return ScrollGeometry(
            contentOffset: CGPoint(x: horizontal.value, y: vertical.value),
            contentSize: CGSize(width: horizontal.upper, height: vertical.upper),
            contentInsets: EdgeInsets(),
            containerSize: CGSize(width: horizontal.pageSize, height: vertical.pageSize))
    }
}
