import Foundation
import XCTest

/// The walkthroughs show the examples as they are compiled: every Swift
/// block a document marks with its source (`<!-- Examples/…/File.swift -->`
/// on the line before) is a run of that file's lines, word for word.
final class DocumentationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let walkthroughs = ["docs/Architecture.md", "docs/ko/representables.md"]

    /// Each marked block of `document`: the file it names and its lines.
    private static func markedBlocks(in document: String) -> [(path: String, lines: [String])] {
        var blocks: [(String, [String])] = []
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let marker = lines.popFirst() {
            guard marker.hasPrefix("<!-- Examples/"), marker.hasSuffix(" -->"), lines.first == "```swift" else { continue }
            lines.removeFirst()
            let path = String(marker.dropFirst(5).dropLast(4))
            var body: [String] = []
            while let line = lines.popFirst(), line != "```" { body.append(line) }
            blocks.append((path, body))
        }
        return blocks
    }

    func testEveryMarkedBlockIsARunOfItsExamplesLines() throws {
        var checked = 0
        for name in Self.walkthroughs {
            let document = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
            for (path, block) in Self.markedBlocks(in: document) {
                let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let trimmed = block.last == "" ? Array(block.dropLast()) : block
                let found = lines.indices.contains { start in
                    start + trimmed.count <= lines.count && Array(lines[start..<start + trimmed.count]) == trimmed
                }
                XCTAssertTrue(found, "\(name): a block is not \(path) as written:\n\(trimmed.joined(separator: "\n"))")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 14, "the walkthroughs show the examples")
    }
}
