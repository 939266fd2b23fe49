// CatalogLimits: how much of anything the app reads from a catalogue or a
// saved-state file before refusing it, so a hostile or broken file costs
// bounded time and memory and the window still opens.
//
// The limits sit far above any real catalogue (the bundled one has 12
// landmarks of about 1 KB each; the 10,000-landmark benchmark catalogue is
// 7.6 MB) and far below what hurts: a 32 MB catalogue decodes in well under a
// second in a release build. It only states numbers; CatalogDecoder,
// and SavedState enforce them. (Pictures beside a catalogue are bounded by
// TextureLoader.maximumFilePixels, read from each file's header.)

package enum CatalogLimits {
    /// The largest catalogue file read, in bytes.
    package static let catalogBytes = 32 << 20
    /// The most landmarks one catalogue may hold.
    package static let landmarks = 25_000
    /// The most hikes one hike file may hold, and observations per hike.
    package static let hikes = 1_000
    package static let observationsPerHike = 10_000
    /// The longest name, park or state, in characters.
    package static let shortText = 200
    /// The longest description, in characters (the longest bundled one has about 1,000).
    package static let description = 20_000
    /// The longest picture name, in bytes (a file name, without ".jpg").
    package static let pictureName = 200
    /// The most languages one entry's "localized" texts may have.
    package static let languages = 200

    /// The largest saved-state file read, in bytes: favorites for every
    /// landmark of the largest catalogue take about 600 KB, the most
    /// collections (100 of 1,000 landmarks) up to 3 MB with the longest ids.
    package static let savedStateBytes = 8 << 20
}
