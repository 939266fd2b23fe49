import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw

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
private func rowTitle(_ row: Gtk.Widget) -> String {
    row.cast(to: Adw.PreferencesRow.self)?.title ?? ""
}

/// GNOME's building blocks for settings: a Form of Sections whose controls
/// are libadwaita rows, bound like every other GtkUI control.
final class FormTests: XCTestCase {
    func testAFormIsAPreferencesPageOfTitledGroups() {
        GtkTest.run {
            let mounted = PresentedView(AccountForm(account: Account()))
            let page = try! XCTUnwrap(findWidget("AdwPreferencesPage", in: mounted.host.widget))
            let groups = page.descendants(Adw.PreferencesGroup.self)
            XCTAssertEqual(groups.count, 2)
            XCTAssertEqual(groups.map(\.title), ["Account", "About"])
            XCTAssertEqual(groups[0].description, "Who you are")
        }
    }

    func testATextFieldInASectionIsAnEntryRowBoundWithoutEcho() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            XCTAssertNil(findWidget("GtkEntry", in: mounted.host.widget), "no plain entry in a section")
            let row = mounted.host.widget.descendants(Adw.EntryRow.self)[0]
            XCTAssertEqual(rowTitle(row), "Name")
            XCTAssertEqual(row.text, "ada")
            row.text = "grace"   // as typing would
            XCTAssertEqual(account.name, "grace")
            let writes = account.nameWrites   // GTK replaces text as a deletion and an insertion
            account.name = "hopper"
            mounted.settle()
            XCTAssertEqual(row.text, "hopper")
            XCTAssertEqual(account.nameWrites, writes, "the programmatic change did not echo")
        }
    }

    func testAToggleInASectionIsARowWhoseActivationFlipsTheSwitch() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let toggle = mounted.host.widget.descendants(Gtk.Switch.self)[0]
            let row = toggle.ancestor(widgetType: Adw.ActionRow.gType)!
            XCTAssertEqual(rowTitle(row), "Notifications")
            XCTAssertTrue(toggle.isActive)
            row.emitSignal("activate")   // a click on the row, or Enter on it
            XCTAssertTrue(GtkTest.iterate(until: { !account.notifies }), "the switch flipped (it animates first)")
            account.notifies = true
            mounted.settle()
            XCTAssertTrue(toggle.isActive)
        }
    }

    func testAPickerInASectionIsAComboRowThatSaysItsChoice() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let row = mounted.host.widget.descendants(Adw.ComboRow.self)[0]
            XCTAssertEqual(row.selected, 1)
            XCTAssertNil(accessibleDescriptionMismatch(of: row, "Medium"), "said as words, not the emoji")
            row.selected = 2   // a choice in its popover
            XCTAssertEqual(account.size, "l")
            mounted.settle()
            XCTAssertNil(accessibleDescriptionMismatch(of: row, "Large"))
            account.size = "s"
            mounted.settle()
            XCTAssertEqual(row.selected, 0)
        }
    }

    func testADatePickerInASectionShowsItsFormatAndKeepsItsOwnMessage() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let button = mounted.host.widget.descendants(Gtk.MenuButton.self)[0]
            XCTAssertEqual(button.label, "day 20254")
            XCTAssertNotNil(button.ancestor(widgetType: Adw.ActionRow.gType), "the button ends a row")
            let calendar = mounted.host.widget.descendants(Gtk.Calendar.self)[0]
            calendar.selectDay(date: GLibDateTime(localYear: 2026, month: 3, day: 10, hour: 12, minute: 0, seconds: 0)!)
            let message = try! XCTUnwrap(mounted.host.widget.descendants(Gtk.Label.self).first {
                $0.label?.hasPrefix("Choose a date between day ") == true
            })
            XCTAssertTrue(message.isVisible)
            account.name = "an unrelated change"
            mounted.settle()
            XCTAssertTrue(message.isVisible, "an update does not take the message away")
            let inside = GLibDateTime(localYear: 2025, month: 9, day: 1, hour: 12, minute: 0, seconds: 0)!
            calendar.selectDay(date: inside)
            XCTAssertFalse(message.isVisible, "a day in range does")
            mounted.settle()
            XCTAssertEqual(button.label, "day \(inside.unixSeconds / 86_400)")
        }
    }

    func testLabeledContentIsARowInASectionAndALabelPairElsewhere() {
        GtkTest.run {
            let mounted = PresentedView(AccountForm(account: Account()))
            let rows = allWidgets("AdwActionRow", in: mounted.host.widget).filter {
                rowTitle($0) == "Version"
            }
            XCTAssertEqual(rows.count, 1)
            XCTAssertNotNil(findLabel("1.0", in: rows[0]))
            XCTAssertNil(accessibleLabelMismatch(of: rows[0], "Version: 1.0"))
            mounted.tearDown()

            let plain = PresentedView(LabeledContent("Version", value: "1.0"))
            XCTAssertNil(findWidget("AdwActionRow", in: plain.host.widget))
            XCTAssertNotNil(findLabel("Version", in: plain.host.widget))
            XCTAssertNotNil(findLabel("1.0", in: plain.host.widget))
        }
    }

    func testAMessageAddedBelowTheRowsLeavesTheRowsInPlace() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(AccountForm(account: account))
            let row = findWidget("AdwEntryRow", in: mounted.host.widget)!
            var moves = 0
            let connection = row.connectNotify("parent") { moves += 1 }
            account.problem = "Enter a name."
            mounted.settle()
            XCTAssertNotNil(findLabel("Enter a name.", in: mounted.host.widget))
            account.problem = nil
            mounted.settle()
            XCTAssertNil(findLabel("Enter a name.", in: mounted.host.widget))
            XCTAssertEqual(moves, 0, "the rows were not taken out and put back")
            connection.disconnect()
        }
    }

    func testViewsOutsideSectionsShareAnUntitledGroupPerRun() {
        GtkTest.run {
            let account = Account()
            let mounted = PresentedView(LooseForm(account: account, showsNote: false))
            let page = mounted.host.widget
            @MainActor func groups() -> [(title: String, labels: [String])] {
                page.descendants(Adw.PreferencesGroup.self).map { group in
                    let title = group.title ?? ""
                    let labels = group.descendants(Gtk.Label.self).compactMap { $0.label }
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
