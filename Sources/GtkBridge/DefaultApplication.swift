import CGtk

/// Handing a URI to the desktop's default application for its scheme (GIO's
/// `g_app_info_launch_default_for_uri`, with the display's launch context for
/// startup notification): `geo:` to the map application, `mailto:` to mail.
/// It launches; it does not wait for, or hear back from, the application.
@MainActor
public enum DefaultApplication {
    /// Why a URI was not handed over.
    public enum LaunchError: Error, Equatable {
        /// No application is registered for the URI's scheme.
        case noHandler(scheme: String)
        /// One is, but starting it failed; GIO's message.
        case failed(String)
    }

    /// Whether an application is registered for `scheme` (without the colon).
    public static func hasHandler(forScheme scheme: String) -> Bool {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }

    /// Opens `uri` in the default application for its scheme.
    public static func open(_ uri: String) -> Result<Void, LaunchError> {
        let scheme = String(uri.prefix { $0 != ":" })
        guard hasHandler(forScheme: scheme) else { return .failure(.noHandler(scheme: scheme)) }
        var error: UnsafeMutablePointer<GError>?
        let context = gdk_display_get_app_launch_context(gdk_display_get_default())
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        let launched = g_app_info_launch_default_for_uri(uri, context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }, &error)
        if launched != 0 { return .success(()) }
        let message = error.map { String(cString: $0.pointee.message) } ?? "the application did not start"
        if let error { g_error_free(error) }
        return .failure(.failed(message))
    }
}
