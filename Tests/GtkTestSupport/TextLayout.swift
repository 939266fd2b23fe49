// How Pango laid a label's text out: its lines, its font, whether it was cut
// short or drawn with boxes for want of glyphs. Pango is not in the bindings.

import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

extension Gtk.Label {
    /// How many characters the label draws as boxes, for want of a font with them.
    @MainActor
    public var unknownGlyphCount: Int {
        Int(pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(OpaquePointer(widget))))
    }

    /// Whether the label is cut short with an ellipsis as laid out now.
    @MainActor
    public var isEllipsizedNow: Bool {
        pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(widget))) != 0
    }
}

extension Gtk.Label {
    /// The byte offsets in the text at which the label's lines start, as laid out now.
    @MainActor
    public var lineStartIndices: [Int] {
        var starts: [Int] = []
        var lines = pango_layout_get_lines_readonly(gtk_label_get_layout(OpaquePointer(widget)))
        while let node = lines {
            starts.append(Int(node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index))
            lines = node.pointee.next
        }
        return starts
    }
}

/// The font Pango lays a widget's text out in, as its Pango context describes it.
public struct LaidOutFont: Equatable {
    /// The size in points, or in pixels when `isAbsolute`.
    public let size: Double
    public let isAbsolute: Bool
    /// Pango's weight: 400 regular, 700 bold.
    public let weight: Int
    public let isItalic: Bool
    public let family: String?
}

extension Gtk.Widget {
    /// The font this widget's text is laid out in.
    @MainActor
    public var laidOutFont: LaidOutFont? {
        guard let description = pango_context_get_font_description(gtk_widget_get_pango_context(widget)) else { return nil }
        return LaidOutFont(
            size: Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE),
            isAbsolute: pango_font_description_get_size_is_absolute(description) != 0,
            weight: Int(pango_font_description_get_weight(description).rawValue),
            isItalic: pango_font_description_get_style(description) == PANGO_STYLE_ITALIC,
            family: pango_font_description_get_family(description).map { String(cString: $0) })
    }
}
