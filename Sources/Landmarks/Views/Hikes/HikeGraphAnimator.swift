import CGtk
import GtkUI

/// HikeGraph's Coordinator: draws the capsules and moves them between measures
/// with one `AdwSpringAnimation` per capsule, started 30 ms apart.
@MainActor
final class HikeGraphAnimator {
    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// Spring of SwiftUI's `.spring(dampingFraction: 0.5).speed(2)`: response 0.275 s.
    static let dampingRatio = 0.5
    static let stiffness = pow2(2 * Double.pi / 0.275)
    static let rippleDelay: guint = 30   // ms between neighbours

    private var area: Widget!
    private var from: [Frame] = []
    private var to: [Frame] = []
    private var progress: [Double] = []
    private var fromColor = (red: 0.0, green: 0.0, blue: 0.0)
    private var toColor = (red: 0.0, green: 0.0, blue: 0.0)
    private var animations: [GObjectHandle] = []
    /// Delayed spring starts not yet fired, by capsule index.
    private var pendingStarts: [Int: MainLoopTimeout] = [:]
    /// Springs still moving, for tests.
    private(set) var runningAnimations = 0
    var hasContent: Bool { !to.isEmpty }

    isolated deinit {
        for timeout in pendingStarts.values { timeout.cancel() }
    }

    func makeWidget() -> Widget {
        let area = Widget(taking: gtk_drawing_area_new())
        area.setExpand(horizontal: true, vertical: true)
        area.setDrawFunction { [weak self] cairo, width, height in
            self?.draw(cairo, width: Double(width), height: Double(height))
        }
        self.area = area
        return area
    }

    /// Shows `frames` (unit coordinates) in `color`, moving there with the ripple when `animated`.
    func show(_ frames: [Frame], color: (red: Double, green: Double, blue: Double), animated: Bool) {
        guard !sameFrames(frames, to) || color != toColor else { return }
        let current = currentFrames()
        from = current.count == frames.count ? current : frames
        fromColor = hasContent ? toColor : color
        to = frames
        toColor = color
        stopAnimations()
        progress = Array(repeating: animated ? 0 : 1, count: frames.count)
        if animated { startRipple() }
        gtk_widget_queue_draw(area.widget)
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
        let target = AnimationTarget.callback { [weak self] value in
            guard let self, index < self.progress.count else { return }
            self.progress[index] = value
            gtk_widget_queue_draw(self.area.widget)
        }
        // The animation takes ownership of both the parameters and the target.
        let params = adw_spring_params_new(Self.dampingRatio, 1, Self.stiffness)
        let animation = GObjectHandle(taking: UnsafeMutableRawPointer(adw_spring_animation_new(area.widget, 0, 1, params, target)!))
        animation.connect("done") { [weak self] in self?.runningAnimations -= 1 }
        runningAnimations += 1
        animations.append(animation)
        adw_animation_play(animation.pointer())
    }

    private func stopAnimations() {
        for timeout in pendingStarts.values { timeout.cancel() }
        pendingStarts = [:]
        for animation in animations { adw_animation_skip(animation.pointer()) }
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

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        for (index, frame) in currentFrames().enumerated() {
            let p = min(max(progress[index], 0), 1)
            cairo_set_source_rgb(cairo, fromColor.red + (toColor.red - fromColor.red) * p,
                                 fromColor.green + (toColor.green - fromColor.green) * p,
                                 fromColor.blue + (toColor.blue - fromColor.blue) * p)
            capsule(cairo, x: frame.x * width, y: frame.y * height, width: frame.width * width, height: frame.height * height)
            cairo_fill(cairo)
        }
    }

    private func capsule(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        let radius = min(width, max(height, 0)) / 2
        cairo_new_path(cairo)
        cairo_arc(cairo, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    private func sameFrames(_ a: [Frame], _ b: [Frame]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.x == $1.x && $0.y == $1.y && $0.width == $1.width && $0.height == $1.height }
    }
}

private func pow2(_ value: Double) -> Double { value * value }
