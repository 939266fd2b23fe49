import GtkUI

/// A landmark's picture in a circle with a white border and a soft shadow.
struct CircleImage: View {
    var image: Image

    var body: some View {
        image
            .frame(width: 250, height: 250)
            .clipShape(.circle)
            .styleClass("circle-image")
    }
}
