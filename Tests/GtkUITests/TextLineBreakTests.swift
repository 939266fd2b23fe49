@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import XCTest
@_spi(Bindings) import Gtk

/// Korean paragraphs wrap between words, as Korean is typeset, not between
/// any two syllables; other text wraps as Pango decides, with no attributes.
final class TextLineBreakTests: XCTestCase {
    private static let korean = "터틀 록은 둥근 바위 더미가 늘어선 조슈아 트리 국립공원의 풍경을 만드는 풍화된 화강암 노두 가운데 하나입니다. "
        + "이 바위는 땅속 깊은 곳에서 식은 마그마에서 시작되었습니다."

    /// The byte offsets at which the label's lines start, after the first.
    @MainActor
    private static func lineStarts(_ label: Gtk.Label) -> [Int] {
        Array(label.lineStartIndices.dropFirst())
    }

    func testAKoreanParagraphWrapsOnlyBetweenWords() throws {
        try GtkTest.run {
            let presented = PresentedView(Text(Self.korean).frame(width: 260), width: 300, height: 400)
            let label = try XCTUnwrap(findWidget("GtkLabel", in: presented.host.widget)?.cast(to: Gtk.Label.self))
            let starts = Self.lineStarts(label)
            XCTAssertGreaterThanOrEqual(starts.count, 3, "the paragraph wraps at 260 px")
            let bytes = Array(Self.korean.utf8)
            for start in starts {
                XCTAssertEqual(bytes[start - 1], 0x20, "a line starts after a space: …\(String(decoding: bytes[max(0, start - 9)..<min(bytes.count, start + 9)], as: UTF8.self))…")
            }
        }
    }

    func testOtherTextKeepsNoAttributes() throws {
        try GtkTest.run {
            let presented = PresentedView(Text("Turtle Rock is one of the weathered granite outcrops").frame(width: 120),
                                          width: 300, height: 200)
            let label = try XCTUnwrap(findWidget("GtkLabel", in: presented.host.widget)?.cast(to: Gtk.Label.self))
            XCTAssertNil(label.attributes)
        }
    }
}
