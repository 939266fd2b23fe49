import Adw
import Gtk

/// Renders previews to PNG: each preview in a window of its own, light and
/// then dark (libadwaita's style manager forced), once its pictures are
/// decoded, as `<name>-light.png` and `<name>-dark.png` in a folder.
/// `make previews` runs it over the app's previews; it needs a display.
@MainActor
public enum PreviewGallery {
    /// One preview as the gallery draws it.
    public struct Rendered: Equatable, Sendable {
        public let name: String
        public let lightPath: String
        public let darkPath: String
    }

    /// Renders every preview `providers` list into `folder` (made if need be).
    public static func render(
        _ providers: [any PreviewProvider.Type], to folder: String, environment: EnvironmentValues = EnvironmentValues()
    ) throws -> [Rendered] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var rendered: [Rendered] = []
        for provider in providers { rendered += try render(provider, to: folder, environment: environment) }
        return rendered
    }

    /// Renders the previews `#Preview` declared (`registeredPreviews()`
    /// finds them all) into `folder`. Each is named after its file, and its
    /// own name or its number in the file when the file has several.
    public static func render(
        _ registries: [any PreviewRegistry.Type], to folder: String, environment: EnvironmentValues = EnvironmentValues()
    ) throws -> [Rendered] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var perFile: [String: Int] = [:]
        for registry in registries { perFile[registry.fileID, default: 0] += 1 }
        var numbered: [String: Int] = [:]
        var rendered: [Rendered] = []
        for registry in registries {
            let fileID = registry.fileID
            let preview = registry.makePreview()
            numbered[fileID, default: 0] += 1
            let base = String(fileID.split(separator: "/").last ?? "preview").replacingOccurrences(of: ".swift", with: "")
            let number = numbered[fileID] ?? 1
            let name = fileName(preview.name.map { "\(base) \($0)" } ?? (perFile[fileID] ?? 1 > 1 ? "\(base) \(number)" : base))
            let light = folder + "/\(name)-light.png"
            let dark = folder + "/\(name)-dark.png"
            let view = preview.makeView()
            try draw(view, layout: preview.layout, dark: false, to: light, environment: environment)
            try draw(view, layout: preview.layout, dark: true, to: dark, environment: environment)
            rendered.append(Rendered(name: name, lightPath: light, darkPath: dark))
        }
        return rendered
    }

    private static func render<P: PreviewProvider>(
        _ provider: P.Type, to folder: String, environment: EnvironmentValues
    ) throws -> [Rendered] {
        var slots: [ChildSlot] = []
        collectChild(P.previews, into: &slots, path: [])
        let base = String(describing: P.self).replacingOccurrences(of: "_Previews", with: "")
            .replacingOccurrences(of: "Previews", with: "")
        return try slots.enumerated().map { index, slot in
            let configuration = slot.view as? PreviewConfiguration
            let name = fileName(configuration?.previewName ?? (slots.count > 1 ? "\(base) \(index + 1)" : base))
            let layout = configuration?.previewLayout ?? .sizeThatFits
            let light = folder + "/\(name)-light.png"
            let dark = folder + "/\(name)-dark.png"
            try draw(slot.view, layout: layout, dark: false, to: light, environment: environment)
            try draw(slot.view, layout: layout, dark: true, to: dark, environment: environment)
            return Rendered(name: name, lightPath: light, darkPath: dark)
        }
    }

    /// A preview that did not settle (an update or a picture never finished).
    public struct NotDrawn: Error, CustomStringConvertible {
        public var description: String { "the preview was not drawn within 10 s" }
    }

    /// Letters, digits and dashes: a name a file system and a shell take as is.
    static func fileName(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "preview" : words.joined(separator: "-")
    }

    private static func draw(
        _ view: any View, layout: PreviewLayout, dark: Bool, to path: String, environment: EnvironmentValues
    ) throws {
        let styleManager = Adw.StyleManager.default!
        let previous = styleManager.colorScheme
        styleManager.colorScheme = dark ? .forceDark : .forceLight
        defer { styleManager.colorScheme = previous }
        let host = ViewHost(rootView: AnyView(view), environment: environment)
        defer { host.unmount() }
        // The preview on the window's background, drawn without the window's frame.
        let page = Gtk.Box(orientation: .vertical, spacing: 0)
        page.addCSSClass("background")
        host.widget.setExpand(horizontal: true, vertical: true)
        page.append(host.widget)
        switch layout {
        case .sizeThatFits: break
        case .fixed(let width, let height): page.setSizeRequest(width: Int32(width), height: Int32(height))
        case .device: page.setSizeRequest(width: 1000, height: 720)
        }
        let window = Adw.Window()
        defer { window.destroy() }
        window.content = page
        window.present()
        try waitUntilDrawn(window, page: page, host: host)
        try WidgetRenderer.savePNG(page, to: path)
    }

    /// Runs the main loop until the window is shown and laid out, its
    /// updates are done, no picture in it still waits for its decoder, and
    /// then two more frames have been drawn (at most 10 s): a widget is
    /// rendered as its last frame drew it.
    private static func waitUntilDrawn<Root: View>(_ window: Adw.Window, page: Gtk.Box, host: ViewHost<Root>) throws {
        MainLoopBridge.install()
        let deadline = ContinuousClock.now + .seconds(10)
        // Frames the page drew: what is rendered is the widgets' last frame.
        let count = FrameCount()
        let tick = page.addTickCallback { _ in
            count.frames += 1
            return true
        }
        defer { page.removeTickCallback(tick) }
        var settledFrames = -1
        while settledFrames < 0 || count.frames < settledFrames + 2 {
            MainLoopBridge.iterate()
            let settled = window.isMapped && page.width > 0 && page.height > 0
                && !host.graph.hasPendingUpdate && !TextureLoader.hasPendingDecodes
            if !settled {
                settledFrames = -1
            } else if settledFrames < 0 {
                settledFrames = count.frames
                page.queueDraw()
            }
            if ContinuousClock.now > deadline {
                throw NotDrawn()
            }
        }
    }
}

/// Frames a tick callback has seen.
@MainActor
private final class FrameCount {
    var frames = 0
}
