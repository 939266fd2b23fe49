// outings-example: an app written the way SwiftUI's newer samples write one
// — a split view with a sidebar, a grid of cards, a stack over a
// `NavigationPath` with `navigationDestination(for:)`, a toolbar button that
// opens an inspector, `#Preview`s — with `import GtkUI` where SwiftUI's file
// imports SwiftUI. Run it with `swift run OutingsExample`; OutingsExampleTests
// drives it on real GTK.
import GtkUI

enum Region: String, CaseIterable, Identifiable, Hashable {
    case coast = "Coast", hills = "Hills", lakes = "Lakes"
    var id: Self { self }

    var symbol: String {
        switch self {
        case .coast: "sun.max"
        case .hills: "leaf"
        case .lakes: "cloud"
        }
    }
}

struct Outing: Identifiable, Hashable {
    let id: Int
    var name: String
    var region: Region
    var miles: Double
    var notes: String
}

@Observable
final class OutingData {
    var outings: [Outing] = [
        Outing(id: 1, name: "Heron Marsh", region: .coast, miles: 3.5, notes: "Boardwalk over the salt marsh."),
        Outing(id: 2, name: "Gull Point", region: .coast, miles: 5, notes: "Cliffs and a lighthouse."),
        Outing(id: 3, name: "Seal Cove", region: .coast, miles: 2.25, notes: "Low tide only."),
        Outing(id: 4, name: "Quarry Ridge", region: .hills, miles: 7.25, notes: "Steep at the start."),
        Outing(id: 5, name: "Beacon Hill", region: .hills, miles: 4, notes: "The view is worth it."),
        Outing(id: 6, name: "Mirror Lake", region: .lakes, miles: 3, notes: "Flat all the way round."),
    ]
    var favorites: Set<Int> = []

    func outings(in region: Region) -> [Outing] { outings.filter { $0.region == region } }
}

@main
struct OutingsApp: App {
    @State private var data = OutingData()

    var body: some Scene {
        WindowGroup("Outings") {
            OutingsSplitView()
                .environment(data)
        }
    }
}

struct OutingsSplitView: View {
    @State private var region: Region? = .coast
    @State private var showsInspector = false

    var body: some View {
        NavigationSplitView {
            List(Region.allCases, selection: $region) { region in
                Label(region.rawValue, systemImage: region.symbol)
            }
            .navigationTitle("Regions")
        } detail: {
            RegionGrid(region: region ?? .coast)
                .id(region)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Region Details", systemImage: "info") {
                    showsInspector.toggle()
                }
            }
        }
        .inspector(isPresented: $showsInspector) {
            RegionInspector(region: region ?? .coast)
        }
    }
}

struct RegionGrid: View {
    let region: Region
    @Environment(OutingData.self) private var data
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 12)], spacing: 12) {
                    ForEach(data.outings(in: region)) { outing in
                        NavigationLink(value: outing) {
                            OutingCard(outing: outing)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle(region.rawValue)
            .navigationDestination(for: Outing.self) { outing in
                OutingPage(outing: outing)
            }
        }
    }
}

struct OutingCard: View {
    let outing: Outing

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(outing.name)
                .font(.headline)
            Text("\(outing.miles, specifier: "%.1f") miles")
                .foregroundStyle(.secondary)
        }
        .padding(12)
    }
}

struct OutingPage: View {
    let outing: Outing
    @Environment(OutingData.self) private var data

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(outing.name)
                .font(.title)
            Text(outing.notes)
            Toggle("Favorite", isOn: Binding(
                get: { data.favorites.contains(outing.id) },
                set: { isOn in
                    if isOn { data.favorites.insert(outing.id) } else { data.favorites.remove(outing.id) }
                }))
            Spacer()
        }
        .padding()
        .navigationTitle(outing.name)
    }
}

struct RegionInspector: View {
    let region: Region
    @Environment(OutingData.self) private var data

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(region.rawValue)
                .font(.title2)
            Text("\(data.outings(in: region).count) outings")
            Text("\(data.favorites.count) favorites")
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}

#Preview("Card") {
    OutingCard(outing: OutingData().outings[0])
}

#Preview("Grid", traits: .fixedLayout(width: 700, height: 500)) {
    RegionGrid(region: .coast)
        .environment(OutingData())
}
