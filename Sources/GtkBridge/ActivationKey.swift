import CGtk

/// The keys that activate what has the focus, as GTK's buttons take them:
/// Enter (main, keypad, ISO) and Space (main, keypad).
public enum ActivationKey {
    public static func matches(_ keyval: UInt32) -> Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space].contains(Int32(keyval))
    }
}
