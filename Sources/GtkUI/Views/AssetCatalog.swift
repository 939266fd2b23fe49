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
// Its colour sets become named colours (`Color("accent")`), in their dark
// appearance while libadwaita's style is dark (AssetCatalogColors.swift).
// Not read: symbol sets, data sets and app icons, an image set's idioms and
// appearances (the largest rendition of any is taken), and a colour's other
// appearances (high contrast) and colour spaces (all are read as sRGB).

/// The pictures and colours of one asset catalogue, by set name.
struct AssetCatalog {
    private(set) var images: [String: String] = [:]
    private(set) var colors: [String: AssetColor] = [:]

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
            } else if name.hasSuffix(".colorset") {
                let setName = String(name.dropLast(".colorset".count))
                if colors[setName] == nil, let color = AssetColor(set: entry) { colors[setName] = color }
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

/// A colour set's colour, and its dark appearance if it has one.
struct AssetColor: Equatable {
    let light: [Double]
    let dark: [Double]?

    private struct Contents: Decodable {
        struct Entry: Decodable {
            struct Appearance: Decodable {
                let appearance: String
                let value: String
            }
            struct Value: Decodable {
                let components: [String: Component]?
            }
            let appearances: [Appearance]?
            let color: Value?
        }
        let colors: [Entry]?
    }

    /// A component as Xcode writes it: "0.500", "128" (of 255), "0x80", or a number.
    private struct Component: Decodable {
        let value: Double
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = number
                return
            }
            let text = try container.decode(String.self)
            if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                value = Double(byte) / 255
            } else if text.contains("."), let number = Double(text) {
                value = number
            } else if let byte = Int(text) {
                value = byte > 1 ? Double(byte) / 255 : Double(byte)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a colour component: \(text)")
            }
        }
    }

    /// The colour of the set in `folder`; nil when it has none readable.
    init?(set folder: URL) {
        guard let data = try? Data(contentsOf: folder.appending(path: "Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        func components(of entry: Contents.Entry) -> [Double]? {
            guard let parts = entry.color?.components else { return nil }
            let values = ["red", "green", "blue", "alpha"].map { parts[$0]?.value }
            guard values[0] != nil, values[1] != nil, values[2] != nil else { return nil }
            return values.enumerated().map { index, value in min(max(value ?? (index == 3 ? 1 : 0), 0), 1) }
        }
        var light: [Double]?, dark: [Double]?
        for entry in contents.colors ?? [] {
            let luminosity = entry.appearances?.first { $0.appearance == "luminosity" }?.value
            if entry.appearances?.contains(where: { $0.appearance != "luminosity" }) == true { continue }
            if luminosity == "dark" { dark = dark ?? components(of: entry) }
            else if luminosity == nil { light = light ?? components(of: entry) }
        }
        guard let light else { return nil }
        self.light = light
        self.dark = dark
    }
}

extension Image {
    /// The asset catalogues (`….xcassets` folders on disk) `Image(_:)` looks
    /// in after the resource bundle; by default every one in the SwiftPM
    /// resource bundles beside the running executable.
    @MainActor public static var assetCatalogs: [String]? = nil {
        didSet {
            loadedCatalogs = nil
            AssetCatalogColors.reset()
        }
    }

    @MainActor private static var loadedCatalogs: [AssetCatalog]?

    /// The asset catalogues, read once.
    @MainActor static var catalogs: [AssetCatalog] {
        if let loadedCatalogs { return loadedCatalogs }
        let catalogs = (assetCatalogs ?? bundledCatalogFolders()).map(AssetCatalog.init(folder:))
        loadedCatalogs = catalogs
        return catalogs
    }

    /// The picture file named `name` in the asset catalogues, if one has it.
    @MainActor static func catalogImagePath(named name: String) -> String? {
        catalogs.lazy.compactMap { $0.imagePath(named: name) }.first
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
