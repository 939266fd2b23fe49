import Gtk
/// A title with an icon, SwiftUI's `Label`: shown as the icon then the title
/// (a `Gtk.Box`, 6 pixels apart, as GNOME's icon-and-label buttons), or only
/// one of them as `labelStyle` says. Shown as its icon alone, a label made
/// with a title string keeps that title as the icon's accessible name and
/// tooltip, so it still says what it is. A title string stays on one line,
/// ellipsized, as in GNOME's icon-and-label buttons: beside an icon, a
/// wrapping `GtkLabel` measures a pixel taller for a width than without one
/// in GTK 4.8, which GTK reports as a critical.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The title as text, when the label was made with a string.
    let titleString: String?
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        titleString = nil
    }

    @MainActor public var body: some View {
        switch style {
        case .iconOnly:
            if let titleString {
                icon.accessibilityLabel(titleString).help(titleString)
            } else {
                icon
            }
        case .titleOnly:
            title
        case .titleAndIcon:
            HStack(spacing: 6) {
                icon
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` and the icon for an SF Symbols name (or an icon name; see `Image(systemName:)`).
    public init(_ title: String, systemImage name: String) {
        self.title = Text(title).lineLimit(1)
        icon = Image(systemName: name)
        titleString = title
    }

    /// A label whose title is a resource a model kept, translated now.
    public init(_ title: LocalizedStringResource, systemImage name: String) {
        self.init(String(localized: title), systemImage: name)
    }

    /// A label of `title` and a picture from the app's resources.
    public init(_ title: String, image resource: String) {
        self.title = Text(title).lineLimit(1)
        icon = Image(resource: resource)
        titleString = title
    }
}

/// How `Label`s below show themselves, SwiftUI's `LabelStyle`: the styles
/// are `.automatic` and `.titleAndIcon` (icon then title), `.iconOnly` and
/// `.titleOnly`. The protocol has no requirement a new type could meet, so
/// only these exist.
public protocol LabelStyle: Sendable {}

public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// What a label style shows, as the environment carries it.
enum LabelStyleKind: Sendable, Equatable {
    case titleAndIcon, iconOnly, titleOnly

    init(_ style: some LabelStyle) {
        switch style {
        case is IconOnlyLabelStyle: self = .iconOnly
        case is TitleOnlyLabelStyle: self = .titleOnly
        default: self = .titleAndIcon
        }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleKind { .titleAndIcon }
}

extension EnvironmentValues {
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// How the `Label`s in this view show themselves.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.labelStyle, LabelStyleKind(style))
    }
}

extension Button where Label == GtkUI.Label<Text, Image> {
    /// A button showing a label; the label's title names it for screen
    /// readers whatever the label style shows (GTK 4.8 does not take a
    /// button's name from what it holds).
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> GtkUI.Label<Text, Image>) {
        let content = label()
        self.init(title: content.titleString, role: role, action: action) { content }
    }
}
