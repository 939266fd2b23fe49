import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import XCTest

/// Real input through the X server, as a person makes it: pointer moves,
/// clicks, the wheel and keys sent with `xdotool` (XTest) under Xvfb. GTK then
/// delivers each event to the widget under the pointer or with the focus, so
/// a test exercises the same path as a hand on the mouse — picking, capture
/// and bubble phases, focus and shortcuts included.
///
/// Xvfb runs no window manager: top-level windows sit at the screen's origin,
/// and a popover's surface is placed relative to its parent's. Each call
/// returns once `xdotool` has sent the events; iterate the main loop (wait
/// for the effect) before looking at the result.
@MainActor
public enum XInput {
    /// Clicks the centre of `widget` (or `point` in its coordinates) with
    /// `button` (1 left, 3 right), `count` times.
    public static func click(
        _ widget: Gtk.Widget, at point: (x: Double, y: Double)? = nil, button: Int = 1, count: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let (x, y) = screenPoint(of: widget, at: point, file: file, line: line) else { return }
        xdotool(["mousemove", "\(x)", "\(y)", "click", "--repeat", "\(count)", "--delay", "80", "\(button)"])
    }

    /// Turns the wheel `steps` notches over `widget`: down (positive) or up,
    /// or sideways with `horizontal`; `shift` holds Shift as it turns.
    public static func scroll(
        over widget: Gtk.Widget, at point: (x: Double, y: Double)? = nil, steps: Int,
        horizontal: Bool = false, shift: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let (x, y) = screenPoint(of: widget, at: point, file: file, line: line), steps != 0 else { return }
        let button = horizontal ? (steps > 0 ? 7 : 6) : (steps > 0 ? 5 : 4)
        var arguments = ["mousemove", "\(x)", "\(y)"]
        if shift { arguments += ["keydown", "shift"] }
        arguments += ["click", "--repeat", "\(abs(steps))", "--delay", "30", "\(button)"]
        if shift { arguments += ["keyup", "shift"] }
        xdotool(arguments)
    }

    /// Moves the pointer to `widget`'s centre (or `point`) without clicking.
    public static func hover(
        _ widget: Gtk.Widget, at point: (x: Double, y: Double)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let (x, y) = screenPoint(of: widget, at: point, file: file, line: line) else { return }
        xdotool(["mousemove", "\(x)", "\(y)"])
    }

    /// Presses the left button at `point` of `widget`, moves by `dx`, `dy`
    /// in a few steps and lets go: a drag, as a hand makes one.
    public static func drag(
        _ widget: Gtk.Widget, from point: (x: Double, y: Double), by dx: Int, _ dy: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let (x, y) = screenPoint(of: widget, at: point, file: file, line: line) else { return }
        var arguments = ["mousemove", "\(x)", "\(y)", "mousedown", "1"]
        for step in 1...4 {
            arguments += ["sleep", "0.03", "mousemove", "\(x + dx * step / 4)", "\(y + dy * step / 4)"]
        }
        arguments += ["sleep", "0.03", "mouseup", "1"]
        xdotool(arguments)
    }

    /// A swipe as a hand makes one across `widget` from `point`: the events
    /// arrive while the main loop runs, at the pace they were made, so what
    /// measures a swipe's speed (libadwaita's swipe tracker) sees a real one.
    /// (`drag` delivers its events only once it has made them all.)
    public static func swipe(
        _ widget: Gtk.Widget, from point: (x: Double, y: Double), by dx: Int, _ dy: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let (x, y) = screenPoint(of: widget, at: point, file: file, line: line) else { return }
        swipe(fromScreen: (x, y), to: (x + dx, y + dy), file: file, line: line)
    }

    /// The same swipe between two points of the screen: from another
    /// application's window into this one's, say.
    public static func swipe(
        fromScreen start: (x: Int, y: Int), to end: (x: Int, y: Int), file: StaticString = #filePath, line: UInt = #line
    ) {
        let (x, y) = start, dx = end.x - start.x, dy = end.y - start.y
        var arguments = ["xdotool", "mousemove", "\(x)", "\(y)", "mousedown", "1"]
        for step in 1...10 {
            arguments += ["sleep", "0.02", "mousemove", "\(x + dx * step / 10)", "\(y + dy * step / 10)"]
        }
        arguments += ["sleep", "0.02", "mouseup", "1"]
        GtkTest.drain()
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: GPid = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_spawn_async(nil, &cArguments, nil, GSpawnFlags(rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_DO_NOT_REAP_CHILD.rawValue),
                            nil, nil, &pid, &error) != 0 else {
            XCTFail("xdotool: \(error.map { String(cString: $0.pointee.message) } ?? "did not start")", file: file, line: line)
            g_clear_error(&error)
            return
        }
        var status: Int32 = -1
        while waitpid(pid, &status, WNOHANG) == 0 { g_main_context_iteration(nil, 0); usleep(2_000) }
        g_spawn_close_pid(pid)
        GtkTest.drain()
    }

    /// Presses keys one after another, each as xdotool names it:
    /// `"Tab"`, `"Return"`, `"ctrl+f"`, `"alt+Left"`, `"shift+alt+f"`.
    public static func press(_ keys: String...) {
        xdotool(["key", "--delay", "40"] + keys)
    }

    /// Types `text` as key presses, letter by letter.
    ///
    /// Letters the keyboard map lacks (Hangul on a US map) first get keys of
    /// their own (`xmodmap`, keycodes from 200 up), and typing waits until GTK
    /// has read the new map: left to itself, xdotool would remap one spare
    /// key for each letter in turn, and a GTK running behind it reads a
    /// press with a later letter's map.
    public static func type(_ text: String) {
        let missing = Array(Set(text.unicodeScalars.filter { !$0.isASCII })).sorted { $0.value < $1.value }
        if !missing.isEmpty { giveKeys(to: missing) }
        xdotool(["type", "--delay", "40", text])
    }

    private static func giveKeys(to scalars: [Unicode.Scalar]) {
        precondition(scalars.count <= 55, "at most 55 letters outside the keyboard map in one text")
        let assignments = scalars.enumerated().map { (keycode: guint(200 + $0.offset), keyval: gdk_unicode_to_keyval($0.element.value)) }
        run(["xmodmap"] + assignments.flatMap { ["-e", "keycode \($0.keycode) = \(String(format: "0x%x", $0.keyval))"] })
        let display = gdk_display_get_default()
        let mapped = GtkTest.iterate(until: {
            assignments.allSatisfy { assignment in
                var keys: UnsafeMutablePointer<GdkKeymapKey>?
                var keyvals: UnsafeMutablePointer<guint>?
                var count: Int32 = 0
                guard gdk_display_map_keycode(display, assignment.keycode, &keys, &keyvals, &count) != 0 else { return false }
                defer { g_free(keys); g_free(keyvals) }
                return (0..<Int(count)).contains { keyvals![$0] == assignment.keyval }
            }
        }, timeout: 5)
        XCTAssertTrue(mapped, "GTK reads the keys given to \(scalars)")
    }

    /// Where `point` of `widget` (its centre by default) is on the screen.
    public static func screenPoint(
        of widget: Gtk.Widget, at point: (x: Double, y: Double)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (Int, Int)? {
        guard widget.isMapped, let native = nativeAncestor(of: widget) else {
            XCTFail("\(widget.typeName) is not on screen", file: file, line: line)
            return nil
        }
        let local = (x: point?.x ?? Double(widget.width) / 2, y: point?.y ?? Double(widget.height) / 2)
        guard let inNative = widget.convert(local, to: native) else {
            XCTFail("no path from the widget to its window", file: file, line: line)
            return nil
        }
        var shadowX = 0.0, shadowY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(native.widget), &shadowX, &shadowY)
        let origin = surfaceOrigin(gtk_native_get_surface(OpaquePointer(native.widget)))
        return (origin.x + Int((inNative.x + shadowX).rounded()), origin.y + Int((inNative.y + shadowY).rounded()))
    }

    /// The widget with a surface of its own (a window, a popover) that holds `widget`.
    private static func nativeAncestor(of widget: Gtk.Widget) -> Gtk.Widget? {
        guard let native = gtk_widget_get_native(widget.widget) else { return nil }
        return Gtk.Widget.wrap(UnsafeMutableRawPointer(native), taking: true)
    }

    /// A top-level surface is at the origin (no window manager); a popup is
    /// placed relative to its parent.
    private static func surfaceOrigin(_ surface: OpaquePointer?) -> (x: Int, y: Int) {
        guard let surface, g_type_check_instance_is_a(
            UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GTypeInstance.self), gdk_popup_get_type()) != 0
        else { return (0, 0) }
        let parent = surfaceOrigin(gdk_popup_get_parent(surface))
        return (parent.x + Int(gdk_popup_get_position_x(surface)), parent.y + Int(gdk_popup_get_position_y(surface)))
    }

    /// Resizes the window titled `title` of this process to `width` × `height`
    /// as a person dragging its corner does, through the X server.
    public static func resizeWindow(titled title: String, width: Int, height: Int) {
        xdotool(["search", "--onlyvisible", "--pid", String(getpid()), "--name", "^\(title)$",
                 "windowsize", "%@", String(width), String(height)])
    }

    private static func xdotool(_ arguments: [String]) {
        run(["xdotool"] + arguments)
    }

    /// Runs `argv` to its end; events the process has not read yet go first,
    /// so they keep their order.
    private static func run(_ argv: [String]) {
        GtkTest.drain()
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        let ran = g_spawn_sync(nil, &cArguments, nil, G_SPAWN_SEARCH_PATH, nil, nil, nil, nil, &status, &error)
        if ran == 0 || status != 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "exit status \(status)"
            g_clear_error(&error)
            XCTFail("\(argv.joined(separator: " ")): \(message)")
        }
    }
}
