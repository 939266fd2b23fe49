import CGtk

/// A drawing over an unbounded plane — a map — kept between frames as square
/// image tiles for each zoom it was shown at, so a frame that moves or zooms
/// the view paints images instead of drawing everything again.
///
/// Tiles are drawn at the view's own zoom (its "level": pixels per unit,
/// to six decimal places of its logarithm), so a view at rest is as sharp
/// as a direct drawing; a pan reuses every tile still in view. Tiles it
/// lacks are drawn in one pass over the rectangle they fill. When
/// `deferring`, a missing tile that kept tiles of another zoom cover is
/// painted from them, scaled (as a map viewer shows the previous zoom while
/// the next one loads), and left for `drawPending`, which the caller runs
/// when the main loop is idle.
///
/// It keeps at most `capacity` tiles, dropping the least recently shown. It
/// does not decide what is drawn: the caller's draw function does, for a
/// level and a rectangle of that level's pixels.
@MainActor
public final class TiledDrawing {
    /// Draws the rectangle (`x`, `y`, `width`, `height`, in pixels of the
    /// level at `pixelsPerUnit`) onto a context whose origin is its top-left corner.
    public typealias Draw = (_ context: GraphicsContext, _ pixelsPerUnit: Double,
                             _ region: (x: Double, y: Double, width: Double, height: Double)) -> Void

    /// Levels per doubling of the zoom.
    nonisolated public static let levelsPerDoubling = 1 << 20
    public let tileSize: Int
    /// How many tiles are kept at a device scale of 1 (256 KiB each at 256 pixels).
    public let capacity: Int

    /// Tiles drawn so far (each counted once), for tests and benchmarks.
    public private(set) var tilesDrawn = 0
    /// Tiles kept now.
    public var keptCount: Int { tiles.count }
    /// Tiles waiting for `drawPending`.
    public var pendingCount: Int { pending.count }

    private struct Key: Hashable {
        let level, column, row: Int
    }
    private var tiles: [Key: (surface: OpaquePointer, lastShown: Int)] = [:]
    private var pending: [Key] = []
    private var frame = 0
    private var variant: AnyHashable?
    private var deviceScale = 0.0

    public init(tileSize: Int = 256, capacity: Int = 72) {
        self.tileSize = tileSize
        self.capacity = capacity
    }

    isolated deinit {
        for tile in tiles.values { cairo_surface_destroy(tile.surface) }
    }

    /// The level drawn for a view at `pixelsPerUnit`.
    nonisolated public static func level(forPixelsPerUnit pixelsPerUnit: Double) -> Int {
        Int((log2(pixelsPerUnit) * Double(levelsPerDoubling)).rounded())
    }

    nonisolated public static func pixelsPerUnit(atLevel level: Int) -> Double {
        exp2(Double(level) / Double(levelsPerDoubling))
    }

    /// Paints a `width` × `height` view whose top-left corner is `origin` (in
    /// plane units) at `pixelsPerUnit`. A new `variant` (a colour scheme)
    /// forgets every tile.
    public func paint(
        on context: GraphicsContext, origin: (x: Double, y: Double), pixelsPerUnit: Double, width: Double, height: Double,
        variant: AnyHashable, deferring: Bool = false, draw: Draw
    ) {
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(cairo_get_target(context.cairo), &scaleX, &scaleY)
        if variant != self.variant || scaleX != deviceScale { removeAll() }
        self.variant = variant
        deviceScale = scaleX
        frame += 1

        let view = View(origin: origin, pixelsPerUnit: pixelsPerUnit, width: width, height: height)
        let level = Self.level(forPixelsPerUnit: pixelsPerUnit)
        let wanted = keys(at: level, covering: view)
        var missing = wanted.filter { tiles[$0] == nil }
        if deferring {
            let covered = missing.filter { standIns(for: $0) != nil }
            pending.append(contentsOf: covered.filter { !pending.contains($0) })
            missing.removeAll { covered.contains($0) }
        }
        make(missing, draw: draw)
        pending.removeAll { !wanted.contains($0) || tiles[$0] != nil }
        for key in wanted {
            if tiles[key] != nil {
                show(key, in: view, on: context)
            } else if let standIns = standIns(for: key) {
                let rect = view.rect(of: key, tileSize: tileSize)
                context.withSavedState {
                    cairo_rectangle(context.cairo, rect.x, rect.y, rect.width, rect.height)
                    cairo_clip(context.cairo)
                    for standIn in standIns { show(standIn, in: view, on: context) }
                }
            }
        }
        evict(keeping: Set(wanted))
    }

    /// Draws up to `limit` of the tiles painted from stand-ins; returns whether any are left.
    @discardableResult
    public func drawPending(limit: Int, draw: Draw) -> Bool {
        let batch = Array(pending.prefix(limit))
        pending.removeFirst(batch.count)
        make(batch, draw: draw)
        return !pending.isEmpty
    }

    public func removeAll() {
        for tile in tiles.values { cairo_surface_destroy(tile.surface) }
        tiles.removeAll()
        pending.removeAll()
    }

    // MARK: Geometry

    /// A view: where its top-left corner lies on the plane, and its zoom.
    private struct View {
        let origin: (x: Double, y: Double)
        let pixelsPerUnit, width, height: Double

        /// A tile's place in the view, with edges on whole pixels so that
        /// neighbours meet without a seam.
        func rect(of key: Key, tileSize: Int) -> (x: Double, y: Double, width: Double, height: Double) {
            let levelScale = TiledDrawing.pixelsPerUnit(atLevel: key.level)
            let size = Double(tileSize)
            if abs(pixelsPerUnit / levelScale - 1) < 1e-5 {
                // The tile's own zoom: pixel for pixel, on whole pixels.
                return (Double(key.column) * size - (origin.x * levelScale).rounded(),
                        Double(key.row) * size - (origin.y * levelScale).rounded(), size, size)
            }
            let unit = size / levelScale
            func edge(_ index: Int, _ origin: Double) -> Double { ((Double(index) * unit - origin) * pixelsPerUnit).rounded() }
            let x0 = edge(key.column, origin.x), x1 = edge(key.column + 1, origin.x)
            let y0 = edge(key.row, origin.y), y1 = edge(key.row + 1, origin.y)
            return (x0, y0, x1 - x0, y1 - y0)
        }
    }

    /// The tiles of `level` that meet a rectangle of the plane (units).
    private func keys(at level: Int, minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Key] {
        let perTile = Double(tileSize) / Self.pixelsPerUnit(atLevel: level)
        let columns = Int((minX / perTile).rounded(.down))...Int((maxX / perTile).rounded(.up)) - 1
        let rows = Int((minY / perTile).rounded(.down))...Int((maxY / perTile).rounded(.up)) - 1
        guard !columns.isEmpty, !rows.isEmpty else { return [] }
        return rows.flatMap { row in columns.map { Key(level: level, column: $0, row: row) } }
    }

    private func keys(at level: Int, covering view: View) -> [Key] {
        keys(at: level, minX: view.origin.x, minY: view.origin.y,
             maxX: view.origin.x + view.width / view.pixelsPerUnit, maxY: view.origin.y + view.height / view.pixelsPerUnit)
    }

    /// Kept tiles of the nearest other level that together cover `key`'s area, if any level does.
    private func standIns(for key: Key) -> [Key]? {
        let perTile = Double(tileSize) / Self.pixelsPerUnit(atLevel: key.level)
        let (minX, minY) = (Double(key.column) * perTile, Double(key.row) * perTile)
        let inset = perTile * 1e-6
        for level in keptLevels.filter({ $0 != key.level }).sorted(by: { abs($0 - key.level) < abs($1 - key.level) }).prefix(6) {
            let cover = keys(at: level, minX: minX + inset, minY: minY + inset, maxX: minX + perTile - inset, maxY: minY + perTile - inset)
            if !cover.isEmpty, cover.count <= 16, cover.allSatisfy({ tiles[$0] != nil }) { return cover }
        }
        return nil
    }

    private var keptLevels: Set<Int> { Set(tiles.keys.map(\.level)) }

    // MARK: Tiles

    /// Draws `keys` (of one level or several) in one pass per level over the rectangle they fill, then cuts it into tiles.
    private func make(_ keys: [Key], draw: Draw) {
        for level in Set(keys.map(\.level)) {
            let ofLevel = keys.filter { $0.level == level }
            let minColumn = ofLevel.map(\.column).min()!, maxColumn = ofLevel.map(\.column).max()!
            let minRow = ofLevel.map(\.row).min()!, maxRow = ofLevel.map(\.row).max()!
            let size = Double(tileSize)
            let region = (x: Double(minColumn) * size, y: Double(minRow) * size,
                          width: Double(maxColumn - minColumn + 1) * size, height: Double(maxRow - minRow + 1) * size)
            let sheet = makeImageSurface(width: region.width, height: region.height, scale: deviceScale)
            let cairo = cairo_create(sheet)!
            draw(GraphicsContext(cairo: cairo), Self.pixelsPerUnit(atLevel: level), region)
            cairo_destroy(cairo)
            for key in ofLevel {
                let tile = makeImageSurface(width: size, height: size, scale: deviceScale)
                let copy = cairo_create(tile)!
                cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(copy, sheet, -Double(key.column - minColumn) * size, -Double(key.row - minRow) * size)
                cairo_paint(copy)
                cairo_destroy(copy)
                tiles[key] = (tile, frame)
                tilesDrawn += 1
            }
            cairo_surface_destroy(sheet)
        }
    }

    private func show(_ key: Key, in view: View, on context: GraphicsContext) {
        guard let tile = tiles[key] else { return }
        tiles[key]!.lastShown = frame
        let rect = view.rect(of: key, tileSize: tileSize)
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_translate(cairo, rect.x, rect.y)
        cairo_scale(cairo, rect.width / Double(tileSize), rect.height / Double(tileSize))
        cairo_set_source_surface(cairo, tile.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let exact = rect.width == Double(tileSize) && rect.height == Double(tileSize)
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_rectangle(cairo, 0, 0, Double(tileSize), Double(tileSize))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Drops the tiles shown longest ago beyond `capacity` (fewer on a
    /// HiDPI display, where a tile has four times the pixels), never one in view.
    private func evict(keeping inView: Set<Key>) {
        let limit = max(inView.count * 3 / 2, Int(Double(capacity) / max(deviceScale * deviceScale, 1)))
        guard tiles.count > limit else { return }
        let old = tiles.filter { !inView.contains($0.key) }.sorted { $0.value.lastShown < $1.value.lastShown }
        for (key, tile) in old.prefix(tiles.count - limit) {
            cairo_surface_destroy(tile.surface)
            tiles[key] = nil
        }
    }
}
