import GtkUI

/// The badge's hexagon, square and as large as it is given, narrowed to
/// 0.832 of its width and filled with a pink-to-orange gradient.
struct BadgeBackground: View {
    static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
    static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)

    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let side = min(geometry.size.width, geometry.size.height)
                let xScale: CGFloat = 0.832
                let xOffset = side * (1 - xScale) / 2
                let width = side * xScale, height = side
                func point(_ unit: CGPoint) -> CGPoint {
                    CGPoint(x: width * unit.x + xOffset, y: height * unit.y)
                }
                path.move(to: point(CGPoint(x: 0.95, y: 0.20 + HexagonParameters.adjustment)))
                for segment in HexagonParameters.segments {
                    path.addLine(to: point(segment.line))
                    path.addQuadCurve(to: point(segment.curve), control: point(segment.control))
                }
            }
            .fill(.linearGradient(
                Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
                startPoint: UnitPoint(x: 0.5, y: 0),
                endPoint: UnitPoint(x: 0.5, y: 0.6)))
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 300)) {
    BadgeBackground()
}
