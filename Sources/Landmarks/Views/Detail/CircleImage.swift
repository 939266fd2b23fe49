import GtkUI

/// A landmark's picture in a circle with a white border and a soft shadow.
struct CircleImage: View {
    var image: Image
    /// Its diameter.
    static let size = 250.0

    var body: some View {
        image
            .frame(width: Self.size, height: Self.size)
            .clipShape(.circle)
            .styleClass("circle-image")
    }
}

struct CircleImage_Previews: PreviewProvider {
    static var previews: some View {
        CircleImage(image: PreviewData.model.landmarks[0].image)
            .padding(20)
    }
}
