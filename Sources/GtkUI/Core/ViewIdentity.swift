/// Where a view sits among its siblings: structural position, explicit id and type.
///
/// Two views in consecutive evaluations with the same identity are the same view:
/// it keeps its node, its `@State` and its widget. A different identity means a
/// different view, even at the same place.
enum PathComponent: Hashable {
    case index(Int)          // position in a builder block
    case branch(Bool)        // `if` (true) / `else` (false)
    case id(AnyHashable)     // explicit id, from ForEach or `.id(_:)`
}

typealias ViewPath = [PathComponent]

struct ViewIdentity: Hashable {
    let path: ViewPath
    let type: ObjectIdentifier

    init(path: ViewPath, type: Any.Type) {
        self.path = path
        self.type = ObjectIdentifier(type)
    }
}
