@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import XCTest
@_spi(Bindings) import Gtk

// Previews written every way SwiftUI's `#Preview` takes them; the tests
// below read what each declared. Their lines are named in the tests: keep
// them where they are (on lines 19, 23, 27 and 32, below the imports and
// this comment), or change both.

private struct Counter: View {
    @Binding var count: Int
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

#Preview {
    Text("Unnamed preview")
}

#Preview("Named", traits: .fixedLayout(width: 240, height: 80)) {
    Text("Named preview")
}

#Preview("Explicit return", traits: .sizeThatFitsLayout, body: {
    let words = ["Explicit", "return"]
    return Text(words.joined(separator: " "))
})

#Preview("Previewable", traits: .defaultLayout) {
    @Previewable @State var count = 3
    VStack {
        Counter(count: $count)
        Text("Seen \(count)")
    }
}

@MainActor
private func previewsOfThisFile() -> [any PreviewRegistry.Type] {
    PreviewGallery.registeredPreviews().filter { $0.fileID == "GtkUITests/PreviewMacroTests.swift" }
}

final class PreviewMacroTests: XCTestCase {
    func testEachPreviewIsFoundWithItsLineNameAndLayoutInTheOrderWritten() throws {
        try GtkTest.run {
            let previews = previewsOfThisFile()
            XCTAssertEqual(previews.map { $0.line }, [19, 23, 27, 32])
            let made = previews.map { $0.makePreview() }
            XCTAssertEqual(made.map(\.name), [nil, "Named", "Explicit return", "Previewable"])
            XCTAssertEqual(made.map(\.layout), [.sizeThatFits, .fixed(width: 240, height: 80), .sizeThatFits, .device])
        }
    }

    func testAPreviewShowsItsBodyAndAnExplicitReturnIsItsView() throws {
        try GtkTest.run {
            let previews = previewsOfThisFile()
            XCTAssertEqual(previews.count, 4)
            for (index, text) in [(0, "Unnamed preview"), (2, "Explicit return")] {
                let mounted = PresentedView(AnyView(previews[index].makePreview().makeView()), width: 300, height: 100)
                XCTAssertNotNil(findLabel(text, in: mounted.host.widget), text)
            }
        }
    }

    func testPreviewableStateIsKeptAcrossUpdatesAndSharedByTheViewsThatBindIt() throws {
        try GtkTest.run {
            let previews = previewsOfThisFile()
            let mounted = PresentedView(AnyView(previews[3].makePreview().makeView()), width: 300, height: 100)
            let root = mounted.host.widget
            let button = try XCTUnwrap(allWidgets("GtkButton", in: root).first)
            XCTAssertNotNil(findLabel("Seen 3", in: root), "@Previewable @State var count = 3")
            button.emitSignal("clicked")
            mounted.settle()
            button.emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("Count 5", in: root), "the binding writes the preview's state")
            XCTAssertNotNil(findLabel("Seen 5", in: root), "and every view reading it follows")
        }
    }
}
