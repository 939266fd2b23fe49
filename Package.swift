// swift-tools-version: 6.0
//
// Landmarks for GNOME: the app and the SwiftUI-style layer it is written in.
//
//   CGtk ─▶ GtkBridge ─▶ GtkUI ─▶ Landmarks ─▶ LandmarksApp (product `landmarks`)
//     └──▶ CGtkWidgets (C: the list recycler and the aspect bin) ─▶ GtkUI
//
// Resources (JSON, images, CSS, map data) are not SwiftPM resources: they are
// compiled into a GResource bundle by `make` or meson and loaded at run time.
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

let package = Package(
    name: "Landmarks",
    products: [
        .executable(name: "landmarks", targets: ["LandmarksApp"]),
        .library(name: "GtkUI", targets: ["GtkUI"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        .target(name: "CGtkWidgets", dependencies: ["CGtk"]),
        .target(name: "GtkBridge", dependencies: ["CGtk"], swiftSettings: counted),
        .target(name: "GtkUI", dependencies: ["GtkBridge", "CGtk", "CGtkWidgets"], swiftSettings: counted),
        .target(name: "Landmarks", dependencies: ["GtkUI", "GtkBridge", "CGtk", "CGtkWidgets"], swiftSettings: counted),
        .executableTarget(name: "LandmarksApp", dependencies: ["Landmarks"]),
        .executableTarget(name: "GtkUIBench", dependencies: ["GtkUI", "CGtk"]),
        .executableTarget(name: "LandmarksBench", dependencies: ["Landmarks", "GtkUI", "CGtk", "CGtkWidgets"]),
        .executableTarget(name: "LandmarksFuzz", dependencies: ["Landmarks"]),
        .target(
            name: "GtkTestSupport",
            dependencies: ["GtkUI", "GtkBridge", "CGtk", "CGtkWidgets"],
            path: "Tests/GtkTestSupport"
        ),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "GtkTestSupport", "CGtk"]),
        .testTarget(name: "GtkUITests", dependencies: ["GtkUI", "GtkTestSupport", "CGtk", "CGtkWidgets"]),
        .testTarget(
            name: "LandmarksTests",
            dependencies: ["Landmarks", "GtkTestSupport", "GtkBridge", "CGtk", "CGtkWidgets"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "JourneyTests",
            dependencies: ["Landmarks", "GtkTestSupport", "GtkBridge", "CGtk", "CGtkWidgets"],
            exclude: ["Support"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
