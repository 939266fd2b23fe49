// ElementwiseModifier: a modifier that makes a widget of its own (an effect's
// bin), put on content of several views — a ForEach, a Group — is applied to
// each of them, as SwiftUI applies a modifier to each element: three
// ForEach views turned in an HStack are three turned views side by side, not
// one turned group. Not here: modifiers that make no widget (ModifiedContent),
// which reach each of their content's widgets already.

/// A modifier view around content, remade around each view of that content
/// when the content is several views.
@MainActor
protocol ElementwiseModifier {
    /// Whether the content stands for several views (or none), rather than one.
    var contentIsSeveralViews: Bool { get }
    /// The content's views, each inside this modifier, with the identities
    /// they would have had without it.
    func collectModifiedElements(into slots: inout [ChildSlot], path: ViewPath)
}

/// A container modifier that can wrap other content of any type in itself.
@MainActor
protocol ContentRewrapping: ElementwiseModifier {
    associatedtype Content: View
    var content: Content { get }
    /// This modifier around `element` in place of its content.
    func wrapping<Element: View>(_ element: Element) -> any View
}

extension ContentRewrapping {
    var contentIsSeveralViews: Bool { Content._graphRole == .structural }

    func collectModifiedElements(into slots: inout [ChildSlot], path: ViewPath) {
        var elements: [ChildSlot] = []
        collectChild(content, into: &elements, path: path)
        for element in elements {
            let modified = wrapping(element.view)
            slots.append(ChildSlot(identity: ViewIdentity(path: element.identity.path, type: type(of: modified)), view: modified))
        }
    }
}
