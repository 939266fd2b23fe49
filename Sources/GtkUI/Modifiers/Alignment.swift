import CGtk

/// Where content sits inside a larger space: one of the named positions
/// (`.center`, `.topLeading`…). GTK's terms stay inside GtkUI.
public struct Alignment: Sendable, Equatable {
    let horizontal: GtkAlign
    let vertical: GtkAlign

    public static let center = Alignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    public static let leading = Alignment(horizontal: GTK_ALIGN_START, vertical: GTK_ALIGN_CENTER)
    public static let trailing = Alignment(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_CENTER)
    public static let top = Alignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_START)
    public static let bottom = Alignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_END)
    public static let topLeading = Alignment(horizontal: GTK_ALIGN_START, vertical: GTK_ALIGN_START)
    public static let topTrailing = Alignment(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_START)
    public static let bottomLeading = Alignment(horizontal: GTK_ALIGN_START, vertical: GTK_ALIGN_END)
    public static let bottomTrailing = Alignment(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_END)
}

/// Alignment across a vertical stack.
public enum HorizontalAlignment: Sendable, Equatable {
    case leading, center, trailing
    var gtk: GtkAlign {
        switch self {
        case .leading: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        }
    }
}

/// Alignment across a horizontal stack.
public enum VerticalAlignment: Sendable, Equatable {
    case top, center, bottom
    var gtk: GtkAlign {
        switch self {
        case .top: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .bottom: GTK_ALIGN_END
        }
    }
}
