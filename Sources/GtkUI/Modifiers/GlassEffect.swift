// Liquid Glass on GNOME. SwiftUI's glass refracts what lies behind it and
// shapes flow into one another; GTK 4.8 can neither blur nor refract what is
// behind a widget. What GNOME puts over pictures and video is the OSD
// surface — a dark, translucent fill with light content — so glass here is
// that surface in the view's shape, and a glass view with an id inside a
// `GlassEffectContainer` grows out of a drop as it comes and melts back as
// it goes in an animated transaction (docs/Architecture.md §4).
// Not here: refraction, blur, and one shape flowing into another.

/// SwiftUI's `Glass`: which surface `glassEffect(_:in:)` draws.
public struct Glass: Equatable, Sendable {
    /// How much of what lies behind shows through (0 opaque … 1 clear); nil: no surface.
    let clarity: Double?
    let tint: Color?
    let isInteractive: Bool

    /// The OSD surface: dark, letting a little more than a third through.
    public static let regular = Glass(clarity: 0.45, tint: nil, isInteractive: false)
    /// A lighter surface for content over busy pictures.
    public static let clear = Glass(clarity: 0.75, tint: nil, isInteractive: false)
    /// No surface at all.
    public static let identity = Glass(clarity: nil, tint: nil, isInteractive: false)

    /// The surface in `color` (at the glass's clarity) instead of the OSD's dark.
    public func tint(_ color: Color?) -> Glass {
        Glass(clarity: clarity, tint: color, isInteractive: isInteractive)
    }

    /// Lights the surface while the pointer is over it, as a button's would.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(clarity: clarity, tint: tint, isInteractive: isEnabled)
    }

    /// Light content on the surface, as on GNOME's OSD; and the pointer's light.
    var styleClasses: [String] {
        guard clarity != nil else { return [] }
        return isInteractive ? ["glass", "glass-interactive"] : ["glass"]
    }

    /// The fill the surface is drawn with.
    var surface: GlassSurface { GlassSurface(glass: self) }
}

/// The colour a `Glass` fills its shape with.
struct GlassSurface: ShapeStyle, PaintProviding, Equatable {
    let glass: Glass

    var paint: Paint {
        guard let clarity = glass.clarity else { return .color(Color(red: 0, green: 0, blue: 0, opacity: 0)) }
        let base = glass.tint ?? Color(red: 0, green: 0, blue: 0)
        return .color(base.opacity(1 - clarity))
    }
}

/// Where `glassEffectID(_:in:)` views grow and melt (SwiftUI's container
/// also merges shapes near each other; GTK cannot, so `spacing` is kept
/// only as the distance SwiftUI would have merged at).
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let spacing: Double?
    let content: Content

    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    @MainActor public var body: some View {
        content.environment(\.glassEffectContainer, GlassContainerScope(spacing: spacing))
    }
}

/// The `GlassEffectContainer` a view is inside.
struct GlassContainerScope: Equatable, Sendable {
    let spacing: Double?
}

private struct GlassEffectContainerKey: EnvironmentKey {
    static let defaultValue: GlassContainerScope? = nil
}

extension EnvironmentValues {
    var glassEffectContainer: GlassContainerScope? {
        get { self[GlassEffectContainerKey.self] }
        set { self[GlassEffectContainerKey.self] = newValue }
    }
}

/// A glass view with an identity in a namespace: inside a
/// `GlassEffectContainer` it grows out of a drop as it appears and melts back
/// into one as it goes (in an animated transaction); elsewhere it fades, as
/// any view does.
nonisolated public struct GlassEffectIdentified<Content: View>: View {
    let content: Content
    let id: AnyHashable
    let namespace: Namespace.ID
    @Environment(\.glassEffectContainer) private var container

    @MainActor public var body: some View {
        content.transition(container == nil ? .opacity : .glassDrop)
    }
}

extension AnyTransition {
    /// A glass shape's coming and going: from a small faded drop.
    static let glassDrop = AnyTransition(TransitionLook(opacity: 0, scale: 0.3))
}

extension View {
    /// The view on a glass surface in `shape` (a capsule unless given); an
    /// interactive glass lightens under the pointer and darkens while pressed.
    nonisolated public func glassEffect<S: Shape>(
        _ glass: Glass = .regular, in shape: S
    ) -> ModifiedContent<OverlayContainer<Self, ShapeView<S>>, StyleClasses> {
        background { shape.fill(glass.surface) }
            .modifier(StyleClasses(glass.styleClasses))
    }

    nonisolated public func glassEffect(_ glass: Glass = .regular) -> ModifiedContent<OverlayContainer<Self, ShapeView<Capsule>>, StyleClasses> {
        glassEffect(glass, in: Capsule())
    }

    /// Names this glass view `id` in `namespace`, so a container animates it as one shape.
    nonisolated public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> GlassEffectIdentified<Self> {
        GlassEffectIdentified(content: self, id: AnyHashable(id), namespace: namespace)
    }
}
