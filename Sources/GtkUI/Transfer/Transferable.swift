// Transferable: SwiftUI's way of saying what a value becomes when it leaves
// the app — by a drag (`draggable`) or the clipboard. GtkUI carries text and
// pictures, the forms GNOME applications exchange: `String` and `Image` are
// transferable, and a type of the app's own proxies to them
// (`ProxyRepresentation`), as many as it offers. Not here: `DataRepresentation`
// and `FileRepresentation` with their content types, and importing (drops
// of the app's own types); docs/Architecture.md §4 says so.
@_spi(Bindings) import GtkBridge

/// A type whose values can be dragged or copied out of the app.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One form a transferable value takes.
public protocol TransferRepresentation: Sendable {
    associatedtype Item: Transferable
    /// Adds what `item` becomes in this form to `content`; a form already
    /// there (an earlier representation's) is kept.
    @MainActor func _export(_ item: Item, into content: inout TransferredContent)
}

/// A value offered as another transferable value — a landmark as its name
/// and place (a `String`), and as its picture (an `Image`).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: @MainActor @Sendable (Item) -> Proxy

    public init(exporting: @escaping @MainActor @Sendable (Item) -> Proxy) {
        self.exporting = exporting
    }

    public func _export(_ item: Item, into content: inout TransferredContent) {
        let proxy = exporting(item)
        guard let exported = proxy as? Proxy.Representation.Item else { return }
        Proxy.transferRepresentation._export(exported, into: &content)
    }
}

/// Several forms, the first of each kind winning.
public struct TransferRepresentationGroup<Item: Transferable>: TransferRepresentation {
    let parts: [@MainActor @Sendable (Item, inout TransferredContent) -> Void]

    public func _export(_ item: Item, into content: inout TransferredContent) {
        for part in parts { part(item, &content) }
    }
}

@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R)
        -> [@MainActor @Sendable (Item, inout TransferredContent) -> Void] where R.Item == Item {
        [{ item, content in representation._export(item, into: &content) }]
    }

    public static func buildBlock(_ parts: [@MainActor @Sendable (Item, inout TransferredContent) -> Void]...)
        -> TransferRepresentationGroup<Item> {
        TransferRepresentationGroup(parts: parts.flatMap { $0 })
    }
}

/// Text: what a text field, a chat or a note takes.
public struct TextTransferRepresentation: TransferRepresentation {
    public func _export(_ item: String, into content: inout TransferredContent) {
        if content.text == nil { content.text = item }
    }
}

/// A picture: what an image editor or a chat takes.
public struct ImageTransferRepresentation: TransferRepresentation {
    public func _export(_ item: Image, into content: inout TransferredContent) {
        guard content.pictureResource == nil, content.pictureFile == nil else { return }
        switch item.source {
        case .resource(let path): content.pictureResource = path
        case .file(let path): content.pictureFile = path
        case .icon, .named: break
        }
    }
}

extension String: Transferable {
    public static var transferRepresentation: TransferRepresentationGroup<String> { TextTransferRepresentation() }
}

@MainActor extension Image: Transferable {
    nonisolated public static var transferRepresentation: TransferRepresentationGroup<Image> { ImageTransferRepresentation() }
}

extension Transferable {
    /// Everything the value becomes, as the clipboard and drags carry it.
    @MainActor public var transferredContent: TransferredContent {
        var content = TransferredContent()
        if let item = self as? Representation.Item { Self.transferRepresentation._export(item, into: &content) }
        return content
    }
}
