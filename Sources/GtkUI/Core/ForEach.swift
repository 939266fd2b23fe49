/// One view per element of a collection, identified by the element's id, so a
/// moved element keeps its widget and state, and only inserted or removed
/// elements make or dismantle views.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    nonisolated public static var _graphRole: _GraphRole { .structural }
    public typealias Body = Never
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        for element in data {
            content(element)._collect(into: &children, path: path.appending(.id(AnyHashable(element[keyPath: id]))))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range: elements are identified by their value.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
