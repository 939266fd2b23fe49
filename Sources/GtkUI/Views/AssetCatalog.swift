import Foundation
import GtkBridge

// Xcode asset catalogues on disk. A SwiftUI package keeps its pictures in
// `Assets.xcassets`: folders of image sets (`1001.imageset/1001@2x.jpg` and a
// `Contents.json` naming each rendition), grouped in folders of their own.
// On Apple's platforms the catalogue is compiled into the app; here a package
// copies it as a resource (`resources: [.copy("Assets.xcassets")]`, which
// SwiftPM puts in `<Package>_<Target>.resources/` beside the executable) and
// `Image("1001")` finds the picture in it, the largest rendition, which GTK
// scales to the screen.
// Not read: colour sets, symbol sets, data sets and app icons, and an image
// set's idioms and appearances (the largest rendition of any is taken).

/// The pictures of one asset catalogue, by image set name.
struct AssetCatalog {
    private(set) var images: [String: String] = [:]

    /// The catalogue in `folder` (an `….xcassets` folder); empty when it
    /// cannot be read.
    init(folder: String) {
        collect(in: URL(fileURLWithPath: folder, isDirectory: true), depth: 0)
    }

    /// The file of the image set `name`, if the catalogue has one.
    func imagePath(named name: String) -> String? { images[name] }

    /// Groups nest; a catalogue deeper than this is not one a person made.
    private static let deepestGroup = 8

    private mutating func collect(in folder: URL, depth: Int) {
        guard depth <= Self.deepestGroup,
              let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else { return }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = entry.lastPathComponent
            if name.hasSuffix(".imageset") {
                let setName = String(name.dropLast(".imageset".count))
                if images[setName] == nil, let file = Self.largestRendition(in: entry) { images[setName] = file }
            } else if !name.contains("."), (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                collect(in: entry, depth: depth + 1)
            }
        }
    }

    /// What an image set's `Contents.json` says of its renditions.
    private struct Contents: Decodable {
        struct Rendition: Decodable {
            let filename: String?
            let scale: String?
        }
        let images: [Rendition]?
    }

    /// The file of the set's rendition at the highest scale that has one.
    private static func largestRendition(in set: URL) -> String? {
        guard let data = try? Data(contentsOf: set.appending(path: "Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        let files = (contents.images ?? []).compactMap { rendition -> (scale: Double, file: String)? in
            guard let file = rendition.filename, !file.contains("/") else { return nil }
            return (Double(rendition.scale?.dropLast() ?? "1") ?? 1, file)
        }
        guard let best = files.max(by: { $0.scale < $1.scale }) else { return nil }
        return set.appending(path: best.file).path
    }
}

extension Image {
    /// The asset catalogues (`….xcassets` folders on disk) `Image(_:)` looks
    /// in after the resource bundle; by default every one in the SwiftPM
    /// resource bundles beside the running executable.
    @MainActor public static var assetCatalogs: [String]? = nil {
        didSet { loadedCatalogs = nil }
    }

    @MainActor private static var loadedCatalogs: [AssetCatalog]?

    /// The picture file named `name` in the asset catalogues, if one has it.
    @MainActor static func catalogImagePath(named name: String) -> String? {
        if loadedCatalogs == nil {
            loadedCatalogs = (assetCatalogs ?? bundledCatalogFolders()).map(AssetCatalog.init(folder:))
        }
        return loadedCatalogs?.lazy.compactMap { $0.imagePath(named: name) }.first
    }

    /// `….xcassets` folders in the `….resources` folders beside the executable.
    private static func bundledCatalogFolders() -> [String] {
        guard let executable = ResourceBundle.executablePath() else { return [] }
        let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let manager = FileManager.default
        let bundles = ((try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".resources") }
        return bundles.flatMap { bundle -> [String] in
            guard let walker = manager.enumerator(at: bundle, includingPropertiesForKeys: nil) else { return [] }
            var catalogs: [String] = []
            for case let entry as URL in walker where entry.lastPathComponent.hasSuffix(".xcassets") {
                catalogs.append(entry.path)
                walker.skipDescendants()
            }
            return catalogs.sorted()
        }
    }
}
