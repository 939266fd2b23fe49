/// A control that shows something further: with a value, it pushes the value
/// onto the enclosing `NavigationStack`'s path; with a destination view, it
/// shows that view in the enclosing `NavigationSplitView`'s detail column, or
/// pushes it as a page of the enclosing `NavigationStack`.
///
/// Standing alone it is a flat button around its label. As a row of a `List`
/// the row itself is the control: one click or Enter on the row opens it, and
/// the label is what the row shows (`NavigationLinkRow`).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target
    @Environment(\.navigationPush) private var navigationPush
    @Environment(\.navigationDestinations) private var destinations
    @Environment(\.navigationLinkRow) private var row
    /// This link's own identity, when it is not a list row's.
    @State private var anchor = Anchor()

    enum Target {
        case value(AnyHashable?)
        case destination(Destination)
    }

    final class Anchor: Sendable {}

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .destination(destination())
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .destination(destination)
    }

    @MainActor public var body: some View {
        let own = AnyHashable(ObjectIdentifier(anchor))
        if case .destination(let destination) = target {
            destinations?.refresh(AnyView(destination), row?.value ?? own)
        }
        // The row's element when pressed: the row may show another by then.
        let row = self.row
        return Button(action: { open(from: row?.value ?? own, push: navigationPush, destinations: destinations) }) { label }
            .styleClass("flat")
    }

    /// Shows the destination, or pushes the value, through what the
    /// environment the link is in provides.
    @MainActor func open(from identity: AnyHashable, push: NavigationPush?, destinations: NavigationDestinations?) {
        switch target {
        case .value(let value?):
            push?.push(value)
        case .value(nil):
            break
        case .destination(let destination):
            destinations?.present(AnyView(destination), identity)
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; with nil it is shown but opens nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        if let value { self.target = .value(AnyHashable(value)) } else { self.target = .value(nil) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value, label: { Text(title) })
    }
}

/// A `NavigationLink` as a list row: the row shows the label and opens the
/// link when activated, with the row's element as the link's identity.
@MainActor
protocol NavigationLinkRow {
    var rowLabel: AnyView { get }
    func openAsRow(_ identity: AnyHashable, in environment: EnvironmentValues)
    func refreshAsRow(_ identity: AnyHashable, in environment: EnvironmentValues)
}

@MainActor extension NavigationLink: NavigationLinkRow {
    var rowLabel: AnyView { AnyView(label) }

    func openAsRow(_ identity: AnyHashable, in environment: EnvironmentValues) {
        open(from: identity, push: environment.navigationPush, destinations: environment.navigationDestinations)
    }

    func refreshAsRow(_ identity: AnyHashable, in environment: EnvironmentValues) {
        if case .destination(let destination) = target {
            environment.navigationDestinations?.refresh(AnyView(destination), identity)
        }
    }
}

@MainActor extension NavigationLink: PlainTextConvertible {
    var plainText: String? { (label as? PlainTextConvertible)?.plainText }
}
