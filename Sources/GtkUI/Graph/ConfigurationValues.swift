/// Equatable stand-ins for the parts of a container's configuration that are
/// not `Equatable` themselves: where a binding points, a view hosted by
/// the container's own `updateWidget` (a sheet, a page) rather than mounted
/// as its content, and a closure that builds such views. Not for content:
/// the graph reconciles that child by child.

/// Where a binding points. Two identities are equal when both bindings refer
/// to the same storage location; a binding made from closures has no location
/// and never counts as unchanged, so a container holding one updates each time.
public struct BindingIdentity: Equatable {
    let location: AnyHashable?

    public static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
        guard let left = lhs.location, let right = rhs.location else { return false }
        return left == right
    }
}

extension Binding {
    /// Where this binding points, for a container's `configuration`.
    public var identity: BindingIdentity { BindingIdentity(location: location) }
}

/// A view a container hosts itself, compared by the rules every other view's
/// value is compared by (`StructuralEquality`). Views live on the main thread,
/// and so does every comparison of them.
public struct HostedView<Content: View>: Equatable {
    public let view: Content

    public init(_ view: Content) { self.view = view }

    public static func == (lhs: HostedView, rhs: HostedView) -> Bool {
        nonisolated(unsafe) let left = lhs.view, right = rhs.view
        return MainActor.assumeIsolated { StructuralEquality.isEqual(left, right) }
    }
}

/// A closure that builds views the container hosts itself (a stack's
/// destination pages): the graph cannot compare closures, and what this one
/// captured may have changed whenever the body around the container ran, so
/// it never counts as unchanged and the container updates each time, as
/// SwiftUI's do. The hosted views then compare themselves, page by page.
public struct ViewBuildingClosure: Equatable {
    public init() {}
    public static func == (lhs: ViewBuildingClosure, rhs: ViewBuildingClosure) -> Bool { false }
}
