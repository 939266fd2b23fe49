// Gtk: GTK 4.8's widgets and the objects they work with, in typed Swift —
// generated from GTK's introspection data (Gtk-4.0.gir) by
// tools/generate-bindings.py into Generated/. `make bindings` writes it again;
// a meson test fails when the committed files are out of date.
//
// What it does: every GObject class of GTK as a Swift class in GTK's own tree
// (`Gtk.Scale: Gtk.Range: Gtk.Widget`, which sits on GtkBridge's
// `GObjectHandle`), all inside the namespace `enum Gtk` (below), named as
// Swift is written (tools/bindings/naming.py): interfaces as protocols,
// constructors as labelled `init`s, getters and GObject properties as typed
// properties with `onNotify…`, signals as `on…` with typed closures returning
// GtkBridge's `SignalConnection`, enumerations as Swift enums, flags as
// option sets; references follow the ownership GTK documents (GtkBridge's
// handles). `handle.cast(to: Gtk.Scale.self)` is a cast checked by GType.
//
// Beside Generated/, by hand, one file per concern: what GTK's introspection
// data cannot give a widget — accessible names and states (GTK's variadic
// calls), a drawing area's draw function, shortcuts, popovers pointing at a
// point, frame-clock ticks, the focus ring, a box's children made a list
// (`BoxChildren`), style colours, and `WidgetRenderer` (a widget to PNG).
//
// What it does not do: nothing declarative (GtkUI builds that on top); the
// members whose types it does not
// map (records — but GLib's date-times and Pango's attribute lists, which
// GtkBridge wraps as `GLibDateTime` and `TextAttributes` —, callbacks,
// arrays, out-parameters, other libraries' types but their objects), and
// deprecated API, are left out and listed with the reason
// in Generated/LEFT-OUT.md.

/// GTK's namespace: `Gtk.Scale`, `Gtk.Orientation`, `Gtk.Orientable`. A
/// file can import this module beside GtkUI: GtkUI's `Text` and `Gtk.Text`
/// never meet.
public enum Gtk {}

/// GDK's enumerations and flags, which GTK's API takes (`Gdk.ModifierType`);
/// GDK's objects are `GObjectHandle`s.
public enum Gdk {}

/// Pango's enumerations and flags, which GTK's text widgets take
/// (`Pango.WrapMode`, `Pango.EllipsizeMode`).
public enum Pango {}
