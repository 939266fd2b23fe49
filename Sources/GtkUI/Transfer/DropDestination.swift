import Gtk
import FoundationEssentials
import GtkBridge

/// A view that takes files dropped on it from another application (a file
/// manager): SwiftUI's `dropDestination(for: URL.self)`. The action gets the
/// dropped files' URLs (local files only) and where they fell, and returns
/// whether it took them; `isTargeted` hears a drag with files come and go.
/// Foundation makes a file URL from the name as text: bytes of a name that
/// are not UTF-8 arrive replaced (U+FFFD), so such a file cannot be opened
/// through its URL.
nonisolated public struct DropDestination: WidgetAttribute {
    let action: @MainActor ([URL], CGPoint) -> Bool
    let isTargeted: @MainActor (Bool) -> Void

    /// Per widget: the drop target, which runs the newest action.
    final class Attachment {
        let dropping: FileDropping
        init(dropping: FileDropping) { self.dropping = dropping }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: DropDestination?, attachment: inout AnyObject?) {
        let receive: @MainActor ([FileName], Double, Double) -> Bool = { [action] files, x, y in
            let urls = files.map { file in
                file.withCString { URL(fileURLWithFileSystemRepresentation: $0, isDirectory: false, relativeTo: nil) }
            }
            return !urls.isEmpty && action(urls, CGPoint(x: x, y: y))
        }
        if let existing = attachment as? Attachment {
            existing.dropping.receive = receive
            existing.dropping.isTargeted = isTargeted
            return
        }
        attachment = Attachment(dropping: FileDropping(on: widget, receive: receive, isTargeted: isTargeted))
    }
}

extension View {
    /// Takes files dropped on the view: `action` gets their URLs and where
    /// they fell, and returns whether it took them.
    nonisolated public func dropDestination(
        for payloadType: URL.Type = URL.self, action: @escaping @MainActor ([URL], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> ModifiedContent<Self, DropDestination> {
        modifier(DropDestination(action: action, isTargeted: isTargeted))
    }
}
