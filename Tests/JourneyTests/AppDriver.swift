// AppDriver: the real app — LandmarksApplication running LandmarksApp, its MainWindow and the
// bundled catalogue — started inside the test process with its own data
// folder, and the queries a journey needs to see what a person would see.
// Input goes through XInput (the X server), never through the app's state.
import CGtkWidgets
import Foundation
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
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
    var window: UnsafeMutablePointer<GtkWidget> { mainWindow!.window.widget }
    var model: ModelData { app.state!.model }
    var navigation: AppNavigation { mainWindow!.navigation }

    /// Lets pending updates, layout and a couple of frames run.
    func settle() {
        GtkTest.settle(until: { !self.app.scenes.hasPendingUpdates }, "the windows' update passes to run")
        if let window = mainWindow?.window, window.isMapped { GtkTest.waitForFrames(of: window.widget) }
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
    func click(_ widget: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line) {
        wait("the widget to click is laid out", file: file, line: line) {
            gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) > 0 && gtk_widget_get_height(widget) > 0
        }
        settle()
        // A page still sliding in (after a push, a fold, or at the start of a
        // narrow window) would take the click somewhere else: wait, as a
        // person's eye does, until it stands still (briefly; a widget that
        // keeps moving is clicked where it is).
        var last = bounds(of: widget).map { [$0.origin.x, $0.origin.y] }
        _ = GtkTest.iterate(until: {
            settle()
            let now = bounds(of: widget).map { [$0.origin.x, $0.origin.y] }
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

    var viewStack: UnsafeMutablePointer<GtkWidget>? { findWidget("AdwViewStack", in: window) }

    /// The tab page shown now.
    var visiblePage: UnsafeMutablePointer<GtkWidget>? {
        viewStack.flatMap { adw_view_stack_get_visible_child(OpaquePointer($0)) }
    }

    /// The List tab's list of landmarks (category rows are lists too).
    var landmarkList: UnsafeMutablePointer<GtkWidget>? {
        allWidgets("CgtkRecycler", in: window).first { gtk_widget_has_css_class($0, "navigation-sidebar") != 0 }
    }

    /// The Collections tab's list of collections.
    var collectionsList: UnsafeMutablePointer<GtkWidget>? {
        allWidgets("CgtkRecycler", in: window).first { gtk_widget_has_css_class($0, "inset-list") != 0 }
    }

    /// The alert open over the main window, if any.
    var alert: UnsafeMutablePointer<GtkWidget>? {
        sheet.flatMap { String(cString: cgtk_object_type_name($0)) == "AdwMessageDialog" ? $0 : nil }
    }

    /// The rows of `list` on screen, top to bottom (or left to right).
    func rowsShowing(in list: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        allWidgets("CgtkRecyclerRow", in: list)
            .filter { gtk_widget_get_child_visible($0) != 0 && isShowing($0) }
            .sorted { cgtk_recycler_index_of($0) < cgtk_recycler_index_of($1) }
    }

    /// The names (first label) of the List tab's rows on screen, in order.
    var listedNames: [String] {
        guard let list = landmarkList else { return [] }
        return rowsShowing(in: list).compactMap { row in
            findWidget("GtkLabel", in: row).map { String(cString: gtk_label_get_label(OpaquePointer($0))) }
        }
    }

    /// The List tab's row for `name`, when it is on screen.
    func listRow(_ name: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let list = landmarkList else { return nil }
        return rowsShowing(in: list).first { row in
            findWidget("GtkLabel", in: row).map { String(cString: gtk_label_get_label(OpaquePointer($0))) == name } ?? false
        }
    }

    /// Whether `row` shows a favorite star.
    func showsStar(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        allWidgets("GtkImage", in: row).contains { image in
            gtk_widget_get_mapped(image) != 0 && gtk_image_get_icon_name(OpaquePointer(image)).map {
                String(cString: $0) == "starred-symbolic"
            } ?? false
        }
    }

    /// The search entry of the List tab.
    var searchEntry: UnsafeMutablePointer<GtkWidget>? { findWidget("GtkSearchEntry", in: window) }

    var searchText: String {
        searchEntry.map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } ?? ""
    }

    /// Waits until `popover` is open and placed beside its button (its
    /// surface is positioned after it maps).
    func waitForPopover(_ popover: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line) {
        wait("the popover opens", file: file, line: line) {
            guard gtk_widget_get_mapped(popover) != 0, let native = gtk_widget_get_native(popover),
                  let surface = gtk_native_get_surface(native) else { return false }
            return gdk_popup_get_position_x(surface) != 0 || gdk_popup_get_position_y(surface) != 0
        }
        settle()
    }

    /// The sheet open over the main window (the profile), if any.
    var sheet: UnsafeMutablePointer<GtkWidget>? {
        let toplevels = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let item = g_list_model_get_item(toplevels, index)!
            g_object_unref(item)
            let window = item.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_transient_for(window) == mainWindow?.window.pointer(as: GtkWindow.self),
               gtk_widget_get_mapped(item.assumingMemoryBound(to: GtkWidget.self)) != 0 {
                return item.assumingMemoryBound(to: GtkWidget.self)
            }
        }
        return nil
    }

    /// The button labelled `label` (its text) on screen under `root`.
    func button(_ label: String, in root: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets("GtkButton", in: root ?? window).first { button in
            gtk_widget_get_mapped(button) != 0 && findLabel(label, in: button) != nil
        }
    }

    /// The focused widget, or its nearest ancestor of GType `typeName`.
    func focused(within typeName: String) -> UnsafeMutablePointer<GtkWidget>? {
        var widget = focus
        while let current = widget, String(cString: cgtk_object_type_name(current)) != typeName {
            widget = gtk_widget_get_parent(current)
        }
        return widget
    }

    /// `widget`, once nothing (a page sliding in or out) is moving it.
    @discardableResult
    func steady(_ widget: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line)
        -> UnsafeMutablePointer<GtkWidget> {
        func origin() -> [Float]? { bounds(of: widget).map { [$0.origin.x, $0.origin.y] } }
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
    func tabIntoList(presses: Int = 12) -> UnsafeMutablePointer<GtkWidget>? {
        var pressed = 0
        while focused(within: "CgtkRecycler") == nil, pressed < presses {
            XInput.press("Tab")
            settle()
            pressed += 1
        }
        return focused(within: "CgtkRecycler")
    }

    /// The header button (or menu button) whose tooltip is `name`.
    func headerButton(_ name: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let header = findWidget("AdwHeaderBar", in: window) else { return nil }
        return (allWidgets("GtkMenuButton", in: header) + allWidgets("GtkButton", in: header)
                + allWidgets("GtkToggleButton", in: header)).first { button in
            isShowing(button) && gtk_widget_get_tooltip_text(button).map { String(cString: $0) == name } ?? false
        }
    }

    /// The switcher button for `title` that is on screen, in the header or
    /// (`inBottomBar`) in the bar a narrow window shows at the bottom.
    func switcherButton(_ title: String, inBottomBar: Bool = false) -> UnsafeMutablePointer<GtkWidget>? {
        let root = inBottomBar ? findWidget("AdwViewSwitcherBar", in: window) : findWidget("AdwHeaderBar", in: window)
        return root.flatMap { allWidgets("AdwViewSwitcherButton", in: $0) }?.first { button in
            isShowing(button) && allWidgets("GtkLabel", in: button).contains { label in
                isShowing(label) && String(cString: gtk_label_get_label(OpaquePointer(label))) == title
            }
        }
    }

    /// The names (tooltips) of the buttons in the window's header bar now.
    var headerButtonNames: [String] {
        guard let header = findWidget("AdwHeaderBar", in: window) else { return [] }
        return (allWidgets("GtkButton", in: header) + allWidgets("GtkToggleButton", in: header)
                + allWidgets("GtkMenuButton", in: header)).compactMap { button in
            guard isShowing(button), let tooltip = gtk_widget_get_tooltip_text(button) else { return nil }
            return String(cString: tooltip)
        }
    }

    /// The title the header bar shows in place of the switcher (narrow) or
    /// over a pushed page; `nil` while the switcher's buttons show.
    var headerTitle: String? {
        guard let header = findWidget("AdwHeaderBar", in: window),
              var title = adw_header_bar_get_title_widget(OpaquePointer(header)) else { return nil }
        // The header holds its titles in a stack, one shown.
        if String(cString: cgtk_object_type_name(title)) == "GtkStack" {
            guard let shown = gtk_stack_get_visible_child(OpaquePointer(title)) else { return nil }
            title = shown
        }
        switch String(cString: cgtk_object_type_name(title)) {
        case "AdwViewSwitcherTitle":
            guard adw_view_switcher_title_get_title_visible(OpaquePointer(title)) != 0 else { return nil }
            return String(cString: adw_view_switcher_title_get_title(OpaquePointer(title)))
        case "AdwWindowTitle":
            return String(cString: adw_window_title_get_title(OpaquePointer(title)))
        default:
            return nil
        }
    }

    /// A mapped widget inside the window's bounds, with a size.
    func isShowing(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0,
              gtk_widget_get_height(widget) > 0 else { return false }
        guard let bounds = bounds(of: widget) else { return false }
        let width = Float(gtk_widget_get_width(window)), height = Float(gtk_widget_get_height(window))
        return bounds.origin.x < width && bounds.origin.y < height
            && bounds.origin.x + bounds.size.width > 0 && bounds.origin.y + bounds.size.height > 0
    }

    /// `widget`'s rectangle in the window's coordinates.
    func bounds(of widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        guard let typedWindow = Gtk.Widget.wrap(window, taking: true),
              let rect = Gtk.Widget.wrap(widget, taking: true)?.bounds(in: typedWindow) else { return nil }
        // Back to GTK's graphene floats, which the typed call gives as Double.
        return graphene_rect_t(origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
                               size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }

    /// Whether the whole of `widget` lies inside the window.
    func isWhollyOnScreen(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, let rect = bounds(of: widget) else { return false }
        return rect.origin.x >= 0 && rect.origin.y >= 0
            && rect.origin.x + rect.size.width <= Float(gtk_widget_get_width(window)) + 0.5
            && rect.origin.y + rect.size.height <= Float(gtk_widget_get_height(window)) + 0.5
    }

    /// The label showing `text` that is on screen.
    func label(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets("GtkLabel", in: window).first {
            isShowing($0) && String(cString: gtk_label_get_label(OpaquePointer($0))) == text
        }
    }

    /// How many distinct colours a render of `widget` has on a coarse grid: a
    /// blank page has one or two, a page with content many.
    func distinctColours(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> Int {
        let image = try WidgetRenderer.render(Gtk.Widget(taking: widget))
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
    var focus: UnsafeMutablePointer<GtkWidget>? {
        guard let native = mainWindow?.window.pointer(as: GtkWindow.self) else { return nil }
        return gtk_window_get_focus(native)
    }

    /// Writes the window to `name` in the temporary directory, for a look.
    @discardableResult
    func snapshot(_ name: String) -> String {
        let path = "\(String(cString: g_get_tmp_dir()))/\(name)"
        try? WidgetRenderer.savePNG(Gtk.Widget(taking: window), to: path)
        return path
    }
}

// The driver's window read through the generated classes, so a journey can
// say what it checks in the typed API (`isMapped`, `tooltip`).
extension AppDriver {
    /// The widget with the keyboard focus, typed.
    var focusedWidget: Gtk.Widget? {
        focus.map { Gtk.Widget(taking: UnsafeMutableRawPointer($0)) }
    }

    /// The focused widget's nearest ancestor (or itself) of GType `typeName`, typed.
    func focusedWidget(within typeName: String) -> Gtk.Widget? {
        focused(within: typeName).map { Gtk.Widget(taking: UnsafeMutableRawPointer($0)) }
    }

    /// Whether a popover menu is open in the window.
    var showsPopoverMenu: Bool {
        allWidgets("GtkPopoverMenu", in: window).contains { gtk_widget_get_mapped($0) != 0 }
    }
}
