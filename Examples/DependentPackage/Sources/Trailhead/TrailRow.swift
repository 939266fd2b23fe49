import GtkUI

struct TrailRow: View {
    var trail: Trail

    var body: some View {
        HStack {
            Image(systemName: "figure.hiking")
            Text(trail.name)
            Spacer()
            if trail.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

#Preview("Heron Marsh") {
    TrailRow(trail: Trail.samples[0])
}

#Preview("Quarry Ridge", traits: .fixedLayout(width: 300, height: 70)) {
    TrailRow(trail: Trail.samples[1])
}

#Preview {
    Group {
        TrailRow(trail: Trail.samples[0])
        TrailRow(trail: Trail.samples[1])
    }
}
