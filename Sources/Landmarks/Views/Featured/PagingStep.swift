import GtkUI

/// Which way a page change steps, when it is a step (Left/Right) rather than a
/// jump to a chosen page. A step past either end wraps around (and the
/// carousel, a ring, slides on in the step's direction).
enum PagingStep: Sendable, Equatable {
    case forward, backward

    /// `current` moved one step this way among `count` pages, wrapping.
    func apply(to current: Int, count: Int) -> Int {
        switch self {
        case .forward: (current + 1) % count
        case .backward: (current - 1 + count) % count
        }
    }

    /// The step a key press asks for, if any.
    init?(keyval: UInt32) {
        switch ArrowKey(keyval: keyval) {
        case .right: self = .forward
        case .left: self = .backward
        default: return nil
        }
    }

    /// Writes `page` stepped this way, animated.
    @MainActor
    func step(_ page: Binding<Int>, count: Int) {
        withAnimation { page.wrappedValue = apply(to: page.wrappedValue, count: count) }
    }
}
