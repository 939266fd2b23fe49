import CGtk

/// Work handed to the main loop from any thread: `post` adds a one-shot idle
/// source (`g_idle_add` is thread-safe), and the main loop runs `body` on the
/// main thread in its next iteration. For results a background thread
/// produced; on the main thread, call the code directly.
public enum MainLoopPost {
    public static func post(_ body: @escaping @MainActor @Sendable () -> Void) {
        let box = Unmanaged.passRetained(PostedWork(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            let work = Unmanaged<PostedWork>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { work.body() }
            return 0   // G_SOURCE_REMOVE
        }, box, nil)
    }
}

private final class PostedWork: Sendable {
    let body: @MainActor @Sendable () -> Void
    init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
}
