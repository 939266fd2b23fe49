import GtkUI
import LandmarksModel

/// A featured landmark's picture filling the card, with its name and park over it.
struct FeatureCard: View, Equatable {
    var landmark: Landmark

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            if let image = landmark.featureImage {
                image.resizable().scaledToFill()
            } else {
                landmark.image.resizable().scaledToFill()
            }
            TextOverlay(landmark: landmark).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

/// A page of the featured carousel: the card, a button that opens its
/// landmark's detail. The carousel presses it — on a click that is not a
/// swipe, and on Enter (the carousel is the one Tab stop) — so the button
/// takes no clicks or focus itself: a press on it would keep the carousel
/// from swiping. A screen reader presses it directly.
struct FeaturePage: View, Equatable {
    var landmark: Landmark

    var body: some View {
        NavigationLink(value: landmark.id) {
            FeatureCard(landmark: landmark)
        }
        // Translators: a feature card read aloud: the landmark's name, then its park.
        .accessibilityLabel(tr("%1$s, %2$s", landmark.name, landmark.park))
        .focusable(false)
        .allowsHitTesting(false)
        .styleClass("feature-card")
    }
}

/// The gradient (black at 60 % at the bottom to clear at the middle) and the
/// white name and park, bottom-leading.
struct TextOverlay: View, Equatable {
    var landmark: Landmark

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                gradient: Gradient(colors: [.black.opacity(0.6), .black.opacity(0)]),
                startPoint: .bottom,
                endPoint: .center)
            VStack(alignment: .leading, spacing: 0) {
                Text(landmark.name).lineLimit(1).font(.title).bold()
                Text(landmark.park).lineLimit(1)
            }
            .foregroundStyle(.white)
            .styleClass("feature-text")   // 24 px in, 15 in a narrow window (style.css)
        }
    }
}

#Preview(traits: .fixedLayout(width: 600, height: 300)) {
    FeatureCard(landmark: PreviewData.model.features[0])
}
