@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private enum Season: String, CaseIterable, Identifiable {
    case spring, summer, autumn
    var id: String { rawValue }
}

@Observable @MainActor
private final class Choices {
    var season = Season.summer
    var count = 2
    var letter = "b"
}

private struct Pickers: View {
    @Bindable var choices: Choices
    var body: some View {
        VStack {
            Picker("Season", selection: $choices.season) {
                ForEach(Season.allCases) { season in
                    Text(season.rawValue.capitalized).tag(season)
                }
            }
            Picker("Count", selection: $choices.count) {
                ForEach(1..<4) { number in Text("\(number) hikes") }
            }
            Picker("Letter", selection: $choices.letter) {
                Text("A").tag("a")
                Text("B").bold().tag("b")
                Text("not a choice")
            }
        }
    }
}

/// A Picker written as SwiftUI's takes its choices from its views' tags, or from a ForEach's ids.
final class TaggedPickerTests: XCTestCase {
    @MainActor
    private static func choices(of dropDown: Gtk.DropDown) -> [String] {
        dropDown.model.map { listItems(of: $0).compactMap { $0.cast(to: Gtk.StringObject.self)?.string } } ?? []
    }

    func testThePickersChoicesAreItsTaggedViewsAndAChoiceWritesTheTag() {
        GtkTest.run {
            let choices = Choices()
            let mounted = PresentedView(Pickers(choices: choices), width: 400, height: 300)
            let dropDowns = mounted.host.widget.descendants(Gtk.DropDown.self)
            XCTAssertEqual(dropDowns.count, 3)
            XCTAssertEqual(Self.choices(of: dropDowns[0]), ["Spring", "Summer", "Autumn"])
            XCTAssertEqual(dropDowns[0].selected, 1, "the selection's tag is chosen")
            XCTAssertEqual(Self.choices(of: dropDowns[1]), ["1 hikes", "2 hikes", "3 hikes"], "a ForEach's ids stand for its views")
            XCTAssertEqual(dropDowns[1].selected, 1)
            XCTAssertEqual(Self.choices(of: dropDowns[2]), ["A", "B"], "an untagged view is no choice; a modified text keeps its words")

            dropDowns[0].selected = 2
            mounted.settle()
            XCTAssertEqual(choices.season, .autumn, "choosing writes the tag")
        }
    }
}

private struct Switches: View {
    @Bindable var choices: Choices
    var body: some View {
        VStack {
            Toggle(isOn: Binding(get: { choices.count > 2 }, set: { choices.count = $0 ? 3 : 1 })) {
                Text("Many")
            }
            Toggle(isOn: Binding(get: { choices.letter == "a" }, set: { choices.letter = $0 ? "a" : "b" })) {
                Label("First letter", systemImage: "star.fill")
            }
        }
    }
}

/// A Toggle written as SwiftUI's, its label a view, is a switch named by the label's words.
final class LabelledToggleTests: XCTestCase {
    func testAToggleWithALabelViewIsASwitchNamedByItsWords() throws {
        try GtkTest.run {
            let choices = Choices()
            let mounted = PresentedView(Switches(choices: choices), width: 400, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Many", in: root))
            XCTAssertNotNil(findLabel("First letter", in: root))
            let switches = root.descendants(Gtk.Switch.self)
            XCTAssertEqual(switches.count, 2)
            switches[1].isActive = true
            mounted.settle()
            XCTAssertEqual(choices.letter, "a", "flipping it writes the binding")
        }
    }
}
