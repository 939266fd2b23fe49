import GtkUI

/// One of the badge's symbols, given 60 points more room on each side than
/// it takes and turned by `angle` about its bottom centre.
struct RotatedBadgeSymbol: View {
    let angle: Angle

    var body: some View {
        BadgeSymbol()
            .padding(-60)
            .rotationEffect(angle, anchor: .bottom)
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 300)) {
    RotatedBadgeSymbol(angle: Angle(degrees: 5))
}
