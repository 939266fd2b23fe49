// LandmarkCollection: a collection the user makes — a name and the landmarks
// in it, by id — and the limits every collection keeps, with what is wrong
// with a name or a change that passes them.
//
// Favorites are not a collection of this kind: they stay each landmark's
// flag, and the views show them as the collection that is always there and
// cannot be renamed or deleted. ModelData+Collections makes the changes;
// SavedState saves them.
import Localization

/// A named collection of landmarks the user keeps.
package struct LandmarkCollection: Identifiable, Hashable, Sendable {
    /// Given when the collection is made and never reused while it exists,
    /// so Undo and a search result find it again after other changes.
    package var id: Int
    package var name: String
    /// The landmarks in it, in the order they were added; ids the current
    /// catalogue lacks are kept, as favorites keep theirs.
    package var landmarkIDs: [Landmark.ID]

    package init(id: Int, name: String, landmarkIDs: [Landmark.ID] = []) {
        self.id = id
        self.name = name
        self.landmarkIDs = landmarkIDs
    }

    /// The longest name, in characters: it must fit a header bar's title.
    package static let maximumNameLength = 60
    /// The most collections one person makes: the editor makes no more.
    package static let maximumCount = 100
    /// The most collections a saved file holds: two instances sharing one
    /// data folder, each with all it may make, merged (`SavedState+Merging`)
    /// keep every one of them, within the file's size limit.
    package static let maximumStored = 2 * maximumCount
    /// The most landmarks in one collection.
    package static let maximumLandmarks = 1_000
    /// The highest id a collection has: ids are counted up from 1, and a
    /// file claiming more is not one this app wrote.
    package static let maximumID = Int(Int32.max)

    /// Why a name or a change was not accepted, in words for the user.
    package enum Problem: Error, Equatable, Sendable {
        case emptyName
        case nameTooLong
        case unshowableName
        /// Another collection, or Favorites, is called this already.
        case nameTaken(String)
        case tooManyCollections
        /// The named collection holds `maximumLandmarks` already.
        case full(String)
        /// The named collection was deleted since.
        case deleted(String)

        package var message: String {
            switch self {
            case .emptyName:
                tr("A collection needs a name.")
            case .nameTooLong:
                tr("A collection’s name can be at most %1$d characters long.", LandmarkCollection.maximumNameLength)
            case .unshowableName:
                tr("This name holds characters that cannot be shown.")
            case .nameTaken(let name):
                tr("There is already a collection called “%1$s”.", name)
            case .tooManyCollections:
                tr("You can keep at most %1$d collections. Delete one to make another.", LandmarkCollection.maximumCount)
            case .full(let name):
                tr("“%1$s” holds %2$d landmarks, as many as a collection can.", name, LandmarkCollection.maximumLandmarks)
            case .deleted(let name):
                // Translators: Undo of a change to a collection that was deleted since.
                tr("“%1$s” was deleted, so the change cannot be undone.", name)
            }
        }
    }

    /// `name` without the spaces around it, or why it cannot name a collection.
    package static func checkedName(_ name: String) throws(Problem) -> String {
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.utf8.count <= maximumNameLength || trimmed.prefix(maximumNameLength + 1).count <= maximumNameLength
        else { throw .nameTooLong }
        guard ShowableText.problem(in: trimmed, maximumLength: maximumNameLength) == nil,
              !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .unshowableName }
        return trimmed
    }

    /// Whether two names would look the same to a person choosing between them.
    package static func namesMatch(_ first: String, _ second: String) -> Bool {
        LandmarkFilter.fold(first) == LandmarkFilter.fold(second)
    }
}

extension String {
    /// Without the white space and line breaks at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }
}
