import GtkUI
import LandmarksModel

/// What the views' previews show: the built-in catalogue and hikes (the
/// resource bundle must be registered first), and every preview of the app
/// for `make previews` to render.
@MainActor
public enum PreviewData {
    static let model = ModelData(landmarks: AppState.bundledLandmarks(), hikes: AppState.bundledHikes())

    /// The app's previews, in the order of the files they close. A test
    /// checks that each `PreviewProvider` in the sources is here.
    public static let all: [any PreviewProvider.Type] = [
        BadgeBackground_Previews.self,
        BadgeSymbol_Previews.self,
        RotatedBadgeSymbol_Previews.self,
        Badge_Previews.self,
        HikeBadge_Previews.self,
        CircleImage_Previews.self,
        LandmarkRow_Previews.self,
        FeatureCard_Previews.self,
        CategoryItem_Previews.self,
        FavoriteButton_Previews.self,
        HikeView_Previews.self,
    ]
}
