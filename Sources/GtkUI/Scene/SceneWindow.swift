import Adw
import Gtk

/// One window of an app's scenes: an `AdwApplicationWindow` showing a
/// scene's content. Content without a header bar of its own (no `TabView`)
/// gets the window's: its `navigationTitle` and `toolbar` items, and the
/// primary menu at its end (but the preferences window, which has only its
/// close button, as GNOME's have). Content that does not fill the window is
/// centred in it, as SwiftUI centres a window's root view.
@MainActor
final class SceneWindow {
    let window: Adw.ApplicationWindow
    private(set) var content: (any WindowContent)?
    private var header: HeaderBarSync?
    private var registry: ChromeRegistry?
    private let fallbackTitle: String
    private let isPreferences: Bool
    /// Keeps the content hidden until its first screen's pictures are decoded.
    private var curtain: FirstScreenCurtain?

    /// `isPreferences` makes the `Settings` window: sized by its content,
    /// without the primary menu, closed by Escape (the window it stood over
    /// taking the keyboard back), and kept when closed; a closed group
    /// window is gone.
    init(
        description: any WindowDescription, application: Application, name: String, menu: SceneMenu,
        environment: EnvironmentValues, isPreferences: Bool, onClose: @escaping @MainActor (SceneWindow) -> Void
    ) {
        window = Adw.ApplicationWindow(app: application.gtkApplication)
        fallbackTitle = description.title ?? name
        self.isPreferences = isPreferences
        // A window group opens at a window's size; the preferences at their content's.
        if let size = description.defaultSize ?? (isPreferences ? nil : (720, 540)) {
            window.setDefaultSize(width: size.width, height: size.height)
        }
        window.title = fallbackTitle
        window.hideOnClose = isPreferences   // it keeps its state while the app runs

        let header = HeaderBarSync(titleWidget: nil)
        self.header = header
        // Packed first, so the primary menu stays outermost at the end, as in GNOME's apps.
        if !isPreferences { header.headerBar.packEnd(menu.makeButton()) }
        let registry = ChromeRegistry { [weak self] in self?.chromeChanged() }
        self.registry = registry
        var environment = environment
        environment.chromeRegistry = registry
        environment.chromeScope = AnyHashable(0)
        environment.chromeDepth = 0
        environment.sceneMenu = menu
        environment.dismiss = DismissAction { [weak self] in self?.window.close() }
        let content = description.makeContent(environment: environment)
        self.content = content
        if content.widget.firstDescendant(Adw.HeaderBar.self) != nil {
            window.content = content.widget
            self.header = nil
        } else {
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.append(header.backdrop)
            content.widget.setExpand(vertical: true)
            box.append(content.widget)
            window.content = box
        }
        centreUnexpandedContent()
        chromeChanged()
        if isPreferences {
            // Escape closes it, as it closes GNOME's preferences windows.
            let keys = Gtk.EventControllerKey()
            keys.onKeyPressed { [weak self] _, keyval, _, _ in
                guard KeyName.of(keyval) == "Escape" else { return false }
                self?.window.close()
                return true
            }
            window.addController(keys)
        }
        window.onCloseRequest { [weak self] _ in
            guard let self else { return false }
            // The window it stood over has the keyboard again, as when a dialog closes.
            if isPreferences { self.window.transientFor?.present() }
            onClose(self)
            return false
        }
    }


    /// Shows the window; the first time, a scene's window shows its content
    /// once it can draw it whole (`FirstScreenCurtain`).
    func present() {
        if !isPreferences, !window.isVisible, curtain == nil, let content = window.content {
            curtain = FirstScreenCurtain(covering: content, in: window)
        }
        window.present()
    }

    var hasPendingUpdate: Bool { content?.hasPendingUpdate ?? false }

    /// Takes a new value of the scene (the app's body ran again).
    func update(_ description: any WindowDescription) {
        guard let content else { return }
        description.update(content)
        centreUnexpandedContent()
    }

    /// Centres each top-level widget of the content that does not expand
    /// along an axis; one that expands fills the window along it.
    private func centreUnexpandedContent() {
        guard let content else { return }
        var child = content.widget.firstChild
        while let current = child {
            if !current.computeExpand(orientation: .horizontal), current.halign == .fill { current.halign = .center }
            if !current.computeExpand(orientation: .vertical), current.valign == .fill { current.valign = .center }
            child = current.nextSibling
        }
    }

    /// Dismantles the content; the window is being destroyed.
    func unmount() {
        content?.unmount()
        content = nil
    }

    private func chromeChanged() {
        guard let registry else { return }
        let visible = registry.visible
        header?.show(visible)
        window.title = visible.title ?? fallbackTitle
    }
}
