import CGtk
import GtkUI
import XCTest

/// A view mounted in a presented window of the given size.
@MainActor
public final class PresentedView<Root: View> {
    public let host: ViewHost<Root>
    public let window: TestWindow

    public init(_ view: Root, width: Int32 = 1000, height: Int32 = 720) {
        host = ViewHost(rootView: view)
        window = TestWindow(width: width, height: height)
        XCTAssertTrue(window.present(host.widget))
        GtkTest.spin(seconds: 0.1)
    }

    public var graph: ViewGraph { host.graph }

    /// Lets the coalesced update pass run.
    public func settle() {
        GtkTest.iterate(until: { !self.host.graph.hasPendingUpdate })
    }

    /// Waits until the pictures being decoded off the main thread are shown
    /// (no image shows its placeholder any more), or `timeout` seconds pass.
    @discardableResult
    public func waitForPictures(timeout: Double = 5) -> Bool {
        GtkTest.iterate(until: {
            (allWidgets("GtkPicture", in: self.host.widget.widget) + allWidgets("GtkImage", in: self.host.widget.widget))
                .allSatisfy { gtk_widget_has_css_class($0, "image-placeholder") == 0 }
        }, timeout: timeout)
    }

    public func tearDown() {
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
