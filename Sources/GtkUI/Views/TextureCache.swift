import GtkBridge

/// Decoded images from the app's resource bundle, kept for reuse.
///
/// A path that no registered bundle holds gives `nil` and one log line, never a
/// crash (`gdk_texture_new_from_resource` aborts on a bad path, so the path is
/// checked first). Decoding happens on the main thread, on first use.
@MainActor
public enum TextureCache {
    private static var textures: [String: GObjectHandle] = [:]
    private static var reportedMissing = Set<String>()
    /// How many images were decoded, for benchmarks.
    public private(set) static var decodeCount = 0

    /// The texture for an image file, or `nil` (logged once) when it is
    /// missing or not an image.
    public static func texture(file path: String) -> GObjectHandle? {
        let key = "file:" + path
        if let texture = textures[key] { return texture }
        let texture: GObjectHandle
        switch PictureDecoding.texture(file: path) {
        case .success(let read): texture = read
        case .failure(let reason):
            report("Image \(path) could not be loaded: \(reason)", key: key)
            return nil
        }
        decodeCount += 1
        textures[key] = texture
        return texture
    }

    /// Logs `message` about the picture `key`, once per run.
    static func report(_ message: String, key: String) {
        guard reportedMissing.insert(key).inserted else { return }
        Log.message(message, domain: "GtkUI")
    }

    /// Logs that `key` (a resource path or `file:` path) is missing, once per run.
    static func reportMissing(_ key: String) {
        guard reportedMissing.insert(key).inserted else { return }
        Log.message("Image not found: \(key)", domain: "GtkUI")
    }

    /// The texture for `resourcePath`, or `nil` when it is missing or unreadable.
    public static func texture(resource resourcePath: String) -> GObjectHandle? {
        if let texture = textures[resourcePath] { return texture }
        guard ResourceBundle.exists(resourcePath) else {
            report("Image not found in resources: \(resourcePath)", key: resourcePath)
            return nil
        }
        guard let texture = PictureDecoding.texture(resource: resourcePath) else { return nil }
        decodeCount += 1
        textures[resourcePath] = texture
        return texture
    }
}
