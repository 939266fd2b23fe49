@_spi(Bindings) import Gtk
import GtkUI
import LandmarksModel

/// The map's Coordinator: owns the viewport, draws it, and turns gestures,
/// keys and the zoom buttons into viewport changes (local to the map: they are
/// not app state, so they redraw the area and write no binding).
@MainActor
final class MapCoordinator {
    private(set) var viewport = MapViewport(latitude: 0, longitude: 0, span: 1)
    var palette = MapRenderer.Palette.light {
        didSet { area?.queueDraw() }
    }
    private(set) var area: Gtk.DrawingArea?
    private var dragStart: MapViewport?
    /// Whether the current press has moved the map (past the drag threshold).
    private var panned = false

    private var pinchStart: MapViewport?
    /// How many times the map was drawn, for tests (in builds with `COUNTERS`).
    private(set) var drawCount = 0

    func makeWidget() -> Gtk.Overlay {
        let overlay = Gtk.Overlay()
        overlay.addCSSClass("map-view")
        let area = Gtk.DrawingArea()
        area.setExpand(horizontal: true, vertical: true)
        area.isFocusable = true
        area.setAccessibleLabel(tr("Map"))
        overlay.child = area
        self.area = area
        installDrawing(on: area)
        installGestures(on: area)
        // Tiles of a map no one sees are memory for nothing; they are drawn again when it is shown.
        area.onUnmap { [weak self] _ in self?.tiles.removeAll() }
        overlay.addOverlay(Gtk.Widget.focusRing(for: area))   // an outline would be under the map
        overlay.addOverlay(makeZoomButtons())
        return overlay
    }

    /// Shows the landmark at `span`, unless that is already the view's basis.
    func show(latitude: Double, longitude: Double, span: Double) {
        let next = MapViewport(latitude: latitude, longitude: longitude, span: span)
        guard next.anchor != viewport.anchor || basisSpan != span else { return }
        basisSpan = span
        viewport = next
        area?.queueDraw()
    }
    private var basisSpan = 0.0

    func zoom(by factor: Double) {
        viewport.zoom(by: factor)
        fitted = nil
        area?.queueDraw()
    }

    /// Moves the view by `dx`, `dy` pixels of a view `viewHeight` tall (by
    /// default the area's height).
    func pan(dx: Double, dy: Double, viewHeight: Double? = nil) {
        viewport.pan(dx: dx, dy: dy, height: viewHeight ?? Double(area?.height ?? 300))
        fitted = nil
        area?.queueDraw()
    }

    func draw(_ context: GraphicsContext, width: Double, height: Double) {
#if COUNTERS
        drawCount += 1
#endif
        if let bounds = pendingFit {
            fit(bounds, width: width, height: height)
        } else if let fitted, fitted.width != width || fitted.height != height {
            // Resized before the user moved the view: still the whole of them.
            fit(fitted.bounds, width: width, height: height)
        }
        if markers != nil, let extent = MapStore.map?.extent {
            // Beyond the data there is only its straight cut edge to see.
            viewport.keep(inside: extent, width: width, height: height, widest: fittedSpan)
        }
        var keepClear = markers?.layOut(viewport: viewport, width: width, height: height) ?? []
        if coveredBottom.width > 0, coveredBottom.height > 0 {
            keepClear.append(LabelFrame(x: (width - coveredBottom.width) / 2, y: height - coveredBottom.height,
                                        width: coveredBottom.width, height: coveredBottom.height))
        }
        let labels = MapRenderer.draw(MapStore.map, viewport: viewport, palette: palette, context: context, width: width, height: height,
                                      anchored: markers == nil, nearby: nearbyTowns(of: markers?.points ?? []), keepClear: keepClear,
                                      rightToLeft: area.map { $0.direction == .rtl } ?? false,
                                      extent: markers == nil ? nil : MapStore.map?.extent,
                                      tiles: drawsWholeFrames ? nil : tiles, deferring: true)
        if tiles.pendingCount > 0 { pendingTiles.schedule() }
        if let markers {
            shownLabels = labels
            markers.draw(context, palette: palette)
        } else {
            describe(labels)
        }
    }

    /// The part of the lower edge covered by something over the map (the
    /// detail page's picture): names keep clear of it.
    var coveredBottom = (width: 0.0, height: 0.0) {
        didSet { if coveredBottom != oldValue { area?.queueDraw() } }
    }

    /// The water, land, rivers and borders, kept as tiles between frames.
    let tiles = TiledDrawing()
    /// Draws every frame whole instead, for the benchmark's baseline.
    var drawsWholeFrames = false
    /// The tiles a frame showed scaled from another zoom are drawn when the
    /// main loop is idle, three at a time, each batch followed by a frame.
    private lazy var pendingTiles: IdleCoalescer = IdleCoalescer(priority: IdleCoalescer.whenIdle) { [weak self] in
        guard let self, self.drawPendingTiles() else { return }
        self.pendingTiles.schedule()
    }

    /// Draws a batch of the tiles waiting to be drawn, and the frame that
    /// shows them; returns whether more wait.
    @discardableResult
    func drawPendingTiles() -> Bool {
        let palette = palette
        let more = tiles.drawPending(limit: 3) { layer, pixelsPerDegree, region in
            MapRenderer.drawFeatures(MapStore.map, in: region, pixelsPerDegree: pixelsPerDegree, palette: palette, context: layer)
        }
        area?.queueDraw()
        return more
    }

    /// The markers of the map of all landmarks; nil for a landmark's own map.
    var markers: LandmarkMarkers? {
        didSet {
            guard let markers else { return }
            markers.changed = { [weak self] in self?.area?.queueDraw() }
            markers.zoomIn = { [weak self] x, y in
                guard let self, let area = self.area else { return }
                self.viewport.zoom(by: 2, around: (x, y), width: Double(area.width), height: Double(area.height))
                self.fitted = nil
                area.queueDraw()
            }
            markers.announce = { [weak self] text in self?.area?.setAccessibleDescription(text) }
        }
    }

    /// Shows the whole of `points` (the map of all landmarks). The view is
    /// fitted again when another set of landmarks is shown (a search or a
    /// filter changed it), not when the same ones change (a favorite).
    func showAll(_ points: [LandmarkMarkers.Point]) {
        markers?.points = points
        let ids = points.map(\.id)
        guard !points.isEmpty, ids != shownIDs else { return }
        shownIDs = ids
        var latitudes = points.map(\.latitude), longitudes = points.map(\.longitude)
        // A few landmarks are shown with the town nearest each, named.
        for town in nearbyTowns(of: points) {
            latitudes.append(Double(town.lat) / 1e6)
            longitudes.append(Double(town.lon) / 1e6)
        }
        pendingFit = FitBounds(south: latitudes.min()!, north: latitudes.max()!, west: longitudes.min()!, east: longitudes.max()!)
        area?.queueDraw()
    }
    private var shownIDs: [Landmark.ID] = []

    /// Up to this many landmarks are each shown with the two towns nearest them.
    static let fewLandmarks = 3

    private func nearbyTowns(of points: [LandmarkMarkers.Point]) -> [MapData.Place] {
        guard points.count <= Self.fewLandmarks, let map = MapStore.map else { return [] }
        return points.flatMap { MapLabels.nearestTowns(2, to: ($0.latitude, $0.longitude), in: map) }
    }

    struct FitBounds: Equatable {
        var south, north, west, east: Double
    }
    /// Bounds to fit at the next draw, when the area's size is known.
    private var pendingFit: FitBounds?
    /// The bounds the view was fitted to and at what size, until the user
    /// moves or zooms it.
    private var fitted: (bounds: FitBounds, width: Double, height: Double)?
    /// The last fit's zoom: zooming out stops there or at the data's edge, whichever is wider.
    private var fittedSpan = 0.0

    /// A fit never shows less than this many degrees of latitude: around a
    /// single landmark that takes in the towns near it.
    static let smallestFitSpan = 4.0

    private func fit(_ bounds: FitBounds, width: Double, height: Double) {
        pendingFit = nil
        fitted = (bounds, width, height)
        let south = Mercator.y(latitude: bounds.south), north = Mercator.y(latitude: bounds.north)
        let middle = Mercator.latitude(y: (south + north) / 2)
        let planeSpan = max((north - south) * 1.2, (bounds.east - bounds.west) * 1.1 * height / max(width, 1))
        let span = max(planeSpan / Mercator.stretch(atLatitude: middle), Self.smallestFitSpan)
        viewport = MapViewport(latitude: middle, longitude: (bounds.west + bounds.east) / 2, span: span, limits: .continent)
        fittedSpan = viewport.planeSpan
    }

    /// What the map shows, for screen readers: the landmark and the places named around it.
    var landmarkName = "" {
        didSet { if landmarkName != oldValue { describe(shownLabels) } }
    }
    private(set) var shownLabels: [MapLabel] = []

    /// "Map around Turtle Rock, showing Twentynine Palms; Yucca Valley; …": up to six names.
    static func description(of landmarkName: String, labels: [MapLabel]) -> String {
        let towns = labels.filter { $0.kind != .state }.prefix(6).map { $0.kind == .pointer ? String($0.text.dropFirst(2)) : $0.text }
        return towns.isEmpty
            ? tr("Map around %1$s.", landmarkName)
            // Translators: separates the town names in "Map around X, showing A; B; C."
            : tr("Map around %1$s, showing %2$s.", landmarkName, towns.joined(separator: tr("; ")))
    }
    private var description = ""

    private func describe(_ labels: [MapLabel]) {
        shownLabels = labels
        let text = Self.description(of: landmarkName, labels: labels)
        guard text != description, let area else { return }
        description = text
        area.setAccessibleDescription(text)
    }

    private func installDrawing(on area: Gtk.DrawingArea) {
        area.setDrawFunction { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
    }

    private func installGestures(on area: Gtk.DrawingArea) {
        let drag = Gtk.GestureDrag()
        drag.onDragBegin { [weak self] _, _, _ in self?.dragStart = self?.viewport }
        drag.onDragUpdate { [weak self] _, dx, dy in
            guard let self, var start = self.dragStart else { return }
            if !self.panned {
                // Within GTK's drag threshold the map keeps still: a press may yet be a click.
                guard DragThreshold.isPassed(from: (0, 0), to: (dx, dy)) else { return }
                self.panned = true
            }
            start.pan(dx: dx, dy: dy, height: Double(self.area?.height ?? 300))
            self.viewport = start
            self.fitted = nil
            self.area?.queueDraw()
        }
        area.addController(drag)

        let scroll = Gtk.EventControllerScroll(flags: .vertical)
        scroll.onScroll { [weak self] _, _, dy in
            self?.zoom(by: dy < 0 ? 1.25 : 0.8)
            return true
        }
        area.addController(scroll)

        let pinch = Gtk.GestureZoom()
        pinch.onBegin { [weak self] _ in self?.pinchStart = self?.viewport }
        pinch.onScaleChanged { [weak self] _, scale in
            guard let self, var start = self.pinchStart else { return }
            start.zoom(by: scale)
            self.viewport = start
            self.fitted = nil
            self.area?.queueDraw()
        }
        area.addController(pinch)

        let keys = Gtk.EventControllerKey()
        keys.onKeyPressed { [weak self] _, keyval, _, state in
            // With Alt, Ctrl or Super held the keys are the window's (Alt+← goes back).
            guard state.isDisjoint(with: [.altMask, .controlMask, .superMask]) else { return false }
            return self?.keyPressed(keyval) ?? false
        }
        area.addController(keys)

        let click = Gtk.GestureClick()
        click.onPressed { [weak self] _, _, _, _ in self?.panned = false }
        click.onReleased { [weak self] _, presses, x, y in
            // A press that moved past the drag threshold was a pan, not a click.
            guard presses == 1, let self, !self.panned, let markers = self.markers else { return }
            if markers.clicked(x: x, y: y) { self.area?.grabFocus() }
        }
        area.addController(click)

        area.hasTooltip = true
        area.onQueryTooltip { [weak self] _, x, y, keyboard, tooltip in
            guard let tooltip, let text = self?.markers?.tooltip(x: Double(x), y: Double(y), keyboard: keyboard) else { return false }
            tooltip.setText(text)
            return true
        }
    }

    private func keyPressed(_ keyval: UInt32) -> Bool {
        let arrow = ArrowKey(keyval: keyval)
        if let markers, markers.keyPressed(arrow, activate: ActivationKey.matches(keyval)) { return true }
        let step = 40.0
        switch (arrow, KeyName.of(keyval)) {
        case (_, "plus"), (_, "KP_Add"), (_, "equal"): zoom(by: 1.5)
        case (_, "minus"), (_, "KP_Subtract"): zoom(by: 1 / 1.5)
        case (.left, _): pan(dx: step, dy: 0)
        case (.right, _): pan(dx: -step, dy: 0)
        case (.up, _): pan(dx: 0, dy: step)
        case (.down, _): pan(dx: 0, dy: -step)
        default: return false
        }
        return true
    }

    private func makeZoomButtons() -> Gtk.Box {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.addCSSClass("linked")
        box.addCSSClass("map-zoom-buttons")
        box.halign = .end
        box.valign = .start
        box.setMargins(top: 12, end: 12)
        for (icon, label, factor) in [("zoom-in-symbolic", tr("Zoom In"), 1.5), ("zoom-out-symbolic", tr("Zoom Out"), 1 / 1.5)] {
            let button = Gtk.Button()
            button.showIcon(icon, label: label)
            button.tooltipText = label
            button.addCSSClass("osd")
            button.onClicked { [weak self] _ in self?.zoom(by: factor) }
            box.append(button)
        }
        return box
    }
}


