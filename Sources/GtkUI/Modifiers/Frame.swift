import CGtk

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
        if cgtk_is_label(widget.widget) != 0 {
            gtk_label_set_max_width_chars(widget.opaque, width == nil ? -1 : 0)
        }
        if maxWidth == .infinity {
            widget.setExpand(horizontal: true)
            widget.setAlignment(horizontal: GTK_ALIGN_FILL)
        } else if width != nil {
            widget.setExpand(horizontal: false)
            widget.setAlignment(horizontal: alignment?.horizontal ?? GTK_ALIGN_CENTER)
        }
        if maxHeight == .infinity {
            widget.setExpand(vertical: true)
            widget.setAlignment(vertical: GTK_ALIGN_FILL)
        } else if height != nil {
            widget.setExpand(vertical: false)
            widget.setAlignment(vertical: alignment?.vertical ?? GTK_ALIGN_CENTER)
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
