// MapViewport: what part of the world the map shows — centre and zoom — and
// the rules for zooming and panning it, over the Mercator plane. Pure
// arithmetic: no GTK, no drawing.
import Glibc
import LandmarksModel

/// A view onto the map: a centre and a zoom, projected with Mercator.
///
/// The zoom is kept as the plane's extent across the view's height, which a
/// pan does not change: panning moves what was drawn without rescaling it. The
/// familiar "span" (degrees of latitude across the view) follows from it at
/// the centre's latitude.
struct MapViewport: Equatable, Sendable {
    /// The landmark the view belongs to; panning stays near it.
    let anchor: (latitude: Double, longitude: Double)
    private(set) var center: (latitude: Double, longitude: Double)
    /// The plane's degrees across the view's height.
    private(set) var planeSpan: Double

    /// How far from the landmark the centre may move, in degrees (the detailed
    /// map data covers ±3° of latitude and ±6° of longitude around each landmark).
    static let maximumOffset = (latitude: 2.5, longitude: 5.0)
    /// The closest and widest views, in degrees of latitude at the landmark.
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

    /// A view of `span` degrees of latitude around the point, which becomes its anchor.
    init(latitude: Double, longitude: Double, span: Double, limits: Limits = .landmark) {
        anchor = (latitude, longitude)
        center = (latitude, longitude)
        self.limits = limits
        planeSpan = 0
        planeSpan = clampedPlaneSpan(span * Mercator.stretch(atLatitude: latitude))
    }

    static func == (lhs: MapViewport, rhs: MapViewport) -> Bool {
        lhs.anchor == rhs.anchor && lhs.center == rhs.center && lhs.planeSpan == rhs.planeSpan
    }

    /// Degrees of latitude across the view's height, at its centre.
    var latitudeSpan: Double { planeSpan / Mercator.stretch(atLatitude: center.latitude) }

    /// Degrees of latitude per pixel at the centre, for a view `height` pixels tall.
    func degreesPerPixel(height: Double) -> Double { latitudeSpan / max(height, 1) }

    /// Pixels per degree of the plane (and of longitude).
    func pixelsPerDegree(height: Double) -> Double { max(height, 1) / planeSpan }

    /// Pixel position of a coordinate in a `width` × `height` view.
    func point(latitude: Double, longitude: Double, width: Double, height: Double) -> (x: Double, y: Double) {
        projection(width: width, height: height).point(latitude: latitude, longitude: longitude)
    }

    /// The view's projection worked out once, for projecting many points.
    func projection(width: Double, height: Double) -> Projection {
        let scale = pixelsPerDegree(height: height)
        return Projection(x0: width / 2 - center.longitude * scale, y0: height / 2 + Mercator.y(latitude: center.latitude) * scale,
                          scale: scale)
    }

    /// x = x0 + longitude · scale, y = y0 − Mercator.y(latitude) · scale.
    struct Projection {
        let x0, y0, scale: Double

        func point(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
            point(planeY: Mercator.y(latitude: latitude), longitude: longitude)
        }

        /// A point whose latitude is already on the plane (`Mercator.y`).
        func point(planeY: Double, longitude: Double) -> (x: Double, y: Double) {
            (x0 + longitude * scale, y0 - planeY * scale)
        }

        /// A point in the map file's micro-degrees.
        func point(lon: Int32, lat: Int32) -> (x: Double, y: Double) {
            point(latitude: Double(lat) * 1e-6, longitude: Double(lon) * 1e-6)
        }
    }

    /// The coordinates visible in a `width` × `height` view, with a margin.
    func visibleBox(width: Double, height: Double) -> MapData.Box {
        let perPixel = 1 / pixelsPerDegree(height: height)
        let centerY = Mercator.y(latitude: center.latitude)
        let halfY = perPixel * height / 2 * 1.05, halfLon = perPixel * width / 2 * 1.05
        let south = Mercator.latitude(y: centerY - halfY), north = Mercator.latitude(y: centerY + halfY)
        return MapData.Box(
            minLon: Int32((center.longitude - halfLon) * 1e6), minLat: Int32(south * 1e6),
            maxLon: Int32((center.longitude + halfLon) * 1e6), maxLat: Int32(north * 1e6))
    }

    /// Moves the map by a drag of `dx`, `dy` pixels, staying near the landmark.
    mutating func pan(dx: Double, dy: Double, height: Double) {
        let perPixel = 1 / pixelsPerDegree(height: height)
        center.latitude = Mercator.latitude(y: Mercator.y(latitude: center.latitude) + dy * perPixel)
        center.longitude -= dx * perPixel
        clampCenter()
    }

    /// Zooms by `factor` (> 1 zooms in), within the span limits.
    mutating func zoom(by factor: Double) {
        planeSpan = clampedPlaneSpan(planeSpan / factor)
    }

    /// The view centred on `point` (pixels) at `factor` times the zoom.
    mutating func zoom(by factor: Double, around point: (x: Double, y: Double), width: Double, height: Double) {
        pan(dx: width / 2 - point.x, dy: height / 2 - point.y, height: height)
        zoom(by: factor)
    }

    /// Keeps the view within `box` (micro-degrees): zoomed in until it fits
    /// across both ways, then moved inside it. Only a view wider than
    /// `widest` (degrees of the plane across its height) is zoomed in, so a
    /// fit that needs more than the box still shows all it fitted; such a
    /// view stays over the whole of the box the way it is too wide.
    mutating func keep(inside box: MapData.Box, width: Double, height: Double, widest: Double = 0) {
        let west = Double(box.minLon) * 1e-6, east = Double(box.maxLon) * 1e-6
        let south = Mercator.y(latitude: Double(box.minLat) * 1e-6), north = Mercator.y(latitude: Double(box.maxLat) * 1e-6)
        guard east > west, north > south, width > 0, height > 0 else { return }
        planeSpan = min(planeSpan, max(min(north - south, (east - west) * height / width), widest))
        let halfWidth = planeSpan * width / height / 2, halfHeight = planeSpan / 2
        center.longitude = Self.clamp(center.longitude, west + halfWidth, east - halfWidth)
        center.latitude = Mercator.latitude(y: Self.clamp(Mercator.y(latitude: center.latitude), south + halfHeight, north - halfHeight))
    }

    /// `value` within `low...high`, or, when the two have crossed (the
    /// view is larger than the box), within `high...low`.
    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        min(max(value, min(low, high)), max(low, high))
    }

    /// The limits hold at the landmark's latitude, so a pan never changes the zoom.
    private func clampedPlaneSpan(_ span: Double) -> Double {
        let stretch = Mercator.stretch(atLatitude: anchor.latitude)
        return min(max(span, limits.span.lowerBound * stretch), limits.span.upperBound * stretch)
    }

    private mutating func clampCenter() {
        let maximum = limits.offset
        center.latitude = min(max(center.latitude, anchor.latitude - maximum.latitude), anchor.latitude + maximum.latitude)
        center.longitude = min(max(center.longitude, anchor.longitude - maximum.longitude), anchor.longitude + maximum.longitude)
    }
}
