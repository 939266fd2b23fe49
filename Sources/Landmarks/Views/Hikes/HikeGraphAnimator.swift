import Gtk
import GtkUI

/// HikeGraph's Coordinator: draws the capsules and moves them between measures
/// with one `AdwSpringAnimation` per capsule, started 30 ms apart.
@MainActor
final class HikeGraphAnimator {
    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// Spring of SwiftUI's `.spring(dampingFraction: 0.5).speed(2)`: response 0.275 s.
    static let dampingRatio = 0.5
    static let stiffness = pow2(2 * Double.pi / 0.275)
    static let rippleDelay: UInt32 = 30   // ms between neighbours

    private var area: Gtk.DrawingArea!
    private var from: [Frame] = []
    private var to: [Frame] = []
    private var progress: [Double] = []
    private var fromColor = RGBColor(red: 0, green: 0, blue: 0)
    private var toColor = RGBColor(red: 0, green: 0, blue: 0)
    private var animations: [SpringAnimation] = []
    /// Delayed spring starts not yet fired, by capsule index.
    private var pendingStarts: [Int: MainLoopTimeout] = [:]
    /// Springs still moving, for tests.
    private(set) var runningAnimations = 0
    var hasContent: Bool { !to.isEmpty }

    isolated deinit {
        for timeout in pendingStarts.values { timeout.cancel() }
    }

    func makeWidget() -> Gtk.DrawingArea {
        let area = Gtk.DrawingArea()
        area.setExpand(horizontal: true, vertical: true)
        area.setDrawFunction { [weak self] context, width, height in
            self?.draw(context, width: width, height: height)
        }
        self.area = area
        return area
    }

    /// Shows `frames` (unit coordinates) in `color`, moving there with the ripple when `animated`.
    func show(_ frames: [Frame], color: RGBColor, animated: Bool) {
        guard !sameFrames(frames, to) || color != toColor else { return }
        let current = currentFrames()
        from = current.count == frames.count ? current : frames
        fromColor = hasContent ? toColor : color
        to = frames
        toColor = color
        stopAnimations()
        progress = Array(repeating: animated ? 0 : 1, count: frames.count)
        if animated { startRipple() }
        area.queueDraw()
    }

    private func startRipple() {
        for index in to.indices {
            let start: @MainActor () -> Void = { [weak self] in
                self?.pendingStarts[index] = nil
                self?.startSpring(for: index)
            }
            if index == 0 {
                start()
                continue
            }
            pendingStarts[index] = MainLoopTimeout(milliseconds: Self.rippleDelay * UInt32(index), start)
        }
    }

    private func startSpring(for index: Int) {
        let animation = SpringAnimation(widget: area, dampingRatio: Self.dampingRatio, stiffness: Self.stiffness) { [weak self] value in
            guard let self, index < self.progress.count else { return }
            self.progress[index] = value
            self.area.queueDraw()
        } onDone: { [weak self] in
            self?.runningAnimations -= 1
        }
        runningAnimations += 1
        animations.append(animation)
        animation.play()
    }

    private func stopAnimations() {
        for timeout in pendingStarts.values { timeout.cancel() }
        pendingStarts = [:]
        for animation in animations { animation.skip() }
        animations = []
        runningAnimations = 0
    }

    private func currentFrames() -> [Frame] {
        zip(from, to).enumerated().map { index, pair in
            let p = index < progress.count ? progress[index] : 1
            return (pair.0.x + (pair.1.x - pair.0.x) * p, pair.0.y + (pair.1.y - pair.0.y) * p,
                    pair.0.width + (pair.1.width - pair.0.width) * p, pair.0.height + (pair.1.height - pair.0.height) * p)
        }
    }

    private func draw(_ context: GraphicsContext, width: Double, height: Double) {
        for (index, frame) in currentFrames().enumerated() {
            let p = min(max(progress[index], 0), 1)
            capsule(context, x: frame.x * width, y: frame.y * height, width: frame.width * width, height: frame.height * height)
            context.fill(fromColor.mixed(with: toColor, by: p))
        }
    }

    private func capsule(_ context: GraphicsContext, x: Double, y: Double, width: Double, height: Double) {
        let radius = min(width, max(height, 0)) / 2
        context.beginPath()
        context.arc(centerX: x + width - radius, centerY: y + radius, radius: radius, from: -.pi / 2, to: 0)
        context.arc(centerX: x + width - radius, centerY: y + height - radius, radius: radius, from: 0, to: .pi / 2)
        context.arc(centerX: x + radius, centerY: y + height - radius, radius: radius, from: .pi / 2, to: .pi)
        context.arc(centerX: x + radius, centerY: y + radius, radius: radius, from: .pi, to: 3 * .pi / 2)
        context.closePath()
    }

    private func sameFrames(_ a: [Frame], _ b: [Frame]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.x == $1.x && $0.y == $1.y && $0.width == $1.width && $0.height == $1.height }
    }
}

private func pow2(_ value: Double) -> Double { value * value }
