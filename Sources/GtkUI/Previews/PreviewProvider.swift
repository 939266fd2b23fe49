// Previews: SwiftUI's way of looking at a view while writing it. GNOME has no
// design canvas, so a preview here is rendered: `make previews` draws each one
// to PNG, light and dark (PreviewGallery). A preview does nothing in the app.

/// A type that lists previews of views: each view its `previews` lists (at
/// the top level of the builder) is one preview.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// How large a preview is drawn.
public enum PreviewLayout: Equatable, Sendable {
    /// The view's natural size (GTK's measure).
    case sizeThatFits
    /// A fixed size in pixels.
    case fixed(width: CGFloat, height: CGFloat)
    /// A window's size, 1000 × 720, as the app opens at.
    case device
}

extension View {
    /// Names the preview in the gallery (its files are named after it).
    nonisolated public func previewDisplayName(_ name: String?) -> PreviewConfigured<Self> {
        var configured = PreviewConfigured(content: self)
        configured.name = name
        return configured
    }

    /// How large the gallery draws the preview.
    nonisolated public func previewLayout(_ layout: PreviewLayout) -> PreviewConfigured<Self> {
        var configured = PreviewConfigured(content: self)
        configured.layout = layout
        return configured
    }
}

/// A preview with its name or layout set; in a view tree it is its content.
nonisolated public struct PreviewConfigured<Content: View>: View {
    let content: Content
    var name: String?
    var layout: PreviewLayout?

    @MainActor public var body: Content { content }

    public func previewDisplayName(_ name: String?) -> PreviewConfigured {
        var copy = self
        copy.name = name
        return copy
    }

    public func previewLayout(_ layout: PreviewLayout) -> PreviewConfigured {
        var copy = self
        copy.layout = layout
        return copy
    }
}

/// What the gallery reads of a configured preview.
@MainActor
protocol PreviewConfiguration {
    var previewName: String? { get }
    var previewLayout: PreviewLayout? { get }
}

@MainActor extension PreviewConfigured: PreviewConfiguration {
    var previewName: String? { name }
    var previewLayout: PreviewLayout? { layout }
}
