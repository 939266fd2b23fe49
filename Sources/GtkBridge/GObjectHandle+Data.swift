import CGtk

/// Swift values kept on a GObject under a key (`g_object_set_data_full`):
/// the object holds a strong reference and lets it go when the key is set
/// again or the object is finalized. For facts a widget carries for its
/// container (a tab's title and value), not for state a view owns.
@MainActor
extension GObjectHandle {
    public func setAttached(_ value: AnyObject?, forKey key: String) {
        guard let value else {
            g_object_set_data(object, key, nil)
            return
        }
        g_object_set_data_full(object, key, Unmanaged.passRetained(value).toOpaque()) {
            Unmanaged<AnyObject>.fromOpaque($0!).release()
        }
    }

    public func attached(forKey key: String) -> AnyObject? {
        g_object_get_data(object, key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }
}
