import GtkUI
import LandmarksModel

/// A landmark copied or dragged into another application: its picture, for
/// an image editor or a chat, and its name and place as text with its `geo:`
/// URI, for a note or a map ("Turtle Rock — Joshua Tree National Park,
/// California" and "geo:34.011286,-116.166868" on the next line).
@MainActor
enum LandmarkCopy {
    static func text(for landmark: Landmark) -> String {
        // Translators: a landmark copied as text: name, park and state.
        tr("%1$s — %2$s, %3$s", landmark.name, landmark.park, landmark.state)
            + "\n" + OpenInMaps.uri(for: landmark.coordinates)
    }

    /// Puts the landmark on the clipboard and says so in a toast.
    static func copy(_ landmark: Landmark, toaster: Toaster) {
        Clipboard.copy(landmark.transferredContent)
        // Translators: a toast after a landmark was copied.
        toaster.show(tr("Copied to clipboard"))
    }
}

/// A landmark dragged or copied out of the app: its place as text, and its
/// picture (the square thumbnail, from beside the catalogue or the bundle).
extension Landmark: Transferable {
    package static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { LandmarkCopy.text(for: $0) }
        ProxyRepresentation { (landmark: Landmark) in landmark.image }
    }
}
