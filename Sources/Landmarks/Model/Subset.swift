// Subset: some elements of a random-access collection, by position, in order.
// A filter's result that shares the collection's storage instead of copying
// its elements.

/// Elements of `base` at `positions`, in that order.
struct Subset<Base: RandomAccessCollection>: RandomAccessCollection where Base.Index == Int {
    let base: Base
    let positions: [Int]

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    subscript(position: Int) -> Base.Element { base[positions[position]] }
}

/// Equal when they hold equal elements in the same order; positions first,
/// since a filter that changed usually changed them.
extension Subset: Equatable where Base.Element: Equatable {
    static func == (lhs: Subset, rhs: Subset) -> Bool {
        lhs.positions == rhs.positions && lhs.elementsEqual(rhs)
    }
}
extension Subset: Sendable where Base: Sendable {}
