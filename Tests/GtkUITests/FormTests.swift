import CGtk
import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Account {
    var name = "ada"
    var nameWrites = 0
    var notifies = true
    var size = "m"
    var day = Date(timeIntervalSince1970: 1_750_000_000)   // June 2025
    var problem: String?
}

nonisolated(unsafe) private let sizes = [PickerOption("Small", value: "s"), PickerOption("🐘 Medium", value: "m", spokenAs: "Medium"),
                     PickerOption("Large", value: "l")]

/// The tutorial's editor shape, in a Form.
private struct AccountForm: View {
    let account: Account
    var body: some View {
        Form {
            Section("Account", description: "Who you are") {
                TextField("Name", text: Binding(get: { account.name }, set: { account.nameWrites += 1; account.name = $0 }))
                Toggle("Notifications", isOn: Bindable(account).notifies)
                Picker("Size", selection: Bindable(account).size, options: sizes)
                DatePicker("Start", selection: Bindable(account).day,
                           in: Date(timeIntervalSince1970: 1_735_689_600)...Date(timeIntervalSince1970: 1_767_225_600)) {
                    "day \(Int($0.timeIntervalSince1970) / 86_400)"
                }
                if let problem = account.problem { Text(problem) }
            }
            Section("About") {
                LabeledContent("Version", value: "1.0")
            }
        }
    }
}

/// A libadwaita row's title.
@MainActor
private func rowTitle(_ row: UnsafeMutableRawPointer) -> String {
    String(cString: adw_preferences_row_get_title(row.assumingMemoryBound(to: AdwPreferencesRow.self)))
}

/// GNOME's building blocks for settings: a Form of Sections whose controls
/// are libadwaita rows, bound like every other GtkUI control.
final class FormTests: XCTestCase {
    @MainActor
    private func rows(_ type: String, _ mounted: PresentedView<AccountForm>) -> [UnsafeMutablePointer<GtkWidget>] {
        allWidgets(type, in: mounted.host.widget.widget)
    }

    func testAFormIsAPreferencesPageOfTitledGroups() {
        GtkTest.run {
            let mounted = PresentedView(AccountForm(account: Account()))
            let page = try! XCTUnwrap(findWidget(named: "AdwPreferencesPage", in: mounted.host.widget))
            let groups = allWidgets("AdwPreferencesGroup", in: page)
            XCTAssertEqual(groups.count, 2)
            XCTAssertEqual(groups.map { String(cString: adw_preferences_group_get_title(UnsafeMutableRawPointer($0).assumingMemoryBound(to: AdwPreferencesGroup.self))) }, ["Account", "About"])
            XCTAssertEqual(adw_preferences_group_get_description(UnsafeMutableRawPointer(groups[0]).assumingMemoryBound(to: AdwPreferencesGroup.self)).map { String(cString: $0) }, "Who you are")
        }
    }

    func testATextFieldInASectionIsAnEntryRowBoundWithoutEcho() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            XCTAssertNil(findWidget(named: "GtkEntry", in: mounted.host.widget), "no plain entry in a section")
            let row = OpaquePointer(findWidget(named: "AdwEntryRow", in: mounted.host.widget)!)
            XCTAssertEqual(rowTitle(UnsafeMutableRawPointer(row)), "Name")
            XCTAssertEqual(String(cString: gtk_editable_get_text(row)), "ada")
            gtk_editable_set_text(row, "grace")   // as typing would
            XCTAssertEqual(account.name, "grace")
            let writes = account.nameWrites   // GTK replaces text as a deletion and an insertion
            account.name = "hopper"
            mounted.settle()
            XCTAssertEqual(String(cString: gtk_editable_get_text(row)), "hopper")
            XCTAssertEqual(account.nameWrites, writes, "the programmatic change did not echo")
        }
    }

    func testAToggleInASectionIsARowWhoseActivationFlipsTheSwitch() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let toggle = OpaquePointer(findWidget(named: "GtkSwitch", in: mounted.host.widget)!)
            let row = gtk_widget_get_ancestor(UnsafeMutablePointer(toggle), adw_action_row_get_type())!
            XCTAssertEqual(rowTitle(row), "Notifications")
            XCTAssertTrue(gtk_switch_get_active(toggle) != 0)
            cgtk_signal_emit(row, "activate")   // a click on the row, or Enter on it
            XCTAssertTrue(GtkTest.iterate(until: { !account.notifies }), "the switch flipped (it animates first)")
            account.notifies = true
            mounted.settle()
            XCTAssertTrue(gtk_switch_get_active(toggle) != 0)
        }
    }

    func testAPickerInASectionIsAComboRowThatSaysItsChoice() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let row = UnsafeMutableRawPointer(findWidget(named: "AdwComboRow", in: mounted.host.widget)!).assumingMemoryBound(to: AdwComboRow.self)
            XCTAssertEqual(adw_combo_row_get_selected(row), 1)
            let accessible = OpaquePointer(row)
            XCTAssertNil(cgtk_accessible_check_description(accessible, "Medium").map { String(cString: $0) }, "said as words, not the emoji")
            adw_combo_row_set_selected(row, 2)   // a choice in its popover
            XCTAssertEqual(account.size, "l")
            mounted.settle()
            XCTAssertNil(cgtk_accessible_check_description(accessible, "Large").map { String(cString: $0) })
            account.size = "s"
            mounted.settle()
            XCTAssertEqual(adw_combo_row_get_selected(row), 0)
        }
    }

    func testADatePickerInASectionShowsItsFormatAndKeepsItsOwnMessage() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let button = OpaquePointer(findWidget(named: "GtkMenuButton", in: mounted.host.widget)!)
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(button)), "day 20254")
            XCTAssertNotNil(gtk_widget_get_ancestor(UnsafeMutablePointer(button), adw_action_row_get_type()), "the button ends a row")
            let calendar = OpaquePointer(findWidget(named: "GtkCalendar", in: mounted.host.widget)!)
            let outside = g_date_time_new_local(2026, 3, 10, 12, 0, 0)!
            defer { g_date_time_unref(outside) }
            gtk_calendar_select_day(calendar, outside)
            let message = try! XCTUnwrap(allWidgets("GtkLabel", in: mounted.host.widget.widget).first {
                String(cString: gtk_label_get_label(OpaquePointer($0))).hasPrefix("Choose a date between day ")
            })
            XCTAssertTrue(gtk_widget_get_visible(message) != 0)
            account.name = "an unrelated change"
            mounted.settle()
            XCTAssertTrue(gtk_widget_get_visible(message) != 0, "an update does not take the message away")
            let inside = g_date_time_new_local(2025, 9, 1, 12, 0, 0)!
            defer { g_date_time_unref(inside) }
            gtk_calendar_select_day(calendar, inside)
            XCTAssertFalse(gtk_widget_get_visible(message) != 0, "a day in range does")
            mounted.settle()
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(button)), "day \(Int(g_date_time_to_unix(inside)) / 86_400)")
        }
    }

    func testLabeledContentIsARowInASectionAndALabelPairElsewhere() {
        GtkTest.run {
            let mounted = PresentedView(AccountForm(account: Account()))
            let rows = allWidgets("AdwActionRow", in: mounted.host.widget.widget).filter {
                rowTitle($0) == "Version"
            }
            XCTAssertEqual(rows.count, 1)
            XCTAssertNotNil(findLabel("1.0", in: rows[0]))
            XCTAssertNil(cgtk_accessible_check_label(OpaquePointer(rows[0]), "Version: 1.0").map { String(cString: $0) })
            mounted.tearDown()

            let plain = PresentedView(LabeledContent("Version", value: "1.0"))
            XCTAssertNil(findWidget(named: "AdwActionRow", in: plain.host.widget))
            XCTAssertNotNil(findLabel("Version", in: plain.host.widget.widget))
            XCTAssertNotNil(findLabel("1.0", in: plain.host.widget.widget))
        }
    }

    func testAMessageAddedBelowTheRowsLeavesTheRowsInPlace() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let row = Gtk.Widget(taking: UnsafeMutableRawPointer(findWidget(named: "AdwEntryRow", in: mounted.host.widget)!))
            var moves = 0
            let connection = row.connectNotify("parent") { moves += 1 }
            account.problem = "Enter a name."
            mounted.settle()
            XCTAssertNotNil(findLabel("Enter a name.", in: mounted.host.widget.widget))
            account.problem = nil
            mounted.settle()
            XCTAssertNil(findLabel("Enter a name.", in: mounted.host.widget.widget))
            XCTAssertEqual(moves, 0, "the rows were not taken out and put back")
            connection.disconnect()
        }
    }

    func testViewsOutsideSectionsShareAnUntitledGroupPerRun() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(LooseForm(account: account, showsNote: false))
            let page = mounted.host.widget.widget
            @MainActor func groups() -> [(title: String, labels: [String])] {
                allWidgets("AdwPreferencesGroup", in: page).map { group in
                    let title = String(cString: adw_preferences_group_get_title(UnsafeMutableRawPointer(group).assumingMemoryBound(to: AdwPreferencesGroup.self)))
                    let labels = allWidgets("GtkLabel", in: group).map { String(cString: gtk_label_get_label(OpaquePointer($0))) }
                        .filter { !$0.isEmpty && $0 != title }
                    return (title, labels)
                }
            }
            XCTAssertEqual(groups().map(\.title), ["", "Account", ""])
            XCTAssertEqual(groups()[0].labels, ["Loose first"])
            XCTAssertEqual(groups()[2].labels, ["Loose last"])
            mounted.host.update(rootView: LooseForm(account: account, showsNote: true))
            mounted.settle()
            XCTAssertEqual(groups().map(\.title), ["", "Account", ""])
            XCTAssertEqual(groups()[2].labels, ["Loose last", "A note"], "a view joining the run joins its group")
        }
    }
}

private struct LooseForm: View {
    let account: Account
    let showsNote: Bool

    var body: some View {
        Form {
            Text("Loose first")
            Section("Account") {
                Toggle("Notify", isOn: Bindable(account).notifies)
            }
            Text("Loose last")
            if showsNote { Text("A note") }
        }
    }
}
