// The symbols Xcode makes for Trails.xcstrings, written by
// tools/xcstrings-to-gettext.py: each key of the table as a resource that
// reads its translation from the gettext domain "Trails".
import GtkUI

extension LocalizedStringResource {
    enum Trails {
        /// The name of the Heron Marsh trail.
        static var heronMarshName: LocalizedStringResource {
            LocalizedStringResource("HERON_MARSH_NAME", defaultValue: "Heron Marsh", table: "Trails")
        }

        /// Notes on the Quarry Ridge trail.
        static var quarryRidgeNotes: LocalizedStringResource {
            LocalizedStringResource("QUARRY_RIDGE_NOTES", defaultValue: "Steep at the start.\nThe view is worth it.", table: "Trails")
        }
    }
}
