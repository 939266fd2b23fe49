import CGtk

/// True on the process's main thread, where GTK and the main actor run.
func isMainThread() -> Bool {
    cgtk_is_main_thread() != 0
}
