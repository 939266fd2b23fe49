@_spi(Reflection) import Swift
import XCTest

@testable import GtkUI

private struct Plain {
    var first = 1
    var _second = "two"
    var third = 3.0
    var _fourth: [Int] = []
}

private struct Generic<Element> {
    var value: Element
    var _wrapped: Element?
    var _count = 3
}

private final class Boxed {
    var _value = 1
}

private enum Choice {
    case one, two(Int)
}

private struct Wrapping: View {
    @State var count = 0
    @Binding var isOn: Bool
    @Environment(\.colorScheme) var scheme
    let title: String
    var body: some View { Text(title) }
}

/// The underscored fields of a struct, read from the runtime's field records.
final class UnderscoredFieldsTests: XCTestCase {
    func testAStructsUnderscoredFieldsComeWithTheirOffsetsAndTypes() throws {
        let fields = try XCTUnwrap(UnderscoredFields.of(Plain.self))
        XCTAssertEqual(fields.map(\.offset), [MemoryLayout<Plain>.offset(of: \._second), MemoryLayout<Plain>.offset(of: \._fourth)])
        XCTAssertEqual(fields.count, 2)
        XCTAssertTrue(fields[0].type == String.self)
        XCTAssertTrue(fields[1].type == [Int].self)
    }

    func testAGenericStructsFieldsHaveTheTypesItsArgumentsMake() throws {
        let fields = try XCTUnwrap(UnderscoredFields.of(Generic<String>.self))
        XCTAssertEqual(fields.map(\.offset), [MemoryLayout<Generic<String>>.offset(of: \._wrapped),
                                              MemoryLayout<Generic<String>>.offset(of: \._count)])
        XCTAssertTrue(fields[0].type == String?.self)
        XCTAssertTrue(fields[1].type == Int.self)
    }

    func testAViewsPropertyWrappersAreFoundWhereTheStandardLibrarysWalkFindsThem() throws {
        var walked: [(offset: Int, type: Any.Type)] = []
        XCTAssertTrue(_forEachField(of: Wrapping.self) { name, offset, type, _ in
            if name.pointee == CChar(UInt8(ascii: "_")) { walked.append((offset, type)) }
            return true
        })
        let fields = try XCTUnwrap(UnderscoredFields.of(Wrapping.self))
        XCTAssertEqual(fields.count, 3, "@State, @Binding and @Environment")
        XCTAssertEqual(fields.map(\.offset), walked.map(\.offset))
        XCTAssertTrue(zip(fields, walked).allSatisfy { $0.type == $1.type })
    }

    func testClassesAndEnumsAreLeftToTheGeneralWalk() {
        XCTAssertNil(UnderscoredFields.of(Boxed.self))
        XCTAssertNil(UnderscoredFields.of(Choice.self))
        XCTAssertNil(UnderscoredFields.of(Int?.self))
    }
}
