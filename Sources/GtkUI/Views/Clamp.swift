import Adw
import Gtk

/// Keeps its content at a comfortable reading width, centred: an `Adw.Clamp`.
nonisolated public struct ClampContainer<Content: View>: ContainerRepresentable {
    let maximumWidth: Double
    public let content: Content

    @MainActor public var configuration: Double { maximumWidth }

    @MainActor public func makeWidget(context: Context) -> Adw.Clamp {
        let clamp = Adw.Clamp()
        clamp.setExpand(horizontal: true)
        return clamp
    }

    @MainActor public func updateWidget(_ clamp: Adw.Clamp, context: Context) {
        clamp.maximumSize = Int32(maximumWidth)
        clamp.tighteningThreshold = Int32(maximumWidth * 0.8)
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in clamp: Adw.Clamp, context: Context) {
        let child = children.first
        if clamp.child != child { clamp.child = child }
    }
}
extension View {
    /// At most `width` pixels wide, centred in wider space.
    nonisolated public func clamped(to width: Double) -> ClampContainer<Self> {
        ClampContainer(maximumWidth: width, content: self)
    }
}
