import GtkUI

struct Swatch: View {
    var color: Color
    var name: String

    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 8)
                .fill(color)
                .frame(width: 48, height: 48)
            Text(name)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
