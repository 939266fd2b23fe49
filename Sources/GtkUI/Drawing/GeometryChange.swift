import Gtk

/// SwiftUI's `.onGeometryChange(for:of:action:)`: the view as it is, with an
/// unmeasured drawing area laid over it (a `Gtk.Overlay`) whose `resize`
/// reports each size GTK allocates. The transform makes a value of that
/// size; the action runs when the value differs from the last one, the
/// first time included, after the allocation (its writes are an update of
/// their own, never animated).
nonisolated public struct GeometryChangeObserver<Content: View, Value: Equatable>: ContainerRepresentable {
    let transform: @MainActor (GeometryProxy) -> Value
    let action: @MainActor (_ old: Value, _ new: Value) -> Void
    public let content: Content

    /// The closures are read when the size changes, from the newest value.
    @MainActor public var configuration: NoConfiguration { NoConfiguration() }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: GeometryChangeObserver
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        var last: Value?
        init(parent: GeometryChangeObserver) { self.parent = parent }

        func resized(to size: CGSize) {
            let value = parent.transform(GeometryProxy(size: size))
            guard value != last else { return }
            let old = last ?? value
            last = value
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { parent.action(old, value) }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Overlay {
        let coordinator = context.coordinator
        let overlay = Gtk.Overlay()
        overlay.child = coordinator.box
        let sizer = Gtk.DrawingArea()
        sizer.canTarget = false
        sizer.setAccessibleHidden(true)
        overlay.addOverlay(sizer)
        overlay.setMeasureOverlay(sizer, measure: false)
        _ = sizer.onResize { [weak coordinator] _, width, height in
            coordinator?.resized(to: CGSize(width: Double(width), height: Double(height)))
        }
        return overlay
    }

    @MainActor public func updateWidget(_ overlay: Gtk.Overlay, context: Context) {}

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in overlay: Gtk.Overlay, context: Context) {
        let box = context.coordinator.box
        BoxChildren.reconcile(box, children)
        // The overlay expands where its content does.
        let expands = children
        overlay.hexpand = expands.contains { $0.computeExpand(orientation: .horizontal) }
        overlay.vexpand = expands.contains { $0.computeExpand(orientation: .vertical) }
    }
}

extension View {
    /// Runs `action` with the value `transform` makes of the view's size,
    /// each time that value changes (and first when the view is laid out).
    nonisolated public func onGeometryChange<Value: Equatable>(
        for type: Value.Type, of transform: @escaping @MainActor (GeometryProxy) -> Value,
        action: @escaping @MainActor (_ newValue: Value) -> Void
    ) -> GeometryChangeObserver<Self, Value> {
        GeometryChangeObserver(transform: transform, action: { _, new in action(new) }, content: self)
    }

    /// As above, the action given the old value and the new.
    nonisolated public func onGeometryChange<Value: Equatable>(
        for type: Value.Type, of transform: @escaping @MainActor (GeometryProxy) -> Value,
        action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> GeometryChangeObserver<Self, Value> {
        GeometryChangeObserver(transform: transform, action: action, content: self)
    }
}
