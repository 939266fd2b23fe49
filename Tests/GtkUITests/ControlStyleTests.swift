@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class StyleModel {
    var measure = "pace"
    var alerts = false
}

/// Controls styled from above, as SwiftUI styles them: `.pickerStyle` and
/// `.toggleStyle` on a container reach the controls inside it.
private struct StyledControls: View {
    let model: StyleModel
    var body: some View {
        VStack {
            VStack {
                Picker("Measure", selection: Bindable(model).measure) {
                    Text("Elevation").tag("elevation")
                    Text("Heart Rate").tag("heart")
                    Text("Pace").tag("pace")
                }
            }
            .pickerStyle(.segmented)
            Toggle(isOn: Bindable(model).alerts) {
                Text("Alerts").bold()
            }
            .toggleStyle(.button)
        }
    }
}

final class ControlStyleTests: XCTestCase {
    func testASegmentedPickerIsOneLinkedRowOfButtonsWithTheSelectionPressed() throws {
        try GtkTest.run {
            let model = StyleModel()
            let mounted = PresentedView(StyledControls(model: model), width: 400, height: 200)
            let root = mounted.host.widget
            let segments = root.descendants(Gtk.ToggleButton.self).filter { $0.parent?.hasCSSClass("linked") == true }
            XCTAssertEqual(segments.count, 3)
            let pressed = { segments.map(\.isActive) }
            XCTAssertEqual(pressed(), [false, false, true])
            assertAccessibleLabel(try XCTUnwrap(segments[0].parent), "Measure")

            XInput.click(segments[0])
            GtkTest.settle(until: { model.measure == "elevation" })
            mounted.settle()
            XCTAssertEqual(model.measure, "elevation")
            XCTAssertEqual(pressed(), [true, false, false], "one segment pressed at a time")

            model.measure = "heart"
            mounted.settle()
            XCTAssertEqual(pressed(), [false, true, false])
        }
    }

    func testToggleStyleFromAboveMakesAButtonAndItsBoldTitleIsDrawnBold() throws {
        try GtkTest.run {
            let model = StyleModel()
            let mounted = PresentedView(StyledControls(model: model), width: 400, height: 200)
            let root = mounted.host.widget
            XCTAssertTrue(allWidgets("GtkSwitch", in: root).isEmpty, ".toggleStyle(.button) above the toggle")
            let button = try XCTUnwrap(allWidgets("GtkToggleButton", in: root).first { $0.parent?.hasCSSClass("linked") == false })
            XCTAssertNotNil(findLabel("Alerts", in: button))
            XCTAssertTrue(button.hasCSSClass("bold"), "Text(\"Alerts\").bold() as the label")
            button.emitSignal("clicked")
            XCTAssertTrue(model.alerts)
        }
    }
}

private struct StyledButtons: View {
    var body: some View {
        VStack {
            Button("Plain") {}
                .buttonStyle(.plain)
            VStack {
                Button("Prominent") {}
                Button("Flat by hand") {}.styleClass("flat")
            }
            .buttonStyle(.borderedProminent)
            Button("Glass") {}
                .buttonStyle(.glass)
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                Button("By name") {}
            }
            .menuIndicator(.visible)
            Image(systemName: "star")
                .symbolVariant(.fill)
            Image(systemName: "star")
        }
    }
}

extension ControlStyleTests {
    @MainActor
    private static func button(_ title: String, in root: Gtk.Widget) throws -> Gtk.Widget {
        try XCTUnwrap(findLabel(title, in: root)?.enclosing("GtkButton"), title)
    }

    func testButtonStylesFromAboveAreLibadwaitasButtonLooks() throws {
        try GtkTest.run {
            let mounted = PresentedView(StyledButtons(), width: 300, height: 400)
            let root = mounted.host.widget
            let has = { (widget: Gtk.Widget, name: String) in widget.hasCSSClass(name) }
            XCTAssertTrue(has(try Self.button("Plain", in: root), "flat"))
            XCTAssertTrue(has(try Self.button("Prominent", in: root), "suggested-action"))
            XCTAssertTrue(has(try Self.button("Flat by hand", in: root), "flat"), "a class a modifier set stays")
            XCTAssertTrue(has(try Self.button("Flat by hand", in: root), "suggested-action"))
            XCTAssertTrue(has(try Self.button("Glass", in: root), "osd"))
        }
    }

    func testAMenuWithASystemImageShowsItsIconAndTheIndicatorAsked() throws {
        try GtkTest.run {
            let mounted = PresentedView(StyledButtons(), width: 300, height: 400)
            let menu = try XCTUnwrap(mounted.host.widget.descendants(Gtk.MenuButton.self).first)
            XCTAssertEqual(menu.iconName, "view-sort-ascending-symbolic")
            XCTAssertTrue(menu.alwaysShowArrow)
            assertAccessibleLabel(try XCTUnwrap(menu.firstChild), "Sort")
        }
    }

    func testASymbolVariantAboveASymbolShowsThatVariant() throws {
        try GtkTest.run {
            let mounted = PresentedView(StyledButtons(), width: 300, height: 400)
            let icons = allWidgets("GtkImage", in: mounted.host.widget).compactMap {
                $0.cast(to: Gtk.Image.self)?.iconName
            }
            XCTAssertTrue(icons.contains("starred-symbolic"), "star with .fill: \(icons)")
            XCTAssertTrue(icons.contains("non-starred-symbolic"), "star alone: \(icons)")
        }
    }
}

@Observable @MainActor
private final class FieldModel {
    var name = "Heron Marsh"
    var isOn = true
}

private struct FieldsAndLabels: View {
    let model: FieldModel
    var body: some View {
        VStack {
            TextField("Name", text: Bindable(model).name)
                .textFieldStyle(.plain)
            TextField("Framed", text: Bindable(model).name)
            Toggle("Alerts", isOn: Bindable(model).isOn)
                .labelsHidden()
            Text("A long caption that would wrap in a narrow column")
                .fixedSize()
            Image(decorative: "missing-picture")
        }
        .frame(width: 120)
    }
}

extension ControlStyleTests {
    func testPlainFieldsLoseTheirFrameHiddenLabelsStayNamedAndFixedTextDoesNotWrap() throws {
        try GtkTest.run {
            let model = FieldModel()
            let mounted = PresentedView(FieldsAndLabels(model: model), width: 400, height: 300)
            let root = mounted.host.widget
            let entries = allWidgets("GtkEntry", in: root).compactMap { $0.cast(to: Gtk.Entry.self) }
            XCTAssertEqual(entries.map(\.hasFrame), [false, true])
            let label = try XCTUnwrap(findLabel("Alerts", in: root))
            XCTAssertTrue(!label.isVisible, ".labelsHidden() hides the words")
            assertAccessibleLabel(try XCTUnwrap(allWidgets("GtkSwitch", in: root).first), "Alerts")
            let caption = try XCTUnwrap(findLabel("A long caption that would wrap in a narrow column", in: root))
            XCTAssertFalse(caption.wrap)
            XCTAssertGreaterThan(caption.width, 120, "its natural width, past the frame's")
        }
    }
}
