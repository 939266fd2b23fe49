import Gtk
import Foundation
import GtkBridge

/// The CSS class that gives a widget's text and symbols a `Color`: one class
/// per colour asked for (`RuntimeStyleSheet`). GTK colours a label or a
/// symbolic icon only through CSS, so this is how `foregroundStyle` reaches
/// them; shapes resolve their colours themselves (`PaintResolver`).
@MainActor
enum ColorStyleSheet {
    private static var unknownNames: Set<String> = []

    /// The class for `color` on `widget`, its rule added when new; nil when
    /// the colour needs none (the text colour itself) or names a colour no
    /// stylesheet defines (logged once).
    static func className(for color: Color, on widget: Gtk.Widget) -> String? {
        guard let (name, value) = rule(for: color, on: widget) else { return nil }
        return RuntimeStyleSheet.declare(name, "color: \(value);")
    }

    /// The class that draws an enclosed symbol's shape (the disc of
    /// `checkmark.circle.fill`) in `color` behind its glyph: a disc, or a
    /// rounded square.
    static func backdropClassName(for color: Color, isSquare: Bool, on widget: Gtk.Widget) -> String? {
        guard let (name, value) = rule(for: color, on: widget) else { return nil }
        return RuntimeStyleSheet.declare(
            (isSquare ? "square-" : "disc-") + name,
            "background-color: \(value); border-radius: \(isSquare ? "22%" : "50%"); padding: 3px;")
    }

    /// What `@name` can refer to in GTK's CSS: letters, digits, `_` and `-`,
    /// not starting with a digit.
    static func isColorName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
            && !(name.first?.isNumber ?? true)
    }

    /// The class name and CSS colour for `color`.
    private static func rule(for color: Color, on widget: Gtk.Widget) -> (String, String)? {
        let permille = Int((color.alpha * 1000).rounded())
        let suffix = permille < 1000 ? "-a\(permille)" : ""
        let alpha = RuntimeStyleSheet.number(Double(permille) / 1000, digits: 3)
        switch color.base {
        case .foreground:
            return permille < 1000 ? ("fg-current\(suffix)", "alpha(currentColor, \(alpha))") : nil
        case .rgb(let red, let green, let blue):
            let components = [red, green, blue].map { Int(($0 * 255).rounded()) }
            let hex = components.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            return ("fg-\(hex)\(suffix)", "rgba(\(components.map(String.init).joined(separator: ", ")), \(alpha))")
        case .named(let name, let fallback):
            if isColorName(name), AssetCatalogColors.color(named: name, on: widget) != nil {
                let value = permille < 1000 ? "alpha(@\(name), \(alpha))" : "@\(name)"
                return ("fg-\(String(name.map { $0 == "_" ? "-" : $0 }))\(suffix)", value)
            }
            if let fallback {
                return rule(for: Color(red: fallback.red, green: fallback.green, blue: fallback.blue, opacity: color.alpha), on: widget)
            }
            if unknownNames.insert(name).inserted {
                Log.message("No stylesheet defines the colour “\(name)”; what uses it keeps the text colour", domain: "GtkUI")
            }
            return nil
        }
    }
}
