import Foundation

/// A value kept in the app's own settings file, read by every view that
/// names its key and written the moment it changes: SwiftUI's `UserDefaults`
/// property on GNOME. Views (and commands) reading it update when any of
/// them writes it.
///
/// The file is a GLib key file, `app-storage.ini` in the application's
/// folder of `$XDG_CONFIG_HOME` (see AppStorageStore); values are written as
/// text, so the file can be read and edited by hand. A value that does not
/// parse as the property's type reads as the default.
@propertyWrapper
@MainActor
public struct AppStorage<Value> {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> String?
    let decode: (String) -> Value?

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> String?, decode: @escaping (String) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.encode = encode
        self.decode = decode
    }

    public var wrappedValue: Value {
        get { AppStorageStore.shared.string(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set { AppStorageStore.shared.set(encode(newValue), forKey: key) }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(
            get: { storage.wrappedValue },
            set: { storage.wrappedValue = $0 },
            location: AnyHashable(AppStorageLocation(key: key)))
    }
}

/// Where an `@AppStorage` binding points: its key.
struct AppStorageLocation: Hashable {
    let key: String
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 ? "true" : "false" },
                  decode: { $0 == "true" ? true : $0 == "false" ? false : nil })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { String($0) }, decode: { Int($0) })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { "\($0)" }, decode: { Double($0) })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 })
    }
}

extension AppStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.absoluteString }, decode: { URL(string: $0) })
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.base64EncodedString() },
                  decode: { Data(base64Encoded: $0) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { Value(rawValue: $0) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, encode: { String($0.rawValue) },
                  decode: { Int($0).flatMap(Value.init(rawValue:)) })
    }
}

extension AppStorage where Value == String? {
    /// An optional string: nil until one is written, and writing nil removes the key.
    public init(_ key: String) {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 })
    }
}
