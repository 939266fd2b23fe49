import GtkUI

/// Where a landmark's pictures are in the resource bundle.
@MainActor
extension Landmark {
    /// The square thumbnail (500 px), shown in rows, category items and the detail circle.
    var image: Image {
        Image(resource: "\(AppInfo.resourceBase)/images/thumbnails/\(imageName).png")
    }

    /// The 3:2 feature picture of a featured landmark.
    var featureImage: Image? {
        featureImageName.map { Image(resource: "\(AppInfo.resourceBase)/images/features/\($0).png") }
    }
}
