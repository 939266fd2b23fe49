import Gtk
import GtkTestSupport
import GtkUI
import Observation
import XCTest

/// The familiar picker with a coordinator, over the typed `Gtk.DropDown`:
/// picking a row writes the binding once, an update selects the row without
/// writing back, and a changed list of values is seen by the coordinator
/// (its `parent` is always the newest value).
struct TypedPicker: WidgetRepresentable {
    var values: [String]
    @Binding var selection: String

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: TypedPicker
        var selectedChanged: SignalConnection?
        var shownValues: [String] = []

        init(_ parent: TypedPicker) { self.parent = parent }

        /// The user picked row `index`.
        func picked(_ index: UInt32) {
            guard Int(index) < parent.values.count else { return }
            let value = parent.values[Int(index)]
            if value != parent.selection { parent.selection = value }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Gtk.DropDown {
        let dropDown = Gtk.DropDown(fromStrings: values)
        let coordinator = context.coordinator
        coordinator.shownValues = values
        coordinator.selectedChanged = dropDown.onNotifySelected { [weak coordinator, weak dropDown] in
            guard let coordinator, let dropDown else { return }
            coordinator.picked(dropDown.selected)
        }
        return dropDown
    }

    func updateWidget(_ dropDown: Gtk.DropDown, context: Context) {
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
}

@Observable @MainActor
final class PickerModel {
    var values = ["Lakes", "Mountains", "Rivers"]
    var selection = "Lakes" { didSet { writes += 1 } }
    var writes = 0
}

private struct PickerHost: View {
    let model: PickerModel
    var body: some View { TypedPicker(values: model.values, selection: Bindable(model).selection) }
}

final class TypedPickerTests: XCTestCase {
    func testPickingWritesOnceAnUpdateSelectsWithoutWritingBackAndNewValuesAreSeen() {
        GtkTest.run {
            let model = PickerModel()
            let mounted = PresentedView(PickerHost(model: model), width: 300, height: 100)
            defer { mounted.tearDown() }
            let dropDown = mounted.host.widget.cast(to: Gtk.DropDown.self)
                ?? Gtk.DropDown.wrap(mounted.host.widget.firstDescendant(ofType: "GtkDropDown"), taking: true)
            XCTAssertEqual(dropDown?.selected, 0)

            dropDown?.selected = 2   // the user picks "Rivers"
            mounted.settle()
            XCTAssertEqual(model.selection, "Rivers")
            XCTAssertEqual(model.writes, 1, "one write per pick")

            model.selection = "Mountains"   // the model changes
            mounted.settle()
            XCTAssertEqual(dropDown?.selected, 1, "the widget follows")
            XCTAssertEqual(model.writes, 2, "and did not write back")

            model.values = ["Deserts", "Mountains", "Coasts"]   // a new list of values
            mounted.settle()
            XCTAssertEqual(dropDown?.model?.cast(to: Gtk.StringList.self)?.getString(position: 0), "Deserts")
            XCTAssertEqual(dropDown?.selected, 1, "the selection kept its value")
            dropDown?.selected = 2
            mounted.settle()
            XCTAssertEqual(model.selection, "Coasts", "the coordinator read the newest values")
            XCTAssertEqual(model.writes, 3)
        }
    }
}
