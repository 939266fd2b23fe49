@_spi(Bindings) import GtkBridge
import CGtk
import GtkUI
import XCTest
@_spi(Bindings) import Gtk

/// A view mounted in a presented window of the given size.
@MainActor
public final class PresentedView<Root: View>: TestFixture {
    public let host: ViewHost<Root>
    public let window: TestWindow
    private var isTornDown = false

    public init(_ view: Root, width: Int32 = 1000, height: Int32 = 720) {
        host = ViewHost(rootView: view)
        window = TestWindow(width: width, height: height)
        XCTAssertTrue(window.present(host.widget))
        GtkTest.waitForFrames(of: host.widget)
        settle()
        TestFixtures.made(self)
    }

    package var graph: ViewGraph { host.graph }

    /// Lets the coalesced update pass run.
    public func settle() {
        GtkTest.settle(until: { !self.host.graph.hasPendingUpdate }, "the update pass to run")
    }

    /// Waits until the pictures being decoded off the main thread are shown
    /// (no image in view shows its placeholder any more), or `timeout` seconds
    /// pass. Pictures out of view (a carousel's other pages) may wait to load.
    @discardableResult
    public func waitForPictures(timeout: Double = 5) -> Bool {
        GtkTest.iterate(until: { self.placeholdersInView.isEmpty }, timeout: timeout)
    }

    /// Images in view (mapped, and inside the window) still showing their placeholder.
    public var placeholdersInView: [Gtk.Widget] {
        let root = host.widget
        let width = Float(root.width), height = Float(root.height)
        return (allWidgets("GtkPicture", in: root) + allWidgets("GtkImage", in: root)).filter { image in
            guard image.hasCSSClass("image-placeholder"), image.isMapped else {
                return false
            }
            guard let typed = image.bounds(in: root) else { return false }
            // Back to GTK's graphene floats, which the typed call gives as Double.
            let x = Float(typed.x), y = Float(typed.y), boundsWidth = Float(typed.width), boundsHeight = Float(typed.height)
            return x < width && y < height && x + boundsWidth > 0 && y + boundsHeight > 0
        }
    }

    public func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        TestFixtures.tornDown(self)
        host.unmount()
        window.destroy()
    }

    /// Writes the whole window to `name` in the temporary directory; returns the path.
    @discardableResult
    public func snapshot(_ name: String) throws -> String {
        let path = "\(String(cString: g_get_tmp_dir()))/\(name)"
        try WidgetRenderer.savePNG(host.widget, to: path)
        return path
    }
}
