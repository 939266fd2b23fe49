import GtkBridge

/// Style classes made while the app runs, for what the stylesheets cannot
/// know ahead: a colour given as components, a corner radius, a font size.
/// Each class is added once, with its rule, to one sheet of GtkUI's own
/// (below the application's, like `BaseStyle`), and kept for the life of the
/// process; a widget then takes the class, as every other modifier's.
@MainActor
enum RuntimeStyleSheet {
    private static var sheet: ReplaceableStyleSheet?
    private static var declared: Set<String> = []
    private static var css = ""

    /// `name` as a class whose rule is `declarations`, added the first time.
    /// A name stands for one rule: callers derive it from what the rule sets.
    static func declare(_ name: String, _ declarations: String) -> String {
        guard declared.insert(name).inserted else { return name }
        css += ".\(name) { \(declarations) }\n"
        if sheet == nil { sheet = ReplaceableStyleSheet(priority: StyleSheet.belowApplication) }
        sheet?.load(css)
        return name
    }
}
