import GtkUI

/// The window's content: the Featured and List tabs, switched from the header
/// bar; the selected tab is a setting, so it comes back at the next start.
struct ContentView: View {
    let model: ModelData
    let settings: AppSettings
    let toaster: Toaster

    var body: some View {
        TabView(selection: Bindable(settings).selectedTab, title: AppInfo.name) {
            Tab("Featured", systemImage: "starred-symbolic", value: AppTab.featured.rawValue) {
                CategoryHome()
            }
            Tab("List", systemImage: "view-list-symbolic", value: AppTab.list.rawValue) {
                LandmarkList()
            }
        }
        .environment(model)
        .environment(settings)
        .environment(toaster)
    }
}

/// The tabs, by the names the `selected-tab` setting stores.
enum AppTab: String {
    case featured
    case list
}
