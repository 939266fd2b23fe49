import Foundation
import Glibc
import GtkTestSupport
import XCTest

@testable import Landmarks

/// A session bus of the test's own (`dbus-daemon --session`), with the
/// app's D-Bus service file installed in a throwaway data folder, as
/// `meson install` installs it: calling the app's name starts the built
/// `landmarks --gapplication-service`, as the desktop would. The daemon and
/// what it started end with the test.
final class PrivateSessionBus: TestFixture {
    let root: URL
    let address: String
    private let daemon = Process()
    private let connection: BusConnection

    /// `environment` is added to what the started app sees (a locale, a
    /// catalogue); `savedState` is the app's saved state when it starts.
    init(appArguments: [String] = [], environment: [String: String] = [:], savedState: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-bus-\(UUID().uuidString)")
        let services = root.appendingPathComponent("data/dbus-1/services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        if let savedState {
            let folder = root.appendingPathComponent("data/\(AppInfo.id)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try savedState.write(to: folder.appendingPathComponent("state.json"), atomically: true, encoding: .utf8)
        }
        let exec = ([SpawnedApp.executable.path] + appArguments + ["--gapplication-service"]).joined(separator: " ")
        try "[D-BUS Service]\nName=\(AppInfo.id)\nExec=\(exec)\n"
            .write(to: services.appendingPathComponent("\(AppInfo.id).service"), atomically: true, encoding: .utf8)
        address = "unix:path=\(root.path)/bus"
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--address=\(address)"]
        // The daemon hands its environment to what it starts.
        daemon.environment = ProcessInfo.processInfo.environment.merging([
            "HOME": root.appendingPathComponent("home").path,
            "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "DBUS_SESSION_BUS_ADDRESS": address,
        ]) { $1 }.merging(environment) { $1 }
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        // The daemon makes its socket once it runs; the connection waits for it.
        connection = try XCTUnwrap(BusConnection(address: address), "the private bus took no connection")
        TestFixtures.made(self)
    }

    /// The reply of `method` on the app's search provider, as GLib prints it
    /// ("(['1001'],)"), or the D-Bus error's message.
    func callSearchProvider(_ method: String, _ arguments: String) -> Result<String, BusCallError> {
        call(path: ShellSearchProvider.objectPath(for: AppInfo.id),
             method: "\(ShellSearchProvider.interfaceName).\(method)", arguments: arguments)
    }

    /// The reply of `method` ("interface.Method") at `path` of `destination`,
    /// as GLib prints it, or the D-Bus error's message.
    func call(path: String, method: String, arguments: String, destination: String = AppInfo.id,
              timeout: Int32 = 30_000) -> Result<String, BusCallError> {
        connection.call(destination: destination, path: path, method: method, arguments: arguments, timeout: timeout)
    }

    /// The process that owns the app's name on this bus, once it does.
    func appProcessID() -> pid_t? {
        let owner = call(path: "/org/freedesktop/DBus", method: "org.freedesktop.DBus.GetConnectionUnixProcessID",
                         arguments: "('\(AppInfo.id)',)", destination: "org.freedesktop.DBus", timeout: 5_000)
        guard case .success(let printed) = owner else { return nil }
        return pid_t(printed.replacingOccurrences(of: "uint32 ", with: "").filter(\.isNumber))
    }

    func tearDown() {
        TestFixtures.tornDown(self)
        if let pid = appProcessID() {
            kill(pid, SIGTERM)
            for _ in 0..<250 where kill(pid, 0) == 0 { usleep(20_000) }
        }
        daemon.terminate()
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: root)
    }
}

typealias BusCallError = BusConnection.CallError
