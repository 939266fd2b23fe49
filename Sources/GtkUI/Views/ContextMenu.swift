import Gtk
import GtkBridge

/// SwiftUI's `.contextMenu { }` on any view, opened as GNOME opens one: a
/// secondary click or a long press on the view, or the Menu key or
/// Shift+F10 while the focus is in it, shows a `GtkPopoverMenu` of the
/// menu's buttons, toggles and dividers (read as `Menu` reads them, when it
/// opens, so an entry runs the closure read last). The focus goes back where
/// it was when the menu closes. An empty menu opens nothing.
nonisolated public struct ContextMenuContainer<Content: View, MenuItems: View>: ContainerRepresentable {
    public let content: Content
    let menuItems: MenuItems

    @MainActor
    public final class Coordinator {
        let actions = MenuActions(prefix: "context")
        var popover: Gtk.PopoverMenu?
        var entries: () -> [MenuEntry] = { [] }
        weak var box: Gtk.Box?
        /// Where the focus was when the menu opened.
        var focusBefore: Gtk.Widget?

        /// Opens the menu at `point` of the box, or under it from the keyboard.
        func open(at point: (x: Double, y: Double)?) -> Bool {
            guard let box else { return false }
            let entries = entries()
            guard !entries.isEmpty, let popover = self.popover ?? makePopover() else { return false }
            if let model = actions.install(entries) { popover.menuModel = model }
            focusBefore = box.enclosingWindow?.focus
            if let point {
                box.popUp(popover, pointingAt: point.x, point.y, width: 1, height: 1)
            } else {
                box.popUp(popover, pointingAt: 0, 0, width: Double(box.width), height: Double(box.height))
            }
            return true
        }

        private func makePopover() -> Gtk.PopoverMenu? {
            guard let box else { return nil }
            let popover = ContextMenuInput.makePopover(actions: actions, owner: box) { [weak self] in
                if let focus = self?.focusBefore, focus.isMapped { _ = focus.grabFocus() }
                self?.focusBefore = nil
            }
            self.popover = popover
            return popover
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        let coordinator = context.coordinator
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        coordinator.box = box
        ContextMenuInput.installPointer(on: box) { [weak coordinator] x, y in coordinator?.open(at: (x, y)) ?? false }
        let keys = Gtk.EventControllerKey()
        keys.onKeyPressed { [weak coordinator] _, keyval, _, state in
            guard ContextMenuInput.isMenuKey(keyval, state: state) else { return false }
            return coordinator?.open(at: nil) ?? false
        }
        box.addController(keys)
        return box
    }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {
        let menuItems = self.menuItems, environment = context.environment
        context.coordinator.entries = { MenuEntries.read(menuItems, environment: environment) }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        box.hold(children)
    }

    @MainActor public static func dismantleWidget(_ box: Gtk.Box, coordinator: Coordinator) {
        if let popover = coordinator.popover { box.dropPopover(popover) }
    }
}

extension View {
    /// A menu of `menuItems` that a secondary click, a long press, or the
    /// Menu key (Shift+F10) on this view opens.
    nonisolated public func contextMenu<MenuItems: View>(
        @ViewBuilder menuItems: () -> MenuItems
    ) -> ContextMenuContainer<Self, MenuItems> {
        ContextMenuContainer(content: self, menuItems: menuItems())
    }
}
