import GtkBridge
import Gtk

/// A picture from the app's resources, or a symbolic icon.
///
/// - `Image(resource:)` shows the image at its natural size; `.resizable()`
///   lets it fill the space it is given (`GtkPicture`, fitting or filling by
///   `contentMode`); `.frame(width:height:)` on a resource image fixes its size.
/// - `Image(systemName:)` is an icon from the icon theme (`GtkImage`).
/// A missing resource shows a neutral placeholder instead of failing.
///
/// An image is decorative to assistive technologies — hidden, as the photos
/// and icons beside words in GNOME's own apps are — until `accessibilityLabel`
/// names it (GTK 4.8 would otherwise expose it as "GtkPicture" or "GtkImage").
nonisolated public struct Image: View, Equatable {
    enum Source: Equatable {
        case resource(String)
        case file(String)
        case icon(String)
        /// A picture of the app's by name (`Image(_:)`), found at render time.
        case named(String)
    }
    let source: Source
    var renderingMode: TemplateRenderingMode?
    var isResizable = false
    var contentMode = ContentMode.fit
    var size: (width: Double, height: Double)?

    nonisolated public init(resource path: String) {
        source = .resource(path)
    }

    /// A picture from a file on disk (such as beside a catalogue the user opened).
    nonisolated public init(file path: String) {
        source = .file(path)
    }

    /// An SF Symbols name, shown as the Adwaita icon that stands for it
    /// (`SystemSymbols`), or an icon theme's own name.
    nonisolated public init(systemName name: String) {
        source = .icon(name)
    }

    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.renderingMode == rhs.renderingMode
            && lhs.isResizable == rhs.isResizable && lhs.contentMode == rhs.contentMode
            && lhs.size?.width == rhs.size?.width && lhs.size?.height == rhs.size?.height
    }

    @MainActor public var body: some View {
        switch source {
        case .icon(let name):
            IconView(name: name, pixelSize: size.map { Int32(min($0.width, $0.height)) }, renderingMode: renderingMode)
        case .resource, .file, .named:
            if renderingMode == .template {
                EffectContainer(effect: GeometryEffect(template: true), content: picture)
            } else {
                picture
            }
        }
    }

    @ViewBuilder @MainActor
    private var picture: some View {
        let source = resolvedSource
        if let size, size.width == size.height {
            SquareImageView(source: source, pixelSize: Int32(size.width))
        } else {
            PictureView(source: source, fills: isResizable, contentMode: contentMode, size: size.map { [$0.width, $0.height] })
        }
    }

    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func aspectRatio(contentMode: ContentMode) -> Image {
        var copy = self
        copy.contentMode = contentMode
        return copy
    }

    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }

    /// A fixed size in logical pixels.
    public func frame(width: Double, height: Double) -> Image {
        var copy = self
        copy.size = (width, height)
        return copy
    }
}

/// How an image meets a space of another shape: letterboxed or cropped.
public enum ContentMode: Sendable, Equatable {
    case fit, fill
}

/// A named icon from the theme.
nonisolated struct IconView: WidgetRepresentable, Equatable {
    let name: String
    let pixelSize: Int32?
    var renderingMode: Image.TemplateRenderingMode?

    @MainActor func makeWidget(context: Context) -> Gtk.Image {
        let image = Gtk.Image()
        image.setAccessibleHidden(true)   // decorative until `accessibilityLabel` names it
        return image
    }

    @MainActor func updateWidget(_ image: Gtk.Image, context: Context) {
        let variants = context.environment.symbolVariants
        let varied = variants == .none ? name : variants.applied(to: name)
        // In a palette, an enclosed symbol is its glyph on a shape of its own.
        let enclosure = context.environment.symbolPalette == nil ? nil : SymbolPalette.enclosure(of: varied)
        let icon = enclosure.map { SystemSymbols.lookUp($0.glyph) ?? SystemSymbols.iconName(for: $0.glyph) }
            ?? SystemSymbols.lookUp(varied) ?? SystemSymbols.iconName(for: name)
        if image.iconName != icon { image.setFromIconName(icon) }
        image.pixelSize = pixelSize ?? -1
        let scale = context.environment.imageScale
        image.setCSSClass("image-scale-small", scale == .small)
        image.setCSSClass("image-scale-large", scale == .large)
        let multicolor = context.environment.symbolRenderingMode?.isMulticolor
        image.setCSSClass("icon-style-regular", renderingMode == .original || (renderingMode == nil && multicolor == true))
        image.setCSSClass("icon-style-symbolic", renderingMode == .template || (renderingMode == nil && multicolor == false))
        let classes = enclosure.flatMap { enclosure in
            context.environment.symbolPalette?.classes(isSquare: enclosure.isSquare, on: image)
        } ?? []
        let coordinator = context.coordinator
        for name in coordinator.paletteClasses where !classes.contains(name) { image.removeCSSClass(name) }
        for name in classes { image.addCSSClass(name) }
        coordinator.paletteClasses = classes
    }

    @MainActor func makeCoordinator() -> Coordinator { Coordinator() }

    /// The palette classes last added to the icon.
    @MainActor
    final class Coordinator {
        var paletteClasses: [String] = []
    }
}

extension Image {
    /// How large symbols are beside the text around them.
    public enum Scale: Sendable, Equatable {
        /// A little smaller than the text (0.8 em).
        case small
        /// The icon theme's size for the text's size (GTK's default).
        case medium
        /// Larger than the text, for a symbol that stands on its own (1.6 em).
        case large
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale of the symbols below; an explicit frame size wins.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sizes the symbols in this view against its text.
    nonisolated public func imageScale(_ scale: Image.Scale) -> EnvironmentWriter<Self> {
        environment(\.imageScale, scale)
    }
}

/// An image from the resource bundle or a file in a `Gtk.Picture`, decoded off
/// the main thread (full size: it may be shown large); a neutral placeholder
/// shows until it arrives, or for good if it cannot be read.
nonisolated struct PictureView: WidgetRepresentable, Equatable {
    let source: Image.Source
    let fills: Bool
    let contentMode: ContentMode
    let size: [Double]?

    @MainActor func makeCoordinator() -> ImageRequest { ImageRequest() }

    @MainActor func makeWidget(context: Context) -> Gtk.Picture {
        let picture = Gtk.Picture()
        picture.setAccessibleHidden(true)   // decorative until `accessibilityLabel` names it
        picture.addCSSClass("picture")
        picture.addCSSClass("image-placeholder")
        ImageRequest.followScale(of: picture, for: context.coordinator)
        return picture
    }

    @MainActor func updateWidget(_ picture: Gtk.Picture, context: Context) {
        picture.contentFit = contentMode == .fill ? .cover : .contain
        picture.canShrink = true
        if let size {
            picture.setSizeRequest(width: Int32(size[0]), height: Int32(size[1]))
            picture.setExpand(horizontal: false, vertical: false)
            picture.halign = .center
            picture.valign = .center
        } else if fills {
            picture.setExpand(horizontal: true, vertical: true)
        }
        guard context.environment.loadsImages else { return }   // stays a placeholder for now
        context.coordinator.request(source, pixelSize: nil, scale: Self.scale(of: picture)) { [weak picture] texture in
            guard let picture else { return }
            picture.paintable = texture
            picture.setCSSClass("image-placeholder", texture == nil)
        }
    }
}

extension PictureView {
    /// The widget's scale factor: device pixels per logical pixel.
    @MainActor static func scale(of widget: Gtk.Widget) -> Int { Int(max(widget.scaleFactor, 1)) }
}

extension ImageRequest {
    /// Asks again, at the new scale, when `widget` moves to a display of another one.
    static func followScale(of widget: Gtk.Widget, for request: ImageRequest) {
        widget.onNotifyScaleFactor { [weak request, weak widget] in
            guard let widget else { return }
            request?.scaleChanged(to: PictureView.scale(of: widget))
        }
    }
}

/// A square image of a fixed size: a `Gtk.Image` showing the texture at
/// `pixelSize`, which (unlike `Gtk.Picture`) also reports that size as natural.
/// The picture is decoded off the main thread at the size shown (times the
/// display's scale factor).
nonisolated struct SquareImageView: WidgetRepresentable, Equatable {
    let source: Image.Source
    let pixelSize: Int32

    @MainActor func makeCoordinator() -> ImageRequest { ImageRequest() }

    @MainActor func makeWidget(context: Context) -> Gtk.Image {
        let image = Gtk.Image()
        image.setAccessibleHidden(true)   // decorative until `accessibilityLabel` names it
        image.addCSSClass("image-placeholder")
        ImageRequest.followScale(of: image, for: context.coordinator)
        return image
    }

    @MainActor func updateWidget(_ image: Gtk.Image, context: Context) {
        image.pixelSize = pixelSize
        guard context.environment.loadsImages else { return }
        context.coordinator.request(source, pixelSize: Int(pixelSize), scale: PictureView.scale(of: image)) { [weak image] texture in
            guard let image else { return }
            if let texture {
                image.setFromPaintable(texture)
            } else {
                image.setFromIconName("image-missing-symbolic")
            }
            image.setCSSClass("image-placeholder", texture == nil)
        }
    }
}

/// The picture an image view last asked for: an answer to an older request
/// (the view has since been given another picture) is dropped. At a scale
/// factor of 2 or more, a resource's `@2x` rendition (`name@2x.png` beside
/// `name.png`) is loaded when the bundle has one, as HiDPI displays show it;
/// when the widget's scale factor changes, the picture is asked for again.
@MainActor
final class ImageRequest {
    private var current: (source: Image.Source, pixelSize: Int?, scale: Int)?
    private var apply: (@MainActor (GObjectHandle?) -> Void)?

    func request(_ source: Image.Source, pixelSize: Int?, scale: Int, apply: @escaping @MainActor (GObjectHandle?) -> Void) {
        if let current, current.source == source, current.pixelSize == pixelSize, current.scale == scale { return }
        current = (source, pixelSize, scale)
        self.apply = apply
        let loaderSource: TextureLoader.Source
        switch source {
        case .resource(let path): loaderSource = .resource(Self.rendition(of: path, scale: scale))
        case .file(let path): loaderSource = .file(path)
        case .icon, .named: return
        }
        TextureLoader.load(loaderSource, pixelSize: pixelSize.map { $0 * scale }) { [weak self] texture in
            guard let self, let current = self.current, current.source == source, current.pixelSize == pixelSize,
                  current.scale == scale else { return }
            apply(texture)
        }
    }

    /// The widget moved to a display of another scale: the same picture, at it.
    func scaleChanged(to scale: Int) {
        guard let current, let apply, current.scale != scale else { return }
        request(current.source, pixelSize: current.pixelSize, scale: scale, apply: apply)
    }

    /// `path`'s `@2x` rendition at a scale of 2 or more, when the bundle has it.
    static func rendition(of path: String, scale: Int) -> String {
        guard scale >= 2, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
        let doubled = path[..<dot] + "@2x" + path[dot...]
        return ResourceBundle.exists(String(doubled)) ? String(doubled) : path
    }
}

private struct LoadsImagesKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether pictures in this part of the tree start decoding. A container
    /// that holds content out of view (a carousel's other pages) sets it to
    /// false until that content is about to be seen; the pictures keep their
    /// placeholder until then and load when it turns true.
    public var loadsImages: Bool {
        get { self[LoadsImagesKey.self] }
        set { self[LoadsImagesKey.self] = newValue }
    }
}
