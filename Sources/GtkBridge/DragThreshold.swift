import CGtk

/// How far a press may move and still be a click (`gtk-dnd-drag-threshold`,
/// 8 px by default): past it, the press is a drag — a pan, a swipe.
@MainActor
public enum DragThreshold {
    public static var pixels: Double {
        guard let settings = gtk_settings_get_default() else { return 8 }
        return Double(cgtk_object_get_int(UnsafeMutableRawPointer(settings), "gtk-dnd-drag-threshold"))
    }

    /// Whether a press that began at `start` and is now at `end` has become a drag.
    public static func isPassed(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        return (dx * dx + dy * dy).squareRoot() > pixels
    }
}
