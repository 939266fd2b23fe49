import Gtk

/// Insets on each edge, in logical pixels.
public struct EdgeInsets: Sendable, Equatable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Which edges a padding applies to.
public struct Edges: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// Padding as GTK margins. Paddings add up: each one adds its own insets and,
/// when it changes, takes back what it added before.
public struct Padding: WidgetAttribute, Equatable {
    public let insets: EdgeInsets

    public func apply(to widget: Widget, previous: Padding?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let old = previous?.insets ?? EdgeInsets()
        let w = widget.typed
        w.marginTop += Int32(insets.top - old.top)
        w.marginBottom += Int32(insets.bottom - old.bottom)
        w.marginStart += Int32(insets.leading - old.leading)
        w.marginEnd += Int32(insets.trailing - old.trailing)
    }
}

extension View {
    /// Standard padding (12 px, GNOME's usual spacing) on `edges`, or `length` px.
    public func padding(_ edges: Edges = .all, _ length: Double? = nil) -> ModifiedContent<Self, Padding> {
        let value = length ?? 12
        return modifier(Padding(insets: EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    public func padding(_ length: Double) -> ModifiedContent<Self, Padding> {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, Padding> {
        modifier(Padding(insets: insets))
    }
}
