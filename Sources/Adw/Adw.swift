// Adw: libadwaita 1.2's widgets and objects in typed Swift, generated from
// its introspection data (Adw-1.gir) by tools/generate-bindings.py into
// Generated/, in the same shape as the `Gtk` module it builds on
// (`Adw.Carousel: Gtk.Widget`). `make bindings` writes it again; a meson
// test fails when the committed files are out of date.
//
// What it does not do: anything GTK's own module has, nothing declarative,
// and the members listed with the reason in Generated/LEFT-OUT.md.

/// libadwaita's namespace: `Adw.Carousel`, `Adw.ToastOverlay`.
public enum Adw {}
