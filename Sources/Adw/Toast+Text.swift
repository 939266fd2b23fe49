import CGtk
import GtkBridge

extension Adw.Toast {
    /// A toast showing `text` as written for `timeout` seconds (0: until
    /// dismissed). With `button`, the toast offers it, and it runs `action`.
    public convenience init(
        text: String, timeout: UInt32, button: (label: String, action: @MainActor () -> Void)? = nil
    ) {
        self.init(title: GtkBridge.Widget.markupEscaped(text))
        self.timeout = timeout
        if let button {
            buttonLabel = button.label
            onButtonClicked { _ in button.action() }
        }
    }

    /// What the toast says, as written: a toast's title is Pango markup in
    /// libadwaita 1.2, so `&` and `<` are escaped to show as themselves.
    public var text: String {
        get { title.map(Self.markupUnescaped) ?? "" }
        set { title = GtkBridge.Widget.markupEscaped(newValue) }
    }

    private static func markupUnescaped(_ markup: String) -> String {
        var text: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(markup, -1, 0, nil, &text, nil, nil) != 0, let text else { return markup }
        defer { g_free(text) }
        return String(cString: text)
    }
}
