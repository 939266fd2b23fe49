/// How a `List` looks, as SwiftUI's list styles say it, in GNOME's shapes:
/// `.sidebar` (and `.automatic`) is Adwaita's navigation sidebar, rounded rows
/// on the window's background; `.plain` is rows edge to edge on the view's
/// background with a line between them; `.inset`, `.insetGrouped` and
/// `.grouped` are a boxed list, rows on a card with a line between them, the
/// inset ones with a margin round the card. Set with `.listStyle(_:)` on the
/// list or anything around it; a list that scrolls sideways keeps its own look.
public protocol ListStyle: Sendable {
    /// The style class the list's rows container takes.
    var _styleClass: String { get }
}

public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _styleClass: String { "navigation-sidebar" }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _styleClass: String { "navigation-sidebar" }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _styleClass: String { "plain-list" }
}

public struct InsetListStyle: ListStyle {
    public init() {}
    public var _styleClass: String { "inset-list" }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _styleClass: String { "inset-list" }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _styleClass: String { "grouped-list" }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

private struct ListStyleClassKey: EnvironmentKey {
    static var defaultValue: String { "navigation-sidebar" }
}

extension EnvironmentValues {
    /// The style class of the lists in this part of the tree.
    var listStyleClass: String {
        get { self[ListStyleClassKey.self] }
        set { self[ListStyleClassKey.self] = newValue }
    }
}

extension View {
    /// Sets how the lists in this view look.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.listStyleClass, style._styleClass)
    }
}
