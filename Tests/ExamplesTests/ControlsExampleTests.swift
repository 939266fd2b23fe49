@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import GtkUI
import Observation
import XCTest

@testable import ControlsExample

/// Representables over widgets the app does not use: a scale bound to a
/// Double and a spin button bound to an Int, each writing once per change
/// and taking updates without an echo.
final class ControlsExampleTests: XCTestCase {
    @Observable @MainActor
    fileprivate final class Counted {
        var volume = 0.5 { didSet { writes += 1 } }
        var hikers = 2 { didSet { writes += 1 } }
        var writes = 0
    }

    private struct Host: View {
        let model: Counted

        var body: some View {
            VStack {
                Slider(value: Bindable(model).volume, bounds: 0...10, label: "Volume")
                SpinField(value: Bindable(model).hikers, bounds: 1...12, label: "Hikers")
            }
        }
    }

    func testTheSliderWritesOnceAndTakesUpdatesWithoutAnEcho() throws {
        try GtkTest.run {
            let model = Counted()
            model.volume = 1
            model.writes = 0
            let mounted = PresentedView(Host(model: model), width: 300, height: 120)
            let scale = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.Scale.self))
            XCTAssertEqual(scale.adjustment?.value, 1, "the widget shows the bound value")
            XCTAssertEqual(scale.adjustment?.upper, 10, "and its bounds")

            scale.adjustment?.value = 4   // as a drag sets it
            mounted.settle()
            XCTAssertEqual(model.volume, 4)
            XCTAssertEqual(model.writes, 1, "one write per move")

            model.volume = 7
            mounted.settle()
            XCTAssertEqual(scale.adjustment?.value, 7, "the widget follows the state")
            XCTAssertEqual(model.writes, 2, "without writing it back")
        }
    }

    func testTheSpinFieldWritesOnceAndTakesUpdatesWithoutAnEcho() throws {
        try GtkTest.run {
            let model = Counted()
            model.writes = 0
            let mounted = PresentedView(Host(model: model), width: 300, height: 120)
            let spin = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.SpinButton.self))
            XCTAssertEqual(spin.valueAsInt, 2)

            spin.spin(direction: .stepForward, increment: 1)   // the user presses +
            mounted.settle()
            XCTAssertEqual(model.hikers, 3)
            XCTAssertEqual(model.writes, 1, "one write per step")

            model.hikers = 9
            mounted.settle()
            XCTAssertEqual(spin.valueAsInt, 9, "the widget follows the state")
            XCTAssertEqual(model.writes, 2, "without writing it back")
        }
    }

    func testTheExampleViewsTextsFollowTheControls() throws {
        try GtkTest.run {
            let mounted = PresentedView(ControlsView(), width: 360, height: 240)
            let scale = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.Scale.self))
            scale.adjustment?.value = 0.25
            mounted.settle()
            XCTAssertNotNil(findLabel("Volume 25 %", in: mounted.host.widget))
            let spin = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.SpinButton.self))
            spin.value = 5
            mounted.settle()
            XCTAssertNotNil(findLabel("5 hikers", in: mounted.host.widget))
        }
    }
}
