import CGtk
import GtkUI

/// A star that marks a landmark as a favorite: filled yellow when set, an
/// outline when not. It is a `GtkToggleButton`, so assistive technologies hear
/// "Toggle Favorite, toggle button, pressed"; its Coordinator turns
/// `notify::active` into a binding write, and `updateWidget` sets the state with
/// that handler blocked.
struct FavoriteButton: WidgetRepresentable {
    @Binding var isSet: Bool

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeWidget(context: Context) -> Widget {
        let button = Widget(taking: gtk_toggle_button_new())
        button.addCSSClass("flat")
        button.addCSSClass("circular")
        button.addCSSClass("favorite-button")
        button.setAccessibleLabel("Toggle Favorite")
        button.tooltip = "Toggle Favorite"
        button.setAlignment(vertical: GTK_ALIGN_CENTER)
        let coordinator = context.coordinator
        coordinator.button = button
        coordinator.activeChanged = button.connectNotify("active") { [weak coordinator] in coordinator?.toggled() }
        return button
    }

    func updateWidget(_ button: Widget, context: Context) {
        gtk_button_set_icon_name(button.pointer(), isSet ? "starred-symbolic" : "non-starred-symbolic")
        button.setCSSClass("favorite", isSet)
        let toggle: UnsafeMutablePointer<GtkToggleButton> = button.pointer()
        guard (gtk_toggle_button_get_active(toggle) != 0) != isSet else { return }
        context.coordinator.activeChanged?.whileBlocked { gtk_toggle_button_set_active(toggle, isSet ? 1 : 0) }
    }

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: FavoriteButton
        var button: Widget?
        var activeChanged: SignalConnection?

        init(_ favoriteButton: FavoriteButton) { parent = favoriteButton }

        func toggled() {
            guard let button else { return }
            parent.isSet = gtk_toggle_button_get_active(button.pointer()) != 0
        }
    }
}
