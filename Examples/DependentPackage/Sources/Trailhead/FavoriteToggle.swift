import GtkUI

struct FavoriteToggle: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
        }
    }
}

#Preview {
    @Previewable @State var isSet = true
    @Previewable @State var presses = 0
    VStack {
        FavoriteToggle(isSet: $isSet)
        Text("\(presses) presses")
    }
    .onChange(of: isSet) { presses += 1 }
}
