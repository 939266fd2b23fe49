import GtkUI
import LandmarksModel

/// The List tab: the filtered landmarks beside the selected one's detail (a
/// map of all of them when none is selected, which a header button and Escape
/// in the list come back to, or a status when none are listed), folding to one pane with a back
/// button in a narrow window. The selection is held by id, so it survives
/// favorite toggles and filter changes while the landmark is still listed.
struct LandmarkList: View {
    @Environment(ModelData.self) private var modelData
    @Environment(AppNavigation.self) private var navigation

    var body: some View {
        let filter = navigation.filter
        let filtered = filter.apply(to: modelData.landmarks)
        let selection = navigation.listSelection.flatMap { id in
            modelData.landmarks.contains { $0.id == id && filter.matches($0) } ? id : nil
        }
        NavigationSplitView(showsDetail: Bindable(navigation).showsListDetail, sidebarWidth: 320) {
            VStack(spacing: 0) {
                SearchBar(isPresented: Bindable(navigation).isSearching, text: Bindable(navigation).filter.searchText,
                          placeholder: tr("Search landmarks"))
                if filter.isNarrowed {
                    FilterBar(title: filter.title) { showAll() }
                }
                if filtered.isEmpty {
                    StatusPage(title: filter.emptyTitle, systemImage: "edit-find-symbolic",
                               description: filter.emptyDescription) {
                        Button(tr("Show All"), role: .suggested) { showAll() }.styleClass("pill")
                    }
                } else {
                    List(filtered, selection: selectionBinding) { landmark in
                        LandmarkRow(landmark: landmark)
                    }
                    .accessibilityLabel(filter.title)
                    .rowAccessibilityLabel { $0.isFavorite ? tr("%1$s, favorite", $0.name) : $0.name }
                }
            }
            .navigationTitle(filter.title)
            .toolbar {
                ToolbarItem(placement: .start) {
                    Toggle(tr("Search"), systemImage: "magnifyingglass", isOn: Bindable(navigation).isSearching)
                }
                // Beside the search, not with the filter: at 360 px the end
                // side sets how wide the centred title may be.
                ToolbarItem(placement: .start) {
                    IconButton(tr("Map of All Landmarks"), systemImage: "landmarks-map-symbolic") { showMap() }
                }
                ToolbarItem(placement: .end) {
                    FilterMenu(filter: Bindable(navigation).filter)
                }
            }
        } detail: {
            if let selection {
                LandmarkDetail(landmarkID: selection)
            } else if filtered.isEmpty {
                // An empty sea would say nothing; the list beside says why.
                StatusPage(title: tr("No Landmarks on the Map"), systemImage: "landmarks-map-symbolic")
            } else {
                LandmarksMap(landmarks: filtered, selection: selectionBinding)
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

    /// Back to the map of every listed landmark: nothing selected, and in a
    /// narrow window the map brought forward. Escape in the list clears the
    /// selection too.
    private func showMap() {
        navigation.listSelection = nil
        navigation.showsListDetail = true
    }

    /// Clears the category, favorites-only and the search.
    private func showAll() {
        navigation.filter = .showAll
        navigation.isSearching = false
    }
}

/// Says which filter narrows the list — in the wide layout the header shows
/// the tabs, not the list's title — with a button that clears it.
struct FilterBar: View {
    let title: String
    let showAll: @MainActor () -> Void

    var body: some View {
        HStack {
            Text(title).lineLimit(1).font(.headline)
            Spacer()
            Button(tr("Show All")) { showAll() }.styleClass("flat")
        }
        .styleClass("filter-bar")
    }
}

/// The header's filter popover: the category (inline radio) and favorites
/// only. The button looks pressed while either narrows the list.
struct FilterMenu: View {
    @Binding var filter: LandmarkFilter

    var body: some View {
        MenuButton(tr("Filter"), systemImage: "landmarks-filter-symbolic", isActive: filter.isNarrowed) {
            Picker(tr("Category"), selection: $filter.category,
                   options: LandmarkFilter.Category.allCases.map { PickerOption($0.name, value: $0) })
                .pickerStyle(.inline)
            Divider()
            Toggle(tr("Favorites only"), isOn: $filter.favoritesOnly)
        }
    }
}
