// MapBenchmark: what one frame of the map of all landmarks costs while the
// user pans (a 40-pixel drag step) and zooms (a wheel step), with the bundled
// 12 landmarks and with a large catalogue. Each step redraws the map through
// its draw function — base map tiles, names, markers — into a 1000 × 700
// image (Cairo, as the cairo renderer paints a frame), and is timed; medians
// and 95th percentiles are printed. Between steps the tiles a frame left for
// idle time are drawn, as the main loop would, and timed apart. Beside it,
// as baselines of the same run, the same steps drawing every frame whole
// (no tiles, as before them), and a landmark's own map. Used by
// `landmarks-bench --map` (make bench); not part of the app's behaviour.
@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import GtkUI

@testable import Landmarks
import LandmarksModel

@MainActor
enum MapBenchmark {
    static func run(catalogPath: String?, steps: Int) throws -> [String] {
        try LandmarksApplication.registerResources()
        var lines: [String] = []
        let bundled = try CatalogDecoder.landmarks(from: Data(ResourceBundle.data(AppState.landmarksResource)!))
        var catalogs = [("12 landmarks", bundled)]
        if let catalogPath {
            let large = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: catalogPath))
            catalogs.append(("\(large.count) landmarks", large))
        }
        _ = MapStore.map   // parsed once, as in the app, before timing
        lines.append(contentsOf: measure(title: "a landmark's map", landmarks: nil, anchor: bundled[0], steps: steps))
        for (title, landmarks) in catalogs {
            lines.append(contentsOf: measure(title: "all-landmarks map, \(title)", landmarks: landmarks, anchor: bundled[0], steps: steps))
        }
        for (title, landmarks) in catalogs {
            lines.append(contentsOf: measure(title: "baseline, whole frames: all-landmarks map, \(title)", landmarks: landmarks,
                                             anchor: bundled[0], steps: steps, whole: true))
        }
        return lines
    }

    private static func measure(title: String, landmarks: [Landmark]?, anchor: Landmark, steps: Int, whole: Bool = false) -> [String] {
        let map = MapCoordinator()
        map.drawsWholeFrames = whole
        _ = map.makeWidget()
        if let landmarks {
            map.markers = LandmarkMarkers()
            map.showAll(landmarks.map {
                LandmarkMarkers.Point(id: $0.id, name: $0.name, latitude: $0.coordinates.latitude,
                                      longitude: $0.coordinates.longitude, isFavorite: $0.isFavorite)
            })
        } else {
            map.show(latitude: anchor.coordinates.latitude, longitude: anchor.coordinates.longitude, span: MapZoom.medium.spanDegrees)
        }
        timeFrame(map)   // the first draw fits the view
        var pans: [Double] = [], zooms: [Double] = [], idle: [Double] = [], batches: [Double] = []
        let tilesBefore = map.tiles.tilesDrawn
        for step in 0..<steps {
            // Across and down, then back; each step a 40-pixel drag.
            let direction = step % 20 < 10 ? -40.0 : 40.0
            map.pan(dx: step % 2 == 0 ? direction : 0, dy: step % 2 == 0 ? 0 : direction, viewHeight: 700)
            pans.append(timeFrame(map))
            idle.append(timeIdle(map, batches: &batches))
            map.zoom(by: step % 10 < 5 ? 1.25 : 0.8)
            zooms.append(timeFrame(map))
            idle.append(timeIdle(map, batches: &batches))
        }
        let tiles = map.tiles.tilesDrawn - tilesBefore
        var filtered: [Double] = []
        if let markers = map.markers, let landmarks {
            // A search narrows the landmarks: the view stays, the markers change.
            let all = markers.points, some = Array(all.prefix(max(1, all.count / 2)))
            for step in 0..<steps {
                markers.points = step.isMultiple(of: 2) ? some : all
                filtered.append(timeFrame(map))
            }
            _ = landmarks
        }
        let markers = map.markers.map { " (\($0.shown.count) markers drawn in the last frame)" } ?? ""
        let idleLine = whole ? [] : ["  \(title): tiles drawn when idle: \(tiles) over \(2 * steps) frames, "
            + "\(format(idle.reduce(0, +) / Double(idle.count))) ms a frame on average, "
            + "95th percentile \(format(percentile(idle, 0.95))) ms; in \(batches.count) idle callbacks of median "
            + "\(format(batches.isEmpty ? 0 : percentile(batches, 0.5))) ms, 95th percentile \(format(batches.isEmpty ? 0 : percentile(batches, 0.95))) ms"]
        let filterLine = filtered.isEmpty ? [] : ["  \(title): markers changed, view unmoved: median \(format(percentile(filtered, 0.5))) ms, "
            + "95th percentile \(format(percentile(filtered, 0.95))) ms"]
        return ["  \(title): pan step median \(format(percentile(pans, 0.5))) ms, 95th percentile \(format(percentile(pans, 0.95))) ms; "
                + "zoom step median \(format(percentile(zooms, 0.5))) ms, 95th percentile \(format(percentile(zooms, 0.95))) ms\(markers)"]
            + idleLine + filterLine
    }

    /// Draws the tiles the last frame left for idle time, as the main loop would, and returns the time in ms.
    /// Each batch (one idle callback in the app) is kept in `batches`.
    private static func timeIdle(_ map: MapCoordinator, batches: inout [Double]) -> Double {
        var total = 0.0
        while map.tiles.pendingCount > 0 {
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            map.drawPendingTiles()
            clock_gettime(CLOCK_MONOTONIC, &end)
            let batch = Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
            batches.append(batch)
            total += batch
        }
        return total
    }

    /// Draws one frame of `map` and returns the time in ms.
    @discardableResult
    private static func timeFrame(_ map: MapCoordinator) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        GraphicsContext.drawOffscreen(width: 1000, height: 700) { map.draw($0, width: 1000, height: 700) }
        clock_gettime(CLOCK_MONOTONIC, &end)
        return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
    }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private static func format(_ value: Double) -> String {
        "\((value * 100).rounded() / 100)"
    }
}
