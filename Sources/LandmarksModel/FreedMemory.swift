// FreedMemory: hands memory a decode freed back to the system. A parse's
// scaffolding (a file's bytes and its JSON tree, as large again as the
// landmarks) is freed into the decoding thread's malloc arena, which keeps
// the pages for that thread unless asked to return them.
import CGLib

package enum FreedMemory {
    /// Returns the free pages of every malloc arena to the system (`malloc_trim`).
    package static func returnToSystem() { _ = malloc_trim(0) }
}
