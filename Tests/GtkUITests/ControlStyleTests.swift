@_spi(Bindings) import GtkBridge
import CGtk
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
            let root = mounted.host.widget.widget
            let segments = allWidgets("GtkToggleButton", in: root).filter { gtk_widget_has_css_class(gtk_widget_get_parent($0), "linked") != 0 }
            XCTAssertEqual(segments.count, 3)
            let pressed = { segments.map { gtk_toggle_button_get_active(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkToggleButton.self)) != 0 } }
            XCTAssertEqual(pressed(), [false, false, true])
            assertAccessibleLabel(gtk_widget_get_parent(segments[0]), "Measure")

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
            let root = mounted.host.widget.widget
            XCTAssertTrue(allWidgets("GtkSwitch", in: root).isEmpty, ".toggleStyle(.button) above the toggle")
            let button = try XCTUnwrap(allWidgets("GtkToggleButton", in: root).first { gtk_widget_has_css_class(gtk_widget_get_parent($0), "linked") == 0 })
            XCTAssertNotNil(findLabel("Alerts", in: button))
            XCTAssertTrue(gtk_widget_has_css_class(button, "bold") != 0, "Text(\"Alerts\").bold() as the label")
            cgtk_signal_emit(button, "clicked")
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
    private static func button(_ title: String, in root: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(findLabel(title, in: root).flatMap { gtk_widget_get_ancestor($0, gtk_button_get_type()) }, title)
    }

    func testButtonStylesFromAboveAreLibadwaitasButtonLooks() throws {
        try GtkTest.run {
            let mounted = PresentedView(StyledButtons(), width: 300, height: 400)
            let root = mounted.host.widget.widget
            let has = { (widget: UnsafeMutablePointer<GtkWidget>, name: String) in gtk_widget_has_css_class(widget, name) != 0 }
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
            let menu = try XCTUnwrap(findWidget("GtkMenuButton", in: mounted.host.widget.widget))
            let typed = OpaquePointer(menu)
            XCTAssertEqual(gtk_menu_button_get_icon_name(typed).map { String(cString: $0) }, "view-sort-ascending-symbolic")
            XCTAssertTrue(gtk_menu_button_get_always_show_arrow(typed) != 0)
            assertAccessibleLabel(try XCTUnwrap(gtk_widget_get_first_child(menu)), "Sort")
        }
    }

    func testASymbolVariantAboveASymbolShowsThatVariant() throws {
        try GtkTest.run {
            let mounted = PresentedView(StyledButtons(), width: 300, height: 400)
            let icons = allWidgets("GtkImage", in: mounted.host.widget.widget).compactMap {
                gtk_image_get_icon_name(OpaquePointer($0)).map { String(cString: $0) }
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
            let root = mounted.host.widget.widget
            let entries = allWidgets("GtkEntry", in: root).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkEntry.self) }
            XCTAssertEqual(entries.map { gtk_entry_get_has_frame($0) != 0 }, [false, true])
            let label = try XCTUnwrap(findLabel("Alerts", in: root))
            XCTAssertTrue(gtk_widget_get_visible(label) == 0, ".labelsHidden() hides the words")
            assertAccessibleLabel(try XCTUnwrap(allWidgets("GtkSwitch", in: root).first), "Alerts")
            let caption = try XCTUnwrap(findLabel("A long caption that would wrap in a narrow column", in: root))
            XCTAssertTrue(gtk_label_get_wrap(OpaquePointer(caption)) == 0)
            XCTAssertGreaterThan(gtk_widget_get_width(caption), 120, "its natural width, past the frame's")
        }
    }
}
