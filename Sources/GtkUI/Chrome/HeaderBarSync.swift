import Adw
import Gtk
import GtkUIWidgets

/// Keeps an `AdwHeaderBar` showing a registry's visible contributions: the
/// back button, the toolbar items at start and end, and the title widget or a
/// text title.
@MainActor
final class HeaderBarSync {
    let headerBar = Adw.HeaderBar()
    /// What the window packs: the header bar, with the copy of a view that
    /// extends under it (`backgroundExtensionEffect`) drawn behind it.
    let backdrop: BackdropBin
    private let backButton = Gtk.Button()
    private let titleWidget: Gtk.Widget?
    /// Made the first time a text title shows (a header with a view
    /// switcher may never show one).
    private var textTitle: Adw.WindowTitle?
    /// Holds the title widget and the text title, one shown at a time. Both
    /// stay in the window once there, so switching never moves a widget:
    /// GTK 4.8 warns (and a screen reader loses track) when a widget whose
    /// accessible object a reader has read is moved to another parent.
    private let titles = Gtk.Stack()
    private var start: [Gtk.Widget] = []
    private var end: [Gtk.Widget] = []
    private var back: (@MainActor () -> Void)?
    /// The title a view switcher shows when it is too narrow for its buttons,
    /// when the visible page sets none.
    var fallbackTitle = "" {
        didSet { if fallbackTitle != oldValue { updateSwitcherTitle(shownTitle) } }
    }
    /// The title the visible page set, last shown.
    private var shownTitle: String?

    /// Whether the window's own buttons (close, and any others the desktop
    /// asks for) show at both ends.
    var showsWindowButtons = true {
        didSet {
            guard showsWindowButtons != oldValue else { return }
            headerBar.showStartTitleButtons = showsWindowButtons
            headerBar.showEndTitleButtons = showsWindowButtons
        }
    }

    /// Whether the window is phone-narrow (a view switcher's tabs moved to
    /// the bottom bar): the header then keeps only the close button of the
    /// window's own, as on a phone, so the title is not cut to "Land…" by
    /// minimize and maximize buttons the desktop may ask for.
    var isNarrow = false {
        didSet { if isNarrow != oldValue { updateDecorationLayout() } }
    }
    private var layoutConnection: SignalConnection?

    /// `layout` (GTK's `gtk-decoration-layout`: "menu:minimize,maximize,close")
    /// without minimize and maximize, each side kept where it was.
    nonisolated static func narrowDecorationLayout(_ layout: String) -> String {
        layout.split(separator: ":", omittingEmptySubsequences: false).map { side in
            side.split(separator: ",").filter { $0 != "minimize" && $0 != "maximize" }.joined(separator: ",")
        }.joined(separator: ":")
    }

    private func updateDecorationLayout() {
        guard isNarrow, let settings = Gtk.Settings.default else {
            headerBar.decorationLayout = nil
            return
        }
        if layoutConnection == nil {
            layoutConnection = settings.onNotifyGtkDecorationLayout { [weak self] in self?.updateDecorationLayout() }
        }
        headerBar.decorationLayout = Self.narrowDecorationLayout(settings.gtkDecorationLayout ?? ":close")
    }

    /// `titleWidget` (such as a view switcher) shows when no page sets a title.
    init(titleWidget: Gtk.Widget?) {
        self.titleWidget = titleWidget
        backdrop = BackdropBin(child: headerBar)
        backButton.showIcon("go-previous-symbolic", label: tr("Back"))
        backButton.tooltipText = tr("Back")
        backButton.isVisible = false
        headerBar.packStart(backButton)
        backButton.onClicked { [weak self] _ in self?.back?() }
        // The leaflet takes Alt+Left while the focus is in its page; with the
        // focus in the header (a menu just closed), the back button does.
        backButton.addShortcut("<Alt>Left", scope: .global) { [weak self] in self?.back?() }
        titles.hhomogeneous = false
        titles.vhomogeneous = false
        if let titleWidget {
            _ = titles.addChild(titleWidget)
            titles.visibleChild = titleWidget
        } else {
            titles.visibleChild = madeTextTitle()
        }
        headerBar.titleWidget = titles
    }

    private func madeTextTitle() -> Adw.WindowTitle {
        if let textTitle { return textTitle }
        let made = Adw.WindowTitle(title: "", subtitle: "")
        _ = titles.addChild(made)
        textTitle = made
        return made
    }

    func show(_ visible: VisibleChrome) {
        back = visible.back
        shownTitle = visible.title
        updateSwitcherTitle(visible.showsTitle ? visible.title : "")
        backButton.isVisible = visible.back != nil
        var title = visible.back != nil ? visible.title : (titleWidget == nil ? visible.title : nil)
        if !visible.showsTitle { title = "" }
        if let title {
            let textTitle = madeTextTitle()
            textTitle.title = title
            if titles.visibleChild != textTitle { titles.visibleChild = textTitle }
        } else if let titleWidget, titles.visibleChild != titleWidget {
            titles.visibleChild = titleWidget
        }
        replace(&start, with: visible.start, pack: headerBar.packStart)
        replace(&end, with: visible.end, pack: headerBar.packEnd)
    }

    /// A view switcher shows the page's title in place of its buttons when narrow.
    private func updateSwitcherTitle(_ title: String?) {
        guard let switcherTitle = titleWidget?.cast(to: Adw.ViewSwitcherTitle.self) else { return }
        switcherTitle.title = title ?? fallbackTitle
    }

    private func replace(_ current: inout [Gtk.Widget], with new: [Gtk.Widget], pack: (Gtk.Widget) -> Void) {
        guard current.map(ObjectIdentifier.init) != new.map(ObjectIdentifier.init) else { return }
        for widget in current where widget.parent != nil {
            headerBar.remove(widget)
        }
        for widget in new {
            if widget.parent != nil { widget.unparent() }
            pack(widget)
        }
        current = new
    }
}
