import GtkUI

/// A landmark's picture in a circle with a white ring and a soft shadow.
struct CircleImage: View {
    var image: Image
    /// Its diameter.
    static let size = 250.0

    var body: some View {
        image
            .frame(width: Self.size, height: Self.size)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

#Preview {
    CircleImage(image: PreviewData.model.landmarks[0].image)
        .padding(20)
}
