import CGtk
import XCTest

@testable import GtkBridge

/// What a caller on the session bus sends is read within bounds: a call with
/// a million result ids left the app 190 MiB larger.
final class BusValueTests: XCTestCase {
    func testAListOfAMillionStringsIsReadToItsFirstThousandAndTwentyFour() {
        let type = g_variant_type_new("as")!
        defer { g_variant_type_free(type) }
        let builder = g_variant_builder_new(type)!
        for index in 0..<1_000_000 { g_variant_builder_add_value(builder, g_variant_new_string("\(index)")) }
        let list = g_variant_builder_end(builder)!
        g_variant_builder_unref(builder)
        var children: [OpaquePointer?] = [list]
        let tuple = g_variant_ref_sink(g_variant_new_tuple(&children, 1))!
        defer { g_variant_unref(tuple) }
        let read = BusValue.children(ofTuple: tuple)
        XCTAssertEqual(read.count, 1)
        XCTAssertEqual(read.first?.stringsValue?.count, BusValue.listLimit)
        XCTAssertEqual(read.first?.stringsValue?.first, "0", "the first ones, in order")
    }
}
