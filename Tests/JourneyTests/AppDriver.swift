// AppDriver: the real app — LandmarksApplication running LandmarksApp, its MainWindow and the
// bundled catalogue — started inside the test process with its own data
// folder, and the queries a journey needs to see what a person would see.
// Input goes through XInput (the X server), never through the app's state.
import Foundation
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw
import GtkTestSupport
import GtkUIWidgets
import XCTest

@testable import Landmarks
@testable import LandmarksModel

@MainActor
final class AppDriver: TestFixture {
    let dataDirectory: URL
    let app: LandmarksApplication
    private let ownsDirectory: Bool
    private static var launches = 0

    /// Starts the app in a `width` × `height` window, on `tab` ("featured" or
    /// "list") unless the data folder's settings say otherwise. Pass the
    /// folder of an earlier driver to start again with what it left.
    init(width: Int = 1000, height: Int = 720, tab: String? = nil, dataDirectory: URL? = nil) throws {
        GtkTest.initialize()
        ownsDirectory = dataDirectory == nil
        let directory = dataDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("landmarks-journey-\(UUID().uuidString)", isDirectory: true)
        self.dataDirectory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if dataDirectory == nil {
            let settings = "[Settings]\nwindow-width=\(width)\nwindow-height=\(height)\n"
                + (tab.map { "selected-tab=\($0)\n" } ?? "")
            try settings.write(to: directory.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        }
        Self.launches += 1
        app = LandmarksApplication(
            id: "\(AppInfo.id).Journey\(Self.launches)", options: .nonUnique, dataDirectory: directory)
        try app.launchInProcess()
        TestFixtures.made(self)
        XCTAssertTrue(GtkTest.iterate(until: { self.mainWindow?.window.isMapped == true && self.visiblePage != nil }),
                      "the main window opened")
        XCTAssertTrue(GtkTest.iterate(until: { self.mainWindow?.window.content?.opacity == 1 }),
                      "the window shows its first screen")
        // Keys go to the window with the X input focus, as on a desktop.
        XCTAssertTrue(GtkTest.iterate(until: { self.mainWindow!.window.isActive }),
                      "the main window has the keyboard focus")
        settle()
    }

    /// A new data folder holding settings for a 1000 × 720 window on `tab`
    /// and `state` as the saved state, for a driver to start with.
    static func preparedDataDirectory(tab: String, state: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("landmarks-journey-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "[Settings]\nwindow-width=1000\nwindow-height=720\nselected-tab=\(tab)\n"
            .write(to: directory.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        try state.write(to: directory.appendingPathComponent("state.json"), atomically: true, encoding: .utf8)
        return directory
    }

    var mainWindow: MainWindow? { app.mainWindow }
    var window: Gtk.Window { mainWindow!.window }
    var model: ModelData { app.state!.model }
    var navigation: AppNavigation { mainWindow!.navigation }

    /// Lets pending updates, layout and a couple of frames run.
    func settle() {
        GtkTest.settle(until: { !self.app.scenes.hasPendingUpdates }, "the windows' update passes to run")
        if let window = mainWindow?.window, window.isMapped { GtkTest.waitForFrames(of: window) }
    }

    /// Waits for `condition`, failing the test with `message` if it never holds.
    @discardableResult
    func wait(
        _ message: String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
        until condition: () -> Bool
    ) -> Bool {
        let held = GtkTest.iterate(until: condition, timeout: timeout)
        if !held { XCTFail("timed out waiting: \(message)", file: file, line: line) }
        return held
    }

    /// Clicks `widget` once it is laid out and drawn where a person sees it.
    func click(_ widget: Gtk.Widget, file: StaticString = #filePath, line: UInt = #line) {
        wait("the widget to click is laid out", file: file, line: line) {
            widget.isMapped && widget.width > 0 && widget.height > 0
        }
        settle()
        // A page still sliding in (after a push, a fold, or at the start of a
        // narrow window) would take the click somewhere else: wait, as a
        // person's eye does, until it stands still (briefly; a widget that
        // keeps moving is clicked where it is).
        var last = bounds(of: widget).map { [$0.x, $0.y] }
        _ = GtkTest.iterate(until: {
            settle()
            let now = bounds(of: widget).map { [$0.x, $0.y] }
            defer { last = now }
            return now == last
        }, timeout: 1)
        XInput.click(widget, file: file, line: line)
    }

    /// Saves and closes as quitting does; the data folder is kept for a restart.
    func quit() {
        app.quitInProcess()
        GtkTest.drain()
    }

    func tearDown() {
        TestFixtures.tornDown(self)
        if mainWindow?.window.isMapped == true { quit() }
        if ownsDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
    }

    // MARK: - What is on screen

    var viewStack: Adw.ViewStack? { findWidget("AdwViewStack", in: window)?.cast(to: Adw.ViewStack.self) }

    /// The tab page shown now.
    var visiblePage: Gtk.Widget? { viewStack?.visibleChild }

    /// The List tab's list of landmarks (category rows are lists too).
    var landmarkList: Gtk.Widget? {
        allWidgets("CgtkRecycler", in: window).first { $0.hasCSSClass("navigation-sidebar") }
    }

    /// The Collections tab's list of collections.
    var collectionsList: Gtk.Widget? {
        allWidgets("CgtkRecycler", in: window).first { $0.hasCSSClass("inset-list") }
    }

    /// The alert open over the main window, if any.
    var alert: Adw.MessageDialog? { sheet?.cast(to: Adw.MessageDialog.self) }

    /// The rows of `list` on screen, top to bottom (or left to right).
    func rowsShowing(in list: Gtk.Widget) -> [Gtk.Widget] {
        allWidgets("CgtkRecyclerRow", in: list)
            .compactMap { $0.cast(to: RecyclerRow.self) }
            .filter { $0.childVisible && isShowing($0) }
            .sorted { ($0.index ?? -1) < ($1.index ?? -1) }
    }

    /// The name (first label) a row shows.
    private func name(of row: Gtk.Widget) -> String? {
        findWidget("GtkLabel", in: row)?.cast(to: Gtk.Label.self)?.label
    }

    /// The names (first label) of the List tab's rows on screen, in order.
    var listedNames: [String] {
        guard let list = landmarkList else { return [] }
        return rowsShowing(in: list).compactMap { name(of: $0) }
    }

    /// The List tab's row for `name`, when it is on screen.
    func listRow(_ name: String) -> Gtk.Widget? {
        guard let list = landmarkList else { return nil }
        return rowsShowing(in: list).first { self.name(of: $0) == name }
    }

    /// Whether `row` shows a favorite star.
    func showsStar(_ row: Gtk.Widget) -> Bool {
        row.descendants(Gtk.Image.self).contains { $0.isMapped && $0.iconName == "starred-symbolic" }
    }

    /// The search entry of the List tab.
    var searchEntry: Gtk.SearchEntry? { findWidget("GtkSearchEntry", in: window)?.cast(to: Gtk.SearchEntry.self) }

    var searchText: String { searchEntry?.text ?? "" }

    /// Waits until `popover` is open and placed beside its button (its
    /// surface is positioned after it maps).
    func waitForPopover(_ popover: Gtk.Widget, file: StaticString = #filePath, line: UInt = #line) {
        wait("the popover opens", file: file, line: line) { popover.isPlacedPopup }
        settle()
    }

    /// The sheet open over the main window (the profile), if any.
    var sheet: Gtk.Window? {
        guard let main = mainWindow?.window else { return nil }
        return toplevelWindows().lazy.compactMap { $0.cast(to: Gtk.Window.self) }.first { window in
            window.transientFor.map { $0 == main } == true && window.isMapped
        }
    }

    /// The button labelled `label` (its text) on screen under `root`.
    func button(_ label: String, in root: Gtk.Widget? = nil) -> Gtk.Widget? {
        allWidgets("GtkButton", in: root ?? window).first { button in
            button.isMapped && findLabel(label, in: button) != nil
        }
    }

    /// The focused widget, or its nearest ancestor of GType `typeName`.
    func focused(within typeName: String) -> Gtk.Widget? { focus?.enclosing(typeName) }

    /// `widget`, once nothing (a page sliding in or out) is moving it.
    @discardableResult
    func steady<Widget: Gtk.Widget>(_ widget: Widget, file: StaticString = #filePath, line: UInt = #line) -> Widget {
        func origin() -> [Double]? { bounds(of: widget).map { [$0.x, $0.y] } }
        var last = origin()
        wait("it stops moving", file: file, line: line) {
            settle()
            let now = origin()
            defer { last = now }
            return now == last && isWhollyOnScreen(widget)
        }
        return widget
    }

    /// Presses Tab (at most `presses` times) until the focus is in a list,
    /// and returns the focused row, if it got there.
    @discardableResult
    func tabIntoList(presses: Int = 12) -> Gtk.Widget? {
        var pressed = 0
        while focused(within: "CgtkRecycler") == nil, pressed < presses {
            XInput.press("Tab")
            settle()
            pressed += 1
        }
        return focused(within: "CgtkRecycler")
    }

    /// The buttons of the window's header bar of the GTypes `typeNames`, type by type.
    private func headerButtons(_ typeNames: [String]) -> [Gtk.Widget] {
        guard let header = findWidget("AdwHeaderBar", in: window) else { return [] }
        return typeNames.flatMap { allWidgets($0, in: header) }
    }

    /// The header button (or menu button) whose tooltip is `name`.
    func headerButton(_ name: String) -> Gtk.Widget? {
        headerButtons(["GtkMenuButton", "GtkButton", "GtkToggleButton"]).first { isShowing($0) && $0.tooltipText == name }
    }

    /// The switcher button for `title` that is on screen, in the header or
    /// (`inBottomBar`) in the bar a narrow window shows at the bottom.
    func switcherButton(_ title: String, inBottomBar: Bool = false) -> Gtk.Widget? {
        let root = inBottomBar ? findWidget("AdwViewSwitcherBar", in: window) : findWidget("AdwHeaderBar", in: window)
        return root.flatMap { allWidgets("AdwViewSwitcherButton", in: $0) }?.first { button in
            isShowing(button) && button.descendants(Gtk.Label.self).contains { isShowing($0) && $0.label == title }
        }
    }

    /// The names (tooltips) of the buttons in the window's header bar now.
    var headerButtonNames: [String] {
        headerButtons(["GtkButton", "GtkToggleButton", "GtkMenuButton"]).filter { isShowing($0) }.compactMap(\.tooltipText)
    }

    /// The title the header bar shows in place of the switcher (narrow) or
    /// over a pushed page; `nil` while the switcher's buttons show.
    var headerTitle: String? {
        guard var title = findWidget("AdwHeaderBar", in: window)?.cast(to: Adw.HeaderBar.self)?.titleWidget else {
            return nil
        }
        // The header holds its titles in a stack, one shown.
        if let stack = title.cast(to: Gtk.Stack.self) {
            guard let shown = stack.visibleChild else { return nil }
            title = shown
        }
        if let switcherTitle = title.cast(to: Adw.ViewSwitcherTitle.self) {
            return switcherTitle.titleVisible ? switcherTitle.title : nil
        }
        return title.cast(to: Adw.WindowTitle.self)?.title
    }

    /// A mapped widget inside the window's bounds, with a size.
    func isShowing(_ widget: Gtk.Widget) -> Bool {
        guard widget.isMapped, widget.width > 0, widget.height > 0, let bounds = bounds(of: widget) else { return false }
        return bounds.x < Double(window.width) && bounds.y < Double(window.height)
            && bounds.x + bounds.width > 0 && bounds.y + bounds.height > 0
    }

    /// `widget`'s rectangle in the window's coordinates.
    func bounds(of widget: Gtk.Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        widget.bounds(in: window)
    }

    /// Whether the whole of `widget` lies inside the window.
    func isWhollyOnScreen(_ widget: Gtk.Widget) -> Bool {
        guard widget.isMapped, let rect = bounds(of: widget) else { return false }
        return rect.x >= 0 && rect.y >= 0
            && rect.x + rect.width <= Double(window.width) + 0.5 && rect.y + rect.height <= Double(window.height) + 0.5
    }

    /// The label showing `text` that is on screen.
    func label(_ text: String) -> Gtk.Label? {
        window.descendants(Gtk.Label.self).first { isShowing($0) && $0.label == text }
    }

    /// How many distinct colours a render of `widget` has on a coarse grid: a
    /// blank page has one or two, a page with content many.
    func distinctColours(_ widget: Gtk.Widget) throws -> Int {
        let image = try WidgetRenderer.render(widget)
        var colours = Set<UInt32>()
        for y in Swift.stride(from: 0, to: image.height, by: 8) {
            for x in Swift.stride(from: 0, to: image.width, by: 8) {
                let pixel = image.pixel(x: x, y: y)
                colours.insert(UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue))
            }
        }
        return colours.count
    }

    /// The widget with the keyboard focus.
    var focus: Gtk.Widget? { mainWindow?.window.focus }

    /// Writes the window to `name` in the temporary directory, for a look.
    @discardableResult
    func snapshot(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try? WidgetRenderer.savePNG(window, to: path)
        return path
    }

    /// Whether a popover menu is open in the window.
    var showsPopoverMenu: Bool {
        allWidgets("GtkPopoverMenu", in: window).contains { $0.isMapped }
    }
}
