// landmarks-previews: renders every preview of the app (each `#Preview` in
// its sources) to PNG, light and dark, into a folder (`make previews` gives `.build/gallery`). It needs a
// display (Xvfb will do) and the compiled resource bundle.
import Glibc
import GtkUI
import Landmarks

let folder = CommandLine.arguments.dropFirst().first ?? ".build/gallery"
let status: Int32 = MainActor.assumeIsolated {
    do {
        try LandmarksApplication.registerResources()
        // Registering runs GTK's and libadwaita's start-up; no window opens.
        let application = Application(id: "io.github.swiftgtk.Landmarks.Previews", options: .nonUnique)
        try application.register()
        let rendered = try PreviewGallery.render(PreviewGallery.registeredPreviews(), to: folder)
        for preview in rendered { print("\(preview.lightPath)\n\(preview.darkPath)") }
        return 0
    } catch {
        print("landmarks-previews: \(error)")
        return 1
    }
}
exit(status)
