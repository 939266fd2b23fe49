import Gtk

/// What a header bar shows for one part of the window: title, toolbar items,
/// and a back button. Views contribute through `.navigationTitle`, `.toolbar`
/// and `NavigationStack`; the header bar that owns the registry shows the
/// active scope's top layer.
///
/// A scope (one per tab) is a stack of layers: layer 0 is the tab's root,
/// layer n the n-th page pushed on a `NavigationStack` in it.
@MainActor
public final class ChromeRegistry {
    /// One layer's contributions.
    final class Layer {
        var title: String?
        /// `.toolbar(removing: .title)`: the header shows no title text (the
        /// window keeps its title, which a screen reader names it by).
        var hidesTitle = false
        /// `.navigationBarBackButtonHidden()`: no Back button, no Alt+Left.
        var hidesBack = false
        var start: [Gtk.Widget] = []
        var end: [Gtk.Widget] = []
    }

    private var layers: [AnyHashable: [Int: Layer]] = [:]
    /// Items at the far end of the header bar on every page of a scope,
    /// pushed ones included (a primary menu), by scope.
    private var windowEnd: [AnyHashable: [Gtk.Widget]] = [:]
    private var backActions: [AnyHashable: (depth: Int, action: @MainActor () -> Void)] = [:]
    /// The scope the header shows (the visible tab).
    var activeScope: AnyHashable = AnyHashable(0) {
        didSet { if activeScope != oldValue { changed() } }
    }
    private let onChange: @MainActor () -> Void

    init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    func layer(scope: AnyHashable, depth: Int) -> Layer {
        if let layer = layers[scope]?[depth] { return layer }
        let layer = Layer()
        layers[scope, default: [:]][depth] = layer
        return layer
    }

    func removeLayer(scope: AnyHashable, depth: Int) {
        layers[scope]?[depth] = nil
        changed()
    }

    func setBack(scope: AnyHashable, depth: Int, action: (@MainActor () -> Void)?) {
        if let action, depth > 0 {
            backActions[scope] = (depth, action)
        } else {
            backActions[scope] = nil
        }
        changed()
    }

    func setWindowEnd(_ items: [Gtk.Widget], scope: AnyHashable) {
        windowEnd[scope] = items.isEmpty ? nil : items
        changed()
    }

    func changed() { onChange() }

    /// What the header should show now.
    var visible: VisibleChrome {
        let depth = backActions[activeScope]?.depth ?? 0
        let layer = layers[activeScope]?[depth]
        return VisibleChrome(
            title: layer?.title, showsTitle: !(layer?.hidesTitle ?? false),
            start: layer?.start ?? [],
            // Packed from the far end: the page's items go in reverse so they
            // read left to right as written, as SwiftUI's trailing items do.
            end: (windowEnd[activeScope] ?? []) + (layer?.end ?? []).reversed(),
            back: layer?.hidesBack == true ? nil : backActions[activeScope]?.action)
    }
}

/// What a header bar shows for the visible page.
@MainActor
struct VisibleChrome {
    /// The page's title: the window's title too, shown or not.
    var title: String?
    /// Whether the header shows the title's text.
    var showsTitle = true
    var start: [Gtk.Widget] = []
    var end: [Gtk.Widget] = []
    var back: (@MainActor () -> Void)?
}

private struct ChromeRegistryKey: ObjectEnvironmentKey {
    typealias Object = ChromeRegistry
    static var defaultValue: ChromeRegistry? { nil }
}

private struct ChromeScopeKey: EnvironmentKey {
    static var defaultValue: AnyHashable { AnyHashable(0) }
}

private struct ChromeDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var chromeRegistry: ChromeRegistry? {
        get { self[ChromeRegistryKey.self] }
        set { self[ChromeRegistryKey.self] = newValue }
    }

    var chromeScope: AnyHashable {
        get { self[ChromeScopeKey.self] }
        set { self[ChromeScopeKey.self] = newValue }
    }

    var chromeDepth: Int {
        get { self[ChromeDepthKey.self] }
        set { self[ChromeDepthKey.self] = newValue }
    }
}

/// Registries are compared by identity, as objects in the environment are.
extension ChromeRegistry: @MainActor Equatable {
    public static func == (lhs: ChromeRegistry, rhs: ChromeRegistry) -> Bool { lhs === rhs }
}
