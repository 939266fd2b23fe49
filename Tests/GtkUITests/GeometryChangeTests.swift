@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class WidthModel {
    var width = 200.0
    @ObservationIgnored var seen: [Double] = []
    @ObservationIgnored var changes: [String] = []
}

private struct Measured: View {
    let model: WidthModel
    var body: some View {
        VStack {
            Text("Measured")
                .frame(width: model.width, height: 40)
                .onGeometryChange(for: Double.self, of: { $0.size.width }) { width in
                    model.seen.append(width)
                }
                .onGeometryChange(for: Bool.self, of: { $0.size.width > 250 }) { old, new in
                    model.changes.append("\(old)→\(new)")
                }
            Spacer()
        }
    }
}

final class GeometryChangeTests: XCTestCase {
    func testTheActionRunsWithEachNewValueOfTheSizeFirstAtLayout() throws {
        try GtkTest.run {
            let model = WidthModel()
            let mounted = PresentedView(Measured(model: model), width: 400, height: 200)
            GtkTest.settle(until: { !model.seen.isEmpty })
            XCTAssertEqual(model.seen, [200])
            XCTAssertEqual(model.changes, ["false→false"], "the first value, old and new alike")

            model.width = 300
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { model.seen.count == 2 }))
            XCTAssertEqual(model.seen, [200, 300])
            XCTAssertEqual(model.changes, ["false→false", "false→true"])

            model.width = 320
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { model.seen.count == 3 }))
            XCTAssertEqual(model.changes.count, 2, "a value that did not change runs nothing")
        }
    }
}
