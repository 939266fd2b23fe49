// OtherApplication: another program on the same display for the journeys to
// drag to or from — a GTK 4 script of Support/, run with /usr/bin/python3
// (which has PyGObject) — and what it prints, read while the app's main
// loop runs, so a drag between the two can finish.
import Foundation
import GtkTestSupport

final class OtherApplication {
    let process = Process()
    private let output = Pipe()
    private var printed = Data()

    /// Starts `Support/<script>` with `arguments`.
    init(script: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [TestPaths.packageRoot() + "/Tests/JourneyTests/Support/" + script] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// Its lines so far, once one holds `text` (or `seconds` have passed).
    @MainActor func lines(waitingFor text: String, seconds: Double = 20) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        repeat {
            let count = read(output.fileHandleForReading.fileDescriptor, &buffer, buffer.count)
            if count > 0 { printed.append(contentsOf: buffer[0..<count]) }
            if String(decoding: printed, as: UTF8.self).contains(text) { break }
            GtkTest.drain()
            usleep(10_000)
        } while Date() < deadline
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Whether it printed `text` within `seconds`.
    @MainActor func said(_ text: String, seconds: Double = 20) -> Bool {
        lines(waitingFor: text, seconds: seconds).contains { $0.contains(text) }
    }
}
