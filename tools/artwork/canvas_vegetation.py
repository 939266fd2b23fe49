"""Plant helpers for ``Canvas``.

Spruce, narrow subalpine fir, a tree line of spruce standing on a ground
line, birches with leafy crowns, grass blades and round shrubs.

A mixin without state of its own: it relies on ``Canvas`` for the surface,
the random stream and the basic shapes (and on ``fill_under`` from the
terrain helpers for the ground under a tree line).  It decides nothing about
where plants grow; the scenes place them.
"""

import math

from .palette import TAU, lighten


class VegetationMixin:
    """Trees, grass and shrubs: mixed into Canvas."""

    def spruce(self, x, by, h, w, c, tiers=None, lean=0.0, trunk=True):
        rng = self.rng
        n = tiers or max(3, min(9, int(h / (w * 0.42))))
        right = []
        for i in range(1, n + 1):
            t = i / n
            y = by - h + h * 0.9 * t
            half = w / 2 * (0.15 + 0.85 * t) * (1 + rng.uniform(-0.15, 0.15))
            right.append((half, y))
            if i < n:
                right.append((half * rng.uniform(0.3, 0.45), y - h * 0.015))
        top_x = x + lean * h
        pts = [(top_x, by - h)]
        for hx, y in right:
            cx = x + lean * (by - y)
            pts.append((cx + hx, y))
        ty = by - h * 0.1
        for hx, y in reversed(right):
            cx = x + lean * (by - y)
            pts.append((cx - hx, y))
        self.fill_poly(pts, c)
        if trunk:
            tw = max(1.0, w * 0.07)
            self.rect(x - tw / 2, ty - 1, tw, by - ty + 1, c)

    def spire(self, x, by, h, w, c):
        """A narrow subalpine fir: a slim spire with ragged edges."""
        rng = self.rng
        n = max(4, int(h / (w * 0.35)))
        pts = [(x, by - h)]
        side = []
        for i in range(1, n + 1):
            t = i / n
            y = by - h + h * t
            side.append((w / 2 * (0.1 + 0.9 * t ** 0.8) * rng.uniform(0.7, 1.15), y))
        for hx, y in side:
            pts.append((x + hx, y))
        for hx, y in reversed(side):
            pts.append((x - hx * rng.uniform(0.85, 1.1), y))
        self.fill_poly(pts, c)

    def treeline(self, pts, hmin, hmax, c, spacing=1.0, fill=True, wr=0.33, bottom=None, tiers=None,
                 jitter=0.3):
        """Spruce silhouettes standing on a polyline, with the ground filled below."""
        rng = self.rng
        if fill:
            self.fill_under(pts, c, bottom=bottom)
        x0, x1 = pts[0][0], pts[-1][0]
        x = x0
        i = 0
        while x < x1:
            while i < len(pts) - 2 and pts[i + 1][0] < x:
                i += 1
            p, q = pts[i], pts[i + 1]
            t = (x - p[0]) / ((q[0] - p[0]) or 1)
            y = p[1] + (q[1] - p[1]) * t
            h = rng.uniform(hmin, hmax)
            self.spruce(x, y + h * 0.05, h, h * wr * rng.uniform(0.85, 1.15), c,
                        tiers=tiers, trunk=False, lean=rng.uniform(-0.02, 0.02))
            x += h * wr * spacing * rng.uniform(1 - jitter, 1 + jitter)

    def birch(self, x, by, h, crown, shade, lean=0.0):
        """A birch: white trunk with dark marks and a loose crown of small leaf clusters."""
        rng = self.rng
        ctx = self.ctx
        tw = h * 0.035
        top = (x + lean * h, by - h * 0.85)
        ctx.set_line_width(tw)
        ctx.move_to(x, by)
        ctx.line_to(*top)
        self.color("#f4f1ea")
        ctx.stroke()
        # a few thin branches
        for _ in range(4):
            t = rng.uniform(0.45, 0.8)
            bx, byy = x + lean * h * t, by - h * t
            side = rng.choice((-1, 1))
            ctx.move_to(bx, byy)
            ctx.line_to(bx + side * h * rng.uniform(0.1, 0.18), byy - h * rng.uniform(0.08, 0.16))
        ctx.set_line_width(max(1.0, tw * 0.35))
        self.color("#e8e2d6")
        ctx.stroke()
        cx, cy = x + lean * h * 0.85, by - h * 0.66
        blobs = []
        big = h > 25 * self.u
        for _ in range(45 if big else 16):
            a = rng.uniform(0, TAU)
            d = rng.uniform(0, 1) ** 0.6
            blobs.append((cx + math.cos(a) * d * h * 0.2, cy + math.sin(a) * d * h * 0.25 - h * 0.04,
                          h * (rng.uniform(0.025, 0.045) if big else rng.uniform(0.05, 0.085))))
        for bx, byy, r in blobs:
            ctx.arc(bx, byy, r, 0, TAU)
            ctx.new_sub_path()
        self.fill(shade)
        for bx, byy, r in blobs:
            ctx.arc(bx - r * 0.25, byy - r * 0.3, r * 0.72, 0, TAU)
            ctx.new_sub_path()
        self.fill(crown)
        for bx, byy, r in blobs[:len(blobs) // 3]:
            ctx.arc(bx - r * 0.4, byy - r * 0.45, r * 0.35, 0, TAU)
            ctx.new_sub_path()
        self.fill(lighten(crown, 0.4), 0.6)
        for _ in range(5):
            t = rng.uniform(0.05, 0.5)
            yy = by - h * t
            xx = x + lean * h * t
            ctx.move_to(xx - tw * 0.5, yy)
            ctx.line_to(xx + tw * rng.uniform(-0.1, 0.3), yy)
        ctx.set_line_width(max(1.0, h * 0.008))
        self.color("dark4", 0.8)
        ctx.stroke()

    def grass(self, x0, x1, by, hmin, hmax, c, n, a=1.0, lean=0.15, width=None):
        rng = self.rng
        ctx = self.ctx
        for _ in range(n):
            x = rng.uniform(x0, x1)
            h = rng.uniform(hmin, hmax)
            lx = rng.uniform(-lean, lean) * h
            w = width or h * 0.04
            ctx.move_to(x - w, by)
            ctx.curve_to(x - w * 0.5, by - h * 0.5, x + lx * 0.5, by - h * 0.8, x + lx, by - h)
            ctx.curve_to(x + lx * 0.5 + w * 0.3, by - h * 0.8, x + w * 0.5, by - h * 0.5, x + w, by)
            ctx.close_path()
        self.fill(c, a)

    def shrub(self, x, by, r, c, n=7):
        rng = self.rng
        for _ in range(n):
            self.ctx.arc(x + rng.uniform(-1, 1) * r, by - rng.uniform(0.1, 0.9) * r,
                         r * rng.uniform(0.3, 0.55), 0, TAU)
            self.ctx.new_sub_path()
        self.fill(c)
