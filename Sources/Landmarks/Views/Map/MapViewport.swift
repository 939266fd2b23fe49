// MapViewport: what part of the world the detail map shows — centre and span —
// and the rules for zooming and panning it. Pure arithmetic: no GTK, no drawing.
import Glibc

/// A view onto the map: a centre and a latitude span, projected
/// equirectangularly with longitude scaled by cos(latitude), so shapes near the
/// centre keep their proportions.
struct MapViewport: Equatable, Sendable {
    /// The landmark the view belongs to; panning stays near it.
    let anchor: (latitude: Double, longitude: Double)
    private(set) var center: (latitude: Double, longitude: Double)
    private(set) var latitudeSpan: Double

    /// How far from the landmark the centre may move, in degrees (the detailed
    /// map data covers ±3° of latitude and ±6° of longitude around each landmark).
    static let maximumOffset = (latitude: 2.5, longitude: 5.0)
    /// The closest and widest views, in degrees of latitude.
    static let spanLimits = 0.05...8.0

    /// How far a view may move and zoom: around one landmark (the detail map),
    /// or over the whole continent (the map of all landmarks).
    struct Limits: Sendable {
        let span: ClosedRange<Double>
        let offset: (latitude: Double, longitude: Double)

        static let landmark = Limits(span: MapViewport.spanLimits, offset: MapViewport.maximumOffset)
        static let continent = Limits(span: 0.25...100, offset: (latitude: 30, longitude: 60))
    }

    let limits: Limits

    init(latitude: Double, longitude: Double, span: Double, limits: Limits = .landmark) {
        anchor = (latitude, longitude)
        center = (latitude, longitude)
        self.limits = limits
        latitudeSpan = min(max(span, limits.span.lowerBound), limits.span.upperBound)
    }

    /// The view centred on `point` (pixels) at `factor` times the zoom.
    mutating func zoom(by factor: Double, around point: (x: Double, y: Double), width: Double, height: Double) {
        pan(dx: width / 2 - point.x, dy: height / 2 - point.y, height: height)
        zoom(by: factor)
    }

    static func == (lhs: MapViewport, rhs: MapViewport) -> Bool {
        lhs.anchor == rhs.anchor && lhs.center == rhs.center && lhs.latitudeSpan == rhs.latitudeSpan
    }

    /// Degrees of latitude per pixel for a view `height` pixels tall.
    func degreesPerPixel(height: Double) -> Double { latitudeSpan / max(height, 1) }

    private var longitudeScale: Double { max(cos(center.latitude * .pi / 180), 0.05) }

    /// Pixel position of a coordinate in a `width` × `height` view.
    func point(latitude: Double, longitude: Double, width: Double, height: Double) -> (x: Double, y: Double) {
        projection(width: width, height: height).point(latitude: latitude, longitude: longitude)
    }

    /// The view's projection worked out once, for projecting many points.
    func projection(width: Double, height: Double) -> Projection {
        let scale = 1 / degreesPerPixel(height: height)
        return Projection(x0: width / 2 - center.longitude * longitudeScale * scale, xScale: longitudeScale * scale,
                          y0: height / 2 + center.latitude * scale, yScale: scale)
    }

    /// x = x0 + longitude · xScale, y = y0 − latitude · yScale.
    struct Projection {
        let x0, xScale, y0, yScale: Double

        func point(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
            (x0 + longitude * xScale, y0 - latitude * yScale)
        }

        /// A point in the map file's micro-degrees.
        func point(lon: Int32, lat: Int32) -> (x: Double, y: Double) {
            (x0 + Double(lon) * 1e-6 * xScale, y0 - Double(lat) * 1e-6 * yScale)
        }
    }

    /// The coordinates visible in a `width` × `height` view, with a margin.
    func visibleBox(width: Double, height: Double) -> MapData.Box {
        let perPixel = degreesPerPixel(height: height)
        let halfLat = perPixel * height / 2 * 1.05, halfLon = perPixel * width / 2 / longitudeScale * 1.05
        return MapData.Box(
            minLon: Int32((center.longitude - halfLon) * 1e6), minLat: Int32((center.latitude - halfLat) * 1e6),
            maxLon: Int32((center.longitude + halfLon) * 1e6), maxLat: Int32((center.latitude + halfLat) * 1e6))
    }

    /// Moves the map by a drag of `dx`, `dy` pixels, staying near the landmark.
    mutating func pan(dx: Double, dy: Double, height: Double) {
        let perPixel = degreesPerPixel(height: height)
        center.latitude += dy * perPixel
        center.longitude -= dx * perPixel / longitudeScale
        clampCenter()
    }

    /// Zooms by `factor` (> 1 zooms in), within the span limits.
    mutating func zoom(by factor: Double) {
        latitudeSpan = min(max(latitudeSpan / factor, limits.span.lowerBound), limits.span.upperBound)
    }

    private mutating func clampCenter() {
        let maximum = limits.offset
        center.latitude = min(max(center.latitude, anchor.latitude - maximum.latitude), anchor.latitude + maximum.latitude)
        center.longitude = min(max(center.longitude, anchor.longitude - maximum.longitude), anchor.longitude + maximum.longitude)
    }
}
