import Adw
import Gtk

/// A label beside a value it names, SwiftUI's `LabeledContent`: in a
/// `Section`, an `Adw.ActionRow` with the value at its end; elsewhere, the two
/// texts in a row, the value dimmed. Screen readers hear "label: value".
/// It shows text only; it does not take a control as its value.
nonisolated public struct LabeledContent: WidgetRepresentable {
    let label: String
    let value: String

    public init(_ label: String, value: String) {
        self.label = label
        self.value = value
    }

    public final class Coordinator {
        var title: Gtk.Label?
        var value: Gtk.Label?
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    /// An `Adw.ActionRow` in a `Section`, a `Gtk.Box` of two labels elsewhere.
    @MainActor public func makeWidget(context: Context) -> Gtk.Widget {
        let coordinator = context.coordinator
        let valueLabel = Gtk.Label(nil)
        valueLabel.addCSSClass("dim-label")
        valueLabel.isSelectable = false
        valueLabel.wrap = true
        valueLabel.xalign = 1
        coordinator.value = valueLabel
        if context.environment.controlsAreRows {
            let row = Adw.ActionRow()
            row.addSuffix(valueLabel)
            return row
        }
        let box = Gtk.Box(orientation: .horizontal, spacing: 12)
        let title = Gtk.Label(nil)
        title.setExpand(horizontal: true)
        title.xalign = 0
        box.append(title)
        box.append(valueLabel)
        coordinator.title = title
        return box
    }

    @MainActor public func updateWidget(_ widget: Gtk.Widget, context: Context) {
        let coordinator = context.coordinator
        if let title = coordinator.title {
            if title.label != label { title.label = label }
        } else if let row = widget as? Adw.ActionRow, row.title != label {
            row.title = label
        }
        if let valueLabel = coordinator.value, valueLabel.label != value { valueLabel.label = value }
        widget.setAccessibleLabel("\(label): \(value)")
    }
}
