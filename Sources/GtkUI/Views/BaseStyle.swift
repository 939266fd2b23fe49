import GtkBridge

/// GtkUI's own stylesheet: the classes its modifiers use (`bold`, `italic`,
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
        .clip-circle { border-radius: 50%; }
        .clip-capsule { border-radius: 9999px; }
        .image-placeholder { background-color: alpha(currentColor, 0.1); color: alpha(currentColor, 0.4); }
        image.image-scale-small { -gtk-icon-size: 0.8em; }
        image.image-scale-large { -gtk-icon-size: 1.6em; }
        image.icon-style-regular { -gtk-icon-style: regular; }
        image.icon-style-symbolic { -gtk-icon-style: symbolic; }
        listview.plain-list { background-color: @view_bg_color; color: @view_fg_color; }
        listview.plain-list > row { min-height: 36px; padding: 0 12px; border-bottom: 1px solid alpha(currentColor, 0.1); }
        listview.inset-list { padding: 12px; }
        listview.inset-list > row, listview.grouped-list > row { min-height: 44px; padding: 0 12px; background-color: @card_bg_color; color: @card_fg_color; border-bottom: 1px solid @card_shade_color; }
        listview.inset-list > row { border-left: 1px solid @card_shade_color; border-right: 1px solid @card_shade_color; }
        listview.inset-list > row.first-row { border-top: 1px solid @card_shade_color; border-top-left-radius: 12px; border-top-right-radius: 12px; }
        listview.inset-list > row.last-row { border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
        listview.inset-list > row.activatable:hover, listview.grouped-list > row.activatable:hover { background-image: image(alpha(currentColor, 0.05)); }
        listview.inset-list > row:selected, listview.grouped-list > row:selected { background-image: image(alpha(currentColor, 0.1)); }
        listview > row.custom-insets { padding: 0; min-height: 0; }
        button.plain-button { padding: 0; min-height: 0; min-width: 0; }
        scrolledwindow.no-content-background > textview, scrolledwindow.no-content-background > textview > text { background: none; }
        listview.no-content-background, listview.no-content-background > row { background: none; }
        .glass { color: rgba(255, 255, 255, 0.95); }
        .glass-interactive:hover { filter: brightness(1.25); }
        .glass-interactive:active { filter: brightness(0.85); }
        headerbar.backdrop-extended { background-color: alpha(@headerbar_bg_color, 0.6); }
        headerbar.backdrop-extended:backdrop { background-color: alpha(@headerbar_backdrop_color, 0.6); }

        """

    static func installOnce() {
        guard !installed else { return }
        installed = StyleSheet.addToDisplay(css, priority: StyleSheet.belowApplication)
    }
}
