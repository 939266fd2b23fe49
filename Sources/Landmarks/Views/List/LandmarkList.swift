import GtkUI

/// The List tab: the filtered landmarks beside the selected one's detail
/// ("Select a Landmark" when there is none), folding to one pane with a back
/// button in a narrow window. The selection is held by id, so it survives
/// favorite toggles and filter changes while the landmark is still listed.
struct LandmarkList: View {
    @Environment(ModelData.self) private var modelData
    @Environment(AppNavigation.self) private var navigation

    var body: some View {
        let filter = navigation.filter
        let filtered = filter.apply(to: modelData.landmarks)
        let selection = navigation.listSelection.flatMap { id in filtered.contains { $0.id == id } ? id : nil }
        NavigationSplitView(showsDetail: Bindable(navigation).showsListDetail, sidebarWidth: 320) {
            VStack(spacing: 0) {
                SearchBar(isPresented: Bindable(navigation).isSearching, text: Bindable(navigation).filter.searchText,
                          placeholder: "Search landmarks")
                if filtered.isEmpty {
                    StatusPage(title: filter.emptyTitle, systemImage: "edit-find-symbolic",
                               description: emptyDescription(filter))
                } else {
                    List(filtered, selection: selectionBinding) { landmark in
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .navigationTitle(filter.title)
            .toolbar {
                ToolbarItem(placement: .start) {
                    IconButton("Search", systemImage: "system-search-symbolic") { navigation.isSearching.toggle() }
                }
                ToolbarItem(placement: .end) {
                    FilterMenu(filter: Bindable(navigation).filter)
                }
            }
        } detail: {
            if let selection {
                LandmarkDetail(landmarkID: selection)
            } else {
                StatusPage(title: "Select a Landmark", systemImage: "find-location-symbolic")
            }
        }
    }

    /// Selecting a row also brings its detail forward in a narrow window.
    private var selectionBinding: Binding<Landmark.ID?> {
        Binding(
            get: { navigation.listSelection },
            set: { id in
                navigation.listSelection = id
                if id != nil { navigation.showsListDetail = true }
            })
    }

    private func emptyDescription(_ filter: LandmarkFilter) -> String {
        filter.searchText.trimmingWhitespace.isEmpty
            ? "Try another category, or show all landmarks."
            : "No landmark’s name, park or state matches “\(filter.searchText)”."
    }
}

/// The header's filter popover: the category (inline radio) and favorites only.
struct FilterMenu: View {
    @Binding var filter: LandmarkFilter

    var body: some View {
        MenuButton("Filter", systemImage: "landmarks-filter-symbolic") {
            Picker("Category", selection: $filter.category,
                   options: LandmarkFilter.Category.allCases.map { PickerOption($0.name, value: $0) })
                .pickerStyle(.inline)
            Divider()
            Toggle("Favorites only", isOn: $filter.favoritesOnly)
        }
    }
}
