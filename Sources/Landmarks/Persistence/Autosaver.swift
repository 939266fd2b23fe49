// Autosaver: restores saved favorites, collections and the profile into
// ModelData at start, then
// watches ModelData and saves through a StateStore as soon as it changes.
//
// What it watches changes only by a person's deliberate act — a favorite
// toggled, a collection made, renamed, deleted or changed, Done in the profile editor (typing goes to the editor's draft, not
// the model) — so each change is written at once, on the main-loop turn after
// it, not after a delay a crash could fall into. Changes made in one turn
// are one write.
//
// It owns the merge by id: the state it saves starts from the file's, so ids
// the catalogue no longer has are written back unchanged. When the store
// merged another writer's changes into a save, the model takes the merged
// favorites, collections and profile, so what shows is what the file holds. It does not touch
// the file itself (StateStore does) and does not show notices (the app does).
// It watches through GtkUI's ObservedEffect, as every observer outside the
// view tree does.
import GtkUI
import LandmarksModel

/// Keeps the saved state in step with a ModelData.
@MainActor
final class Autosaver {
    let model: ModelData
    let store: StateStore
    /// What was last handed to the store: the file's state with the model's changes on top.
    private(set) var state: SavedState
    /// The landmarks as restored, until the first save: a state that differs
    /// from the file's only by recording them is no change, and a run without
    /// a change writes nothing. The model's own array (shared, not copied).
    private var restoredLandmarks: [Landmark]?
    /// The profile after restoring; the profile is saved only once it differs
    /// from this or was saved before, so an untouched default is not pinned to
    /// the first day the app ran.
    private let restoredProfile: Profile
    /// Runs `modelChanged` on the main-loop turn after the favorites, the
    /// collections or the profile change.
    private var effect: ObservedEffect<([Landmark], [LandmarkCollection], Profile)>?

    /// Loads the store's state into `model` and starts watching it.
    /// The notice, if any, is for the user.
    static func restore(into model: ModelData, from store: StateStore) -> (Autosaver, StateStore.Notice?) {
        let result = store.load()
        result.state.apply(to: &model.landmarks)
        model.collections = result.state.collections
        if let profile = result.state.profile { model.profile = profile }
        let autosaver = Autosaver(model: model, store: store, state: result.state)
        autosaver.watch()
        return (autosaver, result.notice)
    }

    private init(model: ModelData, store: StateStore, state: SavedState) {
        self.model = model
        self.store = store
        self.state = state
        self.restoredProfile = model.profile
        restoredLandmarks = model.landmarks
    }

    /// Writes any change not saved yet (one made in this main-loop turn). Call at quit.
    func flush() {
        modelChanged()
    }

    /// The effect applies what it read once at once; that first application
    /// is the restored state itself, not a change, and is not saved.
    private func watch() {
        effect = ObservedEffect(read: { [model] in (model.landmarks, model.collections, model.profile) }, apply: { [weak self] _ in
            guard let self, effect != nil else { return }
            modelChanged()
        })
    }

    private func modelChanged() {
        var next = state
        next.record(favoritesOf: model.landmarks)
        next.collections = model.collections
        if state.profile != nil || model.profile != restoredProfile { next.profile = model.profile }
        guard next != state else { return }
        if let restoredLandmarks {
            var unchanged = state
            unchanged.record(favoritesOf: restoredLandmarks)
            guard next != unchanged else { return }
            self.restoredLandmarks = nil
        }
        state = next
        guard store.save(next), let written = store.lastWritten, written != next else { return }
        take(written)
    }

    /// Shows what the file holds after a save merged another writer's changes.
    private func take(_ written: SavedState) {
        state = written
        let landmarks = written.applying(to: model.landmarks)
        if landmarks != model.landmarks { model.landmarks = landmarks }
        if model.collections != written.collections { model.collections = written.collections }
        if let profile = written.profile, profile != model.profile { model.profile = profile }
    }
}
