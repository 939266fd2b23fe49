import Glibc
import GtkUI
import LandmarksModel

/// Where a landmark's pictures are: beside a catalogue the user opened (when
/// that folder has them), otherwise in the resource bundle; a picture found in
/// neither shows GtkUI's neutral placeholder, and what is logged about it
/// names the file in the catalogue's folder, where the user is meant to put it.
@MainActor
extension Landmark {
    /// The square thumbnail (500 px), shown in rows, category items and the detail circle.
    var image: Image {
        LandmarkImages.image(named: imageName, folder: "thumbnails")
    }

    /// The thumbnail's 155 px rendition, for rows and category items: a tenth
    /// of the pixels to decode.
    var smallImage: Image {
        LandmarkImages.image(named: imageName, folder: "thumbnails-small")
    }

    /// The 3:2 feature picture of a featured landmark.
    var featureImage: Image? {
        featureImageName.map { LandmarkImages.image(named: $0, folder: "features") }
    }
}

@MainActor
enum LandmarkImages {
    /// The folder of the catalogue opened with `--catalog`, if any.
    static var catalogDirectory: String?

    /// In the bundle, feature pictures are JPEG and thumbnails PNG; beside a
    /// catalogue, either kind may be either.
    static func image(named name: String, folder: String) -> Image {
        if let file = catalogPicture(named: name, folder: folder) { return Image(file: file) }
        let resource = bundledPath(named: name, folder: folder)
        // Only a file that is not there at all is named, for the placeholder's
        // log to say where it belongs: one that is there but refused (not a
        // regular file, or outside the folder) is never handed on, to be
        // shown, copied or dragged.
        if let expected = expectedCatalogPicture(named: name, folder: folder), !ResourceBundle.exists(resource),
           !exists(expected) {
            return Image(file: expected)
        }
        return Image(resource: resource)
    }

    /// Whether anything — a file, a link, even a dangling one — is at `path`.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private static func bundledPath(named name: String, folder: String) -> String {
        "\(AppInfo.resourceBase)/images/\(folder)/\(name).\(folder == "features" ? "jpg" : "png")"
    }

    /// Where in the catalogue's folder the picture `name` belongs (thumbnails
    /// serve for small ones too), or nil with no catalogue or for a name that
    /// is not one file name.
    static func expectedCatalogPicture(named name: String, folder: String, in directory: String? = catalogDirectory) -> String? {
        guard let directory, isFileName(name) else { return nil }
        let kind = folder == "thumbnails-small" ? "thumbnails" : folder
        return "\(directory)/images/\(kind)/\(name).\(folder == "features" ? "jpg" : "png")"
    }

    private static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// A picture a catalogue names that neither its folder nor the bundle holds.
    struct MissingPicture: Equatable {
        let landmark: String
        /// The file it should be, under the folder shown for the catalogue.
        let file: String
    }

    /// The thumbnails and feature pictures of `landmarks` found neither beside
    /// the catalogue nor in the bundle, each file once, with the folder named
    /// as `shownDirectory`.
    static func missingPictures(of landmarks: [Landmark], shownDirectory: String) -> [MissingPicture] {
        var missing: [MissingPicture] = []
        var seen = Set<String>()
        for landmark in landmarks {
            let pictures = [(landmark.imageName, "thumbnails")] + (landmark.featureImageName.map { [($0, "features")] } ?? [])
            for (name, folder) in pictures where !ResourceBundle.exists(bundledPath(named: name, folder: folder))
                && catalogPicture(named: name, folder: folder) == nil {
                guard let file = expectedCatalogPicture(named: name, folder: folder, in: shownDirectory),
                      seen.insert(file).inserted else { continue }
                missing.append(MissingPicture(landmark: landmark.name, file: file))
            }
        }
        return missing
    }

    /// The picture file for `name` beside the `--catalog` file, if there is
    /// one. A name is one file name, never a path: "../secret" or "a/b" find
    /// nothing, and a file that resolves (through links) outside the
    /// catalogue's folder is not used.
    static func catalogPicture(named name: String, folder: String) -> String? {
        guard let directory = catalogDirectory, isFileName(name) else { return nil }
        // A catalogue may ship only full-size thumbnails: they serve for the small ones too.
        let folders = folder == "thumbnails-small" ? [folder, "thumbnails"] : [folder]
        let bases = folders.map { "\(directory)/images/\($0)/\(name)" } + ["\(directory)/\(name)"]
        guard let root = realPath(directory) else { return nil }
        for candidate in bases.flatMap({ base in ["png", "jpg"].map { "\(base).\($0)" } })
        where isRegularFile(candidate) {
            guard let resolved = realPath(candidate), resolved.starts(with: root + [UInt8(ascii: "/")]) else { continue }
            // A folder named in bytes that are not UTF-8 is reached through
            // /proc/self/fd (CatalogLocation): its resolved path is no String.
            return String(validating: resolved, as: UTF8.self) ?? candidate
        }
        return nil
    }

    /// Whether `path` is a regular file, following links.
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The path with every link resolved, as bytes.
    private static func realPath(_ path: String) -> [UInt8]? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
                                         count: strlen(resolved)))
    }
}
