/// SwiftUI's `.searchable(text:placement:prompt:)`, as GNOME apps search: a
/// search bar (`SearchBar`: a `GtkSearchBar` with its entry) above the view,
/// opened by a search button at the header bar's start, by Ctrl+F, or by
/// typing, and closed by Escape. Views inside read `\.isSearching`: true
/// while the bar is open or holds text.
nonisolated public struct SearchableView<Content: View>: View {
    let content: Content
    @Binding var text: String
    let prompt: String?
    @State private var isPresented = false

    @MainActor public var body: some View {
        VStack(spacing: 0) {
            SearchBar(isPresented: $isPresented, text: $text, placeholder: prompt)
            content
                .environment(\.isSearching, isPresented || !text.isEmpty)
        }
        .toolbar {
            ToolbarItem(placement: .start) {
                Toggle(tr("Search"), systemImage: "magnifyingglass", isOn: $isPresented)
            }
        }
    }
}

/// Where SwiftUI puts a search field; a GNOME window has one place for it,
/// above the content, so every placement puts it there.
public struct SearchFieldPlacement: Sendable, Equatable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the user is searching in the `searchable` view above.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}

extension View {
    /// Lets the user search this view: a search bar above it, bound to `text`.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
    ) -> SearchableView<Self> {
        SearchableView(content: self, text: text, prompt: prompt)
    }
}
