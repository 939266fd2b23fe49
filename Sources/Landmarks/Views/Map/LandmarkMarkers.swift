// LandmarkMarkers: the markers of the map of all landmarks — one per landmark,
// or one per group where markers would overlap (with the group's count), only
// for what is in view, so a catalogue of 10,000 draws as few as fit. Favorites
// are gold. It keeps which marker has the keyboard focus (arrows move it in
// reading order, Enter opens it) and answers clicks. It does not draw the base
// map (MapRenderer) or own the viewport (MapCoordinator).
import GtkBridge

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
        let focusedIDs = focused.flatMap { $0 < shown.count ? shown[$0].ids : nil }
        shown = Self.markers(for: points, viewport: viewport, width: width, height: height)
        focused = focusedIDs.flatMap { ids in shown.firstIndex { $0.ids == ids } } ?? (focused == nil ? nil : (shown.isEmpty ? nil : 0))
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

    /// Arrows move the focus among the markers; Enter or Space opens the focused one.
    func keyPressed(_ key: ArrowKey?, activate: Bool) -> Bool {
        guard !shown.isEmpty else { return false }
        if activate {
            guard let focused else { return false }
            activateMarker(at: focused)
            return true
        }
        guard let key else { return false }
        let step = key == .right || key == .down ? 1 : -1
        focused = ((focused ?? (step > 0 ? -1 : 0)) + step + shown.count) % shown.count
        announce?(Self.spoken(shown[focused!], index: focused!, count: shown.count))
        changed?()
        return true
    }

    /// A click on a marker opens it; elsewhere it is the map's.
    func clicked(x: Double, y: Double) -> Bool {
        guard let index = shown.indices.min(by: { distance(shown[$0], x, y) < distance(shown[$1], x, y) }),
              distance(shown[index], x, y) <= Self.radius + 6 else { return false }
        focused = index
        activateMarker(at: index)
        return true
    }

    /// A group zooms in on itself; a landmark opens its detail.
    var zoomIn: (@MainActor (_ x: Double, _ y: Double) -> Void)?

    private func activateMarker(at index: Int) {
        let marker = shown[index]
        if marker.isGroup { zoomIn?(marker.x, marker.y) } else if let id = marker.ids.first { open?(id) }
    }

    static func spoken(_ marker: Marker, index: Int, count: Int) -> String {
        let what = marker.isGroup
            // Translators: a group of markers on the map; %2$s lists the names, joined with ", ".
            ? ntr("%1$s landmark: %2$s", "%1$s landmarks: %2$s", count: marker.ids.count,
                  LocaleFormat.integer(marker.ids.count), marker.names.joined(separator: tr(", ")))
            : marker.hasFavorite ? tr("%1$s, favorite", marker.names[0]) : marker.names[0]
        return tr("%1$s. %2$s of %3$s.", what, LocaleFormat.integer(index + 1), LocaleFormat.integer(count))
    }

    private func distance(_ marker: Marker, _ x: Double, _ y: Double) -> Double {
        ((marker.x - x) * (marker.x - x) + (marker.y - y) * (marker.y - y)).squareRoot()
    }
}
