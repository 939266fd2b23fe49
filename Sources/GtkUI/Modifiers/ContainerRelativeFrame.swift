import Gtk

/// SwiftUI's `.containerRelativeFrame`: the view sized as a share of its
/// container — the nearest scroll view's visible area, else the window.
/// Each time the container's size changes (a window resized, a scroll view
/// laid out anew) the view's size request on the asked axes is that share;
/// on the other axes it keeps its own size. The content fills the frame.
nonisolated public struct ContainerRelativeFrame<Content: View>: ContainerRepresentable {
    public let content: Content
    let axes: Axis.Set
    let length: @MainActor (Double, Axis) -> Double

    /// The length closure is read when the container's size changes, from the newest value.
    @MainActor public var configuration: NoConfiguration { NoConfiguration() }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: ContainerRelativeFrame
        weak var box: Gtk.Box?
        // Held: a wrapper fetched from GTK is a new Swift object, gone at once if held weakly.
        var container: Gtk.Widget?
        init(parent: ContainerRelativeFrame) { self.parent = parent }

        /// Finds the container once the frame is in a window, and follows its size.
        func mapped() {
            guard let box else { return }
            let scrolled = box.ancestor(widgetType: Gtk.ScrolledWindow.gType)?.cast(to: Gtk.ScrolledWindow.self)
            let container: Gtk.Widget? = scrolled ?? box.enclosingWindow
            guard let container, container != self.container else { return resize() }
            self.container = container
            if let scrolled {
                for adjustment in [scrolled.hadjustment, scrolled.vadjustment].compactMap({ $0 }) {
                    _ = adjustment.onNotifyPageSize { [weak self] in self?.scheduleResize() }
                }
            } else if let window = container.cast(to: Gtk.Window.self) {
                _ = window.onNotifyDefaultWidth { [weak self] in self?.scheduleResize() }
                _ = window.onNotifyDefaultHeight { [weak self] in self?.scheduleResize() }
            }
            resize()
        }

        /// The container's size now: a scroll view's visible area, a window's size.
        private var containerSize: CGSize? {
            guard let container else { return nil }
            if let geometry = container.cast(to: Gtk.ScrolledWindow.self)?.scrollGeometry { return geometry.containerSize }
            let width = Double(container.width), height = Double(container.height)
            return width > 0 || height > 0 ? CGSize(width: width, height: height) : nil
        }

        private var resizePending = false

        /// Resizes on the next frame: the container's size changes while GTK
        /// lays it out, when a new size request must not be made.
        func scheduleResize() {
            guard !resizePending, let box else { return }
            resizePending = true
            box.addTickCallback { [weak self] _ in
                self?.resizePending = false
                self?.resize()
                return false
            }
        }

        func resize() {
            guard let box, let size = containerSize else { return }
            func request(_ axis: Axis, _ available: Double) -> Int32 {
                let inAxes = axis == .horizontal ? parent.axes.contains(.horizontal) : parent.axes.contains(.vertical)
                guard inAxes, available > 0 else { return -1 }
                return Int32(max(0, parent.length(available, axis)).rounded())
            }
            let width = request(.horizontal, size.width), height = request(.vertical, size.height)
            if (box.widthRequest, box.heightRequest) != (width, height) { box.setSizeRequest(width: width, height: height) }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        context.coordinator.box = box
        _ = box.onMap { [weak coordinator = context.coordinator] _ in coordinator?.mapped() }
        return box
    }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {
        context.coordinator.resize()
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        BoxChildren.reconcile(box, children)
        for child in children { child.setExpand(horizontal: true, vertical: true) }
    }
}

extension View {
    /// The view as long as `length` makes of its container's length, on `axes`.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping @MainActor (_ length: Double, _ axis: Axis) -> Double
    ) -> ContainerRelativeFrame<Self> {
        ContainerRelativeFrame(content: self, axes: axes, length: length)
    }

    /// The view as long as its container, on `axes`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ContainerRelativeFrame<Self> {
        ContainerRelativeFrame(content: self, axes: axes, length: { length, _ in length })
    }

    /// The container's length cut into `count` parts with `spacing` between;
    /// the view as long as `span` of them.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
    ) -> ContainerRelativeFrame<Self> {
        ContainerRelativeFrame(content: self, axes: axes, length: { length, _ in
            let count = Double(max(1, count)), span = Double(max(1, span))
            let part = (length - spacing * (count - 1)) / count
            return part * span + spacing * (span - 1)
        })
    }
}
