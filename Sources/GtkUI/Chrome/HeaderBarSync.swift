import CGtk

/// Keeps an `AdwHeaderBar` showing a registry's visible contributions: the
/// back button, the toolbar items at start and end, and the title widget or a
/// text title.
@MainActor
final class HeaderBarSync {
    let headerBar: Widget
    private let backButton: Widget
    private let titleWidget: Widget?
    private let textTitle: Widget
    private var start: [Widget] = []
    private var end: [Widget] = []
    private var back: (@MainActor () -> Void)?
    /// The title a view switcher shows when it is too narrow for its buttons,
    /// when the visible page sets none.
    var fallbackTitle = "" {
        didSet { updateSwitcherTitle(nil) }
    }

    /// Whether the window's own buttons (close, and any others the desktop
    /// asks for) show at both ends.
    var showsWindowButtons = true {
        didSet {
            guard showsWindowButtons != oldValue else { return }
            adw_header_bar_set_show_start_title_buttons(headerBar.opaque, showsWindowButtons ? 1 : 0)
            adw_header_bar_set_show_end_title_buttons(headerBar.opaque, showsWindowButtons ? 1 : 0)
        }
    }

    /// `titleWidget` (such as a view switcher) shows when no page sets a title.
    init(titleWidget: Widget?) {
        headerBar = Widget(taking: adw_header_bar_new())
        self.titleWidget = titleWidget
        textTitle = Widget(taking: adw_window_title_new("", nil))
        backButton = Widget(taking: gtk_button_new_from_icon_name("go-previous-symbolic"))
        backButton.setAccessibleLabel(tr("Back"))
        backButton.tooltip = tr("Back")
        backButton.isVisible = false
        adw_header_bar_pack_start(headerBar.opaque, backButton.widget)
        backButton.connect("clicked") { [weak self] in self?.back?() }
        adw_header_bar_set_title_widget(headerBar.opaque, (titleWidget ?? textTitle).widget)
    }

    func show(_ visible: (title: String?, start: [Widget], end: [Widget], back: (@MainActor () -> Void)?)) {
        back = visible.back
        updateSwitcherTitle(visible.title)
        backButton.isVisible = visible.back != nil
        let title = visible.back != nil ? visible.title : (titleWidget == nil ? visible.title : nil)
        if let title {
            adw_window_title_set_title(textTitle.opaque, title)
            if adw_header_bar_get_title_widget(headerBar.opaque) != textTitle.widget {
                adw_header_bar_set_title_widget(headerBar.opaque, textTitle.widget)
            }
        } else if let titleWidget, adw_header_bar_get_title_widget(headerBar.opaque) != titleWidget.widget {
            adw_header_bar_set_title_widget(headerBar.opaque, titleWidget.widget)
        }
        replace(&start, with: visible.start, pack: adw_header_bar_pack_start)
        replace(&end, with: visible.end, pack: adw_header_bar_pack_end)
    }

    /// A view switcher shows the page's title in place of its buttons when narrow.
    private func updateSwitcherTitle(_ title: String?) {
        guard let titleWidget, titleWidget.typeName == "AdwViewSwitcherTitle" else { return }
        adw_view_switcher_title_set_title(titleWidget.opaque, title ?? fallbackTitle)
    }

    private func replace(
        _ current: inout [Widget], with new: [Widget],
        pack: (OpaquePointer?, UnsafeMutablePointer<GtkWidget>?) -> Void
    ) {
        guard current.map(ObjectIdentifier.init) != new.map(ObjectIdentifier.init) else { return }
        for widget in current where gtk_widget_get_parent(widget.widget) != nil {
            adw_header_bar_remove(headerBar.opaque, widget.widget)
        }
        for widget in new {
            if gtk_widget_get_parent(widget.widget) != nil { gtk_widget_unparent(widget.widget) }
            pack(headerBar.opaque, widget.widget)
        }
        current = new
    }
}
