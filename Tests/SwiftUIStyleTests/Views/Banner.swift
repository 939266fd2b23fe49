import GtkUI

struct Banner: View {
    var title: String

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                gradient: Gradient(colors: [.orange, .pink]),
                startPoint: .topLeading,
                endPoint: .bottomTrailing)
            Text(title)
                .font(.title)
                .bold()
                .foregroundStyle(.white)
                .padding()
        }
        .frame(height: 120)
    }
}
