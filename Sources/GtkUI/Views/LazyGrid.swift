import Gtk

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's
/// `GridItem`: a fixed size, a flexible one, or as many as fit (`adaptive`).
public struct GridItem: Equatable, Sendable {
    public enum Size: Equatable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this column (between it and the next).
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in a grid that grows down (`LazyVGrid`, `columns`) or across
/// (`LazyHGrid`, `rows`): a `GtkFlowBox`, which lays its children out in
/// lines and reflows them as the width changes. One `.adaptive` item puts as
/// many items in a line as fit at its minimum; other items fix the number of
/// columns, with `.fixed` ones at their size. The items are all made at once
/// (a flow box has no recycling): a grid of a few hundred items is what it
/// is for. Nothing is selectable: the items are the controls.
nonisolated public struct LazyGrid<Content: View>: ContainerRepresentable {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?
    public let content: Content

    public struct Configuration: Equatable {
        let axis: Axis
        let items: [GridItem]
        let alignment: Alignment
        let spacing: CGFloat?
    }

    @MainActor public var configuration: Configuration {
        Configuration(axis: axis, items: items, alignment: alignment, spacing: spacing)
    }

    @MainActor
    public final class Coordinator {
        var children: [ObjectIdentifier] = []
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.FlowBox {
        let flow = Gtk.FlowBox()
        flow.selectionMode = .none
        flow.isHomogeneous = true
        flow.orientation = axis == .vertical ? .horizontal : .vertical
        // Lines keep their height in a taller space (a scroll view's page).
        if axis == .vertical { flow.valign = .start } else { flow.halign = .start }
        return flow
    }

    @MainActor public func updateWidget(_ flow: Gtk.FlowBox, context: Context) {
        let (minimum, maximum) = linesPerRow
        if flow.maxChildrenPerLine != maximum { flow.maxChildrenPerLine = maximum }
        if flow.minChildrenPerLine != minimum { flow.minChildrenPerLine = minimum }
        let across = UInt32(max(0, items.first?.spacing ?? 8))
        let along = UInt32(max(0, spacing ?? 8))
        if axis == .vertical {
            flow.columnSpacing = across
            flow.rowSpacing = along
        } else {
            flow.rowSpacing = across
            flow.columnSpacing = along
        }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in flow: Gtk.FlowBox, context: Context) {
        let coordinator = context.coordinator
        let ids = children.map { ObjectIdentifier($0) }
        guard ids != coordinator.children else { return }
        // A flow box wraps each child in a GtkFlowBoxChild: take the old ones
        // out (the views keep their widgets) and put the list in again.
        var old = flow.firstChild
        while let child = old {
            old = child.nextSibling
            if let box = child.cast(to: Gtk.FlowBoxChild.self) {
                box.child = nil
                flow.remove(box)
            }
        }
        for child in children {
            if let extent = itemExtent {
                if axis == .vertical { child.widthRequest = Int32(extent) } else { child.heightRequest = Int32(extent) }
            }
            flow.append(child)
            // The item is the control; its wrapper is not a second Tab stop.
            child.parent?.isFocusable = false
        }
        coordinator.children = ids
    }

    private var isAdaptive: Bool {
        if items.count == 1, case .adaptive = items[0].size { return true }
        return false
    }

    /// How many items a line holds at least and at most.
    private var linesPerRow: (UInt32, UInt32) {
        if isAdaptive { return (1, 64) }
        let count = UInt32(max(1, items.count))
        return (count, count)
    }

    /// The size each item asks for across the lines: an adaptive item's
    /// minimum, a fixed item's size.
    private var itemExtent: CGFloat? {
        switch items.first?.size {
        case .adaptive(let minimum, _): minimum
        case .fixed(let size): size
        case .flexible(let minimum, _): minimum
        case nil: nil
        }
    }
}

/// A grid that grows downwards, its columns described by `columns`.
public typealias LazyVGrid<Content: View> = LazyGrid<Content>
/// A grid that grows sideways, its rows described by `rows`.
public typealias LazyHGrid<Content: View> = LazyGrid<Content>

extension LazyGrid {
    /// SwiftUI's `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.axis = .vertical
        self.items = columns
        self.alignment = Alignment(horizontal: alignment.gtk, vertical: .start)
        self.spacing = spacing
        self.content = content()
    }

    /// SwiftUI's `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.axis = .horizontal
        self.items = rows
        self.alignment = Alignment(horizontal: .start, vertical: alignment.gtk)
        self.spacing = spacing
        self.content = content()
    }
}

/// A column whose views are all made at once: GTK lays out only what it
/// shows anyway, so laziness would save nothing for the few dozen views a
/// stack holds (long lists belong in `List`, which recycles its rows).
public typealias LazyVStack<Content: View> = VStack<Content>
/// A row whose views are all made at once (see `LazyVStack`).
public typealias LazyHStack<Content: View> = HStack<Content>
