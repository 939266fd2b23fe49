import GtkUI

struct Greeting: View {
    var name: String
    @State private var changes = 0

    var body: some View {
        VStack(alignment: .leading) {
            Label(name, systemImage: "person.crop.circle")
                .font(.system(size: 20, weight: .semibold))
            Text("Changed \(changes) times")
                .font(.caption)
                .italic()
        }
        .padding()
        .background(Color.yellow.opacity(0.3))
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .onChange(of: name) {
            changes += 1
        }
    }
}
