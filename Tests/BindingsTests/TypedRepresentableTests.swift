import Gtk
import GtkTestSupport
import GtkUI
import Observation
import XCTest

/// A slider bound to a `Double`, written as a GtkUI representable over the
/// typed `Gtk.Scale`: no C, no casts, no property names as strings.
struct TypedSlider: WidgetRepresentable {
    @Binding var value: Double
    var bounds: ClosedRange<Double>

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: TypedSlider
        var valueChanged: SignalConnection?

        init(_ parent: TypedSlider) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.Scale {
        let scale = Gtk.Scale(withRange: .horizontal, min: bounds.lowerBound, max: bounds.upperBound, step: 0.5)
        let coordinator = context.coordinator
        // The user moved the scale: write the binding (the graph re-renders later).
        coordinator.valueChanged = scale.onValueChanged { [weak coordinator] range in
            guard let coordinator, let value = range.adjustment?.value, value != coordinator.parent.value else { return }
            coordinator.parent.value = value
        }
        return scale
    }

    func updateWidget(_ scale: Gtk.Scale, context: Context) {
        guard let adjustment = scale.adjustment, adjustment.value != value else { return }
        context.coordinator.valueChanged?.whileBlocked { adjustment.value = value }
    }
}

@Observable @MainActor
final class SliderModel {
    var value = 1.0 { didSet { writes += 1 } }
    var writes = 0
}

private struct SliderHost: View {
    let model: SliderModel
    var body: some View { TypedSlider(value: Bindable(model).value, bounds: 0...10) }
}

final class TypedRepresentableTests: XCTestCase {
    func testATypedScaleBoundToADoubleWritesOnceAndTakesUpdatesWithoutEcho() {
        GtkTest.run {
            let model = SliderModel()
            let mounted = PresentedView(SliderHost(model: model), width: 300, height: 100)
            defer { mounted.tearDown() }
            let scale = mounted.host.widget.cast(to: Gtk.Scale.self)
                ?? Gtk.Scale.wrap(mounted.host.widget.firstDescendant(ofType: "GtkScale"), taking: true)
            XCTAssertEqual(scale?.adjustment?.value, 1, "the widget shows the bound value")

            // The user moves it: one write.
            scale?.adjustment?.value = 4
            mounted.settle()
            XCTAssertEqual(model.value, 4)
            XCTAssertEqual(model.writes, 1)

            // The model changes: the widget follows, and nothing echoes back.
            model.value = 7.5
            mounted.settle()
            XCTAssertEqual(scale?.adjustment?.value, 7.5)
            XCTAssertEqual(model.writes, 2, "the programmatic change did not come back through the handler")
        }
    }
}
