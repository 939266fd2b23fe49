// LandmarkMarkers: the markers of the map of all landmarks — one per landmark,
// or one per group where markers would overlap (with the group's count), only
// for what is in view, so a catalogue of 10,000 draws as few as fit. Favorites
// are gold. It keeps which marker has the keyboard focus (arrows move it to
// the nearest marker their way, Enter opens it) and answers clicks and
// tooltips. It does not draw the base
// map (MapRenderer) or own the viewport (MapCoordinator).
import GtkBridge
import LandmarksModel

@MainActor
final class LandmarkMarkers {
    struct Point: Equatable {
        let id: Landmark.ID
        let name: String
        let latitude, longitude: Double
        let isFavorite: Bool
        /// The latitude on the Mercator plane, worked out once rather than
        /// in every frame for every landmark.
        let planeY: Double

        init(id: Landmark.ID, name: String, latitude: Double, longitude: Double, isFavorite: Bool) {
            (self.id, self.name, self.latitude, self.longitude, self.isFavorite) = (id, name, latitude, longitude, isFavorite)
            planeY = Mercator.y(latitude: latitude)
        }

        /// The landmark's marker point.
        init(_ landmark: Landmark) {
            self.init(id: landmark.id, name: landmark.name, latitude: landmark.coordinates.latitude,
                      longitude: landmark.coordinates.longitude, isFavorite: landmark.isFavorite)
        }
    }

    /// One marker on screen: a landmark, or a group of close ones.
    struct Marker: Equatable {
        let x, y: Double
        let ids: [Landmark.ID]
        let names: [String]
        let hasFavorite: Bool

        var isGroup: Bool { ids.count > 1 }
    }

    static let radius = 8.0
    /// The key they are kept under on the map's drawing area.
    static let attachmentKey = "landmarks-markers"
    /// Markers whose centres are closer than this join one group.
    static let spacing = 22.0

    /// Set only when they changed (the view compares its landmarks first).
    var points: [Point] = [] {
        didSet { changed?() }
    }
    /// Opens a landmark's detail.
    var open: (@MainActor (Landmark.ID) -> Void)?
    /// Called when the markers must be drawn again.
    var changed: (@MainActor () -> Void)?
    /// Called when the focused marker changes, with what to tell screen readers.
    var announce: (@MainActor (String) -> Void)?

    private(set) var shown: [Marker] = []
    private(set) var focused: Int?

    /// The markers for a view, grouped where they would overlap, in reading order.
    static func markers(for points: [Point], viewport: MapViewport, width: Double, height: Double) -> [Marker] {
        let box = viewport.visibleBox(width: width, height: height)
        let projection = viewport.projection(width: width, height: height)
        var cells: [Int64: [Int]] = [:]
        var groups: [(x: Double, y: Double, members: [Int])] = []
        for (index, point) in points.enumerated() {
            let lon = Int32(point.longitude * 1e6), lat = Int32(point.latitude * 1e6)
            guard box.contains(lon: lon, lat: lat) else { continue }
            let p = projection.point(planeY: point.planeY, longitude: point.longitude)
            let cx = Int64((p.x / spacing).rounded(.down)), cy = Int64((p.y / spacing).rounded(.down))
            var joined = false
            search: for dx in -1...1 {
                for dy in -1...1 {
                    for group in cells[(cx + Int64(dx)) << 32 ^ (cy + Int64(dy)), default: []] {
                        let g = groups[group]
                        if (g.x - p.x) * (g.x - p.x) + (g.y - p.y) * (g.y - p.y) < spacing * spacing {
                            groups[group].members.append(index)
                            joined = true
                            break search
                        }
                    }
                }
            }
            if !joined {
                cells[cx << 32 ^ cy, default: []].append(groups.count)
                groups.append((p.x, p.y, [index]))
            }
        }
        return groups.map { group in
            let members = group.members.map { points[$0] }
            return Marker(x: group.x, y: group.y, ids: members.map(\.id), names: members.map(\.name),
                          hasFavorite: members.contains(where: \.isFavorite))
        }
        .sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// Works out the markers for a view (keeping the focus on the same
    /// landmarks); returns the space they take, which names keep clear of.
    func layOut(viewport: MapViewport, width: Double, height: Double) -> [LabelFrame] {
        let before = focused.flatMap { $0 < shown.count ? shown[$0] : nil }
        shown = Self.markers(for: points, viewport: viewport, width: width, height: height)
        focused = before.flatMap { Self.successor(of: $0, in: shown) }
        if let focused, let before, shown[focused].ids != before.ids {
            // A group split (zoomed in) or joined: say where the focus is now.
            announce?(Self.spoken(shown[focused], index: focused, count: shown.count))
        }
        return shown.map { marker in
            let reach = Self.radius + 5
            return LabelFrame(x: marker.x - reach, y: marker.y - reach, width: 2 * reach, height: 2 * reach)
        }
    }

    /// Draws the markers `layOut` worked out.
    func draw(_ context: GraphicsContext, palette: MapRenderer.Palette) {
        for (index, marker) in shown.enumerated() {
            let radius = marker.isGroup ? Self.radius + 3 : Self.radius
            let fill = marker.hasFavorite ? MapRenderer.Palette.favorite : palette.marker
            for (grow, color) in [(2.0, RGBColor(red: 1, green: 1, blue: 1)), (0, fill)] {
                context.beginPath()
                context.arc(centerX: marker.x, centerY: marker.y, radius: radius + grow, from: 0, to: 2 * .pi)
                context.fill(color)
            }
            if marker.isGroup {
                let text = "\(marker.ids.count)", style = TextStyle(size: 7.5, isBold: true)
                let size = TextMeasurer.size(of: text, style: style)
                context.draw(text, style: style, x: marker.x - size.width / 2, y: marker.y - size.height / 2,
                             color: RGBColor(red: 1, green: 1, blue: 1))
            }
            if index == focused {
                context.beginPath()
                context.arc(centerX: marker.x, centerY: marker.y, radius: radius + 5, from: 0, to: 2 * .pi)
                context.stroke(palette.focus, lineWidth: 2)
            }
        }
    }

    /// Where the focus goes when the markers change: the marker holding the
    /// same landmarks, else the one holding most of them (a group that split
    /// on zooming in hands the focus to one of its own members).
    static func successor(of marker: Marker, in markers: [Marker]) -> Int? {
        if let same = markers.firstIndex(where: { $0.ids == marker.ids }) { return same }
        let members = Set(marker.ids)
        let shared = markers.indices.map { index in markers[index].ids.reduce(0) { $0 + (members.contains($1) ? 1 : 0) } }
        guard let best = shared.indices.max(by: { shared[$0] < shared[$1] }), shared[best] > 0 else { return nil }
        return best
    }

    /// Arrows move the focus to the nearest marker in their direction (the
    /// first press to the first or last in reading order); with none that
    /// way they are left to the map, which pans. Enter or Space opens the
    /// focused marker.
    func keyPressed(_ key: ArrowKey?, activate: Bool) -> Bool {
        guard !shown.isEmpty else { return false }
        if activate {
            guard let focused else { return false }
            activateMarker(at: focused)
            return true
        }
        guard let key else { return false }
        let target: Int
        if let focused {
            guard let next = Self.nearest(from: shown[focused], toward: key, among: shown) else { return false }
            target = next
        } else {
            target = key == .right || key == .down ? 0 : shown.count - 1
        }
        focused = target
        announce?(Self.spoken(shown[target], index: target, count: shown.count))
        changed?()
        return true
    }

    /// The marker nearest `origin` within 60° either side of the arrow's
    /// direction, distance across the arrow counting twice as much as along it.
    static func nearest(from origin: Marker, toward key: ArrowKey, among markers: [Marker]) -> Int? {
        var best: (index: Int, score: Double)?
        for (index, marker) in markers.enumerated() where marker != origin {
            let dx = marker.x - origin.x, dy = marker.y - origin.y
            let (along, across): (Double, Double) = switch key {
            case .right: (dx, dy)
            case .left: (-dx, dy)
            case .down: (dy, dx)
            case .up: (-dy, dx)
            }
            guard along > 0, abs(across) <= along * 3.0.squareRoot() else { continue }
            let score = along + 2 * abs(across)
            if best.map({ score < $0.score }) ?? true { best = (index, score) }
        }
        return best?.index
    }

    /// The marker under the point, if any (within a few pixels of its edge).
    func marker(atX x: Double, y: Double) -> Int? {
        guard let index = shown.indices.min(by: { distance(shown[$0], x, y) < distance(shown[$1], x, y) }),
              distance(shown[index], x, y) <= Self.radius + 6 else { return nil }
        return index
    }

    /// A click on a marker opens it; elsewhere it is the map's.
    func clicked(x: Double, y: Double) -> Bool {
        guard let index = marker(atX: x, y: y) else { return false }
        focused = index
        activateMarker(at: index)
        return true
    }

    /// What hovering the point says: the marker's landmark, or the group's
    /// count and names; nil off the markers. With `keyboard`, the focused one.
    func tooltip(x: Double, y: Double, keyboard: Bool) -> String? {
        guard let index = keyboard ? focused : marker(atX: x, y: y), index < shown.count else { return nil }
        return Self.named(shown[index])
    }

    /// A group zooms in on itself; a landmark opens its detail.
    var zoomIn: (@MainActor (_ x: Double, _ y: Double) -> Void)?

    private func activateMarker(at index: Int) {
        let marker = shown[index]
        if marker.isGroup { zoomIn?(marker.x, marker.y) } else if let id = marker.ids.first { open?(id) }
    }

    static func spoken(_ marker: Marker, index: Int, count: Int) -> String {
        tr("%1$s. %2$s of %3$s.", named(marker), LocaleFormat.integer(index + 1), LocaleFormat.integer(count))
    }

    /// A landmark's name (and whether it is a favorite), or a group's count and names.
    static func named(_ marker: Marker) -> String {
        marker.isGroup
            // Translators: a group of markers on the map; %2$s lists the names, joined with ", ".
            ? ntr("%1$s landmark: %2$s", "%1$s landmarks: %2$s", count: marker.ids.count,
                  LocaleFormat.integer(marker.ids.count), marker.names.joined(separator: tr(", ")))
            : marker.hasFavorite ? tr("%1$s, favorite", marker.names[0]) : marker.names[0]
    }

    private func distance(_ marker: Marker, _ x: Double, _ y: Double) -> Double {
        ((marker.x - x) * (marker.x - x) + (marker.y - y) * (marker.y - y)).squareRoot()
    }
}
