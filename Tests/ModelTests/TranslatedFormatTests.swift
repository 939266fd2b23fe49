import Localization
import XCTest

/// Placeholders in translated messages: what a translation may do with them,
/// and what a broken one cannot do.
final class TranslatedFormatTests: XCTestCase {
    func testPositionalPlaceholdersTakeTheirArgumentsInAnyOrder() {
        XCTAssertEqual(TranslatedFormat.apply("%1$s graph of %2$s", ["Elevation", "Mirror Lake Loop"]),
                       "Elevation graph of Mirror Lake Loop")
        XCTAssertEqual(TranslatedFormat.apply("%2$s의 %1$s 그래프", ["고도", "거울 호수 순환로"]), "거울 호수 순환로의 고도 그래프")
    }

    func testBarePlaceholdersTakeTheNextArgumentAndPercentIsEscaped() {
        XCTAssertEqual(TranslatedFormat.apply("%s of %d", ["2", 3]), "2 of 3")
        XCTAssertEqual(TranslatedFormat.apply("100%% of %1$s", ["it"]), "100% of it")
        XCTAssertEqual(TranslatedFormat.apply("50%%", []), "50%")
    }

    func testABrokenTranslationShowsItsTextInsteadOfCrashing() {
        XCTAssertEqual(TranslatedFormat.apply("%3$s and %1$s", ["a"]), "%3$s and a", "a position with no argument stays as written")
        XCTAssertEqual(TranslatedFormat.apply("%1$x %q %", ["a"]), "%1$x %q %", "unknown conversions stay as written")
        XCTAssertEqual(TranslatedFormat.apply("%99999999999999999999$s", ["a"]), "%99999999999999999999$s")
        XCTAssertEqual(TranslatedFormat.apply("no placeholders", ["unused"]), "no placeholders")
    }

    func testUntranslatedMessagesComeBackAsWritten() {
        XCTAssertEqual(tr("Featured"), "Featured")
        XCTAssertEqual(tr("About %1$s", "Turtle Rock"), "About Turtle Rock")
        XCTAssertEqual(ntr("%1$s reading", "%1$s readings", count: 1, 1), "1 reading")
        XCTAssertEqual(ntr("%1$s reading", "%1$s readings", count: 12, 12), "12 readings")
        XCTAssertEqual(ctr("landmark categories", "All"), "All")
    }
}
