import CGtk

/// The arrow keys, from the main block or the keypad, named as Swift values
/// so key handlers above GtkBridge need no GDK key symbols.
public enum ArrowKey: Sendable, Equatable {
    case left, right, up, down

    /// The arrow `keyval` stands for, if it is one.
    public init?(keyval: UInt32) {
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
        default: return nil
        }
    }
}
