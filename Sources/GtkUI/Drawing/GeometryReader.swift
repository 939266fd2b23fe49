import Foundation
import Gtk

/// A view whose content is built from the size it is given, SwiftUI's
/// `GeometryReader`: it takes all the space offered (it expands, asking for
/// none), places its content at its top-leading corner, and builds it again
/// whenever GTK allocates it a new size. The size comes from the allocation,
/// so the content first sees `.zero` and then, one update later (before the
/// first frame is shown), the real size. A new size is never animated: the
/// update it brings runs with animations disabled (`.animation` modifiers
/// inside too), unless a change in the same pass is animated.
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    @State private var size = CGSize.zero

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: some View {
        GeometryHost(size: $size, content: content(GeometryProxy(size: size)))
    }
}

/// What a `GeometryReader` tells its content: the size it was allocated.
public struct GeometryProxy: Sendable, Equatable {
    public let size: CGSize

    /// The reader's bounds in its own coordinates (`.local`, the one space
    /// GtkUI measures in: a GTK widget is told its size, not where it sits).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// Where a frame is measured from. GTK allocates a widget its size in its
/// parent without telling it where that lies in the window, so only `.local`.
public enum CoordinateSpace: Sendable, Hashable {
    case local
}

/// A `Gtk.Overlay` whose main child, an empty drawing area that expands and
/// asks for no size, reports each new allocation; the content lies over it
/// from the top-leading corner.
nonisolated struct GeometryHost<Content: View>: ContainerRepresentable {
    let size: Binding<CGSize>
    let content: Content
    @MainActor var configuration: NoConfiguration { NoConfiguration() }

    @MainActor
    final class Coordinator {
        var size: Binding<CGSize>
        init(size: Binding<CGSize>) { self.size = size }
    }

    @MainActor func makeCoordinator() -> Coordinator { Coordinator(size: size) }

    @MainActor func makeWidget(context: Context) -> Gtk.Overlay {
        let overlay = Gtk.Overlay()
        // Set on the overlay too: GtkOverlay does not pass its main child's expansion on.
        overlay.setExpand(horizontal: true, vertical: true)
        let sizer = Gtk.DrawingArea()
        sizer.setExpand(horizontal: true, vertical: true)
        sizer.setAccessibleHidden(true)
        let coordinator = context.coordinator
        _ = sizer.onResize { [weak coordinator] _, width, height in
            let size = CGSize(width: Double(width), height: Double(height))
            guard let coordinator, coordinator.size.wrappedValue != size else { return }
            // A new size is layout, not a change to animate (the first one
            // replaces the `.zero` the content was first built with).
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { coordinator.size.wrappedValue = size }
        }
        overlay.child = sizer
        return overlay
    }

    @MainActor func updateWidget(_ overlay: Gtk.Overlay, context: Context) {
        context.coordinator.size = size
    }

    @MainActor func updateChildren(_ children: [Gtk.Widget], in overlay: Gtk.Overlay, context: Context) {
        OverlayChildren.reconcile(overlay, main: overlay.child, overlays: children, alignment: .topLeading)
    }
}

/// A reader's content is built by its closure, which the graph cannot
/// compare: a new reader from a body that ran again always builds its
/// content again (as SwiftUI does), so what the closure captured (a new
/// measure, a new colour) is never left unshown.
extension GeometryReader: Equatable {
    nonisolated public static func == (lhs: GeometryReader, rhs: GeometryReader) -> Bool { false }
}
