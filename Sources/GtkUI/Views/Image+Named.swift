import GtkBridge

/// SwiftUI's pictures by name and their rendering mode. An app's asset
/// catalogue here is its resource bundle: `Image("turtlerock")` is the first
/// of `turtlerock.png`, `.jpg`, `.jpeg`, `.svg` or `.webp` found in the
/// `assetFolders`, or else the picture of an image set of that name in the
/// `assetCatalogs` (Xcode asset catalogues on disk, see AssetCatalog.swift),
/// looked up when the image is shown (so a model that is not on the main
/// actor can make one). A name found nowhere shows the neutral placeholder,
/// and is logged once.
extension Image {
    /// A picture that only decorates: as `Image(_:)`, and never read to a
    /// screen reader (an image is not, until `accessibilityLabel` names it).
    nonisolated public init(decorative name: String) {
        self.init(name)
    }

    nonisolated public init(_ name: String) {
        source = .named(name)
    }

    /// How an image is drawn: as it is, or as a template, its shape in the
    /// text colour. A symbolic icon is a template unless told otherwise
    /// (`original` asks the icon theme for its full-colour icon, GTK's
    /// `-gtk-icon-style: regular`); a picture is drawn as it is.
    public enum TemplateRenderingMode: Sendable, Equatable {
        case template, original
    }

    nonisolated public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// The resource folders `Image(_:)` looks in, in order; by default the
    /// running application's `<resource base path>/images` and `/assets`.
    @MainActor public static var assetFolders: [String]? = nil

    @MainActor
    static var searchedFolders: [String] {
        if let assetFolders { return assetFolders }
        guard let base = ResourceBundle.applicationBasePath else { return [] }
        return ["\(base)/images", "\(base)/assets"]
    }

    private static let extensions = ["png", "jpg", "jpeg", "svg", "webp"]
    @MainActor private static var reportedMissing: Set<String> = []

    /// The picture a named image stands for, found in the bundle now.
    @MainActor
    var resolvedSource: Source {
        guard case .named(let name) = source else { return source }
        let folders = Self.searchedFolders
        for folder in folders {
            for suffix in Self.extensions where ResourceBundle.exists("\(folder)/\(name).\(suffix)") {
                return .resource("\(folder)/\(name).\(suffix)")
            }
        }
        if let path = Self.catalogImagePath(named: name) { return .file(path) }
        if Self.reportedMissing.insert(name).inserted {
            let searched = folders.isEmpty ? "the resource bundle (no folders to look in)" : folders.joined(separator: ", ")
            Log.message("No picture named “\(name)” in \(searched); showing a placeholder", domain: "GtkUI")
        }
        return .resource("\(folders.first ?? "")/\(name)")
    }
}
