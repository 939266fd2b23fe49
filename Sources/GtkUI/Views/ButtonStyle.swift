/// How the buttons in a part of the tree look, SwiftUI's `.buttonStyle(_:)`,
/// in libadwaita's button classes: `.bordered` (and `.automatic`) the
/// standard raised button; `.borderless` and `.plain` a flat one, drawn only
/// when hovered or pressed (`.plain` also drops the flat button's padding, for
/// a card that is itself the button); `.borderedProminent` the suggested
/// action's accent colour; `.glass` and `.glassProminent` libadwaita's `osd`
/// look, the translucent dark surface GNOME puts over pictures and video
/// (its nearest to Liquid Glass; see docs/Architecture.md §4).
public struct ButtonStyle: Equatable, Sendable {
    let styleClasses: [String]

    public static let automatic = ButtonStyle(styleClasses: [])
    public static let bordered = ButtonStyle(styleClasses: [])
    public static let borderless = ButtonStyle(styleClasses: ["flat"])
    public static let plain = ButtonStyle(styleClasses: ["flat", "plain-button"])
    public static let borderedProminent = ButtonStyle(styleClasses: ["suggested-action"])
    public static let glass = ButtonStyle(styleClasses: ["osd"])
    public static let glassProminent = ButtonStyle(styleClasses: ["osd", "suggested-action"])
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = ButtonStyle.automatic
}

extension EnvironmentValues {
    /// How the buttons in this part of the tree look.
    public var buttonStyle: ButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons in this view look (links included: a link is a button).
    nonisolated public func buttonStyle(_ style: ButtonStyle) -> EnvironmentWriter<Self> {
        environment(\.buttonStyle, style)
    }
}
