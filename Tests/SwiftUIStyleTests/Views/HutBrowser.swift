import GtkUI

struct Hut: Identifiable {
    let id: Int
    let name: String
    let beds: Int
    var isFavorite: Bool
}

struct HutDetail: View {
    let hut: Hut

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(hut.name)
                    .font(.title)
                if hut.isFavorite {
                    Image(systemName: "star.fill")
                        .renderingMode(.original)
                        .transition(.scale)
                }
            }
            Text("\(hut.beds) beds")
                .foregroundColor(.secondary)
        }
        .padding()
        .navigationTitle(hut.name)
    }
}

struct HutBrowser: View {
    @State private var huts = [
        Hut(id: 1, name: "Glacier Hut", beds: 12, isFavorite: true),
        Hut(id: 2, name: "Saddle Hut", beds: 6, isFavorite: false),
        Hut(id: 3, name: "Tarn Hut", beds: 8, isFavorite: true),
    ]
    @State private var favoritesOnly = false

    var shownHuts: [Hut] {
        huts.filter { !favoritesOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $favoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(shownHuts) { hut in
                    NavigationLink {
                        HutDetail(hut: hut)
                    } label: {
                        Text(hut.name)
                    }
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Huts")
        } detail: {
            Text("Select a hut")
        }
    }
}
