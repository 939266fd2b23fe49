@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import GtkUI
import XCTest

@testable import PickerExample

/// The picker with a coordinator: picking writes the binding once, an update
/// selects without writing back, and a changed list of values is seen.
final class PickerExampleTests: XCTestCase {
    /// The example's view with every write through its binding counted.
    private struct CountedPicker: View {
        let filter: TrailFilter
        let counter: WriteCounter

        var body: some View {
            DropDownPicker(
                values: filter.categories,
                selection: Binding(get: { filter.category }, set: { filter.category = $0; counter.writes += 1 }),
                label: "Category")
        }
    }

    @MainActor
    private final class WriteCounter { var writes = 0 }

    func testPickingWritesOnceAnUpdateSelectsWithoutWritingBackAndNewValuesAreSeen() throws {
        try GtkTest.run {
            let filter = TrailFilter()
            let counter = WriteCounter()
            let mounted = PresentedView(CountedPicker(filter: filter, counter: counter), width: 300, height: 100)
            let dropDown = try XCTUnwrap(mounted.host.widget.cast(to: Gtk.DropDown.self)
                ?? mounted.host.widget.firstDescendant(Gtk.DropDown.self))
            XCTAssertEqual(dropDown.selected, 0)

            dropDown.selected = 2   // the user picks "Rivers"
            mounted.settle()
            XCTAssertEqual(filter.category, "Rivers")
            XCTAssertEqual(counter.writes, 1, "one write per pick")

            filter.category = "Mountains"   // the model changes
            mounted.settle()
            XCTAssertEqual(dropDown.selected, 1, "the widget follows")
            XCTAssertEqual(counter.writes, 1, "and did not write back")

            filter.categories = ["Deserts", "Mountains", "Coasts"]   // a new list of values
            mounted.settle()
            XCTAssertEqual(dropDown.model?.cast(to: Gtk.StringList.self)?.string(at: 0), "Deserts")
            XCTAssertEqual(dropDown.selected, 1, "the selection kept its value")
            dropDown.selected = 2
            mounted.settle()
            XCTAssertEqual(filter.category, "Coasts", "the coordinator read the newest values")
            XCTAssertEqual(counter.writes, 2)
        }
    }

    func testTheExampleViewShowsWhatIsPicked() throws {
        try GtkTest.run {
            let filter = TrailFilter()
            let mounted = PresentedView(TrailFilterView(filter: filter), width: 300, height: 160)
            let dropDown = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.DropDown.self))
            XCTAssertNotNil(findLabel("Showing Lakes", in: mounted.host.widget))
            dropDown.selected = 1
            mounted.settle()
            XCTAssertNotNil(findLabel("Showing Mountains", in: mounted.host.widget), "the text follows the binding")
        }
    }
}
