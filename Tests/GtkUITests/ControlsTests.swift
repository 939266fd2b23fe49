@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

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
            let dropDown = OpaquePointer(findWidget(named: "GtkDropDown", in: mounted.host.widget)!)
            let radios = allWidgets("GtkCheckButton", in: mounted.host.widget.widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkCheckButton.self) }
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown), 1)
            XCTAssertEqual(radios.map { gtk_check_button_get_active($0) != 0 }, [false, true, false])

            model.choice = "c"
            mounted.settle()
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown), 2)
            XCTAssertEqual(radios.map { gtk_check_button_get_active($0) != 0 }, [false, false, true])
            XCTAssertEqual(model.choiceWrites, 0, "no echo from the drop-down")

            gtk_drop_down_set_selected(dropDown, 0)   // as the user would
            XCTAssertEqual(model.choice, "a")
            mounted.settle()
            XCTAssertEqual(radios.map { gtk_check_button_get_active($0) != 0 }, [true, false, false])

            gtk_check_button_set_active(radios[1], 1)
            XCTAssertEqual(model.choice, "b")
        }
    }

    func testDatePickerRefusesDaysOutsideItsRange() {
        GtkTest.run {
            let model = ControlsModel()
            let mounted = PresentedView(Controls(model: model))
            let calendar = OpaquePointer(findWidget(named: "GtkCalendar", in: mounted.host.widget)!)
            let original = model.date
            let outside = g_date_time_new_local(2026, 3, 10, 12, 0, 0)!
            defer { g_date_time_unref(outside) }
            gtk_calendar_select_day(calendar, outside)
            XCTAssertEqual(model.date, original, "a day outside the range is refused")
            let selected = gtk_calendar_get_date(calendar)!
            XCTAssertEqual(g_date_time_get_year(selected), 2025, "the calendar went back to the bound date")
            g_date_time_unref(selected)

            let inside = g_date_time_new_local(2025, 9, 1, 12, 0, 0)!
            defer { g_date_time_unref(inside) }
            gtk_calendar_select_day(calendar, inside)
            XCTAssertEqual(model.date, Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(inside))))
        }
    }

    func testSheetOpensAsModalTransientWindowAndEscapeClosesIt() {
        GtkTest.run {
            let model = ControlsModel()
            let mounted = PresentedView(Controls(model: model))
            let windowsBefore = g_list_model_get_n_items(gtk_window_get_toplevels())
            model.showsSheet = true
            mounted.settle()
            let toplevels = gtk_window_get_toplevels()!
            XCTAssertEqual(g_list_model_get_n_items(toplevels), windowsBefore + 1)
            let sheet = g_list_model_get_item(toplevels, g_list_model_get_n_items(toplevels) - 1)!
            defer { g_object_unref(sheet) }
            let sheetWindow = sheet.assumingMemoryBound(to: GtkWindow.self)
            XCTAssertEqual(String(cString: cgtk_object_type_name(sheet)), "AdwWindow")
            XCTAssertTrue(gtk_window_get_modal(sheetWindow) != 0)
            XCTAssertEqual(UnsafeMutableRawPointer(gtk_window_get_transient_for(sheetWindow)), mounted.window.window.raw)
            XCTAssertNotNil(findLabel("In the sheet", in: UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkWidget.self)))

            gtk_window_close(sheetWindow)   // the close button, or Escape
            XCTAssertFalse(model.showsSheet)
            mounted.settle()
            XCTAssertEqual(g_list_model_get_n_items(gtk_window_get_toplevels()), windowsBefore)
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
            let leaflet = OpaquePointer(findWidget(named: "AdwLeaflet", in: mounted.host.widget)!)
            XCTAssertTrue(GtkTest.iterate(until: { adw_leaflet_get_folded(leaflet) != 0 }), "narrow: one pane")
            XCTAssertNotNil(findLabel("Sidebar", in: adw_leaflet_get_visible_child(leaflet)!))
            model.showsDetail = true
            mounted.settle()
            XCTAssertNotNil(findLabel("Detail", in: adw_leaflet_get_visible_child(leaflet)!))
            adw_leaflet_navigate(leaflet, ADW_NAVIGATION_DIRECTION_BACK)   // a swipe back
            XCTAssertFalse(model.showsDetail)
        }
    }
}
