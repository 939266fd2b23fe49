// GtkUIMacros: the compiler plugin behind GtkUI's `#Preview` and
// `@Previewable`. It is built against the swift-syntax libraries the Swift
// toolchain ships (Package.swift finds them), so nothing is fetched; it runs
// in the compiler, never in an app.
//
// This file is the plugin's conversation with the compiler: each message is
// an 8-byte little-endian length and that many bytes of JSON, on standard
// input and output. The macros themselves are in their own files.
import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin expands, by the type names GtkUI's declarations give.
struct GtkUIMacrosProvider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        let typeName: String
        var description: String { "GtkUIMacros has no macro named \(typeName)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": PreviewMacro.self
        case "PreviewableMacro": PreviewableMacro.self
        default: throw UnknownMacro(typeName: typeName)
        }
    }
}

/// Length-prefixed JSON over standard input and output, as the compiler speaks to an executable plugin.
final class StandardIOConnection: MessageConnection {
    struct Truncated: Error {}

    func sendMessage<Message: Encodable>(_ message: Message) throws {
        let payload = try JSONEncoder().encode(message)
        var length = UInt64(payload.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        try FileHandle.standardOutput.write(contentsOf: header + payload)
    }

    func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
        var length = 0
        // The compiler sometimes sends an empty message; it asks nothing.
        while length == 0 {
            guard let header = try readExactly(8) else { return nil }
            length = Int(UInt64(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
        }
        guard let payload = try readExactly(length) else { throw Truncated() }
        return try JSONDecoder().decode(Message.self, from: payload)
    }

    /// `count` bytes of standard input, or nil at its end before the first.
    private func readExactly(_ count: Int) throws -> Data? {
        var bytes = Data()
        while bytes.count < count {
            guard let part = try FileHandle.standardInput.read(upToCount: count - bytes.count), !part.isEmpty else {
                if bytes.isEmpty { return nil }
                throw Truncated()
            }
            bytes += part
        }
        return bytes
    }
}

try CompilerPluginMessageListener(connection: StandardIOConnection(), provider: GtkUIMacrosProvider()).main()
