// swift-tools-version: 6.0
//
// Landmarks for GNOME: the app and the SwiftUI-style layer it is written in.
//
//   CGLib ─▶ Localization ─▶ LandmarksModel ──────────────┐
//                  │                                      ▼
//   CGtk ─▶ GtkBridge ─▶ GtkUI ─────────────────────▶ Landmarks ─▶ LandmarksApp (product `landmarks`)
//     │        └──▶ Gtk ─▶ Adw (typed GTK and libadwaita, generated from GIR) ─▶ Landmarks
//     │   GtkUIMacros (the `#Preview` compiler plugin, over the toolchain's swift-syntax) ─▶ GtkUI
//     └──▶ CGtkWidgets (C: the list recycler, the aspect, effect, frame and backdrop bins, the
//          toast's box, and the clipboard's picture provider; GtkBridge uses the last)
//          ─▶ GtkUIWidgets (them, typed) ─▶ GtkUI
//
// LandmarksModel (the landmarks, hikes, profile, their decoders and the saved
// state's format) and Localization (gettext and the locale's formats) link
// GLib alone. With `LANDMARKS_UNIT_ONLY=1` (`make test-unit`) the package is
// just those, the fuzz harness and their tests: no GTK, no display.
//
// Resources (JSON, images, CSS, map data) are not SwiftPM resources: they are
// compiled into a GResource bundle by `make` or meson and loaded at run time.
import CompilerPluginSupport
import Foundation
import PackageDescription

// Counters of the views' and bridges' work (`#if COUNTERS`) are compiled into
// debug builds, where the tests read them, and into the benchmark build
// (`LANDMARKS_BENCH_BUILD=1`, made by `make bench` in a build folder of its
// own, which also lets the benchmarks reach the app's internals). The
// release app, as installed, carries neither.
let benchmarkBuild = Context.environment["LANDMARKS_BENCH_BUILD"] == "1"
let counted: [SwiftSetting] = benchmarkBuild
    ? [.define("COUNTERS"), .unsafeFlags(["-enable-testing"])]
    : [.define("COUNTERS", .when(configuration: .debug))]

/// Release builds put each function of the app's own code in a section of its
/// own, so the linker can lay the start-up's functions out together.
let ownCode: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))]

/// How `landmarks` and its start-up probe link in release builds: with lld,
/// the functions the start-up runs side by side (`startup.order`, written by
/// tools/generate-startup-order.py), the compiler's private functions (which
/// have no symbol to order by) together (`private-code.ld`), relative
/// relocations packed (glibc 2.36's DT_RELR) and no symbol table for other
/// libraries to search: the pages a start-up touches are what stays resident
/// (docs/Performance.md, "Code pages").
let appLinking: [LinkerSetting] = [.unsafeFlags([
    "-use-ld=lld",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/LandmarksApp/startup.order",
    "-Xlinker", "--no-warn-symbol-ordering",
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--no-export-dynamic",
    "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Sources/LandmarksApp/private-code.ld",
], .when(configuration: .release))]

/// What needs no GTK: the model, translations, the fuzz harness and their tests.
let unitTargets: [Target] = [
    .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .target(name: "Localization", dependencies: ["CGLib"], swiftSettings: ownCode),
    .target(name: "LandmarksModel", dependencies: ["Localization", "CGLib"], swiftSettings: ownCode),
    .target(name: "LandmarksFuzzEntryPoints", dependencies: ["LandmarksModel"]),
    .executableTarget(name: "LandmarksFuzz", dependencies: ["LandmarksFuzzEntryPoints"]),
    .target(name: "ModelTestSupport", dependencies: ["LandmarksModel"], path: "Tests/ModelTestSupport"),
    .testTarget(
        name: "ModelTests", dependencies: ["LandmarksModel", "ModelTestSupport", "LandmarksFuzzEntryPoints"],
        exclude: ["Fixtures"]),
]

/// The swift-syntax libraries the toolchain ships (`lib/swift/host` beside
/// the `swift` that builds this package), which GtkUI's macros are built
/// against: nothing is fetched.
let toolchainHost: String = {
    let path = Context.environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
            return host.path
        }
    }
    return "/opt/swift/usr/lib/swift/host"
}()
let syntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
    "SwiftDiagnostics", "SwiftSyntaxBuilder", "SwiftParser", "SwiftParserDiagnostics", "SwiftBasicFormat",
    "SwiftOperators", "SwiftIfConfig",
]

/// The app, GtkUI and everything over GTK.
let gtkTargets: [Target] = [
    .systemLibrary(
        name: "CGtk",
        pkgConfig: "libadwaita-1",
        providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
    ),
    .target(name: "CGtkWidgets", dependencies: ["CGtk"]),
    .target(name: "GtkBridge", dependencies: ["CGtk", "CGtkWidgets", "Localization"], swiftSettings: counted + ownCode),
    // Generated by tools/generate-bindings.py (`make bindings`); each lists what it leaves out.
    .target(name: "Gtk", dependencies: ["GtkBridge", "CGtk"], exclude: ["Generated/LEFT-OUT.md"], swiftSettings: ownCode),
    .target(name: "Adw", dependencies: ["Gtk", "GtkBridge", "CGtk"], exclude: ["Generated/LEFT-OUT.md"],
            swiftSettings: ownCode),
    .target(name: "GtkUIWidgets", dependencies: ["Gtk", "GtkBridge", "CGtk", "CGtkWidgets"], swiftSettings: ownCode),
    // `#Preview` and `@Previewable`: a compiler plugin, run while building GtkUI's users.
    .macro(
        name: "GtkUIMacros",
        swiftSettings: [.unsafeFlags(["-I", toolchainHost])],
        linkerSettings: [.unsafeFlags(["-L", toolchainHost, "-Xlinker", "-rpath", "-Xlinker", toolchainHost]
            + syntaxLibraries.map { "-l" + $0 })]
    ),
    .target(
        name: "GtkUI", dependencies: ["GtkBridge", "Gtk", "Adw", "GtkUIWidgets", "GtkUIMacros", "Localization"],
        swiftSettings: counted + ownCode),
    .target(
        name: "Landmarks", dependencies: ["LandmarksModel", "GtkUI", "Gtk", "Adw", "GtkBridge"],
        swiftSettings: counted + ownCode),
    .executableTarget(
        name: "LandmarksApp", dependencies: ["Landmarks"], exclude: ["startup.order", "private-code.ld"], swiftSettings: ownCode,
        linkerSettings: appLinking),
    // The app with a first-frame probe, which `make bench` starts (the app carries no benchmark code).
    .executableTarget(name: "LandmarksPreviews", dependencies: ["Landmarks", "GtkUI"]),
    .executableTarget(
        name: "LandmarksStartupProbe", dependencies: ["Landmarks", "Gtk", "GtkBridge", "CGtk"], swiftSettings: ownCode,
        linkerSettings: appLinking),
    .executableTarget(name: "GtkUIBench", dependencies: ["GtkUI", "CGtk"]),
    .executableTarget(name: "LandmarksBench", dependencies: ["Landmarks", "LandmarksModel", "GtkUI", "CGtk", "CGtkWidgets"]),
    .target(
        name: "GtkTestSupport",
        dependencies: ["GtkUI", "Gtk", "GtkBridge", "CGtk", "CGtkWidgets"],
        path: "Tests/GtkTestSupport"
    ),
    .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "Gtk", "GtkTestSupport", "CGtk"]),
    .testTarget(name: "BindingsTests", dependencies: ["Gtk", "Adw", "GtkBridge", "GtkTestSupport", "GtkUI"]),
    // Tiny apps over the typed API, one concept each (docs/Architecture.md §5, docs/ko/).
    .executableTarget(name: "PageViewExample", dependencies: ["GtkUI", "Gtk", "Adw"], path: "Examples/PageView"),
    .executableTarget(name: "PickerExample", dependencies: ["GtkUI", "Gtk", "Adw"], path: "Examples/Picker"),
    .executableTarget(name: "ControlsExample", dependencies: ["GtkUI", "Gtk", "Adw"], path: "Examples/Controls"),
    .executableTarget(name: "LogbookExample", dependencies: ["GtkUI"], path: "Examples/Logbook"),
    .executableTarget(name: "OutingsExample", dependencies: ["GtkUI"], path: "Examples/Outings"),
    .testTarget(
        name: "ExamplesTests",
        dependencies: ["PageViewExample", "PickerExample", "ControlsExample", "LogbookExample", "OutingsExample", "GtkUI", "Gtk", "Adw", "GtkTestSupport"]),
    .testTarget(name: "GtkUITests", dependencies: ["GtkUI", "Gtk", "Adw", "GtkUIWidgets", "GtkTestSupport", "CGtkWidgets"]),
    // View files in SwiftUI's own style, importing GtkUI alone, and tests of what they draw.
    .testTarget(name: "SwiftUIStyleTests", dependencies: ["GtkUI", "Gtk", "GtkTestSupport"]),
    .testTarget(
        name: "LandmarksTests",
        dependencies: ["Landmarks", "LandmarksModel", "ModelTestSupport", "GtkTestSupport", "GtkBridge", "Gtk", "Adw", "GtkUIWidgets"]
    ),
    .testTarget(
        name: "JourneyTests",
        dependencies: ["Landmarks", "LandmarksModel", "GtkTestSupport", "Gtk", "Adw", "GtkBridge", "GtkUIWidgets"],
        exclude: ["Support"]
    ),
]

let unitOnly = Context.environment["LANDMARKS_UNIT_ONLY"] == "1"

let package = Package(
    name: "Landmarks",
    products: unitOnly ? [] : [
        .executable(name: "landmarks", targets: ["LandmarksApp"]),
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "Adw", targets: ["Adw"]),
    ],
    targets: unitOnly ? unitTargets : unitTargets + gtkTargets,
    swiftLanguageModes: [.v6]
)
