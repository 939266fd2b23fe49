@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Notice {
    var isShown = false
}

private struct Notices: View {
    let notice: Notice
    var body: some View {
        VStack {
            Text("Top")
            if notice.isShown {
                Text("Fading").transition(.opacity)
                Text("Sliding").transition(.move(edge: .leading))
                Text("Plain")
            }
            Text("Bottom")
        }
    }
}

/// `.transition` plays a view in and out when it comes or goes in an
/// animated transaction, and does nothing without one, as in SwiftUI.
final class TransitionTests: XCTestCase {
    @MainActor
    private static func labels(in root: Gtk.Widget) -> [String] {
        allWidgets("GtkLabel", in: root).filter { $0.isMapped }
            .map { $0.cast(to: Gtk.Label.self)!.text }
    }

    @MainActor
    private static func bin(of text: String, in root: Gtk.Widget) -> Gtk.Widget? {
        findLabel(text, in: root).flatMap { $0.parent }
    }

    /// Where the label is drawn in the stack, its transform included.
    @MainActor
    private static func drawnX(of text: String, in root: Gtk.Widget) -> Float? {
        guard let label = findLabel(text, in: root), let bin = label.parent else { return nil }
        guard let bounds = label.bounds(in: bin) else { return nil }
        // Back to GTK's graphene float, which the typed call gives as Double.
        return Float(bounds.x)
    }

    func testWithoutAnAnimationAViewComesAndGoesAtOnce() {
        GtkTest.run {
            let notice = Notice()
            let mounted = PresentedView(Notices(notice: notice), width: 400, height: 300)
            let root = mounted.host.widget
            notice.isShown = true
            mounted.settle()
            XCTAssertEqual(Self.labels(in: root), ["Top", "Fading", "Sliding", "Plain", "Bottom"])
            XCTAssertEqual(Self.bin(of: "Fading", in: root)!.opacity, 1)
            notice.isShown = false
            mounted.settle()
            XCTAssertEqual(Self.labels(in: root), ["Top", "Bottom"])
        }
    }

    func testAnAnimatedInsertionPlaysInFromTheTransitionsLook() throws {
        try GtkTest.run {
            let notice = Notice()
            let mounted = PresentedView(Notices(notice: notice), width: 400, height: 300)
            let root = mounted.host.widget
            withAnimation(.easeInOut(duration: 0.6)) { notice.isShown = true }
            mounted.settle()
            GtkTest.waitForFrames(2, of: root)
            let fading = try XCTUnwrap(Self.bin(of: "Fading", in: root))
            XCTAssertLessThan(fading.opacity, 0.9, "faded at first")
            XCTAssertLessThan(try XCTUnwrap(Self.drawnX(of: "Sliding", in: root)), -10, "to the leading side at first")
            XCTAssertEqual(try XCTUnwrap(Self.bin(of: "Plain", in: root)).opacity, 1, "no transition: at once")
            XCTAssertTrue(GtkTest.iterate(until: { fading.opacity == 1 }), "then shown")
            XCTAssertTrue(GtkTest.iterate(until: { Self.drawnX(of: "Sliding", in: root) == 0 }), "then in its place")
        }
    }

    func testAnAnimatedRemovalStaysInItsPlaceWhileItPlaysOutThenGoes() throws {
        try GtkTest.run {
            let notice = Notice()
            notice.isShown = true
            let mounted = PresentedView(Notices(notice: notice), width: 400, height: 300)
            let root = mounted.host.widget
            withAnimation(.easeInOut(duration: 0.6)) { notice.isShown = false }
            mounted.settle()
            GtkTest.waitForFrames(2, of: root)
            XCTAssertEqual(Self.labels(in: root), ["Top", "Fading", "Sliding", "Bottom"],
                           "what has a transition plays out where it was; the rest goes at once")
            let fading = try XCTUnwrap(Self.bin(of: "Fading", in: root))
            XCTAssertTrue(GtkTest.iterate(until: { fading.opacity < 0.9 }), "fading out")
            XCTAssertEqual(Self.labels(in: root), ["Top", "Fading", "Sliding", "Bottom"], "in its place while it does")
            XCTAssertTrue(GtkTest.iterate(until: { Self.labels(in: root) == ["Top", "Bottom"] }), "then goes")

            withAnimation(.easeInOut(duration: 0.6)) { notice.isShown = true }
            mounted.settle()
            withAnimation(.easeInOut(duration: 0.6)) { notice.isShown = false }
            mounted.settle()
            notice.isShown = true
            mounted.settle()
            XCTAssertEqual(Self.labels(in: root).filter { $0 == "Fading" }.count, 2, "back while the last one plays out: a new one")
            XCTAssertTrue(GtkTest.iterate(until: { Self.labels(in: root) == ["Top", "Fading", "Sliding", "Plain", "Bottom"] }),
                          "and the old one goes: \(Self.labels(in: root))")
        }
    }

    func testTransitionsCombineAndDifferOnTheWayInAndOut() {
        let both = AnyTransition.opacity.combined(with: .move(edge: .bottom))
        let half = both.insertion.at(0.5, width: 100, height: 40)
        XCTAssertEqual(half.opacity, 0.5)
        XCTAssertEqual(half.effect.offset.height, 20)
        let asymmetric = AnyTransition.asymmetric(insertion: .opacity, removal: .scale(scale: 0.5))
        XCTAssertEqual(asymmetric.insertion.opacity, 0)
        XCTAssertEqual(asymmetric.insertion.scale, 1)
        XCTAssertEqual(asymmetric.removal.scale, 0.5)
        XCTAssertEqual(asymmetric.removal.opacity, 1)
        let slide = AnyTransition.slide
        XCTAssertEqual(slide.insertion.at(1, width: 80, height: 10).effect.offset.width, -80, "in from the leading edge")
        XCTAssertEqual(slide.removal.at(1, width: 80, height: 10).effect.offset.width, 80, "out to the trailing one")
        XCTAssertEqual(AnyTransition.identity.removal.at(1, width: 80, height: 10).opacity, 1)
    }
}
