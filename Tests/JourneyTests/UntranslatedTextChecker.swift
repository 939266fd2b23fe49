// UntranslatedTextChecker: what the pseudo-locale walk counts as a text that
// escaped translation, and where it looks — everything a person sees (the
// labels of every mapped window) and everything a screen reader hears (the
// names and descriptions on the accessibility bus).
import Foundation
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

@MainActor
struct UntranslatedTextChecker {
    /// Texts that are data, not interface: removed from a text before it is judged.
    private let data: [String]
    /// The messages of GTK's and libadwaita's own catalogues (window buttons,
    /// About's pages, the shortcuts window's search): translated by them.
    private let toolkit: Set<String>
    /// Those with placeholders, as patterns of their shown text (markup removed).
    private let toolkitTemplates: [Regex<Substring>]
    private(set) var textsChecked = 0

    /// `typed` is what the walk itself types as the user (a collection's name).
    init(model: ModelData, typed: [String] = []) throws {
        var data = model.landmarks.flatMap { [$0.name, $0.park, $0.state, $0.description] }
        data += model.hikes.map(\.name)
        data += MapStore.map?.places.map(\.name) ?? []
        data += [model.profile.username, DateText.long(model.profile.goalDate), AppInfo.version]
        data += typed
        data += ["https://github.com/swiftgtk/landmarks", "https://github.com/swiftgtk/landmarks/issues"]
        // Longest first, so "Lake Clark National Park and Preserve" goes before "Lake Clark".
        self.data = Set(data.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
        toolkit = try Self.toolkitMessages()
        toolkitTemplates = toolkit.filter { $0.contains("%s") || $0.contains("%d") }.compactMap { message in
            let shown = message.replacing(/<[^>]*>/, with: "")
            let pattern = shown.split(separator: /%[sd]/, omittingEmptySubsequences: false)
                .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*")
            return try? Regex(pattern, as: Substring.self)
        }
    }

    /// Fails the test for every text in `screen` — on screen, or in the
    /// accessible tree whether shown or not — that still has
    /// two plain ASCII letters in a row once data is taken out.
    mutating func check(_ screen: String, _ driver: AppDriver, file: StaticString = #filePath, line: UInt = #line) throws {
        let texts = (Self.visibleLabels() + (try AccessibilityBus.texts(file: file, line: line))).filter { !$0.isEmpty }
        textsChecked += texts.count
        let untranslated = Set(texts.filter(isUntranslated)).sorted()
        XCTAssertEqual(untranslated, [], "\(screen): texts that did not go through translation", file: file, line: line)
    }

    /// Whether `text`, paragraph by paragraph (About joins the app's text and
    /// libadwaita's licence notice into one label), has a part that is
    /// neither the toolkit's nor free of plain letters once data is removed.
    private func isUntranslated(_ text: String) -> Bool {
        text.components(separatedBy: "\n\n").contains(where: isUntranslatedParagraph)
    }

    private func isUntranslatedParagraph(_ text: String) -> Bool {
        if isToolkitText(text) { return false }
        // GTK 4.8 describes a widget without a name or role text by its type
        // ("AdwBin", "GtkImage"); the walk's interest is the app's texts.
        if isTypeName(text) { return false }
        var rest = text
        for item in data where rest.contains(item) { rest = rest.replacingOccurrences(of: item, with: " ") }
        var run = 0
        for scalar in rest.unicodeScalars {
            run = scalar.isASCII && scalar.properties.isAlphabetic ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }

    /// A message of GTK or libadwaita as it shows: as written, filled in
    /// ("See the %s for details"), or a label and tooltip read together
    /// ("_Copy Text Copy Text").
    private func isToolkitText(_ text: String) -> Bool {
        if toolkit.contains(text) { return true }
        for space in text.indices where text[space] == " " {
            if toolkit.contains(String(text[..<space])), toolkit.contains(String(text[text.index(after: space)...])) { return true }
        }
        return toolkitTemplates.contains { text.wholeMatch(of: $0) != nil }
    }

    /// The text of every mapped label in every mapped window.
    private static func visibleLabels() -> [String] {
        var texts: [String] = []
        for window in toplevelWindows() {
            guard window.isMapped else { continue }
            for label in window.descendants(Gtk.Label.self) where label.isMapped {
                texts.append(label.cast(to: Gtk.Label.self)!.text)
            }
        }
        return texts
    }

    /// Every message id of the gtk40 and libadwaita catalogues, read with msgunfmt.
    private static func toolkitMessages() throws -> Set<String> {
        var messages: Set<String> = []
        for domain in ["gtk40", "libadwaita"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/msgunfmt")
            process.arguments = ["--no-wrap", "/usr/share/locale/ko/LC_MESSAGES/\(domain).mo"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "msgunfmt read \(domain)")
            for line in text.split(separator: "\n") where line.hasPrefix("msgid \"") {
                var id = String(line.dropFirst(7).dropLast())
                if let separator = id.firstIndex(of: "\u{4}") { id = String(id[id.index(after: separator)...]) }
                id = id.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
                messages.insert(id)
                messages.insert(id.replacingOccurrences(of: "_", with: ""))  // "_Report an Issue", shown without its mnemonic
            }
        }
        return messages
    }
}
