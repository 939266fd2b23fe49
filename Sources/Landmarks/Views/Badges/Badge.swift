import GtkUI

/// The badge: the hexagon with eight symbols turned round a point below its
/// centre, a quarter of their size and half see-through.
struct Badge: View {
    var badgeSymbols: some View {
        ForEach(0..<8) { index in
            RotatedBadgeSymbol(angle: .degrees(Double(index) / 8 * 360))
        }
        .opacity(0.5)
    }

    var body: some View {
        ZStack {
            BadgeBackground()

            GeometryReader { geometry in
                badgeSymbols
                    .scaleEffect(1.0 / 4.0, anchor: .top)
                    .position(x: geometry.size.width / 2, y: 3.0 / 4.0 * geometry.size.height)
            }
        }
        .scaledToFit()
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 300)) {
    Badge()
}
