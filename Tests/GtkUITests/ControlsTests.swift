@_spi(Bindings) import GtkBridge
import FoundationEssentials
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw

@Observable @MainActor
final class ControlsModel {
    var choice = "b"
    var choiceWrites = 0
    var date = Date(timeIntervalSince1970: 1_750_000_000)   // June 2025
    var showsSheet = false
    var showsDetail = false
}

private struct Controls: View {
    let model: ControlsModel
    var body: some View {
        VStack {
            Picker("Letter", selection: Binding(get: { model.choice }, set: { model.choiceWrites += 1; model.choice = $0 }),
                   options: [PickerOption("A", value: "a"), PickerOption("B", value: "b"), PickerOption("C", value: "c")])
            Picker("Letter inline", selection: Bindable(model).choice,
                   options: [PickerOption("A", value: "a"), PickerOption("B", value: "b"), PickerOption("C", value: "c")])
                .pickerStyle(.inline)
            DatePicker("Goal", selection: Bindable(model).date,
                       in: Date(timeIntervalSince1970: 1_735_689_600)...Date(timeIntervalSince1970: 1_767_225_600))   // 2025
        }
        .sheet(isPresented: Bindable(model).showsSheet) {
            Text("In the sheet").navigationTitle("Sheet Title")
        }
    }
}

final class ControlsTests: XCTestCase {
    func testDropDownAndRadioPickersFollowTheSelectionWithoutEcho() {
        GtkTest.run {
            let model = ControlsModel()
            let mounted = PresentedView(Controls(model: model))
            let dropDown = mounted.host.widget.descendants(Gtk.DropDown.self)[0]
            let radios = mounted.host.widget.descendants(Gtk.CheckButton.self)
            XCTAssertEqual(dropDown.selected, 1)
            XCTAssertEqual(radios.map(\.isActive), [false, true, false])

            model.choice = "c"
            mounted.settle()
            XCTAssertEqual(dropDown.selected, 2)
            XCTAssertEqual(radios.map(\.isActive), [false, false, true])
            XCTAssertEqual(model.choiceWrites, 0, "no echo from the drop-down")

            dropDown.selected = 0   // as the user would
            XCTAssertEqual(model.choice, "a")
            mounted.settle()
            XCTAssertEqual(radios.map(\.isActive), [true, false, false])

            radios[1].isActive = true
            XCTAssertEqual(model.choice, "b")
        }
    }

    func testDatePickerRefusesDaysOutsideItsRange() {
        GtkTest.run {
            let model = ControlsModel()
            let mounted = PresentedView(Controls(model: model))
            let calendar = mounted.host.widget.descendants(Gtk.Calendar.self)[0]
            let original = model.date
            calendar.selectDay(date: GLibDateTime(localYear: 2026, month: 3, day: 10, hour: 12, minute: 0, seconds: 0)!)
            XCTAssertEqual(model.date, original, "a day outside the range is refused")
            XCTAssertEqual(calendar.date.year, 2025, "the calendar went back to the bound date")

            let inside = GLibDateTime(localYear: 2025, month: 9, day: 1, hour: 12, minute: 0, seconds: 0)!
            calendar.selectDay(date: inside)
            XCTAssertEqual(model.date, Date(timeIntervalSince1970: TimeInterval(inside.unixSeconds)))
        }
    }

    func testSheetOpensAsModalTransientWindowAndEscapeClosesIt() throws {
        try GtkTest.run {
            let model = ControlsModel()
            let mounted = PresentedView(Controls(model: model))
            let windowsBefore = toplevelWindows().count
            model.showsSheet = true
            mounted.settle()
            let toplevels = toplevelWindows()
            XCTAssertEqual(toplevels.count, windowsBefore + 1)
            let sheet = try XCTUnwrap(toplevels.last?.cast(to: Gtk.Window.self))
            XCTAssertEqual(sheet.typeName, "AdwWindow")
            XCTAssertTrue(sheet.isModal)
            XCTAssertEqual(sheet.transientFor, mounted.window.window)
            XCTAssertNotNil(findLabel("In the sheet", in: sheet))

            sheet.close()   // the close button, or Escape
            XCTAssertFalse(model.showsSheet)
            mounted.settle()
            XCTAssertEqual(toplevelWindows().count, windowsBefore)
        }
    }

    func testSplitViewShowsTheDetailWhenFoldedAndGoesBack() {
        GtkTest.run {
            let model = ControlsModel()
            let view = NavigationSplitView(showsDetail: Bindable(model).showsDetail) {
                Text("Sidebar")
            } detail: {
                Text("Detail").frame(minWidth: 200)
            }
            let mounted = PresentedView(view, width: 320, height: 400)
            let leaflet = mounted.host.widget.descendants(Adw.Leaflet.self)[0]
            XCTAssertTrue(GtkTest.iterate(until: { leaflet.isFolded }), "narrow: one pane")
            XCTAssertNotNil(findLabel("Sidebar", in: leaflet.visibleChild!))
            model.showsDetail = true
            mounted.settle()
            XCTAssertNotNil(findLabel("Detail", in: leaflet.visibleChild!))
            leaflet.navigate(direction: .back)   // a swipe back
            XCTAssertFalse(model.showsDetail)
        }
    }
}
