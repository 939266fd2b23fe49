import GtkBridge

/// GtkUI's own stylesheet: the classes its modifiers use (`bold`, `shadow`,
/// `subheadline`, `clip-circle`, …), installed once per display below the app's
/// priority so an app's stylesheet can override any of them. Colours come from
/// libadwaita's named colours, so dark mode follows.
@MainActor
enum BaseStyle {
    private static var installed = false

    static let css = """
        .subheadline { font-size: 0.93em; }
        .callout { font-size: 0.9em; }
        .bold { font-weight: bold; }
        .italic { font-style: italic; }
        .shadow { box-shadow: 0 2px 7px alpha(black, 0.33); }
        .shadow-small { box-shadow: 0 1px 3px alpha(black, 0.25); }
        .clip-circle { border-radius: 50%; }
        .clip-capsule { border-radius: 9999px; }
        .image-placeholder { background-color: alpha(currentColor, 0.1); color: alpha(currentColor, 0.4); }
        image.image-scale-small { -gtk-icon-size: 0.8em; }
        image.image-scale-large { -gtk-icon-size: 1.6em; }

        """

    static func installOnce() {
        guard !installed else { return }
        installed = StyleSheet.addToDisplay(css, priority: StyleSheet.belowApplication)
    }
}
