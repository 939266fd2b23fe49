// MapRenderer: draws the offline map for a viewport on a GraphicsContext — water, land,
// lakes, islands, rivers, borders, the names MapLabels places — and the landmark's marker. It draws only
// features whose bounds meet the view, or a tile of it (TiledDrawing keeps them). It does not handle
// input (MapCoordinator does).
import FoundationEssentials
import GtkBridge
import LandmarksModel

@MainActor
enum MapRenderer {
    /// Map colours for light and dark styles.
    struct Palette {
        let water, land, river, border, marker: RGBColor
        /// Names, the halo behind them, state names, and towns' dots.
        let label, halo, state, dot: RGBColor
        /// The ring around the marker that has the keyboard focus.
        let focus: RGBColor
        /// Past the edge of the map data, where there is nothing to draw.
        let beyond: RGBColor
        /// A favorite's marker on the map of all landmarks.
        static let favorite = RGBColor(red: 0.96, green: 0.70, blue: 0.05)

        static let light = Palette(
            water: rgb(0.65, 0.80, 0.91), land: rgb(0.93, 0.92, 0.87), river: rgb(0.45, 0.65, 0.85),
            border: rgb(0.45, 0.42, 0.50), marker: rgb(0.88, 0.11, 0.14),
            label: rgb(0.14, 0.14, 0.18), halo: RGBColor(red: 1, green: 1, blue: 1, alpha: 0.85),
            state: rgb(0.42, 0.38, 0.48), dot: rgb(0.25, 0.25, 0.30), focus: rgb(0.21, 0.52, 0.89),
            beyond: rgb(0.80, 0.80, 0.80))
        static let dark = Palette(
            water: rgb(0.13, 0.22, 0.32), land: rgb(0.24, 0.24, 0.23), river: rgb(0.25, 0.42, 0.60),
            border: rgb(0.62, 0.60, 0.66), marker: rgb(0.96, 0.38, 0.32),
            label: rgb(0.93, 0.93, 0.95), halo: RGBColor(red: 0.08, green: 0.08, blue: 0.10, alpha: 0.85),
            state: rgb(0.72, 0.70, 0.78), dot: rgb(0.85, 0.85, 0.88), focus: rgb(0.47, 0.68, 0.93),
            beyond: rgb(0.15, 0.15, 0.15))

        private static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> RGBColor {
            RGBColor(red: red, green: green, blue: blue)
        }
    }

    /// Draws the view; returns the names it shows.
    /// Without `anchored` (the map of all landmarks) there is no single
    /// landmark: no marker, and no nearest town but the `nearby` towns
    /// named first where they show; names keep clear of `keepClear` (its markers).
    /// Outside `extent` (the data's) the view is painted `beyond`, so the
    /// data's straight edge reads as the map's end, not as cut-off land. The features (water, land, rivers,
    /// borders) come from `tiles` when given, drawn only where it lacks them
    /// (see `TiledDrawing`, `deferring` included); names are placed for each
    /// frame and blitted from set images.
    @discardableResult
    static func draw(
        _ map: MapData?, viewport: MapViewport, palette: Palette, context: GraphicsContext, width: Double, height: Double,
        anchored: Bool = true, nearby: [MapData.Place] = [], keepClear: [LabelFrame] = [], rightToLeft: Bool = false,
        extent: MapData.Box? = nil, tiles: TiledDrawing? = nil, deferring: Bool = false
    ) -> [MapLabel] {
        if let tiles {
            let scale = viewport.pixelsPerDegree(height: height)
            let origin = (x: viewport.center.longitude - width / 2 / scale,
                          y: -Mercator.y(latitude: viewport.center.latitude) - height / 2 / scale)
            tiles.paint(on: context, origin: origin, pixelsPerUnit: scale, width: width, height: height,
                        variant: palette.water, deferring: deferring) { layer, pixelsPerDegree, region in
                drawFeatures(map, in: region, pixelsPerDegree: pixelsPerDegree, palette: palette, context: layer)
            }
        } else {
            let projection = viewport.projection(width: width, height: height)
            drawFeatures(map, projection: projection, box: viewport.visibleBox(width: width, height: height),
                         palette: palette, context: context)
        }
        if let extent { paintBeyond(extent, viewport: viewport, palette: palette, context: context, width: width, height: height) }
        var labels: [MapLabel] = []
        if let map {
            labels = MapLabels.place(map, viewport: viewport, width: width, height: height, anchored: anchored,
                                     nearby: nearby, keepClear: keepClear, rightToLeft: rightToLeft)
            for label in labels { draw(label, palette: palette, context: context) }
        }
        if anchored { drawMarker(viewport: viewport, palette: palette, context: context, width: width, height: height) }
        return labels
    }

    private static func paintBeyond(
        _ extent: MapData.Box, viewport: MapViewport, palette: Palette, context: GraphicsContext, width: Double, height: Double
    ) {
        let projection = viewport.projection(width: width, height: height)
        let northWest = projection.point(lon: extent.minLon, lat: extent.maxLat)
        let southEast = projection.point(lon: extent.maxLon, lat: extent.minLat)
        let left = max(northWest.x, 0), right = min(southEast.x, width)
        let top = max(northWest.y, 0), bottom = min(southEast.y, height)
        var rectangles: [(x: Double, y: Double, width: Double, height: Double)] = []
        if left > 0 { rectangles.append((0, 0, left, height)) }
        if right < width { rectangles.append((right, 0, width - right, height)) }
        if top > 0 { rectangles.append((left, 0, right - left, top)) }
        if bottom < height { rectangles.append((left, bottom, right - left, height - bottom)) }
        guard !rectangles.isEmpty else { return }
        context.beginPath()
        for rectangle in rectangles where rectangle.width > 0 && rectangle.height > 0 {
            context.rectangle(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
        }
        context.fill(palette.beyond)
    }

    /// Draws the features of a rectangle of the Mercator plane at
    /// `pixelsPerDegree` (a tile's pixels), with the context's origin at the
    /// rectangle's top-left corner.
    static func drawFeatures(
        _ map: MapData?, in region: (x: Double, y: Double, width: Double, height: Double), pixelsPerDegree: Double,
        palette: Palette, context: GraphicsContext
    ) {
        let projection = MapViewport.Projection(x0: -region.x, y0: -region.y, scale: pixelsPerDegree)
        // Wide enough for the widest line, so a line just outside still draws its edge.
        let margin = 4 / pixelsPerDegree
        let west = region.x / pixelsPerDegree - margin, east = (region.x + region.width) / pixelsPerDegree + margin
        let north = Mercator.latitude(y: -region.y / pixelsPerDegree + margin)
        let south = Mercator.latitude(y: -(region.y + region.height) / pixelsPerDegree - margin)
        let box = MapData.Box(minLon: Int32(max(west, -180) * 1e6), minLat: Int32(south * 1e6),
                              maxLon: Int32(min(east, 180) * 1e6), maxLat: Int32(north * 1e6))
        drawFeatures(map, projection: projection, box: box, palette: palette, context: context)
    }

    /// One fill or stroke of the features: all of one kind (and, for
    /// rivers, one width) traced into one path, so Cairo rasterizes a layer
    /// at a time instead of a feature at a time. Areas fill with the winding
    /// rule, which keeps holes (clockwise rings) and overlaps (the two layers'
    /// shared strip) right across merged polygons.
    private enum Pass: CaseIterable {
        case land, lakes, islands, majorRivers, rivers, nationalBorders, stateBorders

        func includes(_ feature: MapData.Feature) -> Bool {
            switch self {
            case .land: feature.kind == .land
            case .lakes: feature.kind == .lake
            case .islands: feature.kind == .islandInLake
            case .majorRivers: feature.kind == .river && feature.rank <= 2
            case .rivers: feature.kind == .river && feature.rank > 2
            case .nationalBorders: feature.kind == .nationalBorder
            case .stateBorders: feature.kind == .stateBorder
            }
        }

        @MainActor func finish(_ context: GraphicsContext, palette: Palette) {
            switch self {
            case .land, .islands: context.fill(palette.land, rule: .winding)
            case .lakes: context.fill(palette.water, rule: .winding)
            case .majorRivers: context.stroke(palette.river, lineWidth: 1.6)
            case .rivers: context.stroke(palette.river, lineWidth: 1)
            case .nationalBorders: context.stroke(palette.border, lineWidth: 1.4, dash: [6, 3])
            case .stateBorders: context.stroke(palette.border, lineWidth: 0.9, dash: [3, 3])
            }
        }
    }

    private static func drawFeatures(
        _ map: MapData?, projection: MapViewport.Projection, box: MapData.Box, palette: Palette, context: GraphicsContext
    ) {
        context.paint(palette.water)
        guard let map else { return }
        // At wide spans a feature smaller than a pixel changes nothing
        // visible, and a coastline has dozens of points per pixel: skip
        // the one, and read only every `stride`-th point of the other.
        // Mercator stretches the north, so each feature is judged by the
        // degrees a pixel covers at its own latitude: the same in every
        // tile, so neighbouring tiles agree on what they draw.
        let degreesPerPixel = 1 / projection.scale
        func perPixel(_ feature: MapData.Feature) -> Double {
            degreesPerPixel / Mercator.stretch(atLatitude: Double(feature.box.minLat / 2 + feature.box.maxLat / 2) * 1e-6)
        }
        // Over a continent (more than about 0.02° a pixel) a lake or island
        // must span two pixels to be drawn, and minor rivers are left out.
        let isWide = degreesPerPixel > 0.04
        var visible: [(feature: MapData.Feature, stride: Int)] = []
        for feature in map.features where feature.box.intersects(box) {
            let perPixel = perPixel(feature), wide = perPixel > 0.02
            let smallest = Int32(perPixel * 1e6 * (wide ? 2 : 1))
            guard feature.box.maxLon - feature.box.minLon >= smallest || feature.box.maxLat - feature.box.minLat >= smallest,
                  !(wide && feature.kind == .river && feature.rank > 2) else { continue }
            visible.append((feature, max(1, Int(perPixel / 0.004)) * 2))
        }
        context.setFastAntialiasing(isWide)
        defer { context.setFastAntialiasing(false) }
        for pass in Pass.allCases {
            context.beginPath()
            var traced = false
            for (feature, stride) in visible where pass.includes(feature) {
                trace(feature, projection: projection, context: context, stride: stride)
                traced = true
            }
            if traced { pass.finish(context, palette: palette) }
        }
    }

    private static func draw(_ label: MapLabel, palette: Palette, context: GraphicsContext) {
        if let dot = label.dot {
            context.beginPath()
            context.arc(centerX: dot.x, centerY: dot.y, radius: MapLabels.dotRadius, from: 0, to: 2 * .pi)
            context.fill(palette.halo)
            context.beginPath()
            context.arc(centerX: dot.x, centerY: dot.y, radius: 2, from: 0, to: 2 * .pi)
            context.fill(palette.dot)
        }
        context.draw(label.text, style: label.style, x: label.origin.x, y: label.origin.y,
                     color: label.kind == .state ? palette.state : palette.label, halo: palette.halo)
    }

    /// Adds the feature's parts to the current path.
    private static func trace(_ feature: MapData.Feature, projection: MapViewport.Projection, context: GraphicsContext, stride: Int) {
        let project = { (lon: Int32, lat: Int32) in projection.point(lon: lon, lat: lat) }
        for part in feature.parts {
            // Points closer than half a pixel to the last one drawn add edges
            // Cairo must rasterize but change no pixel; at wide spans a
            // coastline has many per pixel. A part's last point is always drawn.
            var index = 0
            var last = (x: 0.0, y: 0.0)
            while index + 1 < part.count {
                let point = project(part[index], part[index + 1])
                if index == 0 {
                    context.move(to: point.x, point.y)
                    last = point
                } else if abs(point.x - last.x) >= 0.5 || abs(point.y - last.y) >= 0.5 || index + 3 >= part.count {
                    context.line(to: point.x, point.y)
                    last = point
                }
                var next = index + stride   // the last point is never stepped over
                next = index < part.count - 2 && next > part.count - 2 ? part.count - 2 : next
                // Stepping over a long straight edge would cut its corner (a
                // detail region's clipped rectangle, a border's straight run):
                // where the point a stride ahead is far, walk point by point.
                if stride > 2, next > index + 2, next + 1 < part.count {
                    let ahead = project(part[next], part[next + 1])
                    if abs(ahead.x - point.x) > 6 || abs(ahead.y - point.y) > 6 { next = index + 2 }
                }
                index = next
            }
            if feature.kind.isArea { context.closePath() }
        }
    }

    /// A pin at the landmark: a filled circle with a white ring and a shadow.
    private static func drawMarker(viewport: MapViewport, palette: Palette, context: GraphicsContext, width: Double, height: Double) {
        let point = viewport.point(latitude: viewport.anchor.latitude, longitude: viewport.anchor.longitude,
                                   width: width, height: height)
        let circles: [(dy: Double, radius: Double, color: RGBColor)] = [
            (1.5, 9, RGBColor(red: 0, green: 0, blue: 0, alpha: 0.25)),   // shadow
            (0, 8, RGBColor(red: 1, green: 1, blue: 1)),                    // ring
            (0, 5.5, palette.marker),
        ]
        for circle in circles {
            context.beginPath()
            context.arc(centerX: point.x, centerY: point.y + circle.dy, radius: circle.radius, from: 0, to: 2 * .pi)
            context.fill(circle.color)
        }
    }
}
