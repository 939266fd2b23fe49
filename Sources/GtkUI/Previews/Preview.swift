/// One preview: a view to draw, its name and how it is laid out. `#Preview`
/// makes these; a program rarely needs to.
@MainActor
public struct Preview {
    /// What a preview's traits apply to (SwiftUI's spelling: `PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name the gallery gives it, when one was written.
    public let name: String?
    /// How large the gallery draws it.
    public let layout: PreviewLayout
    let content: @MainActor () -> any View

    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.layout = traits.last?.layout ?? .sizeThatFits
        self.content = body
    }

    /// The previewed view, made afresh.
    public func makeView() -> any View { content() }
}

/// A way a preview is shown. Of SwiftUI's traits GNOME has the layouts:
/// there is no device to rotate and no canvas to pin a preview to.
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout

    /// The view's natural size (GTK's measure).
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }

    /// A fixed size in pixels.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }

    /// The size of the app's window (1000 × 720), as a preview in SwiftUI
    /// fills a device's screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
}

/// A type `#Preview` declares: where its preview was written and how to make
/// it. The gallery finds every one in the program
/// (`PreviewGallery.registeredPreviews()`).
@MainActor
public protocol PreviewRegistry {
    /// The file the preview is in, as `#fileID` spells it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line the preview begins at.
    static var line: Int { get }
    @MainActor static func makePreview() -> Preview
}
