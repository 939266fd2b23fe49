import GtkUI
import LandmarksModel

/// What the views' previews show: the built-in catalogue and hikes (the
/// resource bundle must be registered first).
@MainActor
enum PreviewData {
    static let model = ModelData(landmarks: AppState.bundledLandmarks(), hikes: AppState.bundledHikes())
}
