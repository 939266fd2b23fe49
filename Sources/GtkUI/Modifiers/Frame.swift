import Gtk

/// Sizes as GTK understands them: a fixed or minimum size becomes the size
/// request; an infinite maximum makes the widget expand and fill that axis,
/// and a fixed size keeps it from expanding (as in SwiftUI, a fixed frame
/// never takes a share of the space left over, though what it holds would).
/// A text given a fixed width is that wide, as in SwiftUI: its natural width
/// no longer follows its text (`max-width-chars` 0), so a long word is
/// ellipsized or wrapped within the width instead of widening what holds it.
public struct Frame: WidgetAttribute, Equatable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var minHeight: Double?
    public var maxWidth: Double?
    public var maxHeight: Double?
    public var alignment: Alignment?

    public func apply(to widget: Widget, previous: Frame?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let requestWidth = width ?? minWidth
        let requestHeight = height ?? minHeight
        widget.setSizeRequest(width: requestWidth.map { Int32($0) } ?? -1, height: requestHeight.map { Int32($0) } ?? -1)
        if let label = widget.typed(as: Gtk.Label.self) {
            label.maxWidthChars = width == nil ? -1 : 0
        }
        let typed = widget.typed
        if maxWidth == .infinity {
            typed.hexpand = true
            typed.halign = .fill
        } else if width != nil {
            typed.hexpand = false
            typed.halign = alignment?.horizontal ?? .center
        }
        if maxHeight == .infinity {
            typed.vexpand = true
            typed.valign = .fill
        } else if height != nil {
            typed.vexpand = false
            typed.valign = alignment?.vertical ?? .center
        }
    }
}

extension View {
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment? = nil) -> ModifiedContent<Self, Frame> {
        modifier(Frame(width: width, height: height, alignment: alignment))
    }

    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment? = nil
    ) -> ModifiedContent<Self, Frame> {
        modifier(Frame(minWidth: minWidth, minHeight: minHeight, maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment))
    }
}
