// The app's languages for the localization tests: Korean as a Korean user's
// session sets it, American English (miles, US dates) and a generated
// pseudo-locale, each through the app's own translation start-up.
@_spi(Bindings) import GtkBridge
import GtkTestSupport

@testable import Landmarks
@testable import LandmarksModel

enum Language {
    /// Runs `body` in Korean (`LANGUAGE=ko`, `LC_ALL=ko_KR.UTF-8`).
    @MainActor
    static func korean<T>(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T) rethrows -> T {
        try InLanguage.run(language: "ko", locale: "ko_KR.UTF-8", configure: LandmarksApplication.configureTranslations,
                           file: file, line: line, body)
    }

    /// Runs `body` in American English: untranslated text, US customary units.
    @MainActor
    static func americanEnglish<T>(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T) rethrows -> T {
        try InLanguage.run(language: "en_US", locale: "en_US.UTF-8", configure: LandmarksApplication.configureTranslations,
                           file: file, line: line, body)
    }
}
