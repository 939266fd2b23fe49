import Gtk

/// Views on top of each other: a `Gtk.Overlay`. The first view sets the size;
/// the others are overlays placed by `alignment`.
nonisolated public struct ZStack<Content: View>: ContainerRepresentable {
    let alignment: Alignment
    public let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor public var configuration: Alignment { alignment }

    @MainActor public func makeWidget(context: Context) -> Gtk.Overlay {
        Gtk.Overlay()
    }

    @MainActor public func updateWidget(_ overlay: Gtk.Overlay, context: Context) {}

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in overlay: Gtk.Overlay, context: Context) {
        OverlayChildren.reconcile(overlay, main: children.first, overlays: Array(children.dropFirst()), alignment: alignment)
    }
}

/// Keeps a `Gtk.Overlay`'s main child and overlays as given.
@MainActor
enum OverlayChildren {
    static func reconcile(_ overlay: Gtk.Overlay, main: Gtk.Widget?, overlays: [Gtk.Widget], alignment: Alignment) {
        if overlay.child != main { overlay.child = main }
        let wanted = Set<GObjectHandle>(overlays)
        var child = overlay.firstChild
        while let current = child {
            child = current.nextSibling
            if current != main, !wanted.contains(current) { overlay.removeOverlay(current) }
        }
        for layer in overlays {
            if layer.parent != overlay { overlay.addOverlay(layer) }
            // A layer that expands (or holds what does) fills the overlay, as a
            // flexible view takes all of a ZStack; the others sit by the alignment.
            if !layer.hexpandSet {
                let halign = layer.computeExpand(orientation: .horizontal) ? .fill : alignment.horizontal
                if layer.halign != halign { layer.halign = halign }
            }
            if !layer.vexpandSet {
                let valign = layer.computeExpand(orientation: .vertical) ? .fill : alignment.vertical
                if layer.valign != valign { layer.valign = valign }
            }
        }
    }
}

/// A view drawn over (or under) another, sized by it: `.overlay` and `.background`.
nonisolated public struct OverlayContainer<Base: View, Layer: View>: ContainerRepresentable {
    let base: Base
    let layer: Layer
    let alignment: Alignment
    let layerBelow: Bool

    public var content: TupleView<Base, Layer> { TupleView(base, layer) }
    /// Where the layer goes: its alignment, and whether it is drawn below.
    public struct Configuration: Equatable {
        let alignment: Alignment
        let layerBelow: Bool
    }

    @MainActor public var configuration: Configuration { Configuration(alignment: alignment, layerBelow: layerBelow) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Overlay {
        Gtk.Overlay()
    }

    @MainActor public func updateWidget(_ overlay: Gtk.Overlay, context: Context) {}

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in overlay: Gtk.Overlay, context: Context) {
        // The content is (base, layer); the base sizes the overlay either way.
        guard let base = children.first else { return }
        let layers = Array(children.dropFirst())
        if layerBelow, let background = layers.first {
            let fill = Alignment(horizontal: .fill, vertical: .fill)
            OverlayChildren.reconcile(overlay, main: background, overlays: [base], alignment: fill)
            overlay.setMeasureOverlay(base, measure: true)
            // Sized by the view, it expands only where the view does: a
            // shape behind it (which would take all the room it is offered)
            // is laid out to the view's size, not the view to the shape's.
            let content = base
            overlay.hexpand = content.computeExpand(orientation: .horizontal)
            overlay.vexpand = content.computeExpand(orientation: .vertical)
            return
        }
        OverlayChildren.reconcile(overlay, main: base, overlays: layers, alignment: alignment)
    }
}

extension View {
    nonisolated public func overlay<Layer: View>(alignment: Alignment = .center, @ViewBuilder content layer: () -> Layer) -> OverlayContainer<Self, Layer> {
        OverlayContainer(base: self, layer: layer(), alignment: alignment, layerBelow: false)
    }

    nonisolated public func background<Layer: View>(alignment: Alignment = .center, @ViewBuilder content layer: () -> Layer) -> OverlayContainer<Self, Layer> {
        OverlayContainer(base: self, layer: layer(), alignment: alignment, layerBelow: true)
    }

    /// The view over a rectangle filled with `style`, as large as the view: `.background(.yellow)`.
    /// `style` filling `shape` behind the view (a rounded card behind a field).
    nonisolated public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> OverlayContainer<Self, ShapeView<Outline>> {
        background { shape.fill(style) }
    }

    nonisolated public func background<S: ShapeStyle>(_ style: S) -> OverlayContainer<Self, ShapeView<Rectangle>> {
        OverlayContainer(base: self, layer: Rectangle().fill(style), alignment: .center, layerBelow: true)
    }

    /// The view under a rectangle filled with `style` (a tint over a picture).
    nonisolated public func overlay<S: ShapeStyle>(_ style: S) -> OverlayContainer<Self, ShapeView<Rectangle>> {
        OverlayContainer(base: self, layer: Rectangle().fill(style), alignment: .center, layerBelow: false)
    }
}

// Comparable content compares with `==` (see StructuralEquality).
@MainActor extension ZStack: @MainActor Equatable where Content: Equatable {}
extension OverlayContainer: @MainActor Equatable where Base: Equatable, Layer: Equatable {}
