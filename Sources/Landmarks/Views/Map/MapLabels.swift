// MapLabels: which names a map view shows and where — towns, and states at
// wider spans — placed greedily by importance so that no two overlap and none
// covers the landmark's marker. More and smaller places appear as the view
// zooms in. The place nearest the landmark comes first; when it lies outside
// the view, a label at the edge points toward it with its distance. Pure
// layout over measured text sizes: it draws nothing (MapRenderer does).
import Glibc
import GtkBridge
import LandmarksModel

/// A rectangle in view pixels.
struct LabelFrame: Equatable {
    var x, y, width, height: Double

    func intersects(_ other: LabelFrame) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    func isInside(width viewWidth: Double, height viewHeight: Double) -> Bool {
        x >= 0 && y >= 0 && x + width <= viewWidth && y + height <= viewHeight
    }

    /// The frame grown by `-amount` on every side (shrunk for a positive one).
    func insetBy(_ amount: Double) -> LabelFrame {
        LabelFrame(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    func contains(_ point: (x: Double, y: Double)) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }

    /// Points around the edge, `step` apart (at least the corners).
    func perimeter(step: Double) -> [(x: Double, y: Double)] {
        guard width >= 0, height >= 0 else { return [] }
        let across = max(Int(width / step), 1), down = max(Int(height / step), 1)
        var points: [(x: Double, y: Double)] = []
        for index in 0...across {
            let px = x + width * Double(index) / Double(across)
            points += [(px, y), (px, y + height)]
        }
        for index in 1..<down {
            let py = y + height * Double(index) / Double(down)
            points += [(x, py), (x + width, py)]
        }
        return points
    }
}

/// One name on the map, placed.
struct MapLabel: Equatable {
    enum Kind: Equatable { case town, state, pointer }

    let kind: Kind
    let text: String
    let style: TextStyle
    /// The text's top-left corner.
    let origin: (x: Double, y: Double)
    /// A town's dot, at the place itself.
    let dot: (x: Double, y: Double)?
    /// The space the label claims, halo included.
    let frame: LabelFrame

    static func == (lhs: MapLabel, rhs: MapLabel) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.frame == rhs.frame
    }
}

@MainActor
enum MapLabels {
    typealias Measure = @MainActor (String, TextStyle) -> (width: Double, height: Double)

    /// At most this many names in one view.
    static let maximumCount = 40
    static let markerRadius = 11.0
    /// A town's dot, halo included.
    static let dotRadius = 3.2
    private static let halo = 2.0

    static func style(for place: MapData.Place) -> TextStyle {
        switch place.kind {
        case .state: TextStyle(size: 10, isItalic: true)
        case .town: TextStyle(size: place.rank <= 2 ? 10 : 9, isBold: place.rank <= 1)
        }
    }

    /// The smallest towns (highest rank) shown at a latitude span of `span` degrees.
    static func largestRank(forSpan span: Double) -> UInt8 {
        switch span {
        case ..<0.6: 5
        case ..<1.6: 4
        case ..<5: 3
        case ..<12: 2
        default: 1
        }
    }

    /// The town nearest the view's landmark, anywhere in the data.
    static func nearestTown(to anchor: (latitude: Double, longitude: Double), in map: MapData) -> MapData.Place? {
        nearestTowns(2, to: anchor, in: map).first
    }

    /// The `count` towns nearest a point, nearest first.
    static func nearestTowns(_ count: Int, to anchor: (latitude: Double, longitude: Double), in map: MapData) -> [MapData.Place] {
        let scale = cos(anchor.latitude * .pi / 180)
        var nearest: [(place: MapData.Place, distance: Double)] = []
        for place in map.places where place.kind == .town {
            let distance = squaredDistance(place, anchor, scale)
            guard nearest.count < count || distance < nearest[nearest.count - 1].distance else { continue }
            nearest.append((place, distance))
            nearest.sort { $0.distance < $1.distance }
            if nearest.count > count { nearest.removeLast() }
        }
        return nearest.map(\.place)
    }

    /// The corner the zoom buttons cover: no name goes under them. They sit
    /// at the top end: the right, or the left in a right-to-left language.
    static func controlsFrame(width: Double, rightToLeft: Bool = false) -> LabelFrame {
        LabelFrame(x: rightToLeft ? 0 : width - 62, y: 0, width: 62, height: 102)
    }

    static func place(
        _ map: MapData, viewport: MapViewport, width: Double, height: Double, anchored: Bool = true,
        nearby: [MapData.Place] = [], keepClear: [LabelFrame] = [], rightToLeft: Bool = false, measure: Measure = TextMeasurer.size(of:style:)
    ) -> [MapLabel] {
        var labels: [MapLabel] = []
        let marker = viewport.point(latitude: viewport.anchor.latitude, longitude: viewport.anchor.longitude, width: width, height: height)
        var taken = [controlsFrame(width: width, rightToLeft: rightToLeft)] + keepClear
        if anchored {
            taken.append(LabelFrame(x: marker.x - markerRadius, y: marker.y - markerRadius, width: 2 * markerRadius, height: 2 * markerRadius))
        }
        func add(_ label: MapLabel?) {
            guard let label, labels.count < maximumCount else { return }
            labels.append(label)
            taken.append(label.frame)
        }
        let box = viewport.visibleBox(width: width, height: height)
        let nearest = anchored ? nearestTown(to: viewport.anchor, in: map) : nil
        if let nearest {
            // Named where it is when it shows, else pointed at from the edge
            // toward it.
            let point = viewport.point(latitude: Double(nearest.lat) / 1e6, longitude: Double(nearest.lon) / 1e6, width: width, height: height)
            // A dot must show whole to count as in view.
            let dot = dotRadius
            let inView = point.x >= dot && point.y >= dot && point.x <= width - dot && point.y <= height - dot
            let cover = keepClear.first { $0.insetBy(-dot).contains(point) }
            let named = inView && cover == nil ? town(nearest, viewport, width, height, taken, measure, marker: marker) : nil
            add(named ?? pointer(to: nearest, at: point, from: marker,
                                 viewport: viewport, width: width, height: height, taken: taken, measure: measure))
        }
        for town in nearby where box.contains(lon: town.lon, lat: town.lat) {
            add(Self.town(town, viewport, width, height, taken, measure))
        }
        let largestRank = largestRank(forSpan: viewport.latitudeSpan)
        for place in map.places where labels.count < maximumCount && place != nearest && !nearby.contains(place)
            && box.contains(lon: place.lon, lat: place.lat) {
            switch place.kind {
            case .state where viewport.latitudeSpan >= 1.5:
                add(state(place, viewport, width, height, taken, measure))
            case .town where place.rank <= largestRank:
                add(town(place, viewport, width, height, taken, measure))
            default:
                continue
            }
        }
        return labels
    }

    /// A town's dot and its name to the right of it, or else to the left. A
    /// town so close to the landmark's `marker` that neither fits is named
    /// beside the marker, without a dot of its own.
    private static func town(
        _ place: MapData.Place, _ viewport: MapViewport, _ width: Double, _ height: Double,
        _ taken: [LabelFrame], _ measure: Measure, marker: (x: Double, y: Double)? = nil
    ) -> MapLabel? {
        let point = viewport.point(latitude: Double(place.lat) / 1e6, longitude: Double(place.lon) / 1e6, width: width, height: height)
        if let label = town(place, at: point, gap: 5, dot: point, width, height, taken, measure) { return label }
        guard let marker, abs(point.x - marker.x) < 4 * markerRadius, abs(point.y - marker.y) < 4 * markerRadius else { return nil }
        return town(place, at: marker, gap: markerRadius + halo + 1, dot: nil, width, height, taken, measure)
    }

    private static func town(
        _ place: MapData.Place, at point: (x: Double, y: Double), gap: Double, dot: (x: Double, y: Double)?,
        _ width: Double, _ height: Double, _ taken: [LabelFrame], _ measure: Measure
    ) -> MapLabel? {
        let style = style(for: place)
        let size = measure(place.name, style)
        // Right of the point, left of it, and then above and below it.
        let origins = [(x: point.x + gap, y: point.y - size.height / 2), (x: point.x - gap - size.width, y: point.y - size.height / 2),
                       (x: point.x - size.width / 2, y: point.y - gap - size.height), (x: point.x - size.width / 2, y: point.y + gap)]
        for (x, y) in origins {
            let left = dot == nil ? x : min(x, point.x - 3), right = dot == nil ? x + size.width : max(x + size.width, point.x + 3)
            let frame = LabelFrame(x: left - halo, y: y - halo, width: right - left + 2 * halo, height: size.height + 2 * halo)
            if frame.isInside(width: width, height: height), !taken.contains(where: frame.intersects) {
                return MapLabel(kind: .town, text: place.name, style: style, origin: (x, y), dot: dot, frame: frame)
            }
        }
        return nil
    }

    /// A state's name, centred on its label point.
    private static func state(
        _ place: MapData.Place, _ viewport: MapViewport, _ width: Double, _ height: Double,
        _ taken: [LabelFrame], _ measure: Measure
    ) -> MapLabel? {
        let point = viewport.point(latitude: Double(place.lat) / 1e6, longitude: Double(place.lon) / 1e6, width: width, height: height)
        let text = place.name.uppercased()
        let style = style(for: place)
        let size = measure(text, style)
        let origin = (x: point.x - size.width / 2, y: point.y - size.height / 2)
        let frame = LabelFrame(x: origin.x - halo, y: origin.y - halo, width: size.width + 2 * halo, height: size.height + 2 * halo)
        guard frame.isInside(width: width, height: height), !taken.contains(where: frame.intersects) else { return nil }
        return MapLabel(kind: .state, text: text, style: style, origin: origin, dot: nil, frame: frame)
    }

    /// "↗ Fort Yukon, 170 km": a town out of view, or in view but covered
    /// (by the picture), named at the edge where the line from the landmark
    /// to it leaves the view. Where that spot is taken, the nearest free one
    /// along the edges is used. The arrow is the town's direction from the
    /// landmark, as the distance is its distance from there; and the label
    /// keeps clear of the landmark's marker, where it would read as the
    /// landmark's own name.
    private static func pointer(
        to place: MapData.Place, at target: (x: Double, y: Double), from marker: (x: Double, y: Double),
        viewport: MapViewport, width: Double, height: Double, taken: [LabelFrame], measure: Measure
    ) -> MapLabel? {
        let away = LocaleFormat.distance(kilometres: distance(from: viewport.anchor, to: place), fractionDigits: 0)
        let style = TextStyle(size: 9, isBold: true)
        let text = "\(arrow(from: marker, to: target)) " + tr("%1$s, %2$s", place.name, away)
        let size = measure(text, style)
        let margin = 6.0
        let half = (x: size.width / 2 + halo, y: size.height / 2 + halo)
        // Along the ray from the landmark to the town, as far as the label still fits.
        let angle = atan2(target.y - marker.y, target.x - marker.x)
        let inner = LabelFrame(x: margin + half.x, y: margin + half.y,
                               width: width - 2 * (margin + half.x), height: height - 2 * (margin + half.y))
        let reachX = cos(angle) > 1e-9 ? (inner.x + inner.width - marker.x) / cos(angle)
            : cos(angle) < -1e-9 ? (inner.x - marker.x) / cos(angle) : .infinity
        let reachY = sin(angle) > 1e-9 ? (inner.y + inner.height - marker.y) / sin(angle)
            : sin(angle) < -1e-9 ? (inner.y - marker.y) / sin(angle) : .infinity
        let reach = max(min(reachX, reachY), 0)
        let ideal = (x: marker.x + cos(angle) * reach, y: marker.y + sin(angle) * reach)
        let clearOfMarker = markerClearance(around: marker)
        let byCloseness = inner.perimeter(step: 4)
            .map { spot in (spot, (spot.x - ideal.x) * (spot.x - ideal.x) + (spot.y - ideal.y) * (spot.y - ideal.y)) }
            .sorted { $0.1 < $1.1 }
        for (center, _) in byCloseness {
            let frame = LabelFrame(x: center.x - half.x, y: center.y - half.y, width: 2 * half.x, height: 2 * half.y)
            guard frame.isInside(width: width, height: height), !frame.intersects(clearOfMarker),
                  !taken.contains(where: frame.intersects) else { continue }
            return MapLabel(kind: .pointer, text: text, style: style, origin: (frame.x + halo, frame.y + halo), dot: nil, frame: frame)
        }
        return nil
    }

    /// Around the landmark's marker, where a pointer's text would read as
    /// the landmark's name: a name's height above and below it, and two
    /// markers' widths to either side.
    static func markerClearance(around marker: (x: Double, y: Double)) -> LabelFrame {
        let across = 3 * markerRadius, down = 2 * markerRadius
        return LabelFrame(x: marker.x - across, y: marker.y - down, width: 2 * across, height: 2 * down)
    }

    /// The one of eight arrows nearest the direction from `start` to `end` (y grows downwards).
    static func arrow(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> String {
        let arrows = ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"]
        let angle = atan2(end.y - start.y, end.x - start.x)
        return arrows[(Int((angle / (.pi / 4)).rounded()) + 8) % 8]
    }

    /// Great-circle distance in kilometres.
    static func distance(from anchor: (latitude: Double, longitude: Double), to place: MapData.Place) -> Double {
        let radians = Double.pi / 180
        let lat1 = anchor.latitude * radians, lat2 = Double(place.lat) / 1e6 * radians
        let dLat = lat2 - lat1, dLon = (Double(place.lon) / 1e6 - anchor.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 6371 * 2 * atan2(sqrt(a), sqrt(1 - a))
    }

    private static func squaredDistance(_ place: MapData.Place, _ anchor: (latitude: Double, longitude: Double), _ scale: Double) -> Double {
        let dLat = Double(place.lat) / 1e6 - anchor.latitude
        let dLon = (Double(place.lon) / 1e6 - anchor.longitude) * scale
        return dLat * dLat + dLon * dLon
    }
}
