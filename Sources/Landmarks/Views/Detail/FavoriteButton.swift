import GtkUI

/// A star that marks a landmark as a favorite: filled yellow when set, an
/// outline when not. It is a toggle button, so assistive technologies hear
/// "Favorite, toggle button, pressed"; its tooltip says what a click will do.
struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Toggle(tr("Favorite"), systemImage: isSet ? "star.fill" : "star", isOn: $isSet)
            .modifier(StyleClasses(["flat", "circular", "favorite-button"] + (isSet ? ["favorite"] : [])))
            .help(LandmarkCommands.favoriteLabel(isFavorite: isSet))
    }
}

#Preview {
    @Previewable @State var isSet = true
    FavoriteButton(isSet: $isSet)
        .padding(10)
}
