import Observation

/// Where a `NavigationLink(destination:)` shows its destination, as the
/// container that owns the place decides: a `NavigationSplitView` shows it in
/// its detail column (one `DestinationSlot`), a `NavigationStack` pushes a
/// page for it (a slot per page). Links find it in the environment.
///
/// A link that showed its destination keeps it current: when the link's
/// view is evaluated again (its landmark changed, say) it hands the new
/// destination over, under the identity it presented with.
@MainActor
public final class NavigationDestinations {
    let present: @MainActor (AnyView, AnyHashable) -> Void
    let refresh: @MainActor (AnyView, AnyHashable) -> Void
    /// The identities of the links whose destinations are shown.
    let shown: @MainActor () -> [AnyHashable]

    init(
        present: @escaping @MainActor (AnyView, AnyHashable) -> Void,
        refresh: @escaping @MainActor (AnyView, AnyHashable) -> Void,
        shown: @escaping @MainActor () -> [AnyHashable]
    ) {
        self.present = present
        self.refresh = refresh
        self.shown = shown
    }

    func isPresented(_ identity: AnyHashable) -> Bool { shown().contains(identity) }

    /// Shows what `slot` holds: a split view's detail.
    convenience init(showingIn slot: DestinationSlot, onPresent: @escaping @MainActor () -> Void) {
        self.init(
            present: { view, identity in
                slot.show(view, from: identity)
                onPresent()
            },
            refresh: { view, identity in slot.refresh(view, from: identity) },
            shown: { slot.destination == nil ? [] : slot.presenter.map { [$0] } ?? [] })
    }
}

/// One place a destination shows in; the view showing it re-runs when it changes.
@MainActor @Observable
final class DestinationSlot {
    private(set) var destination: AnyView?
    /// The identity of the link that showed `destination`.
    @ObservationIgnored private(set) var presenter: AnyHashable?
    /// A count of showings, so that each gets a new identity (and fresh `@State`).
    @ObservationIgnored private(set) var showing = 0

    nonisolated init() {}

    /// Shows `view` for the link `identity`, in place of what was shown.
    func show(_ view: AnyView, from identity: AnyHashable) {
        presenter = identity
        showing += 1
        destination = view
    }

    /// Replaces the destination with `view` if the link `identity` showed it.
    func refresh(_ view: AnyView, from identity: AnyHashable) {
        guard presenter == identity else { return }
        destination = view
    }
}

/// The destination a slot shows, or `placeholder` while it shows none (a
/// split view's detail before anything is chosen).
nonisolated struct PresentedDestination<Placeholder: View>: View {
    let slot: DestinationSlot
    let placeholder: Placeholder

    @MainActor var body: some View {
        if let destination = slot.destination {
            destination.id(slot.showing)
        } else {
            placeholder
        }
    }
}

private struct NavigationDestinationsKey: ObjectEnvironmentKey {
    typealias Object = NavigationDestinations
    static var defaultValue: NavigationDestinations? { nil }
}

/// The list row a link is in, so that a link identifies itself by the
/// element its row shows (rows are rebound to other elements as they scroll).
private struct NavigationLinkRowKey: ObjectEnvironmentKey {
    typealias Object = ListRowIdentity
    static var defaultValue: ListRowIdentity? { nil }
}

/// The element a list row shows now, for the links inside it: one object per
/// row widget, so the row's environment stays the same as the list rebinds
/// the row to other elements (the row's views then compare themselves, and
/// only what changed updates); links read the element when they are built
/// and again when they are used.
@MainActor
final class ListRowIdentity {
    var value: AnyHashable?
    nonisolated init() {}
}

extension EnvironmentValues {
    /// Where a `NavigationLink(destination:)` in this part of the tree shows its destination.
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }

    var navigationLinkRow: ListRowIdentity? {
        get { self[NavigationLinkRowKey.self] }
        set { self[NavigationLinkRowKey.self] = newValue }
    }
}

private struct NavigationDetailSlotKey: ObjectEnvironmentKey {
    typealias Object = DestinationSlot
    static var defaultValue: DestinationSlot? { nil }
}

extension EnvironmentValues {
    /// The split view's detail, for its detail pane to show.
    var navigationDetailSlot: DestinationSlot? {
        get { self[NavigationDetailSlotKey.self] }
        set { self[NavigationDetailSlotKey.self] = newValue }
    }
}
