import Adw
import Gtk

/// SwiftUI's `.inspector(isPresented:content:)`: a panel at the window's
/// trailing edge beside the content — an `AdwFlap` with the inspector as its
/// flap. In a wide window it sits beside the content, which narrows; in a
/// narrow one it folds over the content, and a swipe or a click beside it
/// closes it (written back as `false`), as GNOME's side panels do. A window
/// narrowing while it shows closes it too.
nonisolated public struct InspectorPresenter<Content: View, Inspector: View>: ContainerRepresentable {
    let main: Content
    @Binding var isPresented: Bool
    let inspector: Inspector

    public var content: Content { main }

    /// Where the binding is kept, and the inspector, which the presenter hosts itself.
    public struct Configuration: Equatable {
        let isPresented: BindingIdentity
        let inspector: HostedView<Inspector>
    }

    @MainActor public var configuration: Configuration {
        Configuration(isPresented: $isPresented.identity, inspector: HostedView(inspector))
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: InspectorPresenter
        var host: SubtreeHost?
        var revealConnection: SignalConnection?
        let contentBox = Gtk.Box.filling()
        init(parent: InspectorPresenter) { self.parent = parent }

        /// Folded, the flap was opened or closed by a swipe or a click beside
        /// it: the binding follows. Unfolding reveals a flap by itself
        /// (libadwaita's fold policy); then the binding decides.
        func revealChanged(_ flap: Adw.Flap) {
            if flap.isFolded {
                if parent.isPresented != flap.revealFlap { parent.isPresented = flap.revealFlap }
            } else if flap.revealFlap != parent.isPresented {
                let shown = parent.isPresented
                revealConnection?.whileBlocked { flap.revealFlap = shown }
            }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Adw.Flap {
        let coordinator = context.coordinator
        let flap = Adw.Flap()
        flap.flapPosition = .end
        flap.foldPolicy = .auto
        flap.swipeToOpen = false
        flap.swipeToClose = true
        flap.revealFlap = isPresented
        flap.content = coordinator.contentBox
        flap.setExpand(horizontal: true, vertical: true)
        let host = SubtreeHost(owner: context.node, view: inspector)
        let panel = Gtk.Box(orientation: .vertical, spacing: 0)
        panel.addCSSClass("background")
        panel.addCSSClass("inspector")
        panel.widthRequest = 280
        panel.append(host.widget)
        flap.flap = panel
        flap.separator = Gtk.Separator(orientation: .vertical)
        coordinator.host = host
        coordinator.revealConnection = flap.onNotifyRevealFlap { [weak coordinator, weak flap] in
            guard let coordinator, let flap else { return }
            coordinator.revealChanged(flap)
        }
        return flap
    }

    @MainActor public func updateWidget(_ flap: Adw.Flap, context: Context) {
        let coordinator = context.coordinator
        coordinator.host?.update(inspector)
        if flap.revealFlap != isPresented {
            coordinator.revealConnection?.whileBlocked { flap.revealFlap = isPresented }
        }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in flap: Adw.Flap, context: Context) {
        BoxChildren.reconcile(context.coordinator.contentBox, children)
    }

    @MainActor public static func dismantleWidget(_ flap: Adw.Flap, coordinator: Coordinator) {
        coordinator.host?.unmount()
        coordinator.host = nil
    }
}

extension View {
    /// Shows `content` in a panel at the trailing edge while `isPresented` is true.
    nonisolated public func inspector<Inspector: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: () -> Inspector
    ) -> InspectorPresenter<Self, Inspector> {
        InspectorPresenter(main: self, isPresented: isPresented, inspector: content())
    }

    /// The inspector's width: GNOME's panel takes the width its content asks
    /// for, at least `min` (SwiftUI's ideal and maximum have no GTK counterpart).
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, Frame> {
        frame(minWidth: min ?? ideal)
    }
}
