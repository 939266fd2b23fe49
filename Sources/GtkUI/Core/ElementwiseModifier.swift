// ElementwiseModifier: a modifier that makes a widget of its own (an effect's
// bin), put on content of several views — a ForEach, a Group — is applied to
// each of them, as SwiftUI applies a modifier to each element: three
// ForEach views turned in an HStack are three turned views side by side, not
// one turned group. Such a modifier type is structural when its content is
// (`_graphRole`, decided per type, so no other view pays for it) and
// expands into its content's views, each inside the modifier. Not here:
// modifiers that make no widget (ModifiedContent), which reach each of their
// content's widgets already.

/// A container modifier that can wrap other content of any type in itself.
@MainActor
protocol ElementwiseModifier: View {
    associatedtype Content: View
    var content: Content { get }
    /// This modifier around `element` in place of its content.
    func wrapping<Element: View>(_ element: Element) -> any View
}

extension ElementwiseModifier {
    /// Structural over structural content, a widget of its own otherwise.
    nonisolated static var elementwiseRole: _GraphRole { Content._graphRole == .structural ? .structural : .primitive }

    /// Over structural content, the content's views, each inside this
    /// modifier, with the identities they would have had without it; this
    /// view itself otherwise. The conforming types' `_collect`.
    func collectElements(into children: inout _ViewChildren, path: _ViewPath) {
        guard Self.elementwiseRole == .structural else {
            children.slots.append(ChildSlot(identity: ViewIdentity(path: path.components, type: Self.self), view: self))
            return
        }
        var elements = _ViewChildren()
        content._collect(into: &elements, path: path)
        for element in elements.slots {
            let modified = wrapping(element.view)
            children.slots.append(ChildSlot(identity: ViewIdentity(path: element.identity.path, type: type(of: modified)), view: modified))
        }
    }
}
