// swift-tools-version: 6.0
//
// A package that uses GtkUI as any other would: by path, with nothing but
// the dependency. Its views are written as SwiftUI's are, `#Preview` blocks
// included; `make test` builds it and runs it, and it lists the previews it
// finds in itself.
import PackageDescription

let package = Package(
    name: "Trailhead",
    dependencies: [.package(name: "Landmarks", path: "../..")],
    targets: [
        .executableTarget(name: "Trailhead", dependencies: [.product(name: "GtkUI", package: "Landmarks")]),
    ],
    swiftLanguageModes: [.v6]
)
