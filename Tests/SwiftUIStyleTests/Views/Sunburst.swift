import GtkUI

struct Sunburst: View {
    var rays = 8

    var body: some View {
        ZStack {
            Circle()
                .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                .frame(width: 40, height: 40)
            ForEach(0..<rays, id: \.self) { index in
                Capsule()
                    .fill(Color.orange)
                    .frame(width: 4, height: 16)
                    .offset(y: -32)
                    .rotationEffect(.degrees(Double(index) / Double(rays) * 360))
            }
        }
        .frame(width: 100, height: 100)
    }
}
