import FoundationEssentials
import GtkUI

/// The profile editor, written as the tutorial writes it — a username field,
/// a notifications toggle, a seasonal-photo picker and a goal-date picker —
/// in a `Form`, where GtkUI makes them libadwaita's rows. Everything edits
/// `draft`; `dateRange` is fixed by the host when editing begins, and the
/// date picker refuses days outside it. `problem` (why Done was refused) is
/// the host's state, shown under the rows with the username row marked.
struct ProfileEditor: View {
    @Binding var draft: Profile
    let dateRange: ClosedRange<Date>
    let problem: String?

    var body: some View {
        Form {
            Section(accessibilityLabel: tr("Profile")) {
                TextField(tr("Username"), text: $draft.username)
                    .modifier(StyleClasses(problem == nil ? [] : ["error"]))
                Toggle(tr("Enable Notifications"), isOn: $draft.prefersNotifications)
                Picker(tr("Seasonal Photo"), selection: $draft.seasonalPhoto, options: Self.seasons)
                DatePicker(tr("Goal Date"), selection: $draft.goalDate, in: dateRange) { DateText.long($0) }
                if let problem {
                    Text(problem).foregroundStyle(.red)
                }
            }
        }
    }

    private static var seasons: [PickerOption<Profile.Season>] { Profile.Season.allCases.map {
        PickerOption("\($0.rawValue)  \($0.name)", value: $0, spokenAs: $0.name)
    } }
}
