import CGtk

/// A label beside a value it names, SwiftUI's `LabeledContent`: in a
/// `Section`, an `AdwActionRow` with the value at its end; elsewhere, the two
/// texts in a row, the value dimmed. Screen readers hear "label: value".
/// It shows text only; it does not take a control as its value.
public struct LabeledContent: WidgetRepresentable {
    let label: String
    let value: String

    public init(_ label: String, value: String) {
        self.label = label
        self.value = value
    }

    public final class Coordinator {
        var title: Widget?
        var value: Widget?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> Widget {
        let coordinator = context.coordinator
        let valueLabel = Widget(taking: gtk_label_new(nil))
        valueLabel.addCSSClass("dim-label")
        gtk_label_set_selectable(valueLabel.opaque, 0)
        gtk_label_set_wrap(valueLabel.opaque, 1)
        gtk_label_set_xalign(valueLabel.opaque, 1)
        coordinator.value = valueLabel
        if context.environment.controlsAreRows {
            let row = Widget(taking: adw_action_row_new())
            adw_action_row_add_suffix(row.pointer(), valueLabel.widget)
            return row
        }
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        let title = Widget(taking: gtk_label_new(nil))
        title.setExpand(horizontal: true)
        gtk_label_set_xalign(title.opaque, 0)
        box.append(title)
        box.append(valueLabel)
        coordinator.title = title
        return box
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let coordinator = context.coordinator
        if let title = coordinator.title {
            gtk_label_set_label(title.opaque, label)
        } else {
            adw_preferences_row_set_title(widget.pointer(), label)
        }
        if let valueLabel = coordinator.value { gtk_label_set_label(valueLabel.opaque, value) }
        widget.setAccessibleLabel("\(label): \(value)")
    }
}
