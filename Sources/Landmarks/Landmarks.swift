// Landmarks: the app — Apple's Landmarks tutorial on GNOME — written in GtkUI.
//
// What it holds:
//   - App/: `LandmarksApp` (the app as the tutorial declares it: a window
//     group showing `ContentView`, `LandmarkCommands`, a `Settings` window),
//     run by `LandmarksApplication` (command-line options, resources,
//     translations, the tab shortcuts, a `--catalog` file read before the
//     window opens, one window per process); `AppSession` (what the scenes
//     show), `MainWindow` (the opened window's size, its start-up notices),
//     `AppState` (what start-up loads: catalogue, saved state, settings, and
//     the notices about what went wrong), About, the loading window for a
//     large `--catalog`;
//   - Persistence/: `StateStore` (the saved favorites, collections and profile, crash-safe,
//     in `$XDG_DATA_HOME/<app id>/state.json`), `Autosaver` (saves each
//     deliberate change on the main-loop turn after it), `AppSettings`
//     (window size, last tab, map zoom: GSettings when the schema is
//     installed, a key file beside the state otherwise);
//   - Views/<Feature>/: the screens with the tutorial's names — Featured
//     (`CategoryHome`, `PageViewController`, `PageControl`), List, Detail,
//     Map, Profile, Badges, Hikes, Preferences — and Helpers/ (pictures,
//     dates, navigation state, toasts).
//
// What it does not hold: the model (`ModelData`, the catalogue decoders, the
// saved state's format) is LandmarksModel, which needs no GTK; the SwiftUI-
// style layer is GtkUI. No test or benchmark hooks: the journey tests start
// the app in their own process (`launchInProcess`, in JourneyTests) and the
// start-up benchmark runs LandmarksStartupProbe.
