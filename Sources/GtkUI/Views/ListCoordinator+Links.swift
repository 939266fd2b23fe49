/// Rows that are `NavigationLink`s, as in SwiftUI's sidebars: the row shows
/// the link's label and is itself the control (one click, Enter, a screen
/// reader's activate action open the link), and the row whose link shows its
/// destination is drawn selected. A row is identified to its link by the
/// list and the element it shows, never by the row widget, which is rebound
/// to other elements as the list scrolls.
extension ListCoordinator {
    /// What a row hosts: a link's label when the row is a link, else the row
    /// view, with the row's `identity` (now telling `index`'s element) in its
    /// environment for links inside it; and whether the view sets the row's
    /// insets (`listRowInsets`).
    func hostedRow(at index: Int, identity: ListRowIdentity, hostedID: ID?) -> (view: some View, setsInsets: Bool) {
        let view = parent.row(element(at: index))
        identity.value = linkIdentity(at: index)
        // Only a list that may hold links looks for one: this runs for every row bound.
        let content = (parent.linkRows ? ListLinks.link(in: view)?.rowLabel : nil) ?? AnyView(view)
        // Identified by its element (`hostedID`): a row holding state that is
        // bound to another element is a new view there, its state new.
        return (content.environment(\.navigationLinkRow, identity).id(hostedID), ListRowInsets.requested(by: view) != nil)
    }

    /// The link the row at `index` is, if it is one.
    func link(at index: Int) -> NavigationLinkRow? {
        guard parent.linkRows, index >= 0, index < parent.data.count else { return nil }
        return ListLinks.link(in: parent.row(element(at: index)))
    }

    func openLink(at index: Int) {
        guard let link = link(at: index), let identity = linkIdentity(at: index) else { return }
        link.openAsRow(identity, in: owner.environment)
        placed.forEach(showSelection(of:))
    }

    /// Whether the row at `index` is the link whose destination is shown.
    func showsLinkDestination(at index: Int) -> Bool {
        guard let identity = linkIdentity(at: index), let destinations = owner.environment.navigationDestinations else { return false }
        return destinations.isPresented(identity)
    }

    /// Hands each link whose destination is shown, if it is one of these
    /// rows, its element's newest destination.
    func refreshPresentedLink() {
        guard parent.linkRows, let destinations = owner.environment.navigationDestinations else { return }
        for case let shown as ListLinks.Identity in destinations.shown().map(\.base) where shown.list == ObjectIdentifier(self) {
            guard let offset = parent.data.firstIndex(where: { AnyHashable(parent.id($0)) == shown.row }) else { continue }
            let index = parent.data.distance(from: parent.data.startIndex, to: offset)
            link(at: index)?.refreshAsRow(AnyHashable(shown), in: owner.environment)
        }
    }

    private func linkIdentity(at index: Int) -> AnyHashable? {
        id(at: index).map { AnyHashable(ListLinks.Identity(list: ObjectIdentifier(self), row: AnyHashable($0))) }
    }
}

enum ListLinks {
    /// A link's identity as a row: which list, which element.
    struct Identity: Hashable {
        let list: ObjectIdentifier
        let row: AnyHashable
    }

    /// The link `view` is, looking through type erasure.
    @MainActor
    static func link(in view: Any) -> NavigationLinkRow? {
        if let link = view as? NavigationLinkRow { return link }
        if let erased = view as? AnyView { return link(in: erased.view) }
        return nil
    }
}
