import GtkUI
import LandmarksModel

/// A collection in the overview: the pictures of its first landmarks (a
/// placeholder when it is empty), its name, and how many landmarks it holds.
struct CollectionRow: View, Equatable {
    var summary: CollectionSummary

    /// How many pictures a row shows.
    static let pictureCount = 3
    /// A picture's side; with the pictures beside it a name still has room in a 360-pixel window.
    static let pictureSize = 40.0

    var body: some View {
        HStack(spacing: 12) {
            HStack(spacing: 4) {
                if summary.landmarks.isEmpty {
                    // A tinted tile the size of a picture, the symbol at icon size.
                    Image(systemName: "bookmark")
                        .frame(width: 16, height: 16)
                        .foregroundStyle(.secondary)
                        .frame(width: Self.pictureSize, height: Self.pictureSize)
                        .styleClass("collection-placeholder")
                } else {
                    ForEach(summary.landmarks.prefix(Self.pictureCount)) { landmark in
                        landmark.smallImage
                            .frame(width: Self.pictureSize, height: Self.pictureSize)
                            .cornerRadius(5)
                    }
                }
            }
            .frame(width: CGFloat(Self.pictureCount) * (Self.pictureSize + 4), alignment: .leading)
            VStack(alignment: .leading, spacing: 2) {
                // Two lines before it is cut: a long name still says what it is.
                Text(summary.name).lineLimit(2).bold().clipped()
                Text(Self.countText(summary.landmarks.count)).lineLimit(1).font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
            Image(systemName: "chevron.right").foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
    }

    static func countText(_ count: Int) -> String {
        count == 0 ? tr("No landmarks") : ntr("%1$d landmark", "%1$d landmarks", count: count, count)
    }

    /// "Deserts, 3 landmarks": what a screen reader says for the row.
    static func spokenName(of summary: CollectionSummary) -> String {
        tr("%1$s, %2$s", summary.name, countText(summary.landmarks.count))
    }
}
