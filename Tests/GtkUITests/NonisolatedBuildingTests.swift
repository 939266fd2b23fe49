import Gtk
import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

// Views are values: as in SwiftUI, a model that is not on the main actor can
// build them (Apple's 2025 sample builds a collection's picture grid in a
// method of its model); only their bodies and widgets need the main actor.

/// A model of no actor, building views in a plain method.
private final class Album: Sendable {
    let names: [String]
    init(names: [String]) { self.names = names }

    @ViewBuilder func cover() -> some View {
        switch names.count {
        case 0:
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.gray)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    GeometryReader { geometry in
                        Image(systemName: "book.closed")
                            .resizable()
                            .scaledToFit()
                            .frame(width: geometry.size.width / 2, height: geometry.size.height / 2)
                            .offset(x: geometry.size.width / 4, y: geometry.size.height / 4)
                            .foregroundColor(.secondary)
                    }
                }
        case 1...3:
            Text(names[0]).font(.title).padding(4)
        default:
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Text(names[0])
                    Text(names[1])
                }
                GridRow {
                    Text(names[2])
                    Text(names[3])
                }
            }
            .cornerRadius(8)
        }
    }

    /// A row of the album: stacks, a label, a button, a list of texts.
    func row(onOpen: @escaping @MainActor () -> Void) -> some View {
        VStack(alignment: .leading) {
            HStack {
                Label("Album", systemImage: "book.closed")
                Spacer()
                Button("Open", action: onOpen)
            }
            Divider()
            ScrollView {
                ForEach(names, id: \.self) { name in
                    Text(name).bold().opacity(0.8).accessibilityLabel("Picture of \(name)")
                }
            }
        }
        .padding()
        .environment(\.isEnabled, true)
    }
}

nonisolated private func coverOffTheMainActor(_ album: Album) -> some View {
    album.cover()
}

final class NonisolatedBuildingTests: XCTestCase {
    func testAModelOfNoActorBuildsViewsTheMainActorThenShows() throws {
        let built = coverOffTheMainActor(Album(names: ["Alder", "Birch", "Cedar", "Dogwood"]))
        try GtkTest.run {
            let mounted = PresentedView(built, width: 300, height: 200)
            for name in ["Alder", "Birch", "Cedar", "Dogwood"] {
                XCTAssertNotNil(mounted.host.widget.label(showing: name), name)
            }
        }
    }

    func testStateMayHoldAMainActorModelMadeByItsDefaultValue() throws {
        try GtkTest.run {
            let mounted = PresentedView(CounterView(), width: 200, height: 100)
            XCTAssertNotNil(mounted.host.widget.label(showing: "Counted 3"))
        }
    }

    func testStacksLabelsButtonsAndListsBuiltOffTheMainActorWorkOnIt() throws {
        let opened = OpenCount()
        let built = Album(names: ["Alder", "Birch"]).row { opened.count += 1 }
        try GtkTest.run {
            let mounted = PresentedView(built, width: 300, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(root.label(showing: "Album"))
            XCTAssertNotNil(root.label(showing: "Birch"))
            let open = try XCTUnwrap(root.label(showing: "Open")?.ancestor(widgetType: Gtk.Button.gType)?.cast(to: Gtk.Button.self))
            XCTAssertTrue(open.activate())
            XCTAssertTrue(GtkTest.iterate(until: { opened.count == 1 }, timeout: 2), "its action runs on the main actor")
        }
    }
}

/// A main-actor model with the initializer Swift makes for it, kept as a
/// view's state, as Apple's 2025 sample keeps its model in its `App`: the
/// default value needs the main actor, and the view's initializer has it.
@Observable @MainActor
private class Counter {
    var count = 3
}

private struct CounterView: View {
    @State private var counter = Counter()
    var body: some View {
        Text("Counted \(counter.count)")
    }
}

@MainActor
private final class OpenCount {
    var count = 0
}
