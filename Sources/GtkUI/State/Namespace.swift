/// SwiftUI's `@Namespace`: an identity a view keeps for as long as it keeps
/// its own, which views beneath it use to say that two views are one thing
/// shown in two places (`glassEffectID(_:in:)`).
///
/// Stored like `@State`: a new value of the view made by its parent's body
/// reads the identity its node kept, so the identity is the view's, not the
/// value's.
@propertyWrapper
@MainActor
public struct Namespace: DynamicProperty {
    /// One namespace's identity: equal only to itself.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let cell: NamespaceCell

    public init() {
        cell = NamespaceCell()
    }

    public var wrappedValue: ID { cell.box.id }

    func install(in properties: inout DynamicPropertyStorage) {
        if let existing = properties.next() as? NamespaceBox {
            cell.box = existing
        } else {
            properties.append(cell.box)
        }
    }
}

/// The identity a node keeps for its view's `@Namespace`.
@MainActor
final class NamespaceBox {
    private static var issued = 0
    let id: Namespace.ID

    init() {
        NamespaceBox.issued += 1
        id = Namespace.ID(value: NamespaceBox.issued)
    }
}

/// The indirection that lets the graph re-point a fresh `@Namespace` at the
/// identity its node kept.
@MainActor
final class NamespaceCell {
    var box = NamespaceBox()
}
