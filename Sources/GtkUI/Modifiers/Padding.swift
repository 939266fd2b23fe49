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
/// when it changes, takes back what it added before. A negative inset, as
/// in SwiftUI, gives the content more room than the view takes: GTK has no
/// negative margin, so the graph holds the content in a bin that much
/// smaller (`contentOutsets`), past whose edges it is drawn.
nonisolated public struct Padding: WidgetAttribute, Equatable {
    public let insets: EdgeInsets

    @MainActor public func apply(to widget: Gtk.Widget, previous: Padding?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let new = insets.clamped, old = previous?.insets.clamped ?? EdgeInsets()
        let w = widget
        w.marginTop += Int32(new.top - old.top)
        w.marginBottom += Int32(new.bottom - old.bottom)
        w.marginStart += Int32(new.leading - old.leading)
        w.marginEnd += Int32(new.trailing - old.trailing)
    }

    public var contentOutsets: EdgeInsets? {
        let outsets = EdgeInsets(top: max(0, -insets.top), leading: max(0, -insets.leading),
                                 bottom: max(0, -insets.bottom), trailing: max(0, -insets.trailing))
        return outsets == EdgeInsets() ? nil : outsets
    }
}

extension EdgeInsets {
    /// The insets with the negative ones taken as zero (what margins can show).
    fileprivate var clamped: EdgeInsets {
        EdgeInsets(top: max(0, top), leading: max(0, leading), bottom: max(0, bottom), trailing: max(0, trailing))
    }
}

extension View {
    /// Standard padding (12 px, GNOME's usual spacing) on `edges`, or `length` px.
    nonisolated public func padding(_ edges: Edges = .all, _ length: Double? = nil) -> ModifiedContent<Self, Padding> {
        let value = length ?? 12
        return modifier(Padding(insets: EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    nonisolated public func padding(_ length: Double) -> ModifiedContent<Self, Padding> {
        padding(.all, length)
    }

    nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, Padding> {
        modifier(Padding(insets: insets))
    }
}
