import CGtk

/// Keeps its content at a comfortable reading width, centred: an `AdwClamp`.
public struct ClampContainer<Content: View>: ContainerRepresentable {
    let maximumWidth: Double
    public let content: Content

    public var configuration: Double { maximumWidth }

    public func makeWidget(context: Context) -> Widget {
        let clamp = Widget(taking: adw_clamp_new())
        clamp.setExpand(horizontal: true)
        return clamp
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        adw_clamp_set_maximum_size(widget.opaque, Int32(maximumWidth))
        adw_clamp_set_tightening_threshold(widget.opaque, Int32(maximumWidth * 0.8))
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let child = children.first?.widget
        if adw_clamp_get_child(widget.opaque) != child { adw_clamp_set_child(widget.opaque, child) }
    }
}

extension View {
    /// At most `width` pixels wide, centred in wider space.
    public func clamped(to width: Double) -> ClampContainer<Self> {
        ClampContainer(maximumWidth: width, content: self)
    }
}
