import GtkUI

struct ProgressRing: View {
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            let side = min(geometry.size.width, geometry.size.height)
            let lineWidth = side / 10
            ZStack {
                Circle()
                    .strokeBorder(Color.gray.opacity(0.3), lineWidth: lineWidth)
                Path { path in
                    path.addArc(
                        center: CGPoint(x: side / 2, y: side / 2),
                        radius: (side - lineWidth) / 2,
                        startAngle: .degrees(-90),
                        endAngle: .degrees(-90 + 360 * progress),
                        clockwise: false)
                }
                .stroke(Color.blue, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            }
            .frame(width: side, height: side)
        }
    }
}
