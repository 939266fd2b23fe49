import Gtk

/// A list row's insets, in place of the list style's: the row view's margins
/// inside a row that has none of its own. The list finds the modifier on the
/// row view, through the modifiers around it, and drops the row's own
/// padding; the modifier adds the margins (as `padding` does, so the two
/// add up). `nil` keeps the style's insets.
nonisolated public struct ListRowInsets: WidgetAttribute, Equatable {
    let insets: EdgeInsets?

    @MainActor public func apply(to widget: Gtk.Widget, previous: ListRowInsets?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        let new = insets ?? EdgeInsets(), old = previous?.insets ?? EdgeInsets()
        let w = widget
        w.marginTop += Int32(new.top - old.top)
        w.marginBottom += Int32(new.bottom - old.bottom)
        w.marginStart += Int32(new.leading - old.leading)
        w.marginEnd += Int32(new.trailing - old.trailing)
    }

    /// The insets a row view asks for, looking through the modifiers round
    /// it (and a tag or type erasure); nil when it asks for none (or for
    /// the style's, with `nil`).
    @MainActor
    static func requested<Row>(by view: Row) -> EdgeInsets? {
        // The row's own type asked first: a cast from `Any` asks the runtime
        // about the existential as well.
        if !(view is AnyView), !(view is ModifierChain), !(view is TagCarrying) { return nil }
        var current: Any = view
        while true {
            if let modified = current as? ModifierChain {
                if let insets = modified.anyAttribute as? ListRowInsets { return insets.insets }
                current = modified.anyContent
            } else if let tagged = current as? TagCarrying {
                current = tagged.taggedContent
            } else if let erased = current as? AnyView {
                current = erased.view
            } else {
                return nil
            }
        }
    }
}

extension View {
    /// Sets the row's insets inside a `List`, in place of the list style's.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, ListRowInsets> {
        modifier(ListRowInsets(insets: insets))
    }
}

/// A modified view seen from outside its type: its content and its attribute.
@MainActor
protocol ModifierChain {
    var anyContent: Any { get }
    var anyAttribute: Any { get }
}

@MainActor extension ModifiedContent: ModifierChain {
    var anyContent: Any { content }
    var anyAttribute: Any { attribute }
}
