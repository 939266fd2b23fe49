// Subset: some elements of an array, by position, in order. A filter's result
// that shares the array's storage instead of copying its elements.

/// Elements of `base` at `positions`, in that order.
package struct Subset<Element>: RandomAccessCollection {
    package let base: [Element]
    package let positions: [Int]

    package init(base: [Element], positions: [Int]) {
        self.base = base
        self.positions = positions
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { positions.count }
    package subscript(position: Int) -> Element { base[positions[position]] }

    // Index arithmetic spelled out: the collection's default implementations,
    // reached through its conformance from code generic over a collection (a
    // list walking its data), build range metadata at every step.
    package typealias Indices = Range<Int>
    package var indices: Range<Int> { 0..<positions.count }
    package func index(after i: Int) -> Int { i + 1 }
    package func index(before i: Int) -> Int { i - 1 }
    package func formIndex(after i: inout Int) { i += 1 }
    package func formIndex(before i: inout Int) { i -= 1 }
    package func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
    package func distance(from start: Int, to end: Int) -> Int { end - start }
    package var count: Int { positions.count }
    package var isEmpty: Bool { positions.isEmpty }
}

/// Equal when they hold equal elements in the same order; positions first,
/// since a filter that changed usually changed them. Elements are compared in
/// place, without copying them out of the arrays (a copy of a landmark retains
/// each of its strings), and not at all when both share one array.
extension Subset: Equatable where Element: Equatable {
    package static func == (lhs: Subset, rhs: Subset) -> Bool {
        guard lhs.positions == rhs.positions else { return false }
        return lhs.base.withUnsafeBufferPointer { left in
            rhs.base.withUnsafeBufferPointer { right in
                if left.baseAddress == right.baseAddress { return true }
                for position in lhs.positions where left[position] != right[position] { return false }
                return true
            }
        }
    }
}

extension Subset: Sendable where Element: Sendable {}
