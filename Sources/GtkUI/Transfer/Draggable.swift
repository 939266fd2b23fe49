import Gtk
import GtkBridge

/// A view a person can drag into another application: what it carries is
/// asked of the newest payload when the drag starts.
nonisolated public struct Draggable: WidgetAttribute {
    let content: @MainActor () -> TransferredContent

    /// Per widget: the drag source, which reads the newest payload.
    final class Attachment {
        let sourcing: DragSourcing
        init(sourcing: DragSourcing) { self.sourcing = sourcing }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: Draggable?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            existing.sourcing.content = content
            return
        }
        attachment = Attachment(sourcing: DragSourcing(on: widget, content: content, picture: Self.decodedPicture(of:)))
    }
}

extension Draggable {
    /// The content's picture as already decoded for the screen, if it was.
    @MainActor static func decodedPicture(of content: TransferredContent) -> GObjectHandle? {
        if let resource = content.pictureResource { return TextureLoader.decodedPicture(of: .resource(resource)) }
        if let file = content.pictureFile { return TextureLoader.decodedPicture(of: .file(file)) }
        return nil
    }
}

extension View {
    /// Lets the view be dragged out of the app as `payload` — its text and
    /// picture, to whichever application the drop lands in.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T) -> ModifiedContent<Self, Draggable> {
        modifier(Draggable(content: { payload().transferredContent }))
    }
}
