// DropDownPicker: the familiar picker with a coordinator, over GTK's drop-down.
// Picking a row writes the binding once; an update selects the row without
// writing back; a changed list of values is seen by the coordinator, whose
// `parent` is always the newest value (`ParentHolding`), never a copy kept
// from `makeWidget`.
import Gtk
import GtkUI

struct DropDownPicker: WidgetRepresentable {
    var values: [String]
    @Binding var selection: String
    var label: String

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: DropDownPicker
        var selectedChanged: SignalConnection?
        /// The values the drop-down's model holds now.
        var shownValues: [String] = []

        init(_ parent: DropDownPicker) { self.parent = parent }

        /// The user picked row `index`.
        func picked(_ index: UInt32) {
            guard Int(index) < parent.values.count else { return }
            let value = parent.values[Int(index)]
            if value != parent.selection { parent.selection = value }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.DropDown {
        let dropDown = Gtk.DropDown(strings: values)
        let coordinator = context.coordinator
        coordinator.shownValues = values
        coordinator.selectedChanged = dropDown.onNotifySelected { [weak coordinator, weak dropDown] in
            guard let coordinator, let dropDown else { return }
            coordinator.picked(dropDown.selected)
        }
        return dropDown
    }

    func updateWidget(_ dropDown: Gtk.DropDown, context: Context) {
        dropDown.setAccessibleLabel(label)
        let coordinator = context.coordinator
        coordinator.selectedChanged?.whileBlocked {
            if coordinator.shownValues != values {
                dropDown.model = Gtk.StringList(strings: values)
                coordinator.shownValues = values
            }
            if let index = values.firstIndex(of: selection), dropDown.selected != UInt32(index) {
                dropDown.selected = UInt32(index)
            }
        }
    }

    static func dismantleWidget(_ dropDown: Gtk.DropDown, coordinator: Coordinator) {
        coordinator.selectedChanged?.disconnect()
    }
}
