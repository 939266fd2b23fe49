import FoundationEssentials
import GtkUI
import LandmarksModel

/// The profile editor, written as the tutorial writes it — a username field,
/// a notifications toggle, a seasonal-photo picker and a goal-date picker —
/// in a `Form`, where GtkUI makes them libadwaita's rows. Everything edits
/// `draft`; `dateRange` is fixed by the host when editing begins, and the
/// date picker refuses days outside it. `problem` (why Done was refused) is
/// the host's state, shown right under the username row, which is marked and
/// describes the problem to a screen reader. Enter in the field is Done.
struct ProfileEditor: View {
    @Binding var draft: Profile
    let dateRange: ClosedRange<Date>
    let problem: String?
    let submit: @MainActor () -> Void

    var body: some View {
        Form {
            Section(accessibilityLabel: tr("Profile")) {
                TextField(tr("Username"), text: $draft.username)
                    .onSubmit(submit)
                    .accessibilityHint(problem ?? "")
                    .modifier(StyleClasses(problem == nil ? [] : ["error"]))
                if let problem {
                    Text(problem).foregroundStyle(.red)
                }
            }
            Section(accessibilityLabel: tr("Profile Settings")) {
                Toggle(isOn: $draft.prefersNotifications) {
                    Text(tr("Enable Notifications"))
                }
                Picker(tr("Seasonal Photo"), selection: $draft.seasonalPhoto) {
                    ForEach(Profile.Season.allCases) { season in
                        // The emoji beside its name; a screen reader says the name.
                        Text("\(season.rawValue)  \(season.name)")
                            .accessibilityLabel(season.name)
                            .tag(season)
                    }
                }
                DatePicker(selection: $draft.goalDate, in: dateRange, displayedComponents: .date) {
                    Text(tr("Goal Date"))
                }
                .dateFormat { DateText.long($0) }
            }
        }
    }
}
