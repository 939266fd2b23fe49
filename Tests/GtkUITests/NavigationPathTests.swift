@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

// Stacks written as SwiftUI writes them now: a path of values of any type
// (or none at all), each page the `navigationDestination(for:)` declared
// for its value's type.

private struct Park: Hashable {
    let name: String
}

@Observable @MainActor
private final class PathModel {
    var path = NavigationPath()
}

private struct TypedStack: View {
    let model: PathModel
    var body: some View {
        NavigationStack(path: Bindable(model).path) {
            VStack {
                NavigationLink("Open park", value: Park(name: "Acadia"))
                NavigationLink("Open number", value: 7)
            }
            .navigationDestination(for: Park.self) { park in
                Text("Park \(park.name)")
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }
}

private struct PathlessStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: "trail")
                .navigationDestination(for: String.self) { word in
                    Text("Page for \(word)")
                }
        }
    }
}

final class NavigationPathTests: XCTestCase {
    @MainActor
    private static func shown(_ text: String, in root: Gtk.Widget) -> Bool {
        findLabel(text, in: root).map { $0.isMapped } ?? false
    }

    @MainActor
    private static func press(_ title: String, in root: Gtk.Widget) throws {
        let button = try XCTUnwrap(findLabel(title, in: root).flatMap { $0.ancestor(widgetType: Gtk.Button.gType) }, title)
        button.emitSignal("clicked")
    }

    func testEachValueInThePathShowsThePageDeclaredForItsType() throws {
        try GtkTest.run {
            let model = PathModel()
            let mounted = PresentedView(TypedStack(model: model), width: 500, height: 400)
            let root = mounted.host.widget
            try Self.press("Open park", in: root)
            mounted.settle()
            XCTAssertEqual(model.path.count, 1, "a link appends its value")
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown("Park Acadia", in: root) }))

            model.path.append(7)
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown("Number 7", in: root) }), "a value of another type, its own page")

            model.path.removeLast(2)
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown("Open park", in: root) }))
        }
    }

    func testAPathHoldingAValueBeforeItsDestinationIsDeclaredShowsItsPage() throws {
        try GtkTest.run {
            let model = PathModel()
            model.path.append(Park(name: "Zion"))
            let mounted = PresentedView(TypedStack(model: model), width: 500, height: 400)
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown("Park Zion", in: mounted.host.widget) }),
                          "the page made again once the root declared Park's destination")
        }
    }

    func testAStackWithoutAPathKeepsItsOwn() throws {
        try GtkTest.run {
            let mounted = PresentedView(PathlessStack(), width: 500, height: 400)
            let root = mounted.host.widget
            try Self.press("Open", in: root)
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown("Page for trail", in: root) }))
        }
    }
}
