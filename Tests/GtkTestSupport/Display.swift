// The display and the stylesheet priority a test needs to add a stylesheet
// as the app does; GDK is not in the bindings.

import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

/// The default display (`gdk_display_get_default()`), for the typed calls
/// that take one (`Gtk.StyleContext.addProviderForDisplay`, `Gtk.IconTheme.forDisplay`).
@MainActor
public func defaultDisplay() -> GObjectHandle? {
    GObjectHandle.wrap(gdk_display_get_default(), taking: true)
}

/// `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`: the priority of an application's own stylesheet.
public let styleProviderPriorityApplication = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
