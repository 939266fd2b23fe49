import FoundationEssentials
import GtkUI
import LandmarksModel

/// The profile sheet: the summary, or — after Edit — the editor on a draft.
/// Done validates and commits the draft (the autosaver then saves it); Cancel
/// throws it away. Cancel, or closing the sheet while editing, says so if
/// anything had changed, with Undo, which reopens the editor (and the sheet)
/// on the draft. Nothing is written back when the sheet goes.
struct ProfileHost: View {
    @Environment(ModelData.self) private var modelData
    @Environment(Toaster.self) private var toaster
    @Environment(AppNavigation.self) private var navigation
    @State private var isEditing = false
    @State private var draft = Profile.default
    /// One year either side of the goal date when editing began; it does not
    /// move while the date is edited.
    @State private var dateRange: ClosedRange<Date>?
    @State private var problem: String?

    var body: some View {
        VStack(spacing: 0) {
            if isEditing {
                ProfileEditor(draft: $draft, dateRange: dateRange ?? Self.window(around: draft.goalDate), problem: problem) { done() }
            } else {
                ProfileSummary(profile: modelData.profile)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .navigationTitle(tr("Profile"))
        .toolbar {
            if isEditing {
                ToolbarItem(placement: .start) { Button(tr("Cancel")) { cancel() } }
            }
            ToolbarItem(placement: .end) {
                Button(isEditing ? tr("Done") : tr("Edit"), role: isEditing ? .suggested : nil) {
                    isEditing ? done() : edit()
                }
            }
        }
        .onAppear { takeRestoredDraft() }
        // Undo while the sheet is still open.
        .onChange(of: navigation.restoredProfileDraft) { takeRestoredDraft() }
        .onDisappear {
            if isEditing { offerBackIfChanged(draft) }
        }
    }

    /// Reopens the editor on a draft that Undo brought back.
    private func takeRestoredDraft() {
        guard let restored = navigation.restoredProfileDraft else { return }
        navigation.restoredProfileDraft = nil
        draft = restored
        dateRange = Self.window(around: modelData.profile.goalDate)
        problem = nil
        isEditing = true
    }

    /// Says that the edits in `discarded` were thrown away, with Undo.
    private func offerBackIfChanged(_ discarded: Profile) {
        guard discarded.committed != modelData.profile else { return }
        toaster.show(tr("Profile changes were discarded.")) { [navigation] in
            navigation.restoredProfileDraft = discarded
            navigation.showsProfile = true
        }
    }

    private func edit() {
        draft = modelData.profile
        dateRange = Self.window(around: modelData.profile.goalDate)
        problem = nil
        isEditing = true
    }

    private func done() {
        if let reason = Profile.usernameProblem(draft.username) {
            problem = reason
            return
        }
        modelData.profile = draft.committed
        isEditing = false
    }

    private func cancel() {
        let discarded = draft
        draft = modelData.profile
        problem = nil
        isEditing = false
        offerBackIfChanged(discarded)
    }

    static let year: TimeInterval = 365 * 24 * 3600

    /// One year either side of `date`, within the goal dates a saved
    /// profile may hold, so Done never saves a date the next start refuses.
    static func window(around date: Date) -> ClosedRange<Date> {
        let bounds = Profile.goalDateBounds
        let lower = min(max(date.addingTimeInterval(-year), bounds.lowerBound), bounds.upperBound)
        let upper = max(min(date.addingTimeInterval(year), bounds.upperBound), lower)
        return lower...upper
    }
}
