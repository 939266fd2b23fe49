import CGtk

/// Views on top of each other: a `GtkOverlay`. The first view sets the size;
/// the others are overlays placed by `alignment`.
public struct ZStack<Content: View>: ContainerRepresentable {
    let alignment: Alignment
    public let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var configuration: Alignment { alignment }

    public func makeWidget(context: Context) -> Widget {
        Widget(taking: gtk_overlay_new())
    }

    public func updateWidget(_ widget: Widget, context: Context) {}

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        OverlayChildren.reconcile(widget, main: children.first, overlays: Array(children.dropFirst()), alignment: alignment)
    }
}

/// Keeps a `GtkOverlay`'s main child and overlays as given.
@MainActor
enum OverlayChildren {
    static func reconcile(_ overlay: Widget, main: Widget?, overlays: [Widget], alignment: Alignment) {
        let pointer = overlay.opaque
        let current = gtk_overlay_get_child(pointer)
        if current != main?.widget { gtk_overlay_set_child(pointer, main?.widget) }
        let wanted = Set(overlays.map { UnsafeMutableRawPointer($0.widget) })
        for child in widgetChildren(overlay) where child != main?.widget && !wanted.contains(UnsafeMutableRawPointer(child)) {
            gtk_overlay_remove_overlay(pointer, child)
        }
        for layer in overlays {
            if gtk_widget_get_parent(layer.widget) != overlay.widget {
                gtk_overlay_add_overlay(pointer, layer.widget)
            }
            if gtk_widget_get_hexpand_set(layer.widget) == 0 { gtk_widget_set_halign(layer.widget, alignment.horizontal) }
            if gtk_widget_get_vexpand_set(layer.widget) == 0 { gtk_widget_set_valign(layer.widget, alignment.vertical) }
        }
    }
}

/// A view drawn over (or under) another, sized by it: `.overlay` and `.background`.
public struct OverlayContainer<Base: View, Layer: View>: ContainerRepresentable {
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

    public var configuration: Configuration { Configuration(alignment: alignment, layerBelow: layerBelow) }

    public func makeWidget(context: Context) -> Widget {
        Widget(taking: gtk_overlay_new())
    }

    public func updateWidget(_ widget: Widget, context: Context) {}

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        // The content is (base, layer); the base sizes the overlay either way.
        guard let base = children.first else { return }
        let layers = Array(children.dropFirst())
        if layerBelow, let background = layers.first {
            let fill = Alignment(horizontal: GTK_ALIGN_FILL, vertical: GTK_ALIGN_FILL)
            OverlayChildren.reconcile(widget, main: background, overlays: [base], alignment: fill)
            gtk_overlay_set_measure_overlay(widget.opaque, base.widget, 1)
            return
        }
        OverlayChildren.reconcile(widget, main: base, overlays: layers, alignment: alignment)
    }
}

extension View {
    public func overlay<Layer: View>(alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer) -> OverlayContainer<Self, Layer> {
        OverlayContainer(base: self, layer: layer(), alignment: alignment, layerBelow: false)
    }

    public func background<Layer: View>(alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer) -> OverlayContainer<Self, Layer> {
        OverlayContainer(base: self, layer: layer(), alignment: alignment, layerBelow: true)
    }
}

// Comparable content compares with `==` (see StructuralEquality).
extension ZStack: @MainActor Equatable where Content: Equatable {}
extension OverlayContainer: @MainActor Equatable where Base: Equatable, Layer: Equatable {}
