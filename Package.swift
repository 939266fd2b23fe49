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
        .target(name: "GtkBridge", dependencies: ["CGtk"]),
        .target(name: "GtkUI", dependencies: ["GtkBridge", "CGtk", "CGtkWidgets"]),
        .target(name: "Landmarks", dependencies: ["GtkUI", "GtkBridge", "CGtk", "CGtkWidgets"]),
        .executableTarget(name: "LandmarksApp", dependencies: ["Landmarks"]),
        .executableTarget(name: "GtkUIBench", dependencies: ["GtkUI", "CGtk"]),
        .executableTarget(name: "LandmarksBench", dependencies: ["Landmarks", "CGtk"]),
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
