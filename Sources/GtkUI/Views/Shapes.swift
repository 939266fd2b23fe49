import Adw
import Foundation
import Gtk
import GtkUIWidgets

/// The outlines GTK can clip a view to: CSS's `border-radius` on a widget
/// with `overflow: hidden`, which GTK applies to what it draws of its child.
public enum ClipOutline: Sendable, Equatable {
    case rectangle
    /// Half the width and half the height: an ellipse, a circle on a square.
    case ellipse
    case capsule
    case roundedRectangle(CGSize)

    @MainActor
    var styleClass: String? {
        switch self {
        case .rectangle: nil
        case .ellipse: "clip-circle"
        case .capsule: "clip-capsule"
        case .roundedRectangle(let size):
            RuntimeStyleSheet.declare(
                "clip-r\(Int(size.width.rounded()))-\(Int(size.height.rounded()))",
                "border-radius: \(Int(size.width.rounded()))px / \(Int(size.height.rounded()))px;")
        }
    }
}

/// Clips its content to an outline: an `AdwBin` with `overflow: hidden`
/// and the outline's rounded corners.
nonisolated public struct ClipContainer<Content: View>: ContainerRepresentable {
    let outline: ClipOutline
    public let content: Content

    @MainActor public var configuration: ClipOutline { outline }

    public final class Coordinator {
        var styleClass: String?
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Adw.Bin {
        let bin = Adw.Bin()
        bin.overflow = .hidden
        bin.halign = .center
        bin.valign = .center
        return bin
    }

    @MainActor public func updateWidget(_ bin: Adw.Bin, context: Context) {
        let wanted = outline.styleClass
        let coordinator = context.coordinator
        if let old = coordinator.styleClass, old != wanted { bin.removeCSSClass(old) }
        if let wanted { bin.addCSSClass(wanted) }
        coordinator.styleClass = wanted
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in bin: Adw.Bin, context: Context) {
        let child = children.first
        if bin.child != child { bin.child = child }
    }
}

/// Keeps its content at a width-to-height ratio (or the content's own, its
/// natural width over its natural height), as wide as it is allowed and
/// as tall as the ratio needs — or no taller than `maxHeight`, when given,
/// so a wide window gets a wider strip rather than a taller one. It never
/// stretches taller in a tall window. Given a box of another shape (a frame,
/// the height cap), `.fit` centres the largest content at the ratio inside it,
/// `.fill` the smallest round it, cut at the box's edges; with `maxHeight`
/// the content fills the box and crops itself. It takes part in layout through GTK's own
/// measure: a small container widget (`CgtkAspectBin`, in CGtk) that asks for
/// height-for-width — `GtkAspectFrame` only fits a child into the space it is
/// given and would let a shrinkable child collapse.
nonisolated public struct AspectRatioContainer<Content: View>: ContainerRepresentable {
    let ratio: Double?
    let mode: AspectBin.Mode
    let maxHeight: Double?
    public let content: Content

    public struct Configuration: Equatable {
        let ratio: Double?
        let mode: AspectBin.Mode
        let maxHeight: Double?
    }

    @MainActor public var configuration: Configuration { Configuration(ratio: ratio, mode: mode, maxHeight: maxHeight) }

    @MainActor public func makeWidget(context: Context) -> AspectBin {
        let bin = AspectBin(ratio: ratio ?? 0)
        // Set, not left to the content: an expanding child must not make it grow.
        bin.setExpand(horizontal: true, vertical: false)
        return bin
    }

    @MainActor public func updateWidget(_ widget: AspectBin, context: Context) {
        widget.setRatio(ratio ?? 0)
        widget.setMode(mode)
        widget.setMaxHeight(Int32(maxHeight ?? 0))
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: AspectBin, context: Context) {
        widget.setChild(children.first)
    }
}

/// `clipShape` takes the shapes whose outline GTK 4.8 can clip to (a
/// rounded rectangle of some kind); it has no way to clip a widget to any
/// other path, so another shape does not compile here. A `Circle` clips an
/// oblong view to the ellipse in it, where SwiftUI would take the circle.
extension View {
    nonisolated public func clipShape(_ shape: Circle, style: FillStyle = FillStyle()) -> ClipContainer<Self> {
        ClipContainer(outline: .ellipse, content: self)
    }

    nonisolated public func clipShape(_ shape: Ellipse, style: FillStyle = FillStyle()) -> ClipContainer<Self> {
        ClipContainer(outline: .ellipse, content: self)
    }

    nonisolated public func clipShape(_ shape: Capsule, style: FillStyle = FillStyle()) -> ClipContainer<Self> {
        ClipContainer(outline: .capsule, content: self)
    }

    nonisolated public func clipShape(_ shape: RoundedRectangle, style: FillStyle = FillStyle()) -> ClipContainer<Self> {
        ClipContainer(outline: .roundedRectangle(shape.cornerSize), content: self)
    }

    nonisolated public func clipShape(_ shape: Rectangle, style: FillStyle = FillStyle()) -> ClipContainer<Self> {
        ClipContainer(outline: .rectangle, content: self)
    }

    /// The older spelling of `clipShape(RoundedRectangle(cornerRadius:))`.
    nonisolated public func cornerRadius(_ radius: Double) -> ClipContainer<Self> {
        ClipContainer(outline: .roundedRectangle(CGSize(width: radius, height: radius)), content: self)
    }

    /// Keeps the view at `ratio` (width ÷ height; nil for the view's own),
    /// fitting the space it is given or filling it.
    nonisolated public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> AspectRatioContainer<Self> {
        AspectRatioContainer(ratio: ratio, mode: contentMode == .fit ? .fit : .fill, maxHeight: nil, content: self)
    }

    nonisolated public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> AspectRatioContainer<Self> {
        aspectRatio(ratio.height > 0 ? Double(ratio.width / ratio.height) : nil, contentMode: contentMode)
    }

    /// Keeps the view at `ratio` as wide as it is allowed, and no taller than
    /// `maxHeight` points: past that the view fills a wider box (and should
    /// crop itself to fill it, as a carousel's pictures do).
    nonisolated public func aspectRatio(_ ratio: Double, maxHeight: Double) -> AspectRatioContainer<Self> {
        AspectRatioContainer(ratio: ratio, mode: .stretch, maxHeight: maxHeight, content: self)
    }

    /// Scales the view to fit the space it is given, at its own ratio.
    nonisolated public func scaledToFit() -> AspectRatioContainer<Self> { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill the space it is given, at its own ratio, cut at its edges.
    nonisolated public func scaledToFill() -> AspectRatioContainer<Self> { aspectRatio(nil, contentMode: .fill) }
}

// Comparable content compares with `==` (see StructuralEquality).
@MainActor extension ClipContainer: @MainActor Equatable where Content: Equatable {}
extension AspectRatioContainer: @MainActor Equatable where Content: Equatable {}

@MainActor extension ClipContainer: ElementwiseModifier {
    nonisolated public static var _graphRole: _GraphRole { elementwiseRole }
    public func _collect(into children: inout _ViewChildren, path: _ViewPath) { collectElements(into: &children, path: path) }

    func wrapping<Element: View>(_ element: Element) -> any View {
        ClipContainer<Element>(outline: outline, content: element)
    }
}
