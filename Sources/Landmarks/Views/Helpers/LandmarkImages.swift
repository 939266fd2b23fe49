import CGtk
import GtkUI

/// Where a landmark's pictures are: beside a catalogue the user opened (when
/// that folder has them), otherwise in the resource bundle; a picture found in
/// neither shows GtkUI's neutral placeholder.
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
        if let directory = catalogDirectory {
            // A catalogue may ship only full-size thumbnails: they serve for the small ones too.
            let folders = folder == "thumbnails-small" ? [folder, "thumbnails"] : [folder]
            let bases = folders.map { "\(directory)/images/\($0)/\(name)" } + ["\(directory)/\(name)"]
            for candidate in bases.flatMap({ base in ["png", "jpg"].map { "\(base).\($0)" } })
            where g_file_test(candidate, G_FILE_TEST_IS_REGULAR) != 0 {
                return Image(file: candidate)
            }
        }
        let bundledExtension = folder == "features" ? "jpg" : "png"
        return Image(resource: "\(AppInfo.resourceBase)/images/\(folder)/\(name).\(bundledExtension)")
    }
}
