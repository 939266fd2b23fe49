import GtkUI

/// A walk, as the views below show it.
struct Trail: Identifiable, Hashable {
    var name: String
    var miles: Double
    var isFavorite = false
    var id: String { name }

    static let samples = [
        Trail(name: "Heron Marsh", miles: 3.5),
        Trail(name: "Quarry Ridge", miles: 7.25, isFavorite: true),
    ]
}

@Observable
final class TrailData {
    var trails = Trail.samples
}
