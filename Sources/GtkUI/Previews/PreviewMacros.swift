// `#Preview` as SwiftUI writes it: a view file's preview block compiles as
// it is and `PreviewGallery.render(PreviewRegistry.all(), to:)` draws it
// (`make previews` does, for the app). The compiler plugin that expands the
// macros is GtkUIMacros; a package that depends on GtkUI gets it with GtkUI.

/// A preview of a view, drawn by the preview gallery (`make previews`). The
/// body may begin with `@Previewable` values, such as `@State`, that the
/// preview's views bind to.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// A preview of a view laid out as its traits say (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.defaultLayout`).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Makes a variable at the top of a `#Preview` body part of the preview's
/// own view, so a property wrapper such as `@State` works there:
/// `@Previewable @State var isOn = true`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "GtkUIMacros", type: "PreviewableMacro")
