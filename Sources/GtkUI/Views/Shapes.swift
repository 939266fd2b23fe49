import Adw
import Gtk
import GtkUIWidgets

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

    public var configuration: ClipShape { shape }

    public func makeWidget(context: Context) -> Adw.Bin {
        let bin = Adw.Bin()
        bin.overflow = .hidden
        bin.halign = .center
        bin.valign = .center
        return bin
    }

    public func updateWidget(_ bin: Adw.Bin, context: Context) {
        for shape in [ClipShape.circle, .roundedRectangle(cornerRadius: 5), .roundedRectangle(cornerRadius: 12)] {
            bin.setCSSClass(shape.styleClass, shape.styleClass == self.shape.styleClass)
        }
    }

    public func updateChildren(_ children: [Widget], in bin: Adw.Bin, context: Context) {
        let child = children.first?.typed
        if bin.child != child { bin.child = child }
    }
}

/// Keeps its content at a width-to-height ratio, as wide as it is allowed and
/// as tall as the ratio needs — or no taller than `maxHeight`, when given,
/// so a wide window gets a wider strip rather than a taller one. It never
/// stretches taller in a tall window. It takes part in layout through GTK's own
/// measure: a small container widget (`CgtkAspectBin`, in CGtk) that asks for
/// height-for-width — `GtkAspectFrame` only fits a child into the space it is
/// given and would let a shrinkable child collapse.
public struct AspectRatioContainer<Content: View>: ContainerRepresentable {
    let ratio: Double
    let maxHeight: Double?
    public let content: Content

    public struct Configuration: Equatable {
        let ratio: Double
        let maxHeight: Double?
    }

    public var configuration: Configuration { Configuration(ratio: ratio, maxHeight: maxHeight) }

    public func makeWidget(context: Context) -> AspectBin {
        let bin = AspectBin(ratio: ratio)
        // Set, not left to the content: an expanding child must not make it grow.
        bin.setExpand(horizontal: true, vertical: false)
        return bin
    }

    public func updateWidget(_ widget: AspectBin, context: Context) {
        widget.setRatio(ratio)
        widget.setMaxHeight(Int32(maxHeight ?? 0))
    }

    public func updateChildren(_ children: [Widget], in widget: AspectBin, context: Context) {
        widget.setChild(children.first)
    }
}

extension View {
    public func clipShape(_ shape: ClipShape) -> ClipContainer<Self> {
        ClipContainer(shape: shape, content: self)
    }

    public func cornerRadius(_ radius: Double) -> ClipContainer<Self> {
        ClipContainer(shape: .roundedRectangle(cornerRadius: radius), content: self)
    }

    /// Keeps the view at `ratio` (width ÷ height), as large as fits, and no
    /// taller than `maxHeight` points when given.
    public func aspectRatio(
        _ ratio: Double, contentMode: ContentMode = .fit, maxHeight: Double? = nil
    ) -> AspectRatioContainer<Self> {
        AspectRatioContainer(ratio: ratio, maxHeight: maxHeight, content: self)
    }
}

// Comparable content compares with `==` (see StructuralEquality).
extension ClipContainer: @MainActor Equatable where Content: Equatable {}
extension AspectRatioContainer: @MainActor Equatable where Content: Equatable {}
