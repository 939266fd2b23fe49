/// A view with a tag, SwiftUI's `.tag(_:)`: the value a `Picker`'s choice
/// stands for. It draws as its content; a picker reads the tags of the views
/// it is given (and, for views a `ForEach` made untagged, the element's id,
/// as SwiftUI does).
nonisolated public struct TaggedView<Content: View, Tag: Hashable>: View {
    let content: Content
    let tag: Tag

    @MainActor public var body: Content { content }
}

extension View {
    /// Marks the view as standing for `tag` (a picker's choice).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> TaggedView<Self, V> {
        TaggedView(content: self, tag: tag)
    }
}

/// A tagged view, whatever its types.
@MainActor
protocol TagCarrying {
    var anyTag: AnyHashable { get }
    var taggedContent: any View { get }
}

@MainActor extension TaggedView: TagCarrying {
    var anyTag: AnyHashable { AnyHashable(tag) }
    var taggedContent: any View { content }
}

/// Views that say what they show as plain text: a choice's label read from
/// the view that shows it.
@MainActor
protocol PlainTextConvertible {
    var plainText: String? { get }
}

@MainActor extension Text: PlainTextConvertible {
    var plainText: String? { content }
}

@MainActor extension Label: PlainTextConvertible {
    var plainText: String? { titleString }
}

@MainActor extension ModifiedContent: PlainTextConvertible {
    var plainText: String? { (content as? PlainTextConvertible)?.plainText }
}

@MainActor extension ForegroundStyled: PlainTextConvertible {
    var plainText: String? { (content as? PlainTextConvertible)?.plainText }
}

@MainActor extension TaggedView: PlainTextConvertible {
    var plainText: String? { (content as? PlainTextConvertible)?.plainText }
}

@MainActor extension EffectContainer: PlainTextConvertible {
    var plainText: String? { (content as? PlainTextConvertible)?.plainText }
}

/// The choices among `content`'s views: each tagged with a `Value` (or made
/// by a `ForEach` whose ids are `Value`s), labelled with its text and spoken
/// as its accessibility label, if it has one.
@MainActor
func taggedChoices<Value: Hashable, Content: View>(_ content: Content, as type: Value.Type) -> [PickerOption<Value>] {
    var slots: [ChildSlot] = []
    collectChild(content, into: &slots, path: [])
    return slots.compactMap { slot in
        let shown: any View
        let value: Value
        if let tagged = slot.view as? TagCarrying, let tag = tagged.anyTag.base as? Value {
            (shown, value) = (tagged.taggedContent, tag)
        } else if case .id(let id)? = slot.identity.path.last, let tag = id.base as? Value {
            (shown, value) = (slot.view, tag)
        } else {
            return nil
        }
        let label = (shown as? PlainTextConvertible)?.plainText ?? String(describing: value)
        return PickerOption(label, value: value, spokenAs: (shown as? SpokenTextCarrying)?.spokenText)
    }
}

/// Views that say what a screen reader reads for them, where that differs
/// from their words: a choice `Text("🌷 Spring").accessibilityLabel("Spring")`
/// is read as "Spring".
@MainActor
protocol SpokenTextCarrying {
    var spokenText: String? { get }
}

@MainActor extension ModifiedContent: SpokenTextCarrying {
    var spokenText: String? {
        (attribute as? AccessibilityLabel)?.label ?? (content as? SpokenTextCarrying)?.spokenText
    }
}

@MainActor extension TaggedView: SpokenTextCarrying {
    var spokenText: String? { (content as? SpokenTextCarrying)?.spokenText }
}
