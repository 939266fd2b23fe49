/// SwiftUI's `ShareLink` as a GNOME desktop shares: there is no share sheet,
/// so sharing is the clipboard and drag-and-drop. The link is a Share button
/// that copies the item — its text and its picture, as `Transferable` makes
/// them — to paste into whichever application it is shared through; for a
/// moment after, the button says it was copied (its name too, for a screen
/// reader). The button can also be dragged out with the item. In a menu
/// (`.contextMenu`, `Menu`) it is a Share entry that copies.
nonisolated public struct ShareLink<Item: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>: View {
    let item: Item
    let title: String?
    let preview: SharePreview<PreviewImage, PreviewIcon>?
    @State private var copied = false

    @MainActor public var body: some View {
        Button(copied ? tr("Copied") : title ?? tr("Share"),
               systemImage: copied ? "checkmark" : "square.and.arrow.up") {
            copy()
            copied = true
        }
        .help(help)
        .draggable(item)
        .task(id: copied) {
            guard copied else { return }
            try? await Task.sleep(for: .seconds(2))
            if !Task.isCancelled { copied = false }
        }
    }

    /// What a tooltip and a screen reader say the button does.
    private var help: String {
        if let name = preview?.title {
            // Translators: a Share button's tooltip; %1$s is what it shares.
            return tr("Copy “%1$s” to paste where you share it", name)
        }
        return tr("Copy to paste where you share it")
    }

    @MainActor func copy() {
        Clipboard.copy(item.transferredContent)
    }
}

extension ShareLink {
    public init(item: Item, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, title: nil, preview: preview)
    }

    public init(_ title: String, item: Item, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, title: title, preview: preview)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(item: Item) {
        self.init(item: item, title: nil, preview: nil)
    }

    public init(_ title: String, item: Item) {
        self.init(item: item, title: title, preview: nil)
    }
}

@MainActor extension ShareLink: MenuEntryConvertible {
    func menuEntries() -> [MenuEntry] {
        let item = self.item
        return [MenuEntry(title: title ?? tr("Share"), kind: .button({ Clipboard.copy(item.transferredContent) }))]
    }
}

/// What SwiftUI's share sheet shows of an item: a title, a picture and an
/// icon. Here the title names the item in the Share button's tooltip.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: String
    let image: Image?
    let icon: Icon?

    public init(_ title: String, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }

    init(title: String, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview {
    /// A title a model keeps as a resource, translated now.
    public init(_ title: LocalizedStringResource, image: Image, icon: Icon) {
        self.init(title: String(localized: title), image: image, icon: icon)
    }
}

extension SharePreview where Image == Never {
    public init(_ title: LocalizedStringResource, icon: Icon) {
        self.init(title: String(localized: title), image: nil, icon: icon)
    }

    public init(_ title: String, icon: Icon) {
        self.init(title: title, image: nil, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    public init(_ title: String, image: Image) {
        self.init(title: title, image: image, icon: nil)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ title: String) {
        self.init(title: title, image: nil, icon: nil)
    }
}

extension Never: Transferable {
    public static var transferRepresentation: TransferRepresentationGroup<Never> { TransferRepresentationGroup(parts: []) }
}
