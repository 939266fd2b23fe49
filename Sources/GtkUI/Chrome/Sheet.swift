import Adw
import Gtk

/// Presents content in a modal sheet while `isPresented` is true: an
/// `AdwWindow` transient for the window showing the presenter, with its own
/// header bar (for the sheet's `navigationTitle` and `toolbar` items). Escape,
/// the close button and `dismiss()` all end in a write of `false`; the update
/// that follows closes the window and dismantles its views, then runs
/// `onDismiss` — once, however the sheet went (the presenter leaving the
/// tree included).
///
/// Like libadwaita's dialogs it fits its parent: no wider or taller than the
/// window it covers. It belongs to the same application and sees its
/// parent's `win.` actions (so the app's and the window's shortcuts, Ctrl+Q
/// and Ctrl+? among them, work in it), is named by its title for screen readers, and
/// while its header holds a start item — a Cancel button — that item takes
/// the place of the window's close button.
nonisolated public struct SheetPresenter<Content: View, SheetContent: View>: ContainerRepresentable {
    let main: Content
    @Binding var isPresented: Bool
    let size: (width: Int32, height: Int32)
    let onDismiss: (@MainActor () -> Void)?
    let sheet: SheetContent

    public var content: Content { main }
    /// `main` is the content; `sheet` is hosted by `updateWidget`, so it is
    /// part of the configuration.
    public struct Configuration: Equatable {
        let isPresented: BindingIdentity
        let width: Int32
        let height: Int32
        let sheet: HostedView<SheetContent>
    }

    @MainActor public var configuration: Configuration {
        Configuration(isPresented: $isPresented.identity, width: size.width, height: size.height, sheet: HostedView(sheet))
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: SheetPresenter
        var window: Adw.Window?
        var host: SubtreeHost?
        var header: HeaderBarSync?
        var registry: ChromeRegistry?
        /// The sheet's own edit mode, inactive each time it opens.
        var editMode = EditModeStorage()

        init(parent: SheetPresenter) { self.parent = parent }

        func present(from presenter: Gtk.Widget, owner: ViewNode) {
            let window = Adw.Window()
            self.window = window
            editMode = EditModeStorage()
            window.isModal = true
            var width = parent.size.width, height = parent.size.height
            if let parentWindow = presenter.enclosingWindow {
                window.transientFor = parentWindow
                if parentWindow.width > 0 { width = min(width, Int32(clamping: parentWindow.width)) }
                if parentWindow.height > 0 { height = min(height, Int32(clamping: parentWindow.height)) }
                if let application = parentWindow.application { window.application = application }
                // The parent's window actions ("win.show-help-overlay" and the
                // app's own) answer in the sheet too, so their shortcuts do.
                if let actions = parentWindow.cast(to: Gtk.ApplicationWindow.self) {
                    window.insertActionGroup(name: "win", group: actions)
                }
            }
            window.setDefaultSize(width: width, height: height)
            let header = HeaderBarSync(titleWidget: nil)
            let registry = ChromeRegistry { [weak self] in
                guard let self, let registry = self.registry, let window = self.window else { return }
                let visible = registry.visible
                self.header?.show(visible)
                self.header?.showsWindowButtons = visible.start.isEmpty
                window.title = visible.title ?? ""
            }
            self.header = header
            self.registry = registry
            let host = SubtreeHost(owner: owner, view: parent.sheet) { [weak self] environment in
                environment.chromeRegistry = self?.registry
                environment.chromeScope = AnyHashable(0)
                environment.chromeDepth = 0
                environment.dismiss = DismissAction { [weak self] in self?.parent.isPresented = false }
                environment.editMode = self?.editMode.binding
            }
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.append(header.backdrop)
            box.append(host.widget)
            window.content = box
            window.onCloseRequest { [weak self] _ in
                self?.parent.isPresented = false
                return true   // the update that follows closes it
            }
            let keys = Gtk.EventControllerKey()
            keys.onKeyPressed { [weak self] _, keyval, _, _ in
                guard KeyName.of(keyval) == "Escape" else { return false }
                self?.parent.isPresented = false
                return true
            }
            window.addController(keys)
            self.host = host
            window.present()
        }

        func update() {
            host?.update(parent.sheet)
        }

        func dismiss() {
            guard let window else { return }
            host?.unmount()
            host = nil
            window.destroy()
            self.window = nil
            header = nil
            registry = nil
            parent.onDismiss?()
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box.filling()
    }

    @MainActor public func updateWidget(_ widget: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        if isPresented, coordinator.window == nil {
            coordinator.present(from: widget, owner: context.node)
        } else if isPresented {
            coordinator.update()
        } else if coordinator.window != nil {
            coordinator.dismiss()
        }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        BoxChildren.reconcile(widget, children)
    }

    @MainActor public static func dismantleWidget(_ widget: Gtk.Box, coordinator: Coordinator) {
        coordinator.dismiss()
    }
}

/// Closes the sheet the view is in, or the window it is in: call it as
/// `dismiss()`, as in SwiftUI. Where there is neither (a view not yet in a
/// window), it does nothing, as SwiftUI's does outside a presentation.
public struct DismissAction: Equatable {
    let action: @MainActor () -> Void
    @MainActor public func callAsFunction() { action() }
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { true }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` in a modal sheet while `isPresented` is true, and
    /// runs `onDismiss` once each time it goes.
    nonisolated public func sheet<SheetContent: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, width: Int32 = 480, height: Int32 = 640,
        @ViewBuilder content: () -> SheetContent
    ) -> SheetPresenter<Self, SheetContent> {
        SheetPresenter(main: self, isPresented: isPresented, size: (width, height), onDismiss: onDismiss, sheet: content())
    }
}
