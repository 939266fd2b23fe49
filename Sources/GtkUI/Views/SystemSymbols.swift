import GtkBridge

/// SF Symbols names, which SwiftUI's `systemName:` and `systemImage:` take,
/// as the Adwaita icon theme's symbolic icons. Any other name without a dot
/// is taken as an icon name (`starred-symbolic`, an app's own icon) and used
/// as given; an SF Symbols name with no counterpart here is logged once and
/// drawn as `image-missing-symbolic`, GTK's placeholder.
enum SystemSymbols {
    /// Symbols without a `.fill` or `.circle` variant of their own fall back
    /// to the plain name (GNOME's symbolic icons come in one weight).
    static let table: [String: String] = [
        "star.fill": "starred-symbolic", "star": "non-starred-symbolic", "star.leadinghalf.filled": "semi-starred-symbolic",
        "heart": "emblem-favorite-symbolic",
        "arrow.up.arrow.down": "view-sort-ascending-symbolic", "book.closed": "user-bookmarks-symbolic",
        "info": "dialog-information-symbolic", "circle": "radio-symbolic",
        "chevron.right": "go-next-symbolic", "chevron.forward": "go-next-symbolic",
        "chevron.left": "go-previous-symbolic", "chevron.backward": "go-previous-symbolic",
        "chevron.up": "go-up-symbolic", "chevron.down": "go-down-symbolic",
        "arrow.right": "go-next-symbolic", "arrow.left": "go-previous-symbolic",
        "arrow.up": "go-up-symbolic", "arrow.down": "go-down-symbolic",
        "arrow.clockwise": "view-refresh-symbolic", "arrow.uturn.backward": "edit-undo-symbolic",
        "arrow.uturn.forward": "edit-redo-symbolic",
        "person": "avatar-default-symbolic", "person.crop.circle": "avatar-default-symbolic",
        "person.2": "emoji-people-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "plus.magnifyingglass": "zoom-in-symbolic", "minus.magnifyingglass": "zoom-out-symbolic",
        "gear": "emblem-system-symbolic", "gearshape": "emblem-system-symbolic",
        "slider.horizontal.3": "emblem-system-symbolic",
        "plus": "list-add-symbolic", "minus": "list-remove-symbolic",
        "xmark": "window-close-symbolic", "checkmark": "object-select-symbolic",
        "checkmark.circle": "emblem-ok-symbolic",
        "trash": "user-trash-symbolic", "pencil": "document-edit-symbolic", "square.and.pencil": "document-edit-symbolic",
        "square.and.arrow.up": "send-to-symbolic", "square.and.arrow.down": "document-save-symbolic",
        "doc.on.doc": "edit-copy-symbolic", "doc.on.clipboard": "edit-paste-symbolic", "scissors": "edit-cut-symbolic",
        "folder": "folder-symbolic", "doc": "text-x-generic-symbolic", "doc.text": "text-x-generic-symbolic",
        "photo": "image-x-generic-symbolic", "house": "go-home-symbolic", "calendar": "x-office-calendar-symbolic",
        "clock": "alarm-symbolic", "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic", "questionmark.circle": "dialog-question-symbolic",
        "list.bullet": "view-list-bullet-symbolic", "list.number": "view-list-ordered-symbolic",
        "square.grid.2x2": "view-grid-symbolic",
        "map": "mark-location-symbolic", "mappin": "mark-location-symbolic", "mappin.and.ellipse": "mark-location-symbolic",
        "location": "find-location-symbolic",
        "ellipsis": "view-more-horizontal-symbolic", "ellipsis.circle": "view-more-horizontal-symbolic",
        "line.3.horizontal": "open-menu-symbolic", "sidebar.left": "sidebar-show-symbolic",
        "play": "media-playback-start-symbolic", "pause": "media-playback-pause-symbolic",
        "stop": "media-playback-stop-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic", "speaker.slash": "audio-volume-muted-symbolic",
        "sun.max": "weather-clear-symbolic", "moon": "weather-clear-night-symbolic",
        "cloud": "weather-overcast-symbolic", "snowflake": "weather-snow-symbolic", "leaf": "emoji-nature-symbolic",
        "lock": "changes-prevent-symbolic", "lock.open": "changes-allow-symbolic",
        "eye": "view-reveal-symbolic", "eye.slash": "view-conceal-symbolic",
        "bookmark": "user-bookmarks-symbolic", "flag": "emoji-flags-symbolic",
        "printer": "printer-symbolic", "envelope": "mail-unread-symbolic", "paperplane": "mail-send-symbolic",
        "phone": "phone-symbolic", "camera": "camera-photo-symbolic", "mic": "audio-input-microphone-symbolic",
        "keyboard": "input-keyboard-symbolic", "wifi": "network-wireless-symbolic",
        "face.smiling": "face-smile-symbolic",
    ]

    @MainActor private static var logged: Set<String> = []

    /// The icon name to show for `name`.
    @MainActor
    static func iconName(for name: String) -> String {
        if let icon = lookUp(name) { return icon }
        guard name.contains(".") else { return name }
        if logged.insert(name).inserted {
            Log.message("No icon stands for the SF Symbol “\(name)”; showing image-missing-symbolic", domain: "GtkUI")
        }
        return "image-missing-symbolic"
    }

    /// The name, then without `.fill`, then without `.circle` or `.square` too.
    static func lookUp(_ name: String) -> String? {
        if let icon = table[name] { return icon }
        var base = name
        for suffix in [".fill", ".circle", ".square"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            if let icon = table[base] { return icon }
        }
        return nil
    }
}
