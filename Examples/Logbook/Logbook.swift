// logbook-example: an app written as a SwiftUI app is — `@main`, an App
// with a WindowGroup, Settings and commands, a focused binding, app storage
// — with `import GtkUI` where SwiftUI's file imports SwiftUI. Run it with
// `swift run LogbookExample`; LogbookExampleTests drives it on real GTK.
import GtkUI

@Observable
final class Logbook {
    var entries: [Outing] = [
        Outing(place: "Heron Marsh", miles: 3.5),
        Outing(place: "Quarry Ridge", miles: 7.25),
    ]
}

struct Outing: Identifiable, Hashable {
    var place: String
    var miles: Double
    var isStarred = false
    var id: String { place }
}

enum Units: String, CaseIterable, Identifiable {
    case miles, kilometres
    var id: Units { self }
}

@main
struct LogbookApp: App {
    @State private var logbook = Logbook()

    var body: some Scene {
        WindowGroup {
            OutingList()
                .environment(logbook)
        }
        .commands {
            OutingCommands()
        }

        Settings {
            LogbookSettings()
        }
    }
}

struct OutingCommands: Commands {
    @FocusedBinding(\.chosenOuting) var chosenOuting

    var body: some Commands {
        SidebarCommands()

        CommandMenu("Outing") {
            Button(chosenOuting?.isStarred == true ? "Unstar Outing" : "Star Outing") {
                chosenOuting?.isStarred.toggle()
            }
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .disabled(chosenOuting == nil)
        }
    }
}

private struct ChosenOutingKey: FocusedValueKey {
    typealias Value = Binding<Outing>
}

extension FocusedValues {
    var chosenOuting: Binding<Outing>? {
        get { self[ChosenOutingKey.self] }
        set { self[ChosenOutingKey.self] = newValue }
    }
}

struct OutingList: View {
    @Environment(Logbook.self) var logbook
    @AppStorage("Logbook.units") private var units: Units = .miles

    var body: some View {
        @Bindable var logbook = logbook
        VStack(alignment: .leading) {
            ForEach(logbook.entries.indices, id: \.self) { index in
                Button {
                } label: {
                    Text(logbook.entries[index].place + (logbook.entries[index].isStarred ? " ★" : ""))
                }
                .focusedValue(\.chosenOuting, $logbook.entries[index])
            }
            Text(units == .miles ? "Distances in miles" : "Distances in kilometres")
        }
        .navigationTitle("Logbook")
        .toolbar {
            ToolbarItem {
                Menu {
                    Button("Star All") {
                        for index in logbook.entries.indices { logbook.entries[index].isStarred = true }
                    }
                    Divider()
                    Button("Unstar All") {
                        for index in logbook.entries.indices { logbook.entries[index].isStarred = false }
                    }
                    .disabled(!logbook.entries.contains { $0.isStarred })
                } label: {
                    Label("Outings", systemImage: "ellipsis.circle")
                }
            }
        }
    }
}

struct LogbookSettings: View {
    @AppStorage("Logbook.units") private var units: Units = .miles

    var body: some View {
        Form {
            Picker("Units:", selection: $units) {
                ForEach(Units.allCases) { unit in
                    Text(unit.rawValue.capitalized)
                }
            }
            .pickerStyle(.inline)
        }
        .frame(width: 300)
        .navigationTitle("Logbook Settings")
        .padding(40)
    }
}
