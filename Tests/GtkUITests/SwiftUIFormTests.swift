import CGtk
import Foundation
@_spi(Bindings) import GtkBridge
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
            let row = UnsafeMutableRawPointer(findWidget(named: "AdwComboRow", in: mounted.host.widget)!)
                .assumingMemoryBound(to: AdwComboRow.self)
            let model = adw_combo_row_get_model(row)!
            XCTAssertEqual(String(cString: gtk_string_list_get_string(model, 1)!), "🐘 Large")
            XCTAssertEqual(adw_combo_row_get_selected(row), 1)
            let accessible = OpaquePointer(row)
            XCTAssertNil(cgtk_accessible_check_description(accessible, "Large").map { String(cString: $0) })
            adw_combo_row_set_selected(row, 0)
            XCTAssertEqual(settings.size, .small, "choosing writes the tag")
            mounted.settle()
            XCTAssertNil(cgtk_accessible_check_description(accessible, "Small").map { String(cString: $0) })
        }
    }

    func testADatePickerWithATextLabelIsATitledRowShowingItsFormat() {
        GtkTest.run {
            let settings = Settings()
            let mounted = PresentedView(SettingsForm(settings: settings))
            let button = OpaquePointer(findWidget(named: "GtkMenuButton", in: mounted.host.widget)!)
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(button)), "day 20254")
            let row = try! XCTUnwrap(gtk_widget_get_ancestor(UnsafeMutablePointer(button), adw_action_row_get_type()))
            XCTAssertEqual(String(cString: adw_preferences_row_get_title(UnsafeMutableRawPointer(row).assumingMemoryBound(to: AdwPreferencesRow.self))), "Start")
            settings.day = Date(timeIntervalSince1970: 1_750_000_000 + 86_400)
            mounted.settle()
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(button)), "day 20255")
        }
    }
}
