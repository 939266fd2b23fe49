import GtkUI
import LandmarksModel

/// The window's content: the Featured and List tabs, switched from the header
/// bar; the selected tab is a setting, so it comes back at the next start.
struct ContentView: View {
    let model: ModelData
    let settings: AppSettings
    let toaster: Toaster
    let navigation: AppNavigation
    var favoriteCommand: FavoriteCommand?

    var body: some View {
        TabView(selection: Bindable(settings).selectedTab, title: tr("Landmarks"), onToastOverlay: toaster.attach) {
            Tab(tr("Featured"), systemImage: "star.fill", value: AppTab.featured.rawValue) {
                CategoryHome()
                    .sheet(isPresented: Bindable(navigation).showsProfile, width: 520, height: 720) { ProfileHost() }
                    .toolbar {
                        ToolbarItem(placement: .window) { AppMenu(favoriteCommand: favoriteCommand) }
                        ToolbarItem(placement: .end) {
                            IconButton(tr("User Profile"), systemImage: "person.crop.circle") {
                                navigation.showsProfile = true
                            }
                        }
                    }
            }
            Tab(tr("List"), systemImage: "list.bullet", value: AppTab.list.rawValue) {
                LandmarkList()
                    .toolbar { ToolbarItem(placement: .window) { AppMenu(favoriteCommand: favoriteCommand) } }
            }
        }
        .environment(model)
        .environment(settings)
        .environment(toaster)
        .environment(navigation)
        .sheet(isPresented: Bindable(navigation).showsPreferences, width: 480, height: 320) {
            PreferencesView(settings: settings)
        }
    }
}

/// The tabs, by the names the `selected-tab` setting stores.
enum AppTab: String {
    case featured
    case list
}

/// The primary menu, on every tab; its favorite entry names what it will do to the
/// landmark on screen. Its own view, so only it re-renders when that changes.
struct AppMenu: View {
    let favoriteCommand: FavoriteCommand?

    var body: some View {
        PrimaryMenu(sections: [
            [MenuItem(favoriteCommand?.label ?? FavoriteCommand.label(isFavorite: false), action: "app.toggle-favorite")],
            [MenuItem(tr("Preferences"), action: "app.preferences"),
             MenuItem(tr("Keyboard Shortcuts"), action: "win.show-help-overlay"),
             MenuItem(tr("About Landmarks"), action: "app.about")],
        ])
    }
}
