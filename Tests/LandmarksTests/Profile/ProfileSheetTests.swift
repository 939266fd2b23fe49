@_spi(Bindings) import GtkBridge
import CGtk
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The app's content with the profile sheet open.
@MainActor
private final class ProfileSheet: TestFixture {
    let model: ModelData
    let navigation = AppNavigation()
    let toaster = Toaster()
    let presented: PresentedView<ContentView>

    init() throws {
        model = try bundledModel()
        model.profile = Profile(username: "g_kumar", prefersNotifications: true, seasonalPhoto: .winter,
                                goalDate: Date(timeIntervalSince1970: 1_780_000_000))
        presented = PresentedView(ContentView(model: model, settings: try memorySettings(), toaster: toaster,
                                              navigation: navigation))
        navigation.showsProfile = true
        settle()
        TestFixtures.made(self)   // after its view: the sheet closes before the view is unmounted
    }

    var sheet: UnsafeMutablePointer<GtkWidget> {
        let toplevels = gtk_window_get_toplevels()!
        let item = g_list_model_get_item(toplevels, g_list_model_get_n_items(toplevels) - 1)!
        g_object_unref(item)
        return item.assumingMemoryBound(to: GtkWidget.self)
    }

    func button(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets("GtkButton", in: sheet).first { button in
            gtk_widget_get_mapped(button) != 0 && findLabel(label, in: button) != nil
        }
    }

    func press(_ label: String) throws {
        cgtk_signal_emit(try XCTUnwrap(button(label), "no \(label) button"), "clicked")
        settle()
    }

    var usernameRow: OpaquePointer { OpaquePointer(findWidget("AdwEntryRow", in: sheet)!) }

    func settle() {
        presented.settle()
        GtkTest.waitForFrames(of: sheet)
        presented.settle()
    }

    private var isTornDown = false

    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        TestFixtures.tornDown(self)
        navigation.showsProfile = false
        settle()
        presented.tearDown()
    }
}

final class ProfileSheetTests: XCTestCase {
    func testCancelLeavesTheSavedProfileUnchanged() throws {
        try GtkTest.run {
            let sheet = try ProfileSheet()
            let saved = sheet.model.profile
            try sheet.press("Edit")
            XCTAssertNotNil(sheet.button("Cancel"), "Cancel shows while editing")
            gtk_editable_set_text(sheet.usernameRow, "someone_else")
            try sheet.press("Cancel")
            XCTAssertEqual(sheet.model.profile, saved)
            XCTAssertNil(sheet.button("Cancel"))
            XCTAssertNotNil(findLabel("g_kumar", in: sheet.sheet))
        }
    }

    func testDoneSavesExactlyTheTrimmedDraft() throws {
        try GtkTest.run {
            let sheet = try ProfileSheet()
            try sheet.press("Edit")
            gtk_editable_set_text(sheet.usernameRow, "  trail_runner  ")
            let toggle = OpaquePointer(findWidget("GtkSwitch", in: sheet.sheet)!)
            gtk_switch_set_active(toggle, 0)
            try sheet.press("Done")
            XCTAssertEqual(sheet.model.profile.username, "trail_runner")
            XCTAssertFalse(sheet.model.profile.prefersNotifications)
            XCTAssertEqual(sheet.model.profile.seasonalPhoto, .winter)
            XCTAssertNotNil(findLabel("Notifications: Off", in: sheet.sheet))
        }
    }

    func testClosingWhileEditingDiscardsTheDraftAndSaysSo() throws {
        try GtkTest.run {
            let sheet = try ProfileSheet()
            let saved = sheet.model.profile
            try sheet.press("Edit")
            gtk_editable_set_text(sheet.usernameRow, "changed_my_mind")
            gtk_window_close(UnsafeMutableRawPointer(sheet.sheet).assumingMemoryBound(to: GtkWindow.self))
            sheet.settle()
            XCTAssertFalse(sheet.navigation.showsProfile)
            XCTAssertEqual(sheet.model.profile, saved)
            XCTAssertEqual(sheet.toaster.history, ["Profile changes were discarded."])
        }
    }

    func testUsernameValidationMessages() throws {
        XCTAssertEqual(Profile.usernameProblem("   "), "Enter a username.")
        XCTAssertEqual(Profile.usernameProblem(String(repeating: "x", count: 33)),
                       "A username can be at most 32 characters (this one has 33).")
        XCTAssertNil(Profile.usernameProblem(" ok "))
        try GtkTest.run {
            let sheet = try ProfileSheet()
            try sheet.press("Edit")
            gtk_editable_set_text(sheet.usernameRow, "  ")
            try sheet.press("Done")
            XCTAssertNotNil(findLabel("Enter a username.", in: sheet.sheet), "the reason is shown")
            XCTAssertNotNil(sheet.button("Done"), "still editing")
            XCTAssertEqual(sheet.model.profile.username, "g_kumar")
        }
    }

    func testGoalDateRefusesDaysOutsideTheYearEitherSideOfWhenEditingBegan() throws {
        try GtkTest.run {
            let sheet = try ProfileSheet()
            try sheet.press("Edit")
            let calendar = OpaquePointer(findWidget("GtkCalendar", in: sheet.sheet)!)
            // Move the goal almost a year later: allowed, and the window must not slide with it.
            let later = g_date_time_new_from_unix_local(gint64(1_780_000_000 + 300 * 86_400))!
            gtk_calendar_select_day(calendar, later)
            g_date_time_unref(later)
            sheet.settle()
            let tooLate = g_date_time_new_from_unix_local(gint64(1_780_000_000 + 400 * 86_400))!
            gtk_calendar_select_day(calendar, tooLate)
            g_date_time_unref(tooLate)
            sheet.settle()
            try sheet.press("Done")
            let goal = sheet.model.profile.goalDate.timeIntervalSince1970
            XCTAssertEqual(goal, 1_780_000_000 + 300 * 86_400, accuracy: 86_400, "the later date inside the window was kept")
        }
    }

    func testSheetRendersTheSummaryWithBadgesAndTheHike() throws {
        try GtkTest.run {
            let sheet = try ProfileSheet()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Lonesome Ridge Trail", in: sheet.sheet) != nil }))
            for name in ["First Hike", "Earth Day", "Tenth Hike"] {
                XCTAssertNotNil(findLabel(name, in: sheet.sheet), name)
            }
            XCTAssertNotNil(findLabel("Lonesome Ridge Trail", in: sheet.sheet))
            let content = Gtk.Widget(taking: UnsafeMutableRawPointer(sheet.sheet))
            try WidgetRenderer.savePNG(content, to: "\(String(cString: g_get_tmp_dir()))/profile-sheet.png")
        }
    }
}
