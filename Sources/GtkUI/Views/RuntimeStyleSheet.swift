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

    /// `value` with `digits` decimals, as CSS reads numbers: never in
    /// exponent form, whatever its size, and with a point in every locale.
    static func number(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
