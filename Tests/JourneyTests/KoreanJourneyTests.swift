import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The app as a Korean user's session starts it (`LANGUAGE=ko`,
/// `LC_ALL=ko_KR.UTF-8`): the interface, the landmark texts, the date and
/// the distances in Korean, and Hangul drawn with real glyphs, not boxes.
final class KoreanJourneyTests: XCTestCase {
    @MainActor
    private static func inKorean(_ body: () throws -> Void) rethrows {
        try InLanguage.run(language: "ko", locale: "ko_KR.UTF-8", configure: LandmarksApplication.configureTranslations, body)
    }

    /// The mapped labels under `root` whose text Pango could not find glyphs for.
    @MainActor
    private static func labelsDrawnWithBoxes(in root: Gtk.Widget) -> [String] {
        root.descendants(Gtk.Label.self).filter { $0.isMapped && $0.unknownGlyphCount > 0 }.map(\.text)
    }

    @MainActor
    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    func testAKoreanUserSeesTheWindowTheListAndADetailInKorean() throws {
        try GtkTest.run {
            try Self.inKorean {
                let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
                defer { driver.tearDown() }   // each language scope ends with its own app
                XCTAssertEqual(driver.window.title, "명소", "the window's title")
                XCTAssertNotNil(driver.switcherButton("추천"), "the Featured tab's name")
                XCTAssertNotNil(driver.switcherButton("목록"), "the List tab's name")
                XCTAssertNotNil(driver.headerButton("사용자 프로필"))
                driver.wait("the category rows are titled in Korean, in Korean order") { driver.label("강") != nil && driver.label("산") != nil }
                XCTAssertNotNil(driver.label("터틀 록"), "the carousel's landmark by its Korean name")
                XCTAssertEqual(Self.labelsDrawnWithBoxes(in: driver.window), [], "Hangul has glyphs")
                print("Korean Featured tab: \(driver.snapshot("landmarks-korean-featured.png"))")

                driver.click(try XCTUnwrap(driver.switcherButton("목록")))
                driver.wait("the list shows") { driver.listRow("터틀 록") != nil }
                let filter = try XCTUnwrap(driver.headerButton("필터"))
                driver.click(filter)
                let popover = try XCTUnwrap(findWidget("GtkPopover", in: filter))
                driver.waitForPopover(popover)
                let menu = popover.descendants(Gtk.Label.self).filter { $0.isMapped }
                    .map { $0.text }
                for name in ["전체", "호수", "강", "산", "즐겨찾기만"] {
                    XCTAssertTrue(menu.contains(name), "the filter menu offers \(name): \(menu)")
                }
                XInput.press("Escape")
                driver.wait("the menu closes") { !popover.isMapped }

                driver.click(try XCTUnwrap(driver.listRow("터틀 록")))
                driver.wait("the detail opens") { driver.label("터틀 록 소개") != nil }
                let description = try XCTUnwrap(driver.model.landmarks.first { $0.id == 1001 }?.description)
                XCTAssertTrue(description.hasPrefix("터틀 록은"), description)
                XCTAssertNotNil(driver.label(description), "the description, in Korean")
                XCTAssertNotNil(driver.button("지도에서 열기"), "Open in Maps")
                XCTAssertEqual(Self.labelsDrawnWithBoxes(in: driver.window), [])

                XInput.press("ctrl+f")
                driver.wait("the search entry has the focus") { driver.focused(within: "GtkSearchEntry") != nil }
                XInput.type("lake")
                // The catalogue's own English names are searched as well as the Korean ones shown.
                driver.wait("a Latin query finds the lakes by their catalogue names") {
                    !driver.listedNames.isEmpty && !driver.listedNames.contains("터틀 록") && driver.label("결과 없음") == nil
                }
            }
        }
    }

    func testTheKoreanProfileShowsItsDateAndAHikesDistanceInKorean() throws {
        try GtkTest.run {
            try Self.inKorean {
                let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
                defer { driver.tearDown() }   // each language scope ends with its own app
                driver.click(try XCTUnwrap(driver.headerButton("사용자 프로필")))
                driver.wait("the profile opens") { driver.sheet.flatMap { driver.button("편집", in: $0) } != nil }
                driver.settle()
                let sheet = try XCTUnwrap(driver.sheet)
                XCTAssertEqual(sheet.title, "프로필")
                let labels = sheet.descendants(Gtk.Label.self).filter { $0.isMapped }
                    .map { $0.text }
                let goal = try XCTUnwrap(labels.first { $0.hasPrefix("목표 날짜: ") }, "\(labels)")
                XCTAssertNotNil(goal.wholeMatch(of: /목표 날짜: \d{4}년 \d{1,2}월 \d{1,2}일/), "a Korean long date: \(goal)")
                XCTAssertTrue(labels.contains("알림: 켬") || labels.contains("알림: 끔"), "\(labels)")
                XCTAssertTrue(labels.contains("획득한 배지"), "\(labels)")
                XCTAssertTrue(labels.contains("외로운 능선 길"), "the hike's Korean name: \(labels)")
                XCTAssertTrue(labels.contains("4.5 km"), "the hike's distance in kilometres: \(labels)")
                XCTAssertEqual(Self.labelsDrawnWithBoxes(in: sheet), [], "Hangul has glyphs")
                XCTAssertTrue(labels.filter(Self.hasHangul).count >= 6, "\(labels)")
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-korean-profile.png").path
                try WidgetRenderer.savePNG(sheet, to: path)
                print("Korean profile: \(path)")
            }
        }
    }
}
