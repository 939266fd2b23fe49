import GtkUI

struct TrailList: View {
    @State private var selection: String?
    @State private var expanded = false
    let trails = ["Ridge", "Lake", "Pass"]

    var body: some View {
        VStack(alignment: .leading) {
            List(selection: $selection) {
                ForEach(trails, id: \.self) { trail in
                    Text(trail).tag(trail)
                }
            }
            .frame(height: 160)
            HStack {
                Button {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        expanded.toggle()
                    }
                } label: {
                    Label("Details", systemImage: "info.circle")
                }
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(expanded ? 90 : 0))
            }
            if let selection {
                Text("Chosen: \(selection)")
            }
        }
    }
}

struct TrailJournal: View {
    @State private var walked = Date(timeIntervalSince1970: 1_750_000_000)
    @Environment(\.editMode) private var editMode
    let season = Date(timeIntervalSince1970: 1_740_000_000)...Date(timeIntervalSince1970: 1_760_000_000)

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Walked on ") + Text(walked, style: .date)
                Spacer()
                EditButton()
            }
            if editMode?.wrappedValue == .active {
                DatePicker(selection: $walked, in: season, displayedComponents: .date) {
                    Text("Day walked")
                }
            }
            Image(systemName: "star.fill")
                .imageScale(.large)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}
