import CGtk

/// GDK's name for the key a `keyval` stands for (`gdk_keyval_name`):
/// "plus", "KP_Add", "Return", "a". Key handlers above GtkBridge match these
/// names, as accelerator strings do, and need no GDK key constants.
public enum KeyName {
    public static func of(_ keyval: UInt32) -> String? {
        gdk_keyval_name(keyval).map { String(cString: $0) }
    }

    /// The name of the key that types the Unicode character `scalar`
    /// ("comma" for ",", "a" for "a"); nil when no key does.
    public static func of(unicode scalar: UInt32) -> String? {
        let keyval = gdk_unicode_to_keyval(scalar)
        guard keyval & 0x0100_0000 == 0 else { return nil }   // GDK's "no key, only a code point" marker
        return of(keyval)
    }
}
