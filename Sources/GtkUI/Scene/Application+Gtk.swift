import Gtk
import GtkBridge

extension Application {
    /// The application as GTK's class, which windows are made for.
    @MainActor public var gtkApplication: Gtk.Application {
        cast(to: Gtk.Application.self)!
    }
}
