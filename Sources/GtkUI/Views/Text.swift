import Gtk

/// A run of text: a `Gtk.Label` that wraps at word boundaries (in Korean too:
/// see `WordKeepingBreaks`). Style it with
/// `font`, `bold` and `foregroundStyle`, which map onto libadwaita's classes.
nonisolated public struct Text: WidgetRepresentable, Equatable {
    let content: String
    var lineLimit: Int?

    /// A literal, translated: its words are a message id in the app's
    /// gettext domain, or in `tableName` (see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self.content = key.resolved(table: tableName)
    }

    /// A resource a model kept, translated now.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.content = String(localized: resource)
    }

    /// A string shown as it is (a name, a value the app made).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    @MainActor public func makeWidget(context: Context) -> Gtk.Label {
        let label = Gtk.Label(nil)
        label.wrap = true
        label.wrapMode = .wordChar
        label.xalign = context.environment.textAlignment.xalign
        return label
    }

    @MainActor public func updateWidget(_ label: Gtk.Label, context: Context) {
        if label.label != content { label.label = content }
        label.xalign = context.environment.textAlignment.xalign
        label.justify = context.environment.textAlignment.justification
        let selectable = context.environment.textSelectability.allowsSelection
        if label.isSelectable != selectable { label.isSelectable = selectable }
        if let lineLimit {
            // One line needs no wrapping: the label is then measured once,
            // not once per width its container tries.
            label.wrap = lineLimit != 1
            label.lines = Int32(lineLimit)
            label.ellipsize = .end
        } else {
            label.wrap = true
            label.lines = -1
            label.ellipsize = .none
        }
        // GtkLabel finds a wrapping label's minimum width by laying its text
        // out at width 0 — one character per line with word-and-character
        // wrapping, which for a paragraph is most of a frame's time. A
        // paragraph is instead measured at a minimum of `paragraphMinimumChars`
        // characters; short texts keep their own width.
        let isParagraph = lineLimit != 1 && content.utf8.count > Self.paragraphBytes
        label.widthChars = isParagraph ? Self.paragraphMinimumChars : -1
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

    var justification: Gtk.Justification {
        switch self {
        case .leading: .left
        case .center: .center
        case .trailing: .right
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
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentWriter<Self> {
        environment(\.textAlignment, alignment)
    }
}
