import Adw
import Gtk

/// The pages a `NavigationLink(destination:)` pushes onto a stack: each shows
/// its link's view (kept current by the link), sits above the path's pages,
/// and goes with Back, the swipe or a change to the path, sliding out before
/// it is taken down, as the path's pages do.
extension NavigationStack.Coordinator {
    /// A page for a link's destination.
    struct LinkPage {
        let identity: AnyHashable
        let slot: DestinationSlot
        let host: SubtreeHost
        let depth: Int
    }

    /// How deep the page on top is: the path's pages and the link pages above them.
    var depth: Int { parent.pathBinding.wrappedValue.count + linkPages.count }

    func pushLinkPage(_ view: AnyView, from identity: AnyHashable) {
        let depth = self.depth + 1
        rememberFocus(beforePushing: depth)
        let slot = DestinationSlot()
        slot.show(view, from: identity)
        let host = SubtreeHost(owner: owner, view: PresentedDestination(slot: slot, placeholder: EmptyView())) { [weak self] environment in
            environment.chromeDepth = depth
            self?.pageEnvironment(&environment)
        }
        linkPages.append(LinkPage(identity: identity, slot: slot, host: host, depth: depth))
        if focusBeforePush[depth] != nil { PageFocusLanding.release(from: leaflet) }
        visibleConnection?.whileBlocked {
            leaflet.append(host.widget)
            showTopPage()
        }
        landFocus(pushedAt: depth)
        offerBack()
    }

    func refreshLinkPages(_ view: AnyView, from identity: AnyHashable) {
        for page in linkPages where page.identity == identity { page.slot.refresh(view, from: identity) }
    }

    /// Goes back to the link page at `count` (0: the path's top page).
    func popLinkPages(keeping count: Int) {
        guard count < linkPages.count else { return }
        retiredLinkPages += linkPages[count...]
        linkPages.removeSubrange(count...)
        visibleConnection?.whileBlocked { showTopPage() }
        restoreFocus(poppingTo: depth)
        offerBack()
        removeHiddenPages()
    }

    /// Takes every link page away at once (the path changed under them).
    func retireAllLinkPages() {
        retiredLinkPages += linkPages
        linkPages = []
    }

    func removeRetiredLinkPages() {
        for page in retiredLinkPages {
            leaflet.remove(page.host.widget)
            page.host.unmount()
            // A page pushed since may have its chrome at the same depth.
            if page.depth > depth { registry?.removeLayer(scope: scope, depth: page.depth) }
        }
        retiredLinkPages = []
    }

    /// Shows the top link page, else the path's top page, else the root.
    func showTopPage() {
        let target: Gtk.Widget
        if let top = linkPages.last {
            target = top.host.widget
        } else if let top = parent.pathBinding.wrappedValue.isEmpty ? nil : pages[safe: parent.pathBinding.wrappedValue.count - 1] {
            target = top.host.widget
        } else {
            target = rootPage
        }
        if leaflet.visibleChild != target { leaflet.visibleChild = target }
        hideCoveredPages(showing: target)
    }

    /// The header bar's back button, for as deep as the stack is.
    func offerBack() {
        var back: (@MainActor () -> Void)?
        if depth > 0 { back = { [weak self] in self?.pop() } }
        registry?.setBack(scope: scope, depth: depth, action: back)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
