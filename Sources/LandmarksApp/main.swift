// The `landmarks` executable: everything else lives in the Landmarks module.
import Glibc
import Landmarks

let status = MainActor.assumeIsolated { LandmarksApplication().run() }
exit(status)
