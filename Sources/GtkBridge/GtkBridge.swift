// GtkBridge: the runtime under the typed GTK and libadwaita modules — object
// handles, signals, the main loop, GLib's services. It wraps no widget class:
// widgets are the generated `Gtk` and `Adw` classes, and their hand-written
// helpers are extensions of them in Sources/Gtk.
//
// What it does:
//   - ownership: `GObjectHandle` sinks a floating reference when it wraps a new
//     object and drops its reference on the main actor when the Swift owner
//     dies; the generated classes derive from it;
//   - signals: `connect…` functions for the handler shapes GTK uses, a closure box
//     owned by GLib and freed by its destroy notify, and a `SignalConnection`
//     token that blocks, unblocks and disconnects safely even after the
//     instance has been finalized;
//   - the application: `Application` over `AdwApplication`, with actions and
//     accelerators, command-line options, activate/open/shutdown;
//   - the main loop: `MainLoopBridge` drains libdispatch's main queue inside the
//     GLib loop, so `Task { @MainActor in … }` and `DispatchQueue.main.async` run;
//   - scheduling: `IdleCoalescer` (one callback per main-loop turn however often
//     it is asked), `MainLoopTimeout`, `MainLoopPost` (work handed over from
//     another thread);
//   - drawing and motion: `GraphicsContext` over Cairo, libadwaita animation
//     targets, `SpringAnimation` and `TimedAnimation` (driven by the frame
//     clock of the object given), drag sources and file drops;
//   - `Log`;
//   - resources: GResource bundles, the app's one CSS provider, stylesheets
//     for the display (`StyleSheet`);
//   - GLib's services for the process: GSettings (`SettingsSchema`,
//     `Settings`), key files (`KeyFile`), the user's folders and the
//     application's name (`GLibEnvironment`), the main thread (`MainThread`);
//   - keys by name: `KeyName`, `ArrowKey`, `ActivationKey`;
//   - values GTK's API takes that are not GObjects: `GLibDateTime`,
//     `TextAttributes` (Pango's attribute lists), which the generated
//     bindings use; pictures read into textures (`PictureDecoding`, on any
//     thread, `DecodedPicture`), and pixels read back (`RenderedImage`).
//
// Its public API carries no C types. What generated bindings are written on —
// raw and opaque pointers, `wrap`, `GObjectProperty`, `SignalBox`, the
// `connect…` shapes by signal name — is SPI: a module sees
// it only through `@_spi(Bindings) import GtkBridge` (the generated Gtk and
// Adw modules, GtkUIWidgets, the tests and benchmarks).
//
// What it does not do: nothing declarative, no view graph, no layout of its own.
// GtkUI builds the SwiftUI-style layer on top of this module. Translations
// (`tr`, `ntr`, `ctr`, `LocaleFormat`) live in Localization, which needs no
// GTK; this module re-exports it, so every module above GTK has them.
//
// Threading: every type that touches GTK is `@MainActor`. Signal thunks hop with
// `MainActor.assumeIsolated`, which is true for GTK's single-threaded signals.

@_exported import Localization
