import GtkUI

/// A badge earned on the profile: the badge, drawn at 300 points and shown
/// at 100, with its name below; screen readers hear "Badge for <name>.".
struct HikeBadge: View {
    var name: String

    var body: some View {
        VStack(alignment: .center) {
            Badge()
                .frame(width: 300, height: 300)
                .scaleEffect(1.0 / 3.0)
                .frame(width: 100, height: 100)
            Text(name)
                .font(.caption)
                .accessibilityLabel(tr("Badge for %1$s.", name))
        }
    }
}

#Preview {
    HikeBadge(name: "Preview Testing")
}
