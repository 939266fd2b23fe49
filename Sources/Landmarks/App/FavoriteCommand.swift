import GtkUI
import LandmarksModel

/// The "Add to Favorites" / "Remove from Favorites" command (Shift+Alt+F): it
/// acts on the landmark whose detail is on screen, and is disabled when there
/// is none (the original toggled Turtle Rock then).
@MainActor
final class FavoriteCommand {
    let action: Action
    private let model: ModelData
    private let navigation: AppNavigation
    private let settings: AppSettings
    private var effect: ObservedEffect<Landmark?>?

    init(application: Application, model: ModelData, navigation: AppNavigation, settings: AppSettings) {
        self.model = model
        self.navigation = navigation
        self.settings = settings
        var toggle: (@MainActor () -> Void)?
        action = application.addAction("toggle-favorite", accelerators: ["<Shift><Alt>f"]) { toggle?() }
        toggle = { [weak self] in self?.run() }
        effect = ObservedEffect(read: { [weak self] in self?.target }, apply: { [weak self] landmark in
            self?.action.isEnabled = landmark != nil
        })
    }

    /// The landmark the command would act on now.
    var target: Landmark? {
        let tab = AppTab(rawValue: settings.selectedTab) ?? .featured
        return navigation.shownLandmark(in: tab).flatMap(model.landmark(id:))
    }

    /// The menu label for the current target.
    var label: String { Self.label(isFavorite: target?.isFavorite == true) }

    /// What toggling a landmark's favorite does, in the one wording the menu
    /// and the star's tooltip share.
    static func label(isFavorite: Bool) -> String {
        isFavorite ? tr("Remove from Favorites") : tr("Add to Favorites")
    }

    func run() {
        guard let target else { return }
        model.toggleFavorite(id: target.id)
    }
}
