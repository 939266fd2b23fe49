// The `landmarks` executable: the app is `LandmarksApp`, in the Landmarks module.
import Landmarks

MainActor.assumeIsolated { LandmarksApp.main() }
