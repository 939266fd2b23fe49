import Glibc

/// Writes one line to standard error, for messages printed before any window exists.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
