import XCTest

@testable import LandmarksModel

/// A subset is a random-access collection of the base's elements at its
/// positions: every way of moving through it, from code that knows it or only
/// knows a collection, reaches the same elements.
final class SubsetTests: XCTestCase {
    private let subset = Subset(base: ["a", "b", "c", "d", "e"], positions: [4, 1, 3])

    func testIndexArithmeticWalksThePositionsInOrder() {
        XCTAssertEqual(Array(subset), ["e", "b", "d"])
        XCTAssertEqual(subset.indices, 0..<3)
        XCTAssertEqual(subset.count, 3)
        XCTAssertEqual(subset.index(after: 0), 1)
        XCTAssertEqual(subset.index(before: 2), 1)
        XCTAssertEqual(subset[subset.index(subset.startIndex, offsetBy: 2)], "d")
        XCTAssertEqual(subset.distance(from: 2, to: 0), -2)
        XCTAssertEqual(Array(subset.reversed()), ["d", "b", "e"])
        var index = subset.startIndex
        subset.formIndex(after: &index)
        subset.formIndex(after: &index)
        subset.formIndex(before: &index)
        XCTAssertEqual(subset[index], "b")
    }

    func testCodeThatOnlyKnowsACollectionSeesTheSameElements() {
        func walk<C: RandomAccessCollection>(_ collection: C) -> [C.Element] {
            var seen: [C.Element] = []
            for (offset, element) in collection.enumerated() {
                XCTAssertEqual(collection.distance(from: collection.startIndex, to: collection.index(collection.startIndex, offsetBy: offset)), offset)
                seen.append(element)
            }
            return seen
        }
        XCTAssertEqual(walk(subset), ["e", "b", "d"])
        XCTAssertEqual(walk(subset[1...]), ["b", "d"])
    }

    func testAnEmptySubsetHasNoElements() {
        let empty = Subset(base: ["a"], positions: [])
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(empty.count, 0)
        XCTAssertEqual(Array(empty), [])
        XCTAssertEqual(empty.indices, 0..<0)
    }
}
