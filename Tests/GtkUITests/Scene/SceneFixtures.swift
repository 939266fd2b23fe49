// An app written as SwiftUI writes one — an App with a WindowGroup, a
// Settings scene and commands reading a focused binding — and what the
// scene tests read back from GTK: menu models and accelerators.
@_spi(Bindings) import GtkBridge
import GtkTestSupport
@_spi(Bindings) import Gtk
import Observation
import XCTest

@testable import GtkUI

struct Hike: Identifiable, Equatable {
    var name: String
    var isFavorite = false
    var id: String { name }
}

@Observable @MainActor
final class HikeBook {
    var trails = [Hike(name: "Lost Lake"), Hike(name: "Twin Peaks", isFavorite: true)]
    var showsMiles = true
    var helpShown = 0
}

@MainActor let sharedHikeBook = HikeBook()

private struct SelectedTrailKey: FocusedValueKey {
    typealias Value = Binding<Hike>
}

extension FocusedValues {
    var selectedTrail: Binding<Hike>? {
        get { self[SelectedTrailKey.self] }
        set { self[SelectedTrailKey.self] = newValue }
    }
}

struct TrailCommands: Commands {
    @FocusedBinding(\.selectedTrail) var selectedTrail
    let book: HikeBook

    var body: some Commands {
        CommandMenu("Hike") {
            Button("\(selectedTrail?.isFavorite == true ? "Remove" : "Mark") as Favorite") {
                selectedTrail?.isFavorite.toggle()
            }
            .keyboardShortcut("f", modifiers: [.shift, .option])
            .disabled(selectedTrail == nil)
            .commandName("toggle-favorite")
            Divider()
            Toggle("Show Miles", isOn: Bindable(book).showsMiles)
        }
        CommandGroup(after: .appInfo) {
            Button("Hike Help") { book.helpShown += 1 }
        }
    }
}

struct TrailWindow: View {
    @Environment(HikeBook.self) var book

    var body: some View {
        VStack {
            TextField("Search", text: .constant(""))
            ForEach(book.trails.indices, id: \.self) { index in
                Button(book.trails[index].name) {}
                    .focusedValue(\.selectedTrail, Bindable(book).trails[index])
            }
        }
        .navigationTitle("Trails")
        .toolbar {
            ToolbarItem { Button("Refresh") {} }
        }
    }
}

struct TrailSettings: View {
    @AppStorage("units") var units = "km"

    var body: some View {
        VStack {
            Text("Units: \(units)")
            Button("Use Miles") { units = "mi" }
        }
    }
}

struct TrailsApp: App {
    static var applicationID: String { "io.github.gtkui.tests.Trails" }

    var body: some Scene {
        WindowGroup("Trails") {
            TrailWindow().environment(sharedHikeBook)
        }
        .commands { TrailCommands(book: sharedHikeBook) }
        Settings { TrailSettings() }
    }
}

@MainActor
func accelerators(of detailedAction: String, in application: Application) -> [String] {
    application.cast(to: Gtk.Application.self)?.accelsForAction(detailedAction) ?? []
}

@MainActor
func actionIsEnabled(_ name: String, in application: Application) -> Bool {
    application.isActionEnabled(name)
}

@MainActor
func activateAction(_ name: String, in application: Application) {
    application.activateAction(name)
}

/// The button showing `text` in `window`.
@MainActor
func button(showing text: String, in window: Gtk.Window) -> Gtk.Widget? {
    guard let label = findLabel(text, in: window) else { return nil }
    return label.ancestor(widgetType: Gtk.Button.gType)
}

/// The app's primary menu once the focus and the commands have settled.
@MainActor
func menu(_ app: SceneApplication) -> MenuSnapshot {
    FocusedValuesStore.shared.update()
    GtkTest.drain()
    return MenuSnapshot(app.installer.menu.model)
}

/// Moves the keyboard focus to the button showing `label` in the app's first window.
@MainActor
func focus(_ label: String, in app: SceneApplication) throws {
    let window = try XCTUnwrap(app.windows.first)
    let widget = try XCTUnwrap(button(showing: label, in: window.window))
    XCTAssertEqual(widget.grabFocus(), true)
}
