import CGtk

/// CSS for every widget of the default display (`GtkCssProvider`), at a
/// priority: a framework's stylesheet sits just below the application's, so
/// the app's own can override any rule.
public enum StyleSheet {
    /// Below `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`, above the theme.
    public static let belowApplication = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1

    /// Adds `css` to the default display; false when there is no display yet.
    @MainActor @discardableResult
    public static func addToDisplay(_ css: String, priority: UInt32) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
        g_object_unref(provider)
        return true
    }
}

/// A stylesheet of the default display whose rules are replaced as a whole:
/// for rules made while the app runs (a class per colour a view asks for).
@MainActor
public final class ReplaceableStyleSheet {
    private let provider: UnsafeMutablePointer<GtkCssProvider>

    /// Nil when there is no display yet.
    public init?(priority: UInt32) {
        guard let display = gdk_display_get_default() else { return nil }
        provider = gtk_css_provider_new()
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
    }

    /// Makes `css` the sheet's rules, in place of the ones before.
    public func load(_ css: String) {
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
