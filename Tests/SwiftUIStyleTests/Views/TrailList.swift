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
