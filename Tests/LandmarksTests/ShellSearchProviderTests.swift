import Foundation
import Glibc
import GtkTestSupport
import XCTest

@testable import Landmarks

/// GNOME Shell's search, as the Shell calls it: over a session bus of the
/// test's own, where calling the app's name starts the built app by D-Bus
/// activation from its installed service file.
final class ShellSearchProviderTests: XCTestCase {
    private func results(_ bus: PrivateSessionBus, _ terms: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch bus.callSearchProvider("GetInitialResultSet", "(\(terms),)") {
        case .success(let reply): return reply
        case .failure(let error): XCTFail("GetInitialResultSet failed: \(error.message)", file: file, line: line); return ""
        }
    }

    func testASearchStartsTheAppWithoutAWindowAndFindsWhatTheListFinds() throws {
        let bus = try PrivateSessionBus()
        XCTAssertEqual(results(bus, "['turtle']"), "(['1001'],)")
        let app = try XCTUnwrap(bus.appProcessID(), "the search started the app")
        XCTAssertTrue(try SpawnedApp.visibleWindows(of: app).isEmpty, "a search alone opens no window")
        // Case and accents do not matter; every word must match; park and state count.
        XCTAssertEqual(results(bus, "['TURTLE', 'joshua']"), "(['1001'],)")
        XCTAssertEqual(results(bus, "['Montana']"), results(bus, "['montana']"))
        XCTAssertEqual(results(bus, "['zzzz']"), "([],)", "a query that matches nothing")
        XCTAssertEqual(results(bus, "['']"), "([],)", "an empty query")
        XCTAssertEqual(results(bus, "@as []"), "([],)", "no terms")
    }

    func testBestMatchesComeFirstAndASubsearchNarrowsTheLastResults() throws {
        let bus = try PrivateSessionBus()
        let lakes = results(bus, "['lake']")
        let ids = lakes.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        XCTAssertEqual(Array(ids.prefix(2)), ["1006", "1012"], "names that start with the word first: \(lakes)")
        XCTAssertEqual(ids.last, "1002", "a match in the park's name last: \(lakes)")
        let previous = "[" + ids.map { "'\($0)'" }.joined(separator: ", ") + "]"
        XCTAssertEqual(try bus.callSearchProvider("GetSubsearchResultSet", "(\(previous), ['lake', 'mcd'])").get(), "(['1006'],)")
        XCTAssertEqual(try bus.callSearchProvider("GetSubsearchResultSet", "(['1001'], ['lake'])").get(), "([],)",
                       "a subsearch answers only from the earlier results")
    }

    func testAResultIsShownWithItsNameParkStateAndPicture() throws {
        let bus = try PrivateSessionBus()
        let reply = try bus.callSearchProvider("GetResultMetas", "(['1001', '99999', 'x'],)").get()
        XCTAssertTrue(reply.contains("'name': <'Turtle Rock'>"), reply)
        XCTAssertTrue(reply.contains("'description': <'Joshua Tree National Park, California'>"), reply)
        XCTAssertTrue(reply.contains("'id': <'1001'>"), reply)
        // The thumbnail travels as its PNG bytes: GIcon's serialized GBytesIcon.
        XCTAssertTrue(reply.contains("'icon': <('bytes', <[byte 0x89, 0x50, 0x4e, 0x47"), String(reply.prefix(400)))
        XCTAssertEqual(reply.components(separatedBy: "'name'").count, 2, "unknown ids are left out: \(reply.prefix(200))")
    }

    func testActivatingAResultOpensItsDetailAndLaunchingASearchOpensTheList() throws {
        let bus = try PrivateSessionBus()
        XCTAssertEqual(results(bus, "['turtle']"), "(['1001'],)")
        _ = try bus.callSearchProvider("ActivateResult", "('1001', ['turtle'], uint32 0)").get()
        let app = try XCTUnwrap(bus.appProcessID())
        try waitUntilShown(by: app, on: bus) { $0.contains("push button: Back") && $0.contains("label: About Turtle Rock") }
        _ = try bus.callSearchProvider("LaunchSearch", "(['lake'], uint32 0)").get()
        try waitUntilShown(by: app, on: bus) {
            $0.contains("entry: Search landmarks") && $0.contains("list item: Lake McDonald")
                && !$0.contains("list item: Turtle Rock")
        }
        XCTAssertEqual(try SpawnedApp.visibleWindows(of: app).count, 1, "the one window is raised, not another opened")
        if case .failure(let error) = bus.callSearchProvider("ActivateResult", "('424242', @as [], uint32 0)") {
            XCTAssertTrue(error.message.contains("no landmark 424242"), error.message)
        } else {
            XCTFail("an unknown landmark is an error")
        }
    }

    func testAKoreanSessionFindsLandmarksByTheirKoreanAndOriginalNames() throws {
        let bus = try PrivateSessionBus(environment: ["LC_ALL": "ko_KR.UTF-8", "LANGUAGE": "ko"])
        let lakes = results(bus, "['호수']")
        XCTAssertTrue(lakes.contains("'1006'"), "Lake McDonald, 맥도널드 호수: \(lakes)")
        XCTAssertEqual(results(bus, "['lake', 'mcdonald']"), "(['1006'],)", "the catalogue's own words")
        let meta = try bus.callSearchProvider("GetResultMetas", "(['1006'],)").get()
        XCTAssertTrue(meta.contains("'name': <'맥도널드 호수'>"), String(meta.prefix(300)))
    }

    func testAHostileQueryIsAnsweredWithNothingAndTheProviderGoesOn() throws {
        let bus = try PrivateSessionBus()
        XCTAssertEqual(results(bus, "['turtle']"), "(['1001'],)")
        let many = "[" + Array(repeating: "'rock'", count: 10_000).joined(separator: ", ") + "]"
        XCTAssertEqual(results(bus, many), "([],)", "ten thousand words")
        XCTAssertEqual(results(bus, "['" + String(repeating: "a", count: 1_000_000) + "']"), "([],)", "a word of a million letters")
        let ids = "[" + (0..<5_000).map { "'\($0)'" }.joined(separator: ", ") + "]"
        XCTAssertEqual(try bus.callSearchProvider("GetResultMetas", "(\(ids),)").get(), "([],)", "ids that are no landmark's")
        XCTAssertEqual(results(bus, "['turtle']"), "(['1001'],)", "and the next search is answered")
    }

    func testCollectionsAreFoundByNameFirstAndOpenToTheirPage() throws {
        let bus = try PrivateSessionBus(savedState: #"""
            {"version": 2, "favorites": {}, "collections": [
              {"id": 4, "name": "Creeks and Trails", "landmarks": [1002]},
              {"id": 7, "name": "Trails someday", "landmarks": []}]}
            """#)
        XCTAssertEqual(results(bus, "['trail']"), "(['collection:7', 'collection:4', '1003'],)",
                       "names starting with the word first, then the landmarks")
        XCTAssertEqual(results(bus, "['creek', 'TRAILS']"), "(['collection:4'],)", "every word, in any case")
        let previous = "['collection:7', 'collection:4', '1003']"
        XCTAssertEqual(try bus.callSearchProvider("GetSubsearchResultSet", "(\(previous), ['trails', 'some'])").get(),
                       "(['collection:7'],)")
        let meta = try bus.callSearchProvider("GetResultMetas", "(['collection:4', 'collection:7', 'collection:99'],)").get()
        XCTAssertTrue(meta.contains("'name': <'Creeks and Trails'>"), String(meta.prefix(300)))
        XCTAssertTrue(meta.contains("'description': <'1 landmark'>"), String(meta.prefix(300)))
        XCTAssertTrue(meta.contains("'icon': <('bytes'"), "its landmark's picture")
        XCTAssertTrue(meta.contains("'gicon': <'user-bookmarks-symbolic'>"), "an empty one's symbol")
        XCTAssertEqual(meta.components(separatedBy: "'name'").count, 3, "a collection that is not there is left out")

        _ = try bus.callSearchProvider("ActivateResult", "('collection:4', ['creek'], uint32 0)").get()
        let app = try XCTUnwrap(bus.appProcessID())
        try waitUntilShown(by: app, on: bus) {
            $0.contains("push button: Back") && $0.contains("label: Creeks and Trails")
                && $0.contains("list item: Silver Salmon Creek")
        }
    }

    // MARK: - What the window shows

    /// What a screen reader finds on screen in `pid`'s window ("label: Turtle
    /// Rock"), read through the bus's accessibility bus as the journeys read it.
    private func shownNames(by pid: pid_t, on bus: PrivateSessionBus) throws -> Set<String> {
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        reader.arguments = [TestPaths.packageRoot() + "/Tests/JourneyTests/Support/atspi-tree.py", String(pid)]
        reader.environment = ProcessInfo.processInfo.environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 }
        let output = Pipe()
        reader.standardOutput = output
        reader.standardError = FileHandle.nullDevice
        try reader.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        var names = Set<String>()
        for line in printed.split(separator: UInt8(ascii: "\n")) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                  object["visible"] as? Bool == true, (object["width"] as? Int ?? 0) > 0,
                  (object["height"] as? Int ?? 0) > 0, let role = object["role"] as? String,
                  let name = object["name"] as? String else { continue }
            names.insert("\(role): \(name)")
        }
        return names
    }

    /// Waits (20 s at most) until what `pid` shows satisfies `condition`.
    private func waitUntilShown(by pid: pid_t, on bus: PrivateSessionBus, file: StaticString = #filePath, line: UInt = #line,
                                _ condition: (Set<String>) -> Bool) throws {
        let deadline = Date().addingTimeInterval(20)
        var seen = Set<String>()
        while Date() < deadline {
            seen = try shownNames(by: pid, on: bus)
            if condition(seen) { return }
            usleep(100_000)
        }
        XCTFail("the window never showed what was asked; it showed \(seen.sorted().prefix(40))", file: file, line: line)
    }
}
