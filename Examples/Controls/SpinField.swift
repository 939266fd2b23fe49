// SpinField: a whole number in bounds, over GTK's spin button (SwiftUI's
// Stepper with its value shown and typed in place). The same contract as
// Slider: `value-changed` writes the binding once; `updateWidget` sets only
// what differs, with that handler blocked.
import Gtk
import GtkUI

struct SpinField: WidgetRepresentable {
    @Binding var value: Int
    var bounds: ClosedRange<Int>
    var label: String

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: SpinField
        var valueChanged: SignalConnection?

        init(_ parent: SpinField) { self.parent = parent }

        /// The user stepped or typed `newValue`.
        func spun(to newValue: Int) {
            if newValue != parent.value { parent.value = newValue }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.SpinButton {
        let spin = Gtk.SpinButton(withRange: Double(bounds.lowerBound), max: Double(bounds.upperBound), step: 1)
        spin.isNumeric = true
        context.coordinator.valueChanged = spin.onValueChanged { [weak coordinator = context.coordinator] spin in
            coordinator?.spun(to: Int(spin.valueAsInt))
        }
        return spin
    }

    func updateWidget(_ spin: Gtk.SpinButton, context: Context) {
        spin.setAccessibleLabel(label)
        context.coordinator.valueChanged?.whileBlocked {
            if let adjustment = spin.adjustment,
               adjustment.lower != Double(bounds.lowerBound) || adjustment.upper != Double(bounds.upperBound) {
                spin.setRange(min: Double(bounds.lowerBound), max: Double(bounds.upperBound))
            }
            if Int(spin.valueAsInt) != value { spin.value = Double(value) }
        }
    }

    static func dismantleWidget(_ spin: Gtk.SpinButton, coordinator: Coordinator) {
        coordinator.valueChanged?.disconnect()
    }
}
