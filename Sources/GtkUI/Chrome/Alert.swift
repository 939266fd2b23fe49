import Adw
import Gtk

/// SwiftUI's `alert(_:isPresented:actions:message:)`: while `isPresented` is
/// true, an `AdwMessageDialog` over the window showing the presenter, its
/// heading the title and its body the message's text.
///
/// The actions' buttons are the dialog's responses, in order: a `.cancel`
/// button is what Escape answers, `.destructive` and `.suggested` look it, and
/// the first other one is the default, which Enter in a text field answers;
/// `.disabled` greys a response out. Anything else among the actions — a
/// `TextField`, as SwiftUI allows — is shown above the responses. Every
/// response runs its button's action and then writes `false`; the update that
/// follows closes the dialog. Each update reads the title, the message and the
/// actions again, so a message that says what is wrong with the text typed,
/// and a response enabled only once it is right, follow the typing.
nonisolated public struct AlertPresenter<Content: View, Actions: View, Message: View>: ContainerRepresentable {
    let main: Content
    let title: String
    @Binding var isPresented: Bool
    let actions: Actions
    let message: Message

    public var content: Content { main }
    /// `main` is the content; the dialog is built from the rest by `updateWidget`.
    public struct Configuration: Equatable {
        let isPresented: BindingIdentity
        let title: String
        let actions: HostedView<Actions>
        let message: HostedView<Message>
    }

    @MainActor public var configuration: Configuration {
        Configuration(isPresented: $isPresented.identity, title: title, actions: HostedView(actions),
                      message: HostedView(message))
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: AlertPresenter
        var dialog: Adw.MessageDialog?
        var fields: SubtreeHost?
        var steadyMessage: SteadyAlertMessage?
        /// The buttons' actions by response id, as last read.
        var responses: [String: @MainActor () -> Void] = [:]

        init(parent: AlertPresenter) { self.parent = parent }

        func present(from presenter: Gtk.Widget, owner: ViewNode) {
            let window = presenter.enclosingWindow
            let dialog = Adw.MessageDialog(parent: window, heading: parent.title, body: nil)
            self.dialog = dialog
            dialog.isModal = true
            // Not one of the application's windows: its shortcuts (Alt+2 for a
            // tab) must not act behind an alert that waits for an answer.
            let (buttons, others) = AlertActions.read(parent.actions)
            if !others.isEmpty {
                let host = SubtreeHost(owner: owner, view: AlertFields(views: others))
                fields = host
                dialog.extraChild = host.widget
                Self.answerDefaultOnEnter(in: host.widget, of: dialog)
            }
            apply(buttons, to: dialog)
            steadyMessage = SteadyAlertMessage(in: dialog)
            _ = dialog.onResponse { [weak self] _, response in
                guard let self else { return }
                let action = responses[response]
                action?()
                parent.isPresented = false
            }
            dialog.present()
        }

        func update() {
            guard let dialog else { return }
            let (buttons, others) = AlertActions.read(parent.actions)
            fields?.update(AlertFields(views: others))
            apply(buttons, to: dialog)
        }

        private func apply(_ buttons: [AlertActions.Response], to dialog: Adw.MessageDialog) {
            if dialog.heading != parent.title { dialog.heading = parent.title }
            let body = (parent.message as? PlainTextConvertible)?.plainText ?? ""
            if (dialog.body ?? "") != body {
                // What it takes for the message it had: the new one may be shorter.
                steadyMessage?.hold()
                dialog.body = body
                steadyMessage?.hold()
            }
            responses = [:]
            var cancel: String?
            var preferred: String?
            for (index, button) in buttons.enumerated() {
                let id = "response-\(index)"
                responses[id] = button.action
                if !dialog.hasResponse(id) {
                    dialog.addResponse(id: id, label: button.title)
                } else if dialog.responseLabel(id) != button.title {
                    dialog.setResponseLabel(id, label: button.title)
                }
                let appearance: Adw.ResponseAppearance = switch button.role {
                case .destructive?: .destructive
                case .suggested?: .suggested
                default: .default
                }
                dialog.setResponseAppearance(id, appearance: appearance)
                dialog.setResponseEnabled(id, enabled: !button.isDisabled)
                if button.role == .cancel { cancel = cancel ?? id } else { preferred = preferred ?? id }
            }
            // AdwMessageDialog has no way to take a response away: an alert
            // keeps the buttons it opened with.
            dialog.closeResponse = cancel ?? "close"
            dialog.defaultResponse = preferred
            Self.nameResponsesOnce(in: dialog, skipping: dialog.extraChild)
        }

        /// libadwaita 1.2 names each response button both by its label and
        /// by a name of its own, which GTK 4.8 says one after the other
        /// ("Cancel Cancel"): the buttons keep the label's alone.
        private static func nameResponsesOnce(in widget: Gtk.Widget, skipping fields: Gtk.Widget?) {
            if let fields, widget == fields { return }
            if widget.cast(to: Gtk.Button.self) != nil { widget.resetAccessibleLabel() }
            var child = widget.firstChild
            while let current = child {
                nameResponsesOnce(in: current, skipping: fields)
                child = current.nextSibling
            }
        }

        /// Enter in a field answers with the default response, as in any GNOME
        /// dialog — at once. (Activating the default button instead, as
        /// `activates-default` does, shows the button pressed for a quarter of
        /// a second before it is clicked: a collection named and entered was
        /// not yet made, nor saved, when the app was killed 0.2 s later.)
        private static func answerDefaultOnEnter(in widget: Gtk.Widget, of dialog: Adw.MessageDialog) {
            if let entry = widget.cast(to: Gtk.Entry.self) {
                entry.onActivate { [weak dialog] _ in
                    guard let dialog, let response = dialog.defaultResponse,
                          dialog.responseEnabled(response) else { return }
                    dialog.response(response)
                }
            }
            var child = widget.firstChild
            while let current = child {
                answerDefaultOnEnter(in: current, of: dialog)
                child = current.nextSibling
            }
        }

        func dismiss() {
            steadyMessage = nil
            fields?.unmount()
            fields = nil
            if let dialog {
                self.dialog = nil
                // A response from its own buttons or Escape has closed it already.
                if dialog.isVisible { dialog.destroy() }
            }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box.filling()
    }

    @MainActor public func updateWidget(_ widget: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        if isPresented, coordinator.dialog == nil {
            coordinator.present(from: widget, owner: context.node)
        } else if isPresented {
            coordinator.update()
        } else {
            coordinator.dismiss()
        }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        BoxChildren.reconcile(widget, children)
    }

    @MainActor public static func dismantleWidget(_ widget: Gtk.Box, coordinator: Coordinator) {
        coordinator.dismiss()
    }
}

/// The fields an alert shows above its responses, one under another.
nonisolated struct AlertFields: View {
    let views: [any View]

    @MainActor var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<views.count) { index in AnyView(views[index]) }
        }
    }
}

extension View {
    /// Shows an alert titled `title` while `isPresented` is true, its
    /// responses the buttons `actions` lists, and `message` under the title.
    nonisolated public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> AlertPresenter<Self, Actions, Message> {
        AlertPresenter(main: self, title: title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert titled `title`, with no message, while `isPresented` is true.
    nonisolated public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> AlertPresenter<Self, Actions, EmptyView> {
        AlertPresenter(main: self, title: title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }
}
