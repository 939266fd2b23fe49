import GtkTestSupport
import Localization
import XCTest

@testable import GtkUI

/// `Text` as SwiftUI's: a literal is a key to translate, with its
/// interpolations as placeholders; a string variable is shown as it is.
final class LocalizedTextTests: XCTestCase {
    func testALiteralsInterpolationsBecomePositionalPlaceholdersAndComeBackInPlace() {
        GtkTest.run {
            let name = "Turtle Rock", count = 3
            let key: LocalizedStringKey = "\(count) photos of \(name), 100%"
            XCTAssertEqual(key.key, "%1$s photos of %2$s, 100%%")
            XCTAssertEqual(key.arguments, ["3", "Turtle Rock"])
            XCTAssertEqual(Text("\(count) photos of \(name), 100%").content, "3 photos of Turtle Rock, 100%")
            XCTAssertEqual(Text("Half is 50%").content, "Half is 50%", "a percent sign without placeholders is kept once")
        }
    }

    func testALiteralIsLookedUpInTheTranslationDomainAndAVariableIsNot() {
        GtkTest.run {
            // GTK's own domain is bound wherever GTK is installed: its
            // Korean catalogue translates "Close".
            InLanguage.run(language: "ko", locale: "ko_KR.UTF-8", configure: { _ = setlocale(LC_ALL, "") }) {
                XCTAssertEqual(Text("Close", tableName: "gtk40").content, "닫기")
                let word = "Close"
                XCTAssertEqual(Text(word).content, "Close", "a variable is verbatim")
                XCTAssertEqual(String(localized: LocalizedStringResource("Close", table: "gtk40")), "닫기")
            }
        }
    }

    func testAResourceKeptByAModelResolvesWithItsInterpolations() {
        GtkTest.run {
            let height = 1_200
            let resource: LocalizedStringResource = "up to \(height) m"
            XCTAssertEqual(String(localized: resource), "up to 1200 m")
            XCTAssertEqual(Text(resource).content, "up to 1200 m")
        }
    }
}
