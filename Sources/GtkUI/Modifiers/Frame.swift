import Foundation
import Gtk
import GtkUIWidgets

/// A frame of a fixed width, height or both, SwiftUI's
/// `frame(width:height:alignment:)`: a `CgtkFrameBin` (GtkUIWidgets'
/// `FrameBin`) that takes exactly that size in its parent's layout, whatever
/// its content asks for. The content is offered the frame's size: content
/// that fills (a shape, a resizable picture, a text) takes it, content that
/// does not keeps its natural size and sits by `alignment`, and content
/// whose minimum is larger overflows the frame, drawn beyond it, centred by
/// default (`Badge().frame(width: 300, height: 300).scaleEffect(1 / 3)
/// .frame(width: 100, height: 100)` takes 100 points of layout). A fixed
/// frame never takes a share of the space left over, though what it holds
/// would. In an animated transaction a new size is reached on the
/// animation's curve.
nonisolated public struct FrameContainer<Content: View>: ContainerRepresentable {
    let width: Double?
    let height: Double?
    let alignment: Alignment
    public let content: Content

    public struct Configuration: Equatable {
        let width: Double?
        let height: Double?
        let alignment: Alignment
    }

    @MainActor public var configuration: Configuration { Configuration(width: width, height: height, alignment: alignment) }

    /// The size shown, moving to each new one.
    @MainActor
    public final class Coordinator {
        let size = AnimatedValue<FrameSize>()
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> FrameBin {
        FrameBin()
    }

    @MainActor public func updateWidget(_ bin: FrameBin, context: Context) {
        bin.setAlignment(x: alignment.unitPoint.x, y: alignment.unitPoint.y)
        let typed = bin
        // A fixed axis never expands; on another the content decides.
        typed.hexpandSet = width != nil
        if width != nil { typed.hexpand = false; typed.halign = .center }
        typed.vexpandSet = height != nil
        if height != nil { typed.vexpand = false; typed.valign = .center }

        context.coordinator.size.move(
            to: FrameSize(width: width, height: height), on: bin, in: context.transaction,
            mix: { from, to, fraction in
                func mix(_ start: Double?, _ end: Double?) -> Double? {
                    guard let start, let end else { return end }
                    return start + (end - start) * fraction
                }
                return FrameSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
            },
            show: { [weak bin] size in if let bin { Self.show(size, in: bin) } })
    }

    @MainActor private static func show(_ size: FrameSize, in bin: FrameBin) {
        // A spring may overshoot below zero; a frame is never negative.
        bin.setSize(width: size.width.map { Int32(max(0, $0).rounded()) },
                    height: size.height.map { Int32(max(0, $0).rounded()) })
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in bin: FrameBin, context: Context) {
        bin.setChild(children.first)
    }
}

@MainActor extension FrameContainer: @MainActor Equatable where Content: Equatable {}

/// A frame's width and height; nil on an axis the content decides.
struct FrameSize: Equatable {
    var width: Double?
    var height: Double?
}

/// Flexible sizes as GTK understands them: a minimum becomes the size
/// request; an infinite maximum makes the widget expand and fill that axis.
/// (A finite maximum has no GTK counterpart: the widget takes what its
/// parent gives it; and the content fills the frame, so `alignment` is not
/// applied here. docs/Architecture.md §4 lists both.)
nonisolated public struct Frame: WidgetAttribute, Equatable {
    public var minWidth: Double?
    public var minHeight: Double?
    public var maxWidth: Double?
    public var maxHeight: Double?
    public var alignment: Alignment?

    @MainActor public func apply(to widget: Gtk.Widget, previous: Frame?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        widget.setSizeRequest(width: minWidth.map { Int32($0) } ?? -1, height: minHeight.map { Int32($0) } ?? -1)
        let typed = widget
        if maxWidth == .infinity {
            typed.hexpand = true
            typed.halign = .fill
        }
        if maxHeight == .infinity {
            typed.vexpand = true
            typed.valign = .fill
        }
    }
}

extension Alignment {
    /// The alignment as a point of a box in units of its size (leading, top: 0).
    var unitPoint: UnitPoint {
        func fraction(_ align: Gtk.Align) -> Double {
            switch align {
            case .start: 0
            case .end: 1
            default: 0.5
            }
        }
        return UnitPoint(x: fraction(horizontal), y: fraction(vertical))
    }
}

extension View {
    /// Gives the view a fixed width, height or both (nil: the view's own),
    /// placing it in that frame by `alignment`.
    nonisolated public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameContainer<Self> {
        FrameContainer(width: width, height: height, alignment: alignment, content: self)
    }

    nonisolated public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment? = nil
    ) -> ModifiedContent<Self, Frame> {
        modifier(Frame(minWidth: minWidth, minHeight: minHeight, maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment))
    }
}

@MainActor extension FrameContainer: ElementwiseModifier {
    nonisolated public static var _graphRole: _GraphRole { elementwiseRole }
    public func _collect(into children: inout _ViewChildren, path: _ViewPath) { collectElements(into: &children, path: path) }

    func wrapping<Element: View>(_ element: Element) -> any View {
        FrameContainer<Element>(width: width, height: height, alignment: alignment, content: element)
    }
}
