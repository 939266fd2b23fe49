import LandmarksModel

/// A page of the Collections tab: a collection (Favorites, or one of the
/// user's), or a landmark opened from one.
enum CollectionRoute: Hashable {
    case favorites
    case collection(LandmarkCollection.ID)
    case landmark(Landmark.ID)
}

/// What the naming alert is naming: a new collection (which the landmark
/// shown, if any, goes into), or a collection being renamed.
enum CollectionNaming: Equatable {
    case new(adding: Landmark.ID?)
    case rename(LandmarkCollection.ID)
}
