// AlertActions: an alert's `actions` read as responses — its buttons, with
// their roles and `.disabled` — and the other views it lists (text fields),
// which the dialog shows rather than reads. Nothing here is mounted.

@MainActor
enum AlertActions {
    /// One button of an alert.
    struct Response {
        var title: String
        var role: ButtonRole?
        var isDisabled: Bool
        var action: @MainActor () -> Void
    }

    /// The buttons, in order, and the views that are not buttons.
    static func read<V: View>(_ actions: V) -> (buttons: [Response], others: [any View]) {
        var slots: [ChildSlot] = []
        collectChild(actions, into: &slots, path: [])
        var buttons: [Response] = []
        var others: [any View] = []
        for slot in slots {
            if let button = slot.view as? AlertResponseConvertible {
                buttons.append(button.alertResponse)
            } else {
                others.append(slot.view)
            }
        }
        return (buttons, others)
    }
}

/// Views an alert takes as a response: a button, and a button with modifiers.
@MainActor
protocol AlertResponseConvertible {
    var alertResponse: AlertActions.Response { get }
}

@MainActor extension Button: AlertResponseConvertible {
    var alertResponse: AlertActions.Response {
        let title = self.title ?? (content as? PlainTextConvertible)?.plainText ?? ""
        return AlertActions.Response(title: title, role: role, isDisabled: false, action: action)
    }
}

@MainActor extension ModifiedContent: AlertResponseConvertible where Content: AlertResponseConvertible {
    var alertResponse: AlertActions.Response {
        var response = content.alertResponse
        if let disabled = attribute as? Disabled, disabled.isDisabled { response.isDisabled = true }
        return response
    }
}
