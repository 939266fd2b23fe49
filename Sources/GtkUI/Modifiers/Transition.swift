import Foundation

/// How a view comes and goes, SwiftUI's `AnyTransition`: the look it has
/// just before it is inserted and just after it is removed — faded out,
/// scaled down, moved off by its own size towards an edge — which the view
/// animates from or to when it comes or goes in an animated transaction
/// (`withAnimation`, `.animation(_:value:)`). Without an animation a view
/// comes and goes at once, as in SwiftUI.
public struct AnyTransition: Sendable, Equatable {
    /// The look on the way in, and on the way out.
    let insertion: TransitionLook
    let removal: TransitionLook

    init(_ look: TransitionLook) {
        insertion = look
        removal = look
    }

    init(insertion: TransitionLook, removal: TransitionLook) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(TransitionLook(opacity: 0))

    /// Grows from nothing and shrinks to nothing, about the centre.
    public static let scale = AnyTransition(TransitionLook(scale: 0))

    /// Grows from `scale` of its size and shrinks to it, about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionLook(scale: scale, anchor: anchor))
    }

    /// Comes in from `edge` and goes out to it, moved by its own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(TransitionLook(travel: edge.travel))
    }

    /// Comes in from the leading edge and goes out to the trailing one.
    public static let slide = AnyTransition(
        insertion: TransitionLook(travel: Edge.leading.travel), removal: TransitionLook(travel: Edge.trailing.travel))

    /// Comes in from `edge`, fading in, and goes out to the opposite one, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: TransitionLook(opacity: 0, travel: edge.travel),
                      removal: TransitionLook(opacity: 0, travel: edge.opposite.travel))
    }

    /// Moved by `offset` points on the way in and out.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(TransitionLook(offset: offset))
    }

    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// No change of look: the view comes and goes as it is.
    public static let identity = AnyTransition(TransitionLook())

    /// One transition on the way in, another on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both at once: faded and moved, say.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }
}

/// Which side a view moves in from or out to.
public enum Edge: Sendable, Equatable, CaseIterable {
    case top, leading, bottom, trailing

    /// The move there, in units of the view's own width and height.
    var travel: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }

    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// A view's look at the hidden end of a transition.
struct TransitionLook: Sendable, Equatable {
    var opacity = 1.0
    var scale = 1.0
    var anchor = UnitPoint.center
    /// Moved by these fractions of the view's own width and height (an edge).
    var travel = CGSize.zero
    /// And by these points.
    var offset = CGSize.zero

    func combined(with other: TransitionLook) -> TransitionLook {
        TransitionLook(
            opacity: opacity * other.opacity, scale: scale * other.scale,
            anchor: scale != 1 ? anchor : other.anchor,
            travel: CGSize(width: travel.width + other.travel.width, height: travel.height + other.travel.height),
            offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height))
    }

    /// The look `hidden` of the way from shown (0) to hidden (1), for a view
    /// `width` × `height` points large, as an effect and an opacity.
    func at(_ hidden: Double, width: Double, height: Double) -> (effect: GeometryEffect, opacity: Double) {
        func mix(_ shown: Double, _ end: Double) -> Double { shown + (end - shown) * hidden }
        let dx = (travel.width * width + offset.width) * hidden
        let dy = (travel.height * height + offset.height) * hidden
        let scale = mix(1, self.scale)
        return (GeometryEffect(offset: CGSize(width: dx, height: dy), scale: CGSize(width: scale, height: scale), anchor: anchor),
                max(0, min(1, mix(1, opacity))))
    }
}
