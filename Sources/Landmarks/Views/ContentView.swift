import GtkUI
import LandmarksModel

/// The window's content: the Featured, List and Collections tabs, switched
/// from the header bar (with the alert that names a collection above them); the selected tab is a setting, so it comes back at the next start.
/// The landmark whose detail is on screen in the tab shown is the window's
/// selected landmark, for the Landmark commands.
struct ContentView: View {
    let model: ModelData
    let settings: AppSettings
    let toaster: Toaster
    let navigation: AppNavigation

    var body: some View {
        TabView(selection: Bindable(settings).selectedTab, title: tr("Landmarks")) {
            Tab(tr("Featured"), systemImage: "star.fill", value: AppTab.featured.rawValue) {
                CategoryHome()
                    .showsToasts(of: toaster)
                    .sheet(isPresented: Bindable(navigation).showsProfile, width: 520, height: 720) { ProfileHost() }
                    .toolbar {
                        ToolbarItem(placement: .end) {
                            IconButton(tr("User Profile"), systemImage: "person.crop.circle") {
                                navigation.showsProfile = true
                            }
                        }
                    }
            }
            Tab(tr("List"), systemImage: "list.bullet", value: AppTab.list.rawValue) {
                LandmarkList()
                    .showsToasts(of: toaster)
            }
            Tab(tr("Collections"), systemImage: "bookmark", value: AppTab.collections.rawValue) {
                CollectionsHome()
                    .showsToasts(of: toaster)
            }
        }
        .collectionNamingAlert(navigation: navigation, model: model, toaster: toaster)
        .environment(model)
        .environment(settings)
        .environment(toaster)
        .environment(navigation)
        .focusedSceneValue(\.selectedLandmark, selectedLandmark)
    }

    /// The shown landmark, bound to its place in the model.
    private var selectedLandmark: Binding<Landmark>? {
        let tab = AppTab(rawValue: settings.selectedTab) ?? .featured
        guard let id = navigation.shownLandmark(in: tab), let index = model.index(of: id) else { return nil }
        return Bindable(model).landmarks[index]
    }
}

/// The tabs, by the names the `selected-tab` setting stores.
enum AppTab: String, CaseIterable {
    case featured
    case list
    case collections
}
