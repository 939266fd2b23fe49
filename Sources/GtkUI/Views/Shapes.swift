import CGtk

/// A clip outline for `clipShape`: each maps to a style class that rounds the
/// clipping container's corners.
public enum ClipShape: Sendable, Equatable {
    case circle
    case roundedRectangle(cornerRadius: Double)

    var styleClass: String {
        switch self {
        case .circle: "clip-circle"
        case .roundedRectangle(let radius): radius <= 6 ? "clip-rounded-small" : "clip-rounded"
        }
    }
}

/// Clips its content to a shape: an `AdwBin` with `overflow: hidden` and
/// rounded corners from the stylesheet, which GTK applies to what it draws
/// of its child.
public struct ClipContainer<Content: View>: ContainerRepresentable {
    let shape: ClipShape
    public let content: Content

    public func makeWidget(context: Context) -> Widget {
        let bin = Widget(taking: adw_bin_new())
        gtk_widget_set_overflow(bin.widget, GTK_OVERFLOW_HIDDEN)
        bin.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        return bin
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        for shape in [ClipShape.circle, .roundedRectangle(cornerRadius: 5), .roundedRectangle(cornerRadius: 12)] {
            widget.setCSSClass(shape.styleClass, shape.styleClass == self.shape.styleClass)
        }
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let child = children.first?.widget
        if adw_bin_get_child(widget.pointer()) != child { adw_bin_set_child(widget.pointer(), child) }
    }
}

/// Keeps its content at a width-to-height ratio: a `GtkAspectFrame`.
public struct AspectRatioContainer<Content: View>: ContainerRepresentable {
    let ratio: Double
    public let content: Content

    public func makeWidget(context: Context) -> Widget {
        let frame = Widget(taking: gtk_aspect_frame_new(0.5, 0.5, Float(ratio), 0))
        frame.setExpand(horizontal: true)
        return frame
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        gtk_aspect_frame_set_ratio(widget.opaque, Float(ratio))
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let child = children.first?.widget
        if gtk_aspect_frame_get_child(widget.opaque) != child { gtk_aspect_frame_set_child(widget.opaque, child) }
    }
}

extension View {
    public func clipShape(_ shape: ClipShape) -> ClipContainer<Self> {
        ClipContainer(shape: shape, content: self)
    }

    public func cornerRadius(_ radius: Double) -> ClipContainer<Self> {
        ClipContainer(shape: .roundedRectangle(cornerRadius: radius), content: self)
    }

    /// Keeps the view at `ratio` (width ÷ height), as large as fits.
    public func aspectRatio(_ ratio: Double, contentMode: ContentMode = .fit) -> AspectRatioContainer<Self> {
        AspectRatioContainer(ratio: ratio, content: self)
    }
}
