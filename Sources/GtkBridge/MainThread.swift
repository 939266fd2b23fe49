import CGtk

/// The process's main thread, where GTK and the main actor run.
public enum MainThread {
    /// True on the main thread (whose thread id is the process id).
    public static var isCurrent: Bool { cgtk_is_main_thread() != 0 }
}
