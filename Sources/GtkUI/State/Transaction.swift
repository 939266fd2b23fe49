/// How a state change reaches the screen: animated or not, and how.
///
/// Representables read it from `context.transaction` and map it onto GTK's own
/// animations (stack and revealer transitions, the carousel's animate flag,
/// `AdwSpringAnimation`); GtkUI does not animate anything itself.
public struct Transaction: Sendable, Equatable {
    public var animation: Animation?
    public var disablesAnimations = false
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// A value a view attaches to a change for the representable that applies
    /// it, such as which way a pager is stepping.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// True when the transaction carries nothing: no animation, no values.
    public var isEmpty: Bool { animation == nil && !disablesAnimations && values.isEmpty }

    public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
        lhs.animation == rhs.animation && lhs.disablesAnimations == rhs.disablesAnimations
            && Set(lhs.values.keys) == Set(rhs.values.keys)
    }

    /// True when the change should animate.
    public var isAnimated: Bool { animation != nil && !disablesAnimations }

    /// The transaction of the state writes being made now (`withAnimation` sets it).
    @MainActor public internal(set) static var current = Transaction()
}

/// A key for a value carried by a `Transaction`.
public protocol TransactionKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// A description of an animation, in GTK's terms where GTK has one.
public struct Animation: Sendable, Equatable {
    public enum Curve: Sendable, Equatable {
        case easeInOut
        case spring(dampingRatio: Double, stiffness: Double)
    }
    public var duration: Double   // seconds
    public var curve: Curve
    public var delay: Double = 0   // seconds

    public static let `default` = Animation(duration: 0.25, curve: .easeInOut)

    public static func easeInOut(duration: Double = 0.25) -> Animation {
        Animation(duration: duration, curve: .easeInOut)
    }

    /// A spring like SwiftUI's `spring(response:dampingFraction:)`.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
        let stiffness = pow2(2 * Double.pi / response)
        return Animation(duration: response, curve: .spring(dampingRatio: dampingFraction, stiffness: stiffness))
    }

    public func speed(_ factor: Double) -> Animation {
        var copy = self
        copy.duration /= factor
        if case .spring(let damping, let stiffness) = curve {
            copy.curve = .spring(dampingRatio: damping, stiffness: stiffness * factor * factor)
        }
        return copy
    }

    public func delay(_ seconds: Double) -> Animation {
        var copy = self
        copy.delay = seconds
        return copy
    }
}

private func pow2(_ value: Double) -> Double { value * value }

/// Runs `body` with its state writes animated.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with its state writes carried by `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let previous = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = previous }
    return try body()
}
