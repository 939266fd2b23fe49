import CGtk

/// Presents content in a modal sheet while `isPresented` is true: an
/// `AdwWindow` transient for the window showing the presenter, with its own
/// header bar (for the sheet's `navigationTitle` and `toolbar` items). Escape,
/// the close button and `dismiss` all end in a write of `false`; the update
/// that follows closes the window and dismantles its views.
///
/// Like libadwaita's dialogs it fits its parent: no wider or taller than the
/// window it covers. It belongs to the same application and sees its
/// parent's `win.` actions (so the app's and the window's shortcuts, Ctrl+Q
/// and Ctrl+? among them, work in it), is named by its title for screen readers, and
/// while its header holds a start item — a Cancel button — that item takes
/// the place of the window's close button.
public struct SheetPresenter<Content: View, SheetContent: View>: ContainerRepresentable {
    let main: Content
    @Binding var isPresented: Bool
    let size: (width: Int32, height: Int32)
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

    public var configuration: Configuration {
        Configuration(isPresented: $isPresented.identity, width: size.width, height: size.height, sheet: HostedView(sheet))
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: SheetPresenter
        var window: Widget?
        var host: SubtreeHost?
        var header: HeaderBarSync?
        var registry: ChromeRegistry?

        init(parent: SheetPresenter) { self.parent = parent }

        func present(from presenter: Widget, owner: ViewNode) {
            let window = Widget(taking: adw_window_new())
            self.window = window
            let gtkWindow: UnsafeMutablePointer<GtkWindow> = window.pointer()
            gtk_window_set_modal(gtkWindow, 1)
            var width = parent.size.width, height = parent.size.height
            if let root = gtk_widget_get_root(presenter.widget) {
                let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
                let parentWindow = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
                gtk_window_set_transient_for(gtkWindow, parentWindow)
                if gtk_widget_get_width(rootWidget) > 0 { width = min(width, gtk_widget_get_width(rootWidget)) }
                if gtk_widget_get_height(rootWidget) > 0 { height = min(height, gtk_widget_get_height(rootWidget)) }
                if let application = gtk_window_get_application(parentWindow) {
                    gtk_window_set_application(gtkWindow, application)
                }
                // The parent's window actions ("win.show-help-overlay" and the
                // app's own) answer in the sheet too, so their shortcuts do.
                if g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self), g_action_group_get_type()) != 0 {
                    gtk_widget_insert_action_group(window.widget, "win", root)
                }
            }
            gtk_window_set_default_size(gtkWindow, width, height)
            let header = HeaderBarSync(titleWidget: nil)
            let registry = ChromeRegistry { [weak self] in
                guard let self, let registry = self.registry, let window = self.window else { return }
                let visible = registry.visible
                self.header?.show(visible)
                self.header?.showsWindowButtons = visible.start.isEmpty
                gtk_window_set_title(window.pointer(), visible.title ?? "")
            }
            self.header = header
            self.registry = registry
            let host = SubtreeHost(owner: owner, view: parent.sheet) { [weak self] environment in
                environment.chromeRegistry = self?.registry
                environment.chromeScope = AnyHashable(0)
                environment.chromeDepth = 0
                environment.dismiss = DismissAction { [weak self] in self?.parent.isPresented = false }
            }
            let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            box.append(header.headerBar)
            box.append(host.widget)
            withExtendedLifetime(box) { adw_window_set_content(window.pointer(), box.widget) }
            window.connectBoolean("close-request") { [weak self] in
                self?.parent.isPresented = false
                return true   // the update that follows closes it
            }
            let keys = GObjectHandle(adopting: UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
            keys.connectKeyPressed { [weak self] keyval, _ in
                guard Int32(keyval) == GDK_KEY_Escape else { return false }
                self?.parent.isPresented = false
                return true
            }
            window.addController(keys)
            self.host = host
            gtk_window_present(gtkWindow)
        }

        func update() {
            host?.update(parent.sheet)
        }

        func dismiss() {
            host?.unmount()
            host = nil
            if let window { gtk_window_destroy(window.pointer()) }
            window = nil
            header = nil
            registry = nil
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let box = Widget.fillingBox()
        return box
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let coordinator = context.coordinator
        if isPresented, coordinator.window == nil {
            coordinator.present(from: widget, owner: context.node)
        } else if isPresented {
            coordinator.update()
        } else if coordinator.window != nil {
            coordinator.dismiss()
        }
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        BoxChildren.reconcile(widget, children)
    }

    public static func dismantleWidget(_ widget: Widget, coordinator: Coordinator) {
        coordinator.dismiss()
    }
}

/// Closes the sheet (or other presentation) the view is in.
public struct DismissAction: Equatable {
    let action: @MainActor () -> Void
    @MainActor public func callAsFunction() { action() }
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { true }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    public var dismiss: DismissAction? {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` in a modal sheet while `isPresented` is true.
    public func sheet<SheetContent: View>(
        isPresented: Binding<Bool>, width: Int32 = 480, height: Int32 = 640,
        @ViewBuilder content: () -> SheetContent
    ) -> SheetPresenter<Self, SheetContent> {
        SheetPresenter(main: self, isPresented: isPresented, size: (width, height), sheet: content())
    }
}
