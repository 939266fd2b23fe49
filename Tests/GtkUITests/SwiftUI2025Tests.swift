import Gtk
import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

// APIs of Apple's 2025 Landmarks sample, on real widgets: what each shows
// on GNOME (docs/Architecture.md §4).

@Observable @MainActor
private final class Sample2025Model {
    var count = 0
    var expanded = false
    var editing = false
    @ObservationIgnored var namespaces: [Namespace.ID] = []
    @ObservationIgnored var geometry: [Double] = []
}

private struct NamespaceReader: View {
    let model: Sample2025Model
    @Namespace private var namespace
    var body: some View {
        model.namespaces.append(namespace)
        return Text("\(model.count)")
    }
}

private struct TwoNamespaces: View {
    let model: Sample2025Model
    var body: some View {
        VStack {
            NamespaceReader(model: model)
            NamespaceReader(model: model)
        }
    }
}

final class SwiftUI2025Tests: XCTestCase {
    func testANamespaceKeepsItsIdentityWhileItsViewDoesAndEachViewHasItsOwn() {
        GtkTest.run {
            let model = Sample2025Model()
            let mounted = PresentedView(TwoNamespaces(model: model), width: 300, height: 200)
            let first = model.namespaces
            XCTAssertEqual(first.count, 2)
            XCTAssertNotEqual(first[0], first[1], "two views, two namespaces")
            model.namespaces = []
            model.count = 1
            mounted.settle()
            XCTAssertEqual(Set(model.namespaces), Set(first), "a body run again reads the namespaces its views kept")
        }
    }

    func testTextSelectionMakesTheTextsBelowSelectableAndOnlyThem() {
        GtkTest.run {
            let mounted = PresentedView(
                VStack {
                    Text("Plain")
                    VStack { Text("Chosen") }.textSelection(.enabled)
                }, width: 300, height: 200)
            let root = mounted.host.widget
            XCTAssertEqual(root.label(showing: "Chosen")?.isSelectable, true)
            XCTAssertEqual(root.label(showing: "Plain")?.isSelectable, false)
        }
    }

    func testAHiddenScrollContentBackgroundTakesTheEditorsCardAway() {
        GtkTest.run {
            let mounted = PresentedView(
                VStack {
                    TextEditor(text: .constant("Card"))
                    TextEditor(text: .constant("Bare")).scrollContentBackground(.hidden)
                }, width: 300, height: 300)
            let editors = mounted.host.widget.descendants(Gtk.ScrolledWindow.self)
            XCTAssertEqual(editors.count, 2)
            XCTAssertEqual(editors.map { $0.hasCSSClass("card") }, [true, false])
            XCTAssertEqual(editors.map { $0.hasCSSClass("no-content-background") }, [false, true])
        }
    }

    func testAPaletteDrawsAnEnclosedSymbolsGlyphInTheFirstStyleOnItsShapeInTheSecond() {
        GtkTest.run {
            let mounted = PresentedView(
                HStack {
                    Image(systemName: "checkmark.circle.fill")
                    Image(systemName: "star")
                }
                .symbolRenderingMode(.palette)
                .foregroundStyle(.white, .indigo), width: 300, height: 100)
            let images = mounted.host.widget.descendants(Gtk.Image.self)
            XCTAssertEqual(images.count, 2)
            let enclosed = images[0], plain = images[1]
            // indigo is rgb(88, 86, 214): 5856d6.
            XCTAssertEqual(enclosed.iconName, "object-select-symbolic", "the check's glyph")
            XCTAssertTrue(enclosed.hasCSSClass("disc-fg-5856d6"), "on a disc in the second style")
            XCTAssertTrue(enclosed.hasCSSClass("fg-ffffff"), "drawn in the first")
            XCTAssertFalse(plain.hasCSSClass("disc-fg-5856d6"), "a symbol on no shape takes the first style alone")
            XCTAssertTrue(mounted.host.widget.descendants(Gtk.Box.self).contains { $0.hasCSSClass("fg-ffffff") },
                          "the view's text and symbols are in the first style")
        }
    }

    func testGlassIsTheOSDSurfaceInItsShapeWithLightContentAndInteractiveGlassAnswersThePointer() throws {
        try GtkTest.run {
            let mounted = PresentedView(
                HStack {
                    Text("Still").lineLimit(1).padding().glassEffect(.regular, in: .rect(cornerRadius: 8))
                    Text("Live").lineLimit(1).padding().glassEffect(.regular.interactive())
                    Image(systemName: "star").frame(width: 56, height: 56).glassEffect(in: .circle)
                }, width: 400, height: 200)
            let root = mounted.host.widget
            let still = try XCTUnwrap(root.label(showing: "Still")), live = try XCTUnwrap(root.label(showing: "Live"))
            // Each text stands over a drawn shape: the surface.
            for text in [still, live] {
                let overlay = try XCTUnwrap(text.ancestor(widgetType: Gtk.Overlay.gType))
                XCTAssertFalse(overlay.descendants(Gtk.DrawingArea.self).isEmpty, "a surface is drawn behind \(text.label ?? "")")
                XCTAssertTrue(overlay.hasCSSClass("glass"), "its content is light, as on GNOME's OSD")
            }
            let liveOverlay = try XCTUnwrap(live.ancestor(widgetType: Gtk.Overlay.gType))
            XCTAssertTrue(liveOverlay.hasCSSClass("glass-interactive"))
            XCTAssertFalse(try XCTUnwrap(still.ancestor(widgetType: Gtk.Overlay.gType)).hasCSSClass("glass-interactive"))
            // The surface is the view's size, not all the room the stack offers.
            let star = try XCTUnwrap(root.descendants(Gtk.Image.self).first?.ancestor(widgetType: Gtk.Overlay.gType))
            XCTAssertEqual(star.width, 56)
            XCTAssertEqual(star.height, 56)
        }
    }

    func testAScrollViewReportsItsOffsetAsItScrollsAndOnlyWhenTheValueChanges() throws {
        try GtkTest.run {
            let model = Sample2025Model()
            let mounted = PresentedView(
                ScrollView {
                    VStack { ForEach(0..<60, id: \.self) { Text("Row \($0)") } }
                }
                .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, offset in
                    model.geometry.append(offset)
                }, width: 300, height: 200)
            let scrolled = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.ScrolledWindow.self))
            let vertical = try XCTUnwrap(scrolled.vadjustment)
            XCTAssertEqual(model.geometry, [0], "laid out: the first value")
            vertical.value = 120
            vertical.value = 120
            mounted.settle()
            XCTAssertEqual(model.geometry, [0, 120], "a scroll, once")
        }
    }

    func testAContainerRelativeFrameIsAShareOfItsScrollViewsVisibleHeightAndFollowsIt() throws {
        try GtkTest.run {
            let mounted = PresentedView(
                ScrollView {
                    VStack {
                        Text("Half").containerRelativeFrame(.vertical) { length, _ in length / 2 }
                        Text("Third").containerRelativeFrame(.vertical, count: 3, span: 1, spacing: 0)
                    }
                }, width: 300, height: 300)
            mounted.settle()
            let root = mounted.host.widget
            let scrolled = try XCTUnwrap(mounted.host.widget.firstDescendant(Gtk.ScrolledWindow.self))
            let visible = try XCTUnwrap(scrolled.vadjustment).pageSize
            XCTAssertGreaterThan(visible, 100)
            // The frame is the nearest box above the text that asks for a height.
            @MainActor func frame(of text: String) throws -> Gtk.Widget {
                var widget = try XCTUnwrap(root.label(showing: text)).parent
                while let current = widget, current.heightRequest == -1 { widget = current.parent }
                return try XCTUnwrap(widget, "no frame above \(text)")
            }
            let half = try frame(of: "Half"), third = try frame(of: "Third")
            XCTAssertEqual(Double(half.heightRequest), (visible / 2).rounded(), accuracy: 1)
            XCTAssertEqual(Double(third.heightRequest), (visible / 3).rounded(), accuracy: 1)
            XCTAssertEqual(half.widthRequest, -1, "the other axis keeps the view's own size")
            XCTAssertTrue(half.cast(to: Gtk.Box.self) != nil && half.hasAncestor(scrolled))
        }
    }

    func testAShareLinkCopiesItsItemAndSaysSoOnItsButton() throws {
        try GtkTest.run {
            let mounted = PresentedView(ShareLink(item: "Mount Fuji", preview: SharePreview("Mount Fuji")), width: 300, height: 100)
            let root = mounted.host.widget
            let button = try XCTUnwrap(root.label(showing: tr("Share"))?.ancestor(widgetType: Gtk.Button.gType)?.cast(to: Gtk.Button.self))
            XCTAssertEqual(button.tooltipText, tr("Copy “%1$s” to paste where you share it", "Mount Fuji"))
            XCTAssertTrue(button.activate())   // GTK clicks an activated button a moment later
            XCTAssertTrue(GtkTest.iterate(until: { root.label(showing: tr("Copied")) != nil }, timeout: 2),
                          "the button says the item was copied")
        }
    }
}
