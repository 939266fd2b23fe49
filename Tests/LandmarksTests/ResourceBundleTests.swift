@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

final class ResourceBundleTests: XCTestCase {
    func testOverrideVariableComesFirstAndBuildDirectoryLast() {
        setenv("LANDMARKS_TEST_OVERRIDE", "/override/x.gresource", 1)
        defer { unsetenv("LANDMARKS_TEST_OVERRIDE") }
        let paths = ResourceBundle.candidates(
            fileName: "x.gresource", dataDirectory: "landmarks", overrideVariable: "LANDMARKS_TEST_OVERRIDE")
        XCTAssertEqual(paths.first, "/override/x.gresource")
        XCTAssertTrue(paths.last!.hasSuffix("/.build/resources/x.gresource"), paths.last!)
        XCTAssertTrue(paths.contains { $0.hasSuffix("/share/landmarks/x.gresource") })
    }

    func testMissingBundleErrorNamesEveryPathTried() throws {
        try GtkTest.run {
            let tried = ["/nowhere/a.gresource", "/nowhere/b.gresource"]
            XCTAssertThrowsError(try ResourceBundle.register(fileName: "a.gresource", candidates: tried)) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("a.gresource"))
                for path in tried { XCTAssertTrue(message.contains(path), message) }
            }
        }
    }

    func testAppBundleRegistersAndHoldsTheStylesheet() throws {
        try GtkTest.run {
            try LandmarksApplication.registerResources()
            XCTAssertTrue(ResourceBundle.exists("\(AppInfo.resourceBase)/style.css"))
        }
    }
}
