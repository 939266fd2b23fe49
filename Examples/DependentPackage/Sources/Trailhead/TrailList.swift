import GtkUI

struct TrailList: View {
    @Environment(TrailData.self) var trailData
    @State private var showFavoritesOnly = false

    var filteredTrails: [Trail] {
        trailData.trails.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredTrails) { trail in
                    NavigationLink {
                        Text(trail.name)
                    } label: {
                        TrailRow(trail: trail)
                    }
                }
            }
            .navigationTitle("Trails")
        } detail: {
            Text("Select a trail")
        }
    }
}

#Preview {
    let trailData = TrailData()
    return TrailList()
        .environment(trailData)
}

#Preview("Favorites", traits: .defaultLayout, body: {
    TrailList()
        .environment(TrailData())
})
