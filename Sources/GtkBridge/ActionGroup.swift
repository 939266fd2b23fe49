import CGtk

/// A `GSimpleActionGroup`: actions a widget inserts under a prefix of its
/// own (`menu.item-1`), for a menu that belongs to one widget rather than
/// to the application.
@MainActor
public final class ActionGroup: GObjectHandle {
    private var actions: [String: Action] = [:]

    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()!))
    }

    /// The action `name`, made (a plain action, or an on/off one when
    /// `isToggle`) the first time or when its kind changed; `handler` gets
    /// the new state for an on/off action and `false` otherwise. The
    /// handler given when the action was made is the one that runs.
    public func action(named name: String, isToggle: Bool, _ handler: @escaping @MainActor (Bool) -> Void) -> Action {
        if let existing = actions[name], existing.hasState == isToggle { return existing }
        let action = isToggle ? Action(name: name, isOn: false, handler) : Action(name: name) { handler(false) }
        actions[name] = action
        g_action_map_add_action(opaque, action.opaque)
        return action
    }

    /// Removes every action whose name is not in `names`.
    public func removeAll(except names: Set<String>) {
        for name in actions.keys where !names.contains(name) {
            g_action_map_remove_action(opaque, name)
            actions[name] = nil
        }
    }
}
