// swift-tools-version: 6.0
//
// Landmarks for GNOME: the app and the SwiftUI-style layer it is written in.
//
//   CGtk ─▶ GtkBridge ─▶ GtkUI ─▶ Landmarks ─▶ LandmarksApp (product `landmarks`)
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
        .target(name: "GtkBridge", dependencies: ["CGtk"]),
        .target(name: "GtkUI", dependencies: ["GtkBridge", "CGtk"]),
        .target(name: "Landmarks", dependencies: ["GtkUI", "GtkBridge", "CGtk"]),
        .executableTarget(name: "LandmarksApp", dependencies: ["Landmarks"]),
        .executableTarget(name: "GtkUIBench", dependencies: ["GtkUI", "CGtk"]),
        .executableTarget(name: "LandmarksBench", dependencies: ["Landmarks", "CGtk"]),
        .executableTarget(name: "LandmarksFuzz", dependencies: ["Landmarks"]),
        .target(
            name: "GtkTestSupport",
            dependencies: ["GtkUI", "GtkBridge", "CGtk"],
            path: "Tests/GtkTestSupport"
        ),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "GtkTestSupport", "CGtk"]),
        .testTarget(name: "GtkUITests", dependencies: ["GtkUI", "GtkTestSupport", "CGtk"]),
        .testTarget(
            name: "LandmarksTests",
            dependencies: ["Landmarks", "GtkTestSupport", "GtkBridge", "CGtk"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "JourneyTests",
            dependencies: ["Landmarks", "GtkTestSupport", "GtkBridge", "CGtk"],
            exclude: ["Support"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
