import Observation

/// A tab's content, built the first time its tab is selected and kept from
/// then on: a window with several tabs shows its first frame without building
/// (and decoding the pictures of) the tabs nobody has opened yet. `Tab` wraps
/// its content in one; `TabView` publishes which tab is selected.
nonisolated public struct TabContent<Content: View>: View {
    let value: AnyHashable
    let content: Content
    @Environment(\.tabSelection) private var selection
    @State private var revealed = Revealed()

    /// Whether the tab has been selected yet. Not observed: it only ever turns
    /// true, during an evaluation the selection already caused.
    final class Revealed {
        private(set) var isRevealed = false
        func reveal(if selected: Bool) -> Bool {
            if selected { isRevealed = true }
            return isRevealed
        }
    }

    @MainActor public var body: some View {
        // Outside a TabView every tab counts as selected.
        let isShown = revealed.reveal(if: selection.map { $0.value == value } ?? true)
        if isShown {
            content
        }
    }
}

/// The selected tab of a `TabView`, observed by its tabs' contents. A change
/// reaches only the tabs that read it, not the whole tab view.
@Observable @MainActor
final class TabSelection {
    var value: AnyHashable?
}

extension TabSelection: @MainActor Equatable {
    static func == (lhs: TabSelection, rhs: TabSelection) -> Bool { lhs === rhs }
}

private struct TabSelectionKey: ObjectEnvironmentKey {
    typealias Object = TabSelection
    static var defaultValue: TabSelection? { nil }
}

extension EnvironmentValues {
    var tabSelection: TabSelection? {
        get { self[TabSelectionKey.self] }
        set { self[TabSelectionKey.self] = newValue }
    }
}
