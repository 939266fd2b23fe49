import CGtk

/// A run of text: a `GtkLabel` that wraps at word boundaries (in Korean too:
/// see `WordKeepingBreaks`). Style it with
/// `font`, `bold` and `foregroundStyle`, which map onto libadwaita's classes.
public struct Text: WidgetRepresentable, Equatable {
    let content: String
    var lineLimit: Int?

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public func makeWidget(context: Context) -> Widget {
        let label = Widget(taking: gtk_label_new(nil))
        gtk_label_set_wrap(label.opaque, 1)
        gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(label.opaque, context.environment.textAlignment.xalign)
        return label
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let label = widget.opaque
        if String(cString: gtk_label_get_label(label)) != content { gtk_label_set_label(label, content) }
        gtk_label_set_xalign(label, context.environment.textAlignment.xalign)
        gtk_label_set_justify(label, context.environment.textAlignment.justification)
        if let lineLimit {
            // One line needs no wrapping: the label is then measured once,
            // not once per width its container tries.
            gtk_label_set_wrap(label, lineLimit == 1 ? 0 : 1)
            gtk_label_set_lines(label, Int32(lineLimit))
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        } else {
            gtk_label_set_wrap(label, 1)
            gtk_label_set_lines(label, -1)
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
        }
        // GtkLabel finds a wrapping label's minimum width by laying its text
        // out at width 0 — one character per line with word-and-character
        // wrapping, which for a paragraph is most of a frame's time. A
        // paragraph is instead measured at a minimum of `paragraphMinimumChars`
        // characters; short texts keep their own width.
        let isParagraph = lineLimit != 1 && content.utf8.count > Self.paragraphBytes
        gtk_label_set_width_chars(label, isParagraph ? Self.paragraphMinimumChars : -1)
        WordKeepingBreaks.apply(to: label, text: content, wraps: lineLimit != 1)
    }

    /// Texts longer than this (in UTF-8 bytes) are measured as paragraphs.
    static let paragraphBytes = 120
    /// A paragraph's minimum width, in average characters.
    static let paragraphMinimumChars: Int32 = 16

    /// At most `count` lines, ellipsized after.
    public func lineLimit(_ count: Int?) -> Text {
        var copy = self
        copy.lineLimit = count
        return copy
    }
}

/// How lines of text align.
public enum TextAlignment: Sendable, Equatable {
    case leading, center, trailing

    var xalign: Float {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    var justification: GtkJustification {
        switch self {
        case .leading: GTK_JUSTIFY_LEFT
        case .center: GTK_JUSTIFY_CENTER
        case .trailing: GTK_JUSTIFY_RIGHT
        }
    }
}

private struct TextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
    public var textAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
}

extension View {
    public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentWriter<Self> {
        environment(\.textAlignment, alignment)
    }
}
