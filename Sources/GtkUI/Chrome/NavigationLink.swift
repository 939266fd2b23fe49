/// A button that pushes `value` onto the enclosing `NavigationStack`.
public struct NavigationLink<Value: Hashable, Label: View>: View {
    let value: Value
    let label: Label
    @Environment(\.navigationPush) private var navigationPush

    public init(value: Value, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
    }

    public var body: some View {
        Button(action: { navigationPush?.push(AnyHashable(value)) }) { label }
            .styleClass("flat")
    }
}
