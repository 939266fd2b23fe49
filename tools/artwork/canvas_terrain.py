"""Terrain helpers for ``Canvas``.

Fractal ridge lines, gently rolling lines, filling the ground under a line,
single stylised peaks (lit face, shadow face, snow cap, facets, hatching),
whole mountain ranges, hatching, rounded boulders and snow gullies.

A mixin without state of its own: it relies on ``Canvas`` for the surface,
the random stream and the basic shapes.  It paints no sky, plants or water.
"""

import math

from .palette import PI, TAU, lighten, mix


class TerrainMixin:
    """Ground, mountains and rocks: mixed into Canvas."""

    def fractal(self, a, b, depth, rough):
        rng = self.rng
        pts = [a, b]
        for _ in range(depth):
            new = [pts[0]]
            for p, q in zip(pts, pts[1:]):
                dx, dy = q[0] - p[0], q[1] - p[1]
                L = math.hypot(dx, dy) or 1.0
                off = rng.uniform(-1, 1) * L * rough
                new.append(((p[0] + q[0]) / 2 - dy / L * off, (p[1] + q[1]) / 2 + dx / L * off))
                new.append(q)
            pts = new
        return pts

    def wave_line(self, y, amp, waves=((1.0, 1.0), (2.3, 0.35), (5.1, 0.12)), x0=None, x1=None, step=None):
        """A gently rolling line: a sum of sines with random phases."""
        rng = self.rng
        x0 = -self.W * 0.02 if x0 is None else x0
        x1 = self.W * 1.02 if x1 is None else x1
        step = step or self.W / 120
        comps = [(f, a, rng.uniform(0, TAU)) for f, a in waves]
        pts = []
        x = x0
        while True:
            v = sum(a * math.sin(TAU * f * x / (self.H * 1.2) + ph) for f, a, ph in comps)
            pts.append((x, y + v * amp))
            if x >= x1:
                break
            x = min(x + step, x1)
        return pts

    def fill_under(self, pts, src, a=1.0, bottom=None):
        bottom = self.H + 5 if bottom is None else bottom
        self.fill_poly(list(pts) + [(pts[-1][0], bottom), (pts[0][0], bottom)], src, a)

    def peak(self, x, top, wl, wr, base, lit, shade="dark4", shade_a=0.35, snow=None,
             snow_c="light1", rough=0.14, light="left", drift=None, facets=True, hatch=None,
             bottom=None):
        """One stylised mountain: lit face, shadow face, optional snow cap."""
        rng = self.rng
        ctx = self.ctx
        bottom = self.H + 5 if bottom is None else bottom
        left = self.fractal((x - wl, base), (x, top), 6, rough)
        right = self.fractal((x, top), (x + wr, base), 6, rough)
        outline = left + right[1:] + [(x + wr, bottom), (x - wl, bottom)]
        self.fill_poly(outline, lit)
        ctx.save()
        self.poly(outline)
        ctx.clip()
        if snow is not None:
            sy = top + (base - top) * snow
            amp = (base - top) * 0.06
            pts = []
            xx = x - wl
            k = 0
            while xx < x + wr:
                # snow reaches lower near the summit line, with gullies dripping down
                centre = 1 - abs(xx - x) / max(wl, wr)
                yy = sy + amp * (1.2 * centre) + rng.uniform(-0.4, 0.4) * amp
                if k % 2:
                    yy += rng.uniform(0.3, 1.8) * amp * (0.5 + centre)
                pts.append((xx, yy))
                xx += self.u * rng.uniform(0.6, 1.6)
                k += 1
            pts.append((x + wr, sy))
            self.fill_poly([(x - wl, top - 10)] + pts + [(x + wr, top - 10)], snow_c)
        d = drift if drift is not None else rng.uniform(0.05, 0.35)
        if light == "left":
            bx = x + wr * d
            spine = self.fractal((x, top), (bx, base), 5, rough * 1.3)
            shadow = right + [(x + wr, bottom), (bx, bottom)] + spine[::-1]
        else:
            bx = x - wl * d
            spine = self.fractal((x, top), (bx, base), 5, rough * 1.3)
            shadow = left[::-1] + [(x - wl, bottom), (bx, bottom)] + spine[::-1]
            shadow = shadow[::-1]
        self.fill_poly(shadow, shade, shade_a)
        if hatch:
            ctx.save()
            self.poly(shadow)
            ctx.clip()
            self.hatch(x - wl, top, wl + wr, base - top, hatch[0], hatch[1], spacing=self.u * 0.9)
            ctx.restore()
        if facets:
            # a lighter facet or two on the lit face
            for _ in range(rng.randint(1, 2)):
                t = rng.uniform(0.25, 0.6)
                if light == "left":
                    sx, sy0 = x - wl * t, top + (base - top) * t
                    ex = x - wl * rng.uniform(0.0, 0.3)
                else:
                    sx, sy0 = x + wr * t, top + (base - top) * t
                    ex = x + wr * rng.uniform(0.0, 0.3)
                line = self.fractal((sx, sy0), (ex, base), 4, rough)
                ctx.set_line_width(self.u * 0.35)
                ctx.move_to(*line[0])
                for p in line[1:]:
                    ctx.line_to(*p)
                self.color(shade, shade_a * 0.45)
                ctx.stroke()
        ctx.restore()
        return outline

    def mountain_range(self, base, hmin, hmax, wmin, wmax, lit, x0=-0.1, x1=1.1, **kw):
        rng = self.rng
        peaks = []
        x = x0 * self.W
        while x < x1 * self.W:
            h = rng.uniform(hmin, hmax)
            wl, wr = rng.uniform(wmin, wmax), rng.uniform(wmin, wmax)
            peaks.append((x, base - h, wl, wr))
            x += rng.uniform(0.55, 0.95) * (wl + wr) * 0.55
        peaks.sort(key=lambda p: p[1])  # tallest first (drawn behind)
        for (px, top, wl, wr) in peaks:
            c = mix(lit, lighten(lit, 0.2), rng.random() * 0.5)
            self.peak(px, top, wl, wr, base, c, **kw)

    def hatch(self, x, y, w, h, c, a, spacing=4.0, angle=0.9, width=None):
        ctx = self.ctx
        ctx.set_line_width(width or self.u * 0.18)
        self.color(c, a)
        dx = h / math.tan(angle)
        xx = x - dx
        while xx < x + w + dx:
            ctx.move_to(xx, y + h)
            ctx.line_to(xx + dx, y)
            xx += spacing
        ctx.stroke()

    def boulder(self, cx, cy, rx, ry, colours, light=(1.0, -0.8), rot=0.0, speckle=None, irr=0.1, n=10):
        """A rounded rock shaded in four flat tones (shadow, mid, lit, highlight)."""
        rng = self.rng
        ctx = self.ctx
        pts = self.blob_pts(cx, cy, rx, ry, n=n, irr=irr, rot=rot)
        self.smooth_closed(pts)
        self.fill(colours[0])
        ctx.save()
        self.smooth_closed(pts)
        ctx.clip()
        for k, (f, a) in enumerate(((0.5, 1.0), (0.9, 1.0), (1.35, 0.8))):
            if k + 1 >= len(colours):
                break
            self.smooth_closed([(px + light[0] * rx * f, py + light[1] * ry * f) for px, py in pts])
            self.fill(colours[k + 1], a)
        if speckle:
            for _ in range(int(rx * ry / (self.u * self.u) * 0.5) + 2):
                ctx.arc(cx + rng.uniform(-1, 1) * rx, cy + rng.uniform(-1, 1) * ry,
                        self.u * rng.uniform(0.1, 0.25), 0, TAU)
                self.fill(speckle, 0.35)
        ctx.restore()
        return pts

    def gully(self, x, y, length, width, angle, c, a=0.9):
        """A tapered snow streak running down a slope from (x, y)."""
        rng = self.rng
        ex, ey = x + math.cos(angle) * length, y + math.sin(angle) * length
        spine = self.fractal((x, y), (ex, ey), 4, 0.08)
        nx, ny = -math.sin(angle), math.cos(angle)
        left, right = [], []
        for i, (px, py) in enumerate(spine):
            t = i / (len(spine) - 1)
            wdt = width * math.sin(PI * min(1.0, t * 1.3 + 0.05)) ** 0.6 * rng.uniform(0.7, 1.2)
            left.append((px + nx * wdt, py + ny * wdt))
            right.append((px - nx * wdt, py - ny * wdt))
        self.fill_poly(left + right[::-1], c, a)
