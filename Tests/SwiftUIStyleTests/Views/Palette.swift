import GtkUI

struct Palette: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Banner(title: "Colours")
            HStack(spacing: 12) {
                Swatch(color: .red, name: "Red")
                Swatch(color: Color(hue: 0.33, saturation: 0.8, brightness: 0.7), name: "Leaf")
                Swatch(color: Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 0.5), name: "Glass")
            }
            ProgressRing(progress: 0.25)
                .frame(width: 80, height: 80)
        }
        .padding()
    }
}
