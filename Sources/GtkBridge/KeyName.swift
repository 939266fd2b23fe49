import CGtk

/// GDK's name for the key a `keyval` stands for (`gdk_keyval_name`):
/// "plus", "KP_Add", "Return", "a". Key handlers above GtkBridge match these
/// names, as accelerator strings do, and need no GDK key constants.
public enum KeyName {
    public static func of(_ keyval: UInt32) -> String? {
        gdk_keyval_name(keyval).map { String(cString: $0) }
    }
}
