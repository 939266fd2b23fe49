// Slider: a representable over a widget the app does not use — GTK's scale,
// bound to a Double. The user moves the scale; `value-changed` becomes one
// binding write; `updateWidget` sets the widget only where it differs, with
// that handler blocked, so a write never comes back as another.
import Gtk
import GtkUI

struct Slider: WidgetRepresentable {
    @Binding var value: Double
    var bounds: ClosedRange<Double> = 0...1
    var label: String

    @MainActor
    final class Coordinator: ParentHolding {
        /// The graph assigns the newest `Slider` here before each `updateWidget`.
        var parent: Slider
        var valueChanged: SignalConnection?

        init(_ parent: Slider) { self.parent = parent }

        /// The user moved the scale to `newValue`.
        func scaleMoved(to newValue: Double) {
            if newValue != parent.value { parent.value = newValue }   // schedules a pass; renders nothing
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.Scale {
        let scale = Gtk.Scale(withRange: .horizontal, min: bounds.lowerBound, max: bounds.upperBound, step: 0.01)
        scale.setExpand(horizontal: true)
        context.coordinator.valueChanged = scale.onValueChanged { [weak coordinator = context.coordinator] range in
            guard let value = range.adjustment?.value else { return }
            coordinator?.scaleMoved(to: value)
        }
        return scale
    }

    func updateWidget(_ scale: Gtk.Scale, context: Context) {
        scale.setAccessibleLabel(label)
        guard let adjustment = scale.adjustment else { return }
        context.coordinator.valueChanged?.whileBlocked {
            if adjustment.lower != bounds.lowerBound || adjustment.upper != bounds.upperBound {
                scale.setRange(min: bounds.lowerBound, max: bounds.upperBound)
            }
            if adjustment.value != value { adjustment.value = value }
        }
    }

    static func dismantleWidget(_ scale: Gtk.Scale, coordinator: Coordinator) {
        coordinator.valueChanged?.disconnect()
    }
}
