"""The canvas every scene paints on, and its basic drawing operations.

``Canvas`` wraps one cairo ARGB32 image surface and its context, measures in
units of 1% of the picture's height (``u``) and carries the picture's random
stream (``rng``).  This module holds the basics: transparent layers and
pasting them back, colours and gradients, rectangles and polygons, smooth
closed and open curves through points, irregular blobs, and silhouettes given
in a unit frame.  The helpers for sky, terrain, plants and water are mixed in
from ``canvas_sky``, ``canvas_terrain``, ``canvas_vegetation`` and
``canvas_water``.  It draws no particular scene, and it does not finish or
save a picture (vignette, grain and files are in ``render``).
"""

import math

import cairo

from .palette import TAU, col
from .canvas_sky import SkyMixin
from .canvas_terrain import TerrainMixin
from .canvas_vegetation import VegetationMixin
from .canvas_water import WaterMixin


class Canvas(SkyMixin, TerrainMixin, VegetationMixin, WaterMixin):
    """A cairo surface of w x h pixels, drawn in units of 1% of the height."""

    def __init__(self, w, h, rng):
        self.W, self.H = w, h
        self.u = h / 100.0          # one "unit" is 1% of the height
        self.rng = rng
        self.surf = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
        self.ctx = cairo.Context(self.surf)
        self.ctx.set_line_join(cairo.LINE_JOIN_ROUND)
        self.ctx.set_line_cap(cairo.LINE_CAP_ROUND)

    # --- basics ----------------------------------------------------------
    def layer(self):
        """A transparent canvas of the same size, sharing the random stream."""
        return Canvas(self.W, self.H, self.rng)

    def paste(self, other, alpha=1.0, mask=None):
        c = self.ctx
        c.save()
        c.set_source_surface(other.surf, 0, 0)
        if mask is not None:
            c.mask(mask)
        elif alpha >= 1.0:
            c.paint()
        else:
            c.paint_with_alpha(alpha)
        c.restore()

    def snapshot(self):
        s = cairo.ImageSurface(cairo.FORMAT_ARGB32, self.W, self.H)
        c = cairo.Context(s)
        c.set_source_surface(self.surf, 0, 0)
        c.paint()
        return s

    def color(self, c, a=1.0):
        r, g, b = col(c)
        self.ctx.set_source_rgba(r, g, b, a)

    def grad(self, x0, y0, x1, y1, stops):
        g = cairo.LinearGradient(x0, y0, x1, y1)
        for s in stops:
            t, c = s[0], s[1]
            a = s[2] if len(s) > 2 else 1.0
            r, gg, b = col(c)
            g.add_color_stop_rgba(t, r, gg, b, a)
        return g

    def vgrad(self, y0, y1, stops):
        return self.grad(0, y0, 0, y1, stops)

    def radial(self, x, y, r, stops, r0=0.0):
        g = cairo.RadialGradient(x, y, r0, x, y, r)
        for s in stops:
            t, c = s[0], s[1]
            a = s[2] if len(s) > 2 else 1.0
            rr, gg, b = col(c)
            g.add_color_stop_rgba(t, rr, gg, b, a)
        return g

    def rect(self, x, y, w, h, src, a=1.0):
        c = self.ctx
        c.rectangle(x, y, w, h)
        if isinstance(src, cairo.Pattern):
            c.set_source(src)
        else:
            self.color(src, a)
        c.fill()

    def poly(self, pts):
        c = self.ctx
        c.move_to(*pts[0])
        for p in pts[1:]:
            c.line_to(*p)
        c.close_path()

    def fill_poly(self, pts, src, a=1.0):
        self.poly(pts)
        self.fill(src, a)

    def fill(self, src, a=1.0, preserve=False):
        if isinstance(src, cairo.Pattern):
            self.ctx.set_source(src)
        else:
            self.color(src, a)
        if preserve:
            self.ctx.fill_preserve()
        else:
            self.ctx.fill()

    def smooth_closed(self, pts):
        c, n = self.ctx, len(pts)
        c.move_to(*pts[0])
        for i in range(n):
            p0, p1, p2, p3 = pts[(i - 1) % n], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
            c.curve_to(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6,
                       p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6,
                       p2[0], p2[1])
        c.close_path()

    def smooth_open(self, pts, move=True):
        c, n = self.ctx, len(pts)
        if move:
            c.move_to(*pts[0])
        else:
            c.line_to(*pts[0])
        for i in range(n - 1):
            p0 = pts[max(i - 1, 0)]
            p1, p2 = pts[i], pts[i + 1]
            p3 = pts[min(i + 2, n - 1)]
            c.curve_to(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6,
                       p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6,
                       p2[0], p2[1])

    def blob_pts(self, cx, cy, rx, ry, n=9, irr=0.12, rot=0.0):
        rng = self.rng
        pts = []
        for i in range(n):
            a = TAU * i / n + rng.uniform(-0.25, 0.25) * TAU / n
            r = 1 + rng.uniform(-irr, irr)
            x, y = math.cos(a) * rx * r, math.sin(a) * ry * r
            pts.append((cx + x * math.cos(rot) - y * math.sin(rot),
                        cy + x * math.sin(rot) + y * math.cos(rot)))
        return pts

    # --- shapes in a unit frame --------------------------------------------
    def shape(self, pts, x, by, size, c, flip=False, a=1.0, smooth=False):
        """Draw a unit-frame silhouette (x right, y up negative, ground at 0)."""
        q = [(x + (-px if flip else px) * size, by + py * size) for px, py in pts]
        if smooth:
            self.smooth_closed(q)
            self.fill(c, a)
        else:
            self.fill_poly(q, c, a)
        return q
