import Adw
import Gtk
import GtkBridge

/// The colour sets of the asset catalogues as named CSS colours, so
/// `Color("badgeColor")` finds them as it finds a stylesheet's
/// `@define-color`: defined once, the first time a name no stylesheet
/// defines is asked for (an app whose colours are all in its stylesheet
/// never looks for catalogues), below the app's own stylesheet, and
/// redefined in their dark appearance while libadwaita's style is dark.
@MainActor
enum AssetCatalogColors {
    private static var isInstalled = false
    private static var sheet: ReplaceableStyleSheet?
    private static var darkConnection: SignalConnection?

    /// The colour `name` as the widget's style has it, the catalogues' colour
    /// sets included; nil when nothing defines it.
    static func color(named name: String, on widget: Gtk.Widget) -> RGBColor? {
        if let color = widget.styleColor(named: name) { return color }
        guard !isInstalled else { return nil }
        installOnce()
        return widget.styleColor(named: name)
    }

    private static func installOnce() {
        guard !isInstalled else { return }
        isInstalled = true
        var colors: [String: AssetColor] = [:]
        for catalog in Image.catalogs {
            for (name, color) in catalog.colors where colors[name] == nil && ColorStyleSheet.isColorName(name) { colors[name] = color }
        }
        guard !colors.isEmpty, let sheet = sheet ?? ReplaceableStyleSheet(priority: StyleSheet.belowApplication) else { return }
        self.sheet = sheet
        let manager = Adw.StyleManager.default
        sheet.load(css(colors, dark: manager?.isDark ?? false))
        darkConnection = manager?.onNotifyDark { sheet.load(css(colors, dark: manager?.isDark ?? false)) }
    }

    /// Forgets the colours defined, for catalogues that changed.
    static func reset() {
        isInstalled = false
        darkConnection?.disconnect()
        darkConnection = nil
        sheet?.load("")
    }

    static func css(_ colors: [String: AssetColor], dark: Bool) -> String {
        colors.keys.sorted().map { name in
            let color = colors[name]!
            let components = dark ? color.dark ?? color.light : color.light
            let rgb = components.prefix(3).map { String(Int(($0 * 255).rounded())) }
            return "@define-color \(name) rgba(\(rgb.joined(separator: ", ")), \(RuntimeStyleSheet.number(components[3], digits: 3)));"
        }.joined(separator: "\n")
    }
}
