/// SwiftUI's confirmation dialogs. GNOME has no action sheet: a
/// confirmation is asked in the same modal message dialog as an alert
/// (`AdwMessageDialog`), its buttons the actions, a `.cancel` one answering
/// Escape, a `.destructive` one drawn red. With `presenting:`, the dialog
/// shows only while the data is there, and its actions and message are made
/// from it.
extension View {
    nonisolated public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> AlertPresenter<Self, Actions, EmptyView> {
        alert(title, isPresented: isPresented, actions: actions)
    }

    nonisolated public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> AlertPresenter<Self, Actions, Message> {
        alert(title, isPresented: isPresented, actions: actions, message: message)
    }

    @MainActor public func confirmationDialog<Data, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: Data?,
        @ViewBuilder actions: (Data) -> Actions, @ViewBuilder message: (Data) -> Message
    ) -> AlertPresenter<Self, Actions?, Message?> {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(title, isPresented: shown, actions: { data.map(actions) }, message: { data.map(message) })
    }
}
