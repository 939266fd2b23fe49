import GtkUI
import LandmarksModel

/// A person's change to a landmark's favorite: made at once (the autosaver
/// writes it on the next main-loop turn) and offered back in a toast with
/// Undo, which restores what was there and is saved the same way. The star on
/// a landmark's page and the Landmark menu's command both go through it.
@MainActor
enum FavoriteChange {
    /// The landmark's favorite, bound for a control: setting it changes the
    /// model and shows the toast.
    static func binding(for id: Landmark.ID, in model: ModelData, toaster: Toaster) -> Binding<Bool> {
        Binding(
            get: { model.landmark(id: id)?.isFavorite ?? false },
            set: { set($0, id: id, in: model, toaster: toaster) })
    }

    /// Sets the favorite and offers it back; nothing happens, and nothing is
    /// shown, when it already is `isFavorite` or the landmark is gone.
    static func set(_ isFavorite: Bool, id: Landmark.ID, in model: ModelData, toaster: Toaster) {
        guard let landmark = model.landmark(id: id), landmark.isFavorite != isFavorite else { return }
        model.setFavorite(isFavorite, id: id)
        toaster.show(message(isFavorite: isFavorite)) {
            model.setFavorite(!isFavorite, id: id)
        }
    }

    /// "Added to Favorites", "Removed from Favorites": short enough for a
    /// toast in a narrow window, beside the page that names the landmark.
    static func message(isFavorite: Bool) -> String {
        isFavorite
            // Translators: a toast after a landmark's star is set, with Undo.
            ? tr("Added to Favorites")
            // Translators: a toast after a landmark's star is cleared, with Undo.
            : tr("Removed from Favorites")
    }
}
