import Foundation
import GtkTestSupport
import Localization
import XCTest

@testable import GtkUI

/// A string catalogue converted by tools/xcstrings-to-gettext.py
/// (tools/testdata/Trails.xcstrings → Catalogue/TrailsSymbols.swift and
/// tools/testdata/po/ko.po): its symbols read the translation where the
/// domain has one, and the catalogue's own text where it has none.
final class StringCatalogTests: XCTestCase {
    private static let poFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("tools/testdata/po/ko.po")

    /// Compiles the Korean catalogue into a locale folder of its own and binds the domain there.
    private static func bindTrails() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID())")
        let messages = folder.appendingPathComponent("ko/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", messages.appendingPathComponent("Trails.mo").path, poFile.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0)
        Translation.bind(domain: "Trails", directory: folder.path)
        return folder
    }

    func testASymbolReadsItsTranslationAndElseTheCataloguesOwnText() throws {
        try GtkTest.run {
            let folder = try Self.bindTrails()
            defer { try? FileManager.default.removeItem(at: folder) }
            XCTAssertEqual(String(localized: .Trails.heronMarshName), "Heron Marsh", "the source text, not the key")
            InLanguage.run(language: "ko", locale: "ko_KR.UTF-8", configure: { _ = setlocale(LC_ALL, "") }) {
                XCTAssertEqual(String(localized: .Trails.heronMarshName), "왜가리 습지")
                XCTAssertEqual(Text(LocalizedStringResource.Trails.heronMarshName).content, "왜가리 습지")
                XCTAssertEqual(String(localized: .Trails.quarryRidgeNotes), "Steep at the start.\nThe view is worth it.",
                               "untranslated: the catalogue's text")
            }
        }
    }
}
