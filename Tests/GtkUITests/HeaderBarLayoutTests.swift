import XCTest

@testable import GtkUI

/// The window buttons a phone-narrow header keeps: the desktop's layout
/// without minimize and maximize, each side where it was.
final class HeaderBarLayoutTests: XCTestCase {
    func testANarrowHeaderKeepsOnlyTheCloseButtonWhereTheDesktopPutsIt() {
        XCTAssertEqual(HeaderBarSync.narrowDecorationLayout("icon:minimize,maximize,close"), "icon:close")
        XCTAssertEqual(HeaderBarSync.narrowDecorationLayout("appmenu:close"), "appmenu:close")
        XCTAssertEqual(HeaderBarSync.narrowDecorationLayout("close,minimize,maximize:"), "close:")
        XCTAssertEqual(HeaderBarSync.narrowDecorationLayout("minimize,maximize:"), ":")
        XCTAssertEqual(HeaderBarSync.narrowDecorationLayout(""), "")
    }
}
