import GtkUI

/// The badge: hexagon, gradient and rotated symbols, drawn by `BadgeRenderer`
/// on a `Canvas`, with an optional colour transform (hue turn, grey).
struct Badge: View, Equatable {
    var size: Double = 100
    var colors = ColorMatrix.identity

    var body: some View {
        Canvas(drawing: colors, width: size, height: size) { context, width, height, colors in
            BadgeRenderer.draw(context, width: width, height: height, colors: colors)
        }
    }

    func hueRotation(degrees: Double) -> Badge {
        var copy = self
        copy.colors = colors.then(.hueRotation(degrees: degrees))
        return copy
    }

    func grayscale(_ amount: Double) -> Badge {
        var copy = self
        copy.colors = colors.then(.grayscale(amount))
        return copy
    }
}

/// A badge earned on the profile: the badge (drawn at 300 and shown at 100)
/// with its name below; screen readers hear "Badge for <name>.".
struct HikeBadge: View {
    var name: String
    var badge = Badge()

    var body: some View {
        VStack(alignment: .center, spacing: 4) {
            badge
            Text(name).font(.caption)
        }
        .accessibilityLabel(tr("Badge for %1$s.", name))
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge()
        HikeBadge(name: "Preview Testing")
            .previewDisplayName("Hike Badge")
    }
}
