import Gtk

/// Where content sits inside a larger space: one of the named positions
/// (`.center`, `.topLeading`…). GTK's terms stay inside GtkUI.
public struct Alignment: Sendable, Equatable {
    let horizontal: Gtk.Align
    let vertical: Gtk.Align

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .start, vertical: .center)
    public static let trailing = Alignment(horizontal: .end, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .start)
    public static let bottom = Alignment(horizontal: .center, vertical: .end)
    public static let topLeading = Alignment(horizontal: .start, vertical: .start)
    public static let topTrailing = Alignment(horizontal: .end, vertical: .start)
    public static let bottomLeading = Alignment(horizontal: .start, vertical: .end)
    public static let bottomTrailing = Alignment(horizontal: .end, vertical: .end)
}

/// Alignment across a vertical stack.
public enum HorizontalAlignment: Sendable, Equatable {
    case leading, center, trailing
    var gtk: Gtk.Align {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}

/// Alignment across a horizontal stack.
public enum VerticalAlignment: Sendable, Equatable {
    case top, center, bottom
    var gtk: Gtk.Align {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }
}
