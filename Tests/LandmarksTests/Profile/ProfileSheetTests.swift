@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw

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

    var sheet: Gtk.Window { toplevelWindows().last!.cast(to: Gtk.Window.self)! }

    func button(_ label: String) -> Gtk.Widget? {
        allWidgets("GtkButton", in: sheet).first { button in
            button.isMapped && findLabel(label, in: button) != nil
        }
    }

    func press(_ label: String) throws {
        try XCTUnwrap(button(label), "no \(label) button").emitSignal("clicked")
        settle()
    }

    var usernameRow: Adw.EntryRow { sheet.descendants(Adw.EntryRow.self)[0] }

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
            sheet.usernameRow.text = "someone_else"
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
            sheet.usernameRow.text = "  trail_runner  "
            sheet.sheet.descendants(Gtk.Switch.self)[0].isActive = false
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
            sheet.usernameRow.text = "changed_my_mind"
            sheet.sheet.close()
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
            sheet.usernameRow.text = "  "
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
            let calendar = sheet.sheet.descendants(Gtk.Calendar.self)[0]
            // Move the goal almost a year later: allowed, and the window must not slide with it.
            calendar.selectDay(date: try XCTUnwrap(GLibDateTime(unixUTC: 1_780_000_000 + 300 * 86_400)?.toLocal()))
            sheet.settle()
            calendar.selectDay(date: try XCTUnwrap(GLibDateTime(unixUTC: 1_780_000_000 + 400 * 86_400)?.toLocal()))
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
            try WidgetRenderer.savePNG(sheet.sheet, to: FileManager.default.temporaryDirectory.appendingPathComponent("profile-sheet.png").path)
        }
    }
}
