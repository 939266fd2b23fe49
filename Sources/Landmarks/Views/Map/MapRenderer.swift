// MapRenderer: draws the offline map for a viewport with Cairo — water, land,
// lakes, islands, rivers, borders — and the landmark's marker. It draws only
// features whose bounds meet the view. It does not handle input (MapView does).
import CGtk
import FoundationEssentials

@MainActor
enum MapRenderer {
    /// Map colours for light and dark styles, as (red, green, blue) in 0…1.
    struct Palette {
        let water, land, river, border, marker: (Double, Double, Double)

        static let light = Palette(
            water: (0.65, 0.80, 0.91), land: (0.93, 0.92, 0.87), river: (0.45, 0.65, 0.85),
            border: (0.45, 0.42, 0.50), marker: (0.88, 0.11, 0.14))
        static let dark = Palette(
            water: (0.13, 0.22, 0.32), land: (0.24, 0.24, 0.23), river: (0.25, 0.42, 0.60),
            border: (0.62, 0.60, 0.66), marker: (0.96, 0.38, 0.32))
    }

    static func draw(
        _ map: MapData?, viewport: MapViewport, palette: Palette, cairo: OpaquePointer, width: Double, height: Double
    ) {
        setColor(cairo, palette.water)
        cairo_paint(cairo)
        if let map {
            let box = viewport.visibleBox(width: width, height: height)
            for feature in map.features where feature.box.intersects(box) {
                draw(feature, viewport: viewport, palette: palette, cairo: cairo, width: width, height: height)
            }
        }
        drawMarker(viewport: viewport, palette: palette, cairo: cairo, width: width, height: height)
    }

    private static func draw(
        _ feature: MapData.Feature, viewport: MapViewport, palette: Palette, cairo: OpaquePointer, width: Double, height: Double
    ) {
        let project = { (lon: Int32, lat: Int32) in
            viewport.point(latitude: Double(lat) / 1e6, longitude: Double(lon) / 1e6, width: width, height: height)
        }
        cairo_new_path(cairo)
        for part in feature.parts {
            // Points closer than half a pixel to the last one drawn add edges
            // Cairo must rasterize but change no pixel; at wide spans a
            // coastline has many per pixel. A part's last point is always drawn.
            var index = 0
            var last = (x: 0.0, y: 0.0)
            while index + 1 < part.count {
                let point = project(part[index], part[index + 1])
                if index == 0 {
                    cairo_move_to(cairo, point.x, point.y)
                    last = point
                } else if abs(point.x - last.x) >= 0.5 || abs(point.y - last.y) >= 0.5 || index + 3 >= part.count {
                    cairo_line_to(cairo, point.x, point.y)
                    last = point
                }
                index += 2
            }
            if feature.kind.isArea { cairo_close_path(cairo) }
        }
        switch feature.kind {
        case .land, .islandInLake:
            setColor(cairo, palette.land)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cairo)
        case .lake:
            setColor(cairo, palette.water)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cairo)
        case .river:
            setColor(cairo, palette.river)
            cairo_set_line_width(cairo, feature.rank <= 2 ? 1.6 : 1)
            cairo_set_dash(cairo, nil, 0, 0)
            cairo_stroke(cairo)
        case .nationalBorder, .stateBorder:
            setColor(cairo, palette.border)
            cairo_set_line_width(cairo, feature.kind == .nationalBorder ? 1.4 : 0.9)
            var dashes: [Double] = feature.kind == .nationalBorder ? [6, 3] : [3, 3]
            cairo_set_dash(cairo, &dashes, 2, 0)
            cairo_stroke(cairo)
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    /// A pin at the landmark: a filled circle with a white ring and a shadow.
    private static func drawMarker(viewport: MapViewport, palette: Palette, cairo: OpaquePointer, width: Double, height: Double) {
        let point = viewport.point(latitude: viewport.anchor.latitude, longitude: viewport.anchor.longitude,
                                   width: width, height: height)
        cairo_new_path(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.25)
        cairo_arc(cairo, point.x, point.y + 1.5, 9, 0, 2 * .pi)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_arc(cairo, point.x, point.y, 8, 0, 2 * .pi)
        cairo_fill(cairo)
        setColor(cairo, palette.marker)
        cairo_arc(cairo, point.x, point.y, 5.5, 0, 2 * .pi)
        cairo_fill(cairo)
    }

    private static func setColor(_ cairo: OpaquePointer, _ color: (Double, Double, Double)) {
        cairo_set_source_rgb(cairo, color.0, color.1, color.2)
    }
}
