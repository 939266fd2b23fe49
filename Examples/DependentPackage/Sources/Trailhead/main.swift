// Lists the previews this package declared, as the gallery finds them:
// "File.swift:line name", one a line. Finding them needs no display.
import GtkUI

MainActor.assumeIsolated {
    for registry in PreviewGallery.registeredPreviews() {
        let preview = registry.makePreview()
        print("\(registry.fileID.split(separator: "/").last ?? ""):\(registry.line) \(preview.name ?? "-")")
    }
}
