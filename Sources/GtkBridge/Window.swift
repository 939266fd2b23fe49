import CGtk

/// An `AdwApplicationWindow`, or any `GtkWindow`, owned from Swift.
///
/// A toplevel window is owned by GTK's window list once presented; the handle's
/// reference keeps the wrapper valid until it is closed and the handle dies.
@MainActor
public final class Window: Widget {
    /// A new `AdwApplicationWindow` for `application`.
    public convenience init(application: Application) {
        self.init(taking: adw_application_window_new(application.pointer(as: GtkApplication.self)))
    }

    @_spi(Bindings) public var window: UnsafeMutablePointer<GtkWindow> { pointer() }

    public var title: String? {
        get { gtk_window_get_title(window).map { String(cString: $0) } }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The content below libadwaita's own window chrome.
    public func setContent(_ content: Widget) {
        adw_application_window_set_content(pointer(), content.widget)
    }

    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(window, width, height)
    }

    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (width, height)
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

    public func maximize() { gtk_window_maximize(window) }
    public func present() { gtk_window_present(window) }
    public func close() { gtk_window_close(window) }

    /// Destroys the window now, without `close-request`.
    public func destroy() { gtk_window_destroy(window) }

    /// Runs `handler` after each frame of this window is painted, from the
    /// first, until it returns false. Call before `present()`.
    public func onFramesPresented(_ handler: @escaping @MainActor () -> Bool) {
        var done = false
        connect("realize") { [unowned self] in
            guard let clock = gtk_widget_get_frame_clock(self.widget) else { return }
            let clockHandle = GObjectHandle(taking: UnsafeMutableRawPointer(clock))
            clockHandle.connect("after-paint") {
                guard !done else { return }
                done = !handler()
            }
        }
    }
}
