import Foundation
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

private enum Size: String, CaseIterable, Identifiable {
    case small = "🐭", large = "🐘"
    var id: String { rawValue }
    var name: String { self == .small ? "Small" : "Large" }
}

@Observable @MainActor
private final class Settings {
    var size = Size.large
    var day = Date(timeIntervalSince1970: 1_750_000_000)   // June 2025
}

/// A settings form written as SwiftUI writes one: the picker's choices are
/// tagged views, the date picker's label a text.
private struct SettingsForm: View {
    @Bindable var settings: Settings
    var body: some View {
        Form {
            Section {
                Picker("Size", selection: $settings.size) {
                    ForEach(Size.allCases) { size in
                        Text("\(size.rawValue) \(size.name)").accessibilityLabel(size.name).tag(size)
                    }
                }
                DatePicker(selection: $settings.day, in: Date.distantPast...Date.distantFuture, displayedComponents: .date) {
                    Text("Start")
                }
                .dateFormat { "day \(Int($0.timeIntervalSince1970) / 86_400)" }
            }
        }
    }
}

/// The controls of a form written in SwiftUI's shapes are the same rows as
/// GtkUI's own: a tagged choice's accessibility label is what is said for it.
final class SwiftUIFormTests: XCTestCase {
    func testATaggedChoiceIsShownByItsWordsAndSaidAsItsAccessibilityLabel() {
        GtkTest.run {
            let settings = Settings()
            let mounted = PresentedView(SettingsForm(settings: settings))
            let row = mounted.host.widget.descendants(Adw.ComboRow.self)[0]
            let choices = try! XCTUnwrap(row.model.flatMap { $0.cast(to: Gtk.StringList.self) })
            XCTAssertEqual(choices.string(at: 1), "🐘 Large")
            XCTAssertEqual(row.selected, 1)
            XCTAssertNil(accessibleDescriptionMismatch(of: row, "Large"))
            row.selected = 0
            XCTAssertEqual(settings.size, .small, "choosing writes the tag")
            mounted.settle()
            XCTAssertNil(accessibleDescriptionMismatch(of: row, "Small"))
        }
    }

    func testADatePickerWithATextLabelIsATitledRowShowingItsFormat() {
        GtkTest.run {
            let settings = Settings()
            let mounted = PresentedView(SettingsForm(settings: settings))
            let button = mounted.host.widget.descendants(Gtk.MenuButton.self)[0]
            XCTAssertEqual(button.label, "day 20254")
            let row = try! XCTUnwrap(button.ancestor(widgetType: Adw.ActionRow.gType)?.cast(to: Adw.ActionRow.self))
            XCTAssertEqual(row.title, "Start")
            settings.day = Date(timeIntervalSince1970: 1_750_000_000 + 86_400)
            mounted.settle()
            XCTAssertEqual(button.label, "day 20255")
        }
    }
}
