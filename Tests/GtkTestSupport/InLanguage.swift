// InLanguage: runs part of a test as if the process had been started in
// another language and locale, the way a user's session starts it: the
// environment's LANGUAGE and LC_ALL, then the app's own start-up path for
// translations (setlocale from the environment, the gettext domain bound).
// Everything is put back afterwards, so later tests run in the suite's locale.
import CGtk
@_spi(Bindings) import GtkBridge
import XCTest

public enum InLanguage {
    /// Runs `body` with `LANGUAGE=language` and `LC_ALL=locale`, after
    /// `configure` (the app's translation start-up) has read them. Fails the
    /// test when the C library does not know `locale` (install-deps generates
    /// the ones the tests use).
    @MainActor
    public static func run<T>(
        language: String, locale: String, configure: () -> Void,
        file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
    ) rethrows -> T {
        let names: [String] = ["LANGUAGE", "LC_ALL"]
        let saved = names.map { name in (name, g_getenv(name).map { String(cString: $0) }) }
        g_setenv("LANGUAGE", language, 1)
        g_setenv("LC_ALL", locale, 1)
        configure()
        let active = setlocale(LC_MESSAGES, nil).map { String(cString: $0) }
        XCTAssertEqual(active, locale, "the \(locale) locale is installed (tools/install-deps.sh test)", file: file, line: line)
        defer {
            for (name, value) in saved {
                if let value { g_setenv(name, value, 1) } else { g_unsetenv(name) }
            }
            configure()
        }
        return try body()
    }
}
