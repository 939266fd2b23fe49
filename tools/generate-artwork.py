#!/usr/bin/env python3
"""Generate the original landscape artwork used by Landmarks for GNOME.

What it makes
-------------
* ``Resources/images/thumbnails/<imageName>.png`` -- one square 500x500
  illustration per landmark (12 in all).
* ``Resources/images/features/<imageName>_feature.jpg`` -- one 1000x667 (3:2)
  illustration per featured landmark (turtlerock, stmarylake, charleyrivers).
* ``Resources/icons/io.github.swiftgtk.Landmarks.svg`` (128x128 app icon) and
  ``Resources/icons/io.github.swiftgtk.Landmarks-symbolic.svg`` (16x16
  symbolic icon), hand-written SVG kept in this script and written out with
  the PNGs.

The pictures are stylised, flat-illustration landscapes in the spirit of the
GNOME wallpapers and the Adwaita palette: gradient skies, a soft light source,
layered silhouettes with atmospheric perspective, reflections on water, a
little grain, and some foreground detail.  Everything is drawn procedurally
with pycairo and finished with Pillow; no external images, fonts or network
access are used.

The output is deterministic: every picture draws from its own fixed random
seed, so running the script twice gives byte-identical PNG files (given the
same cairo, zlib and Pillow versions).

How to run
----------
From the repository root::

    python3 tools/generate-artwork.py                # everything, into Resources/
    python3 tools/generate-artwork.py --out /tmp/x   # PNGs into /tmp/x, icons into /tmp/icons
    python3 tools/generate-artwork.py --only turtlerock icybay   # just these (no icons)

Requirements: pycairo and Pillow (Debian/Ubuntu: ``apt-get install
python3-cairo python3-pil``).  If the ``python3`` first on PATH lacks them but
``/usr/bin/python3`` has them, the script re-runs itself with the latter.

The artwork is released under CC0-1.0 (see Resources/images/README.md).
"""

import argparse
import math
import os
import random
import sys
import zlib

try:
    import cairo
    from PIL import Image, ImageChops
except ImportError:  # pragma: no cover - environment fallback
    _SYS = "/usr/bin/python3"
    if (os.path.exists(_SYS) and os.path.realpath(sys.executable) != os.path.realpath(_SYS)
            and not os.environ.get("LANDMARKS_ARTWORK_REEXEC")):
        os.environ["LANDMARKS_ARTWORK_REEXEC"] = "1"
        os.execv(_SYS, [_SYS] + sys.argv)
    sys.exit("generate-artwork.py needs pycairo and Pillow "
             "(apt-get install python3-cairo python3-pil)")

PI = math.pi
TAU = 2 * math.pi

# --------------------------------------------------------------------------
# Colour
# --------------------------------------------------------------------------

# The GNOME / Adwaita palette, used as the backbone of every scene.
P = {
    "blue1": "#99c1f1", "blue2": "#62a0ea", "blue3": "#3584e4", "blue4": "#1c71d8", "blue5": "#1a5fb4",
    "green1": "#8ff0a4", "green2": "#57e389", "green3": "#33d17a", "green4": "#2ec27e", "green5": "#26a269",
    "yellow1": "#f9f06b", "yellow2": "#f8e45c", "yellow3": "#f6d32d", "yellow4": "#f5c211", "yellow5": "#e5a50a",
    "orange1": "#ffbe6f", "orange2": "#ffa348", "orange3": "#ff7800", "orange4": "#e66100", "orange5": "#c64600",
    "red1": "#f66151", "red2": "#ed333b", "red3": "#e01b24", "red4": "#c01c28", "red5": "#a51d2d",
    "purple1": "#dc8add", "purple2": "#c061cb", "purple3": "#9141ac", "purple4": "#813d9c", "purple5": "#613583",
    "brown1": "#cdab8f", "brown2": "#b5835a", "brown3": "#986a44", "brown4": "#865e3c", "brown5": "#63452c",
    "light1": "#ffffff", "light2": "#f6f5f4", "light3": "#deddda", "light4": "#c0bfbc", "light5": "#9a9996",
    "dark1": "#77767b", "dark2": "#5e5c64", "dark3": "#3d3846", "dark4": "#241f31", "dark5": "#000000",
}


def col(c):
    """Accept '#rrggbb', a palette name, or an (r, g, b) tuple of floats."""
    if isinstance(c, tuple):
        return c
    if not c.startswith("#"):
        c = P[c]
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) / 255.0 for i in (0, 2, 4))


def mix(a, b, t):
    a, b = col(a), col(b)
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def lighten(c, t):
    return mix(c, (1.0, 1.0, 1.0), t)


def darken(c, t):
    return mix(c, (0.0, 0.0, 0.0), t)


def clamp(v, lo, hi):
    return lo if v < lo else hi if v > hi else v


# --------------------------------------------------------------------------
# Canvas: drawing helpers shared by every scene
# --------------------------------------------------------------------------

class Canvas:
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

    # --- sky and light ---------------------------------------------------
    def sky(self, stops, y1=None):
        self.rect(0, 0, self.W, self.H, self.vgrad(0, y1 or self.H, stops))

    def glow(self, x, y, r, c, a=0.6):
        self.rect(0, 0, self.W, self.H, self.radial(x, y, r, [(0, c, a), (0.35, c, a * 0.45), (1, c, 0)]))

    def sun(self, x, y, r, core="#fffbe6", glow_c="orange1", glow_r=None, glow_a=0.55, rings=True):
        glow_r = glow_r or r * 9
        self.glow(x, y, glow_r, glow_c, glow_a)
        if rings:
            for k, a in ((2.4, 0.10), (1.6, 0.14)):
                self.ctx.arc(x, y, r * k, 0, TAU)
                self.fill(lighten(glow_c, 0.5), a)
        self.ctx.arc(x, y, r, 0, TAU)
        self.fill(core)

    def cloud(self, x, y, w, h, c="light1", a=0.85, shade=None):
        """A flat cumulus: overlapping round bumps on a flat base."""
        rng = self.rng
        bumps = []
        n = rng.randint(3, 5)
        for i in range(n):
            t = (i + rng.uniform(0.2, 0.8)) / n
            bx = x + (t - 0.5) * w * 0.7
            br = h * (0.35 + 0.65 * math.sin(PI * t) ** 0.8) * rng.uniform(0.7, 1.1)
            bumps.append((bx, y - br * rng.uniform(0.15, 0.5), br))
        lay = self.layer()
        lc = lay.ctx
        for bx, by, br in bumps:
            lc.arc(bx, by, br, 0, TAU)
            lc.new_sub_path()
        r = h * 0.25
        lc.arc(x - w / 2 + r, y - r, r, PI / 2, 3 * PI / 2)
        lc.arc(x + w / 2 - r, y - r, r, -PI / 2, PI / 2)
        lc.close_path()
        lay.fill(c)
        lc.set_operator(cairo.OPERATOR_CLEAR)
        lc.rectangle(x - w, y, 2 * w, h * 2)
        lc.fill()
        lc.set_operator(cairo.OPERATOR_ATOP)
        if shade is not None:
            lay.rect(x - w, y - h * 0.6, 2 * w, h * 0.6,
                     lay.vgrad(y - h * 0.6, y, [(0, shade, 0), (1, shade, 0.7)]))
        self.paste(lay, a)

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

    def streak(self, x, y, w, h, c, a=0.5):
        """A long thin sunset cloud."""
        ctx = self.ctx
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(w / 2, h / 2)
        ctx.arc(0, 0, 1, 0, TAU)
        ctx.restore()
        self.fill(c, a)

    def mist(self, y_top, y_bot, c, a=0.5):
        """A soft horizontal band of mist, strongest in its middle."""
        self.rect(0, y_top, self.W, y_bot - y_top,
                  self.vgrad(y_top, y_bot, [(0, c, 0), (0.5, c, a), (1, c, 0)]))

    def haze(self, y_top, y_bot, c, a=0.5, fill_below=False):
        self.rect(0, y_top, self.W, y_bot - y_top, self.vgrad(y_top, y_bot, [(0, c, 0), (1, c, a)]))
        if fill_below:
            self.rect(0, y_bot, self.W, self.H - y_bot, c, a)

    # --- terrain -----------------------------------------------------------
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

    # --- vegetation --------------------------------------------------------
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

    # --- water ---------------------------------------------------------------
    def reflect(self, y_w, tint, tint_a=0.35, amp=None, y_end=None, strip=2, fade=None, clip=None):
        """Mirror everything above y_w into the water below it, with ripples."""
        ctx = self.ctx
        rng = self.rng
        y_end = self.H if y_end is None else y_end
        amp = self.u * 0.35 if amp is None else amp
        snap = self.snapshot()
        span = max(1.0, y_end - y_w)
        ph = rng.uniform(0, TAU)
        y = int(y_w)
        while y < y_end:
            d = y - y_w
            k = d / span
            dx = amp * (0.4 + 2.5 * k) * math.sin(d * 0.9 / (1 + 4 * k) + ph) \
                + amp * 0.6 * math.sin(d * 0.31 + ph * 2)
            ctx.save()
            if clip:
                clip()
                ctx.clip()
            ctx.rectangle(0, y, self.W, strip)
            ctx.clip()
            ctx.translate(dx, 2 * y_w)
            ctx.scale(1, -1)
            ctx.set_source_surface(snap, 0, 0)
            ctx.paint()
            ctx.restore()
            y += strip
        stops = [(0, tint, tint_a * 0.6), (1, tint, min(1.0, tint_a * 1.4))]
        if fade:
            stops = fade
        ctx.save()
        if clip:
            clip()
            ctx.clip()
        self.rect(0, y_w, self.W, y_end - y_w, self.vgrad(y_w, y_end, stops))
        ctx.restore()

    def ripples(self, y0, y1, c, a=0.35, n=60, x0=0, x1=None, lmin=None, lmax=None, width=None):
        rng = self.rng
        ctx = self.ctx
        x1 = self.W if x1 is None else x1
        for _ in range(n):
            k = rng.random() ** 0.7
            y = y0 + (y1 - y0) * k
            L = (lmin or self.u * 1.5) + ((lmax or self.u * 9) - (lmin or self.u * 1.5)) * k * rng.random()
            x = rng.uniform(x0 - L, x1)
            ctx.set_line_width(width or max(1.0, self.u * (0.15 + 0.35 * k)))
            ctx.move_to(x, y)
            ctx.line_to(x + L, y)
            self.color(c, a * (0.4 + 0.6 * k))
            ctx.stroke()

    def glitter(self, x, y0, y1, c, spread, n=90, a=0.8):
        """Sun glitter: a column of short bright dashes on water."""
        rng = self.rng
        ctx = self.ctx
        for _ in range(n):
            k = rng.random()
            y = y0 + (y1 - y0) * k
            s = spread * (0.25 + 0.75 * k)
            xx = x + rng.gauss(0, 0.45) * s
            L = self.u * rng.uniform(0.6, 2.5) * (0.5 + k)
            ctx.set_line_width(max(1.0, self.u * 0.3 * (0.5 + k)))
            ctx.move_to(xx - L / 2, y)
            ctx.line_to(xx + L / 2, y)
            self.color(c, a * rng.uniform(0.4, 1.0))
            ctx.stroke()

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


# --------------------------------------------------------------------------
# Silhouettes in unit frames (facing right, ground at y = 0, up is negative)
# --------------------------------------------------------------------------

HORSE = [
    (0.00, -0.80), (0.12, -0.84), (0.35, -0.80), (0.55, -0.81), (0.68, -0.86), (0.78, -0.97),
    (0.87, -1.12), (0.91, -1.25), (0.94, -1.19), (0.98, -1.27), (1.00, -1.17), (1.09, -1.04),
    (1.18, -0.93), (1.18, -0.87), (1.10, -0.86), (1.00, -0.90), (0.92, -0.80), (0.90, -0.66),
    (0.86, -0.50), (0.88, -0.26), (0.87, -0.04), (0.90, 0.00), (0.82, 0.00), (0.81, -0.26),
    (0.78, -0.46), (0.74, -0.46), (0.75, -0.25), (0.73, -0.02), (0.76, 0.00), (0.68, 0.00),
    (0.68, -0.26), (0.66, -0.45), (0.40, -0.46), (0.26, -0.48), (0.22, -0.36), (0.25, -0.24),
    (0.22, -0.03), (0.25, 0.00), (0.17, 0.00), (0.16, -0.22), (0.13, -0.33), (0.10, -0.30),
    (0.11, -0.03), (0.14, 0.00), (0.05, 0.00), (0.05, -0.30), (0.02, -0.50), (-0.03, -0.55),
    (-0.08, -0.42), (-0.10, -0.30), (-0.05, -0.30), (-0.04, -0.55), (-0.02, -0.70),
]

HORSE_GRAZING = [
    (0.00, -0.80), (0.12, -0.84), (0.35, -0.80), (0.55, -0.82), (0.68, -0.86), (0.80, -0.80),
    (0.92, -0.60), (1.02, -0.40), (1.08, -0.22), (1.12, -0.08), (1.12, -0.02), (1.04, -0.02),
    (1.00, -0.16), (0.94, -0.30), (0.87, -0.48), (0.86, -0.50), (0.88, -0.26), (0.87, -0.04),
    (0.90, 0.00), (0.82, 0.00), (0.81, -0.26), (0.78, -0.46), (0.74, -0.46), (0.75, -0.25),
    (0.73, -0.02), (0.76, 0.00), (0.68, 0.00), (0.68, -0.26), (0.66, -0.45), (0.40, -0.46),
    (0.26, -0.48), (0.22, -0.36), (0.25, -0.24), (0.22, -0.03), (0.25, 0.00), (0.17, 0.00),
    (0.16, -0.22), (0.13, -0.33), (0.10, -0.30), (0.11, -0.03), (0.14, 0.00), (0.05, 0.00),
    (0.05, -0.30), (0.02, -0.50), (-0.03, -0.55), (-0.08, -0.42), (-0.10, -0.30), (-0.05, -0.30),
    (-0.04, -0.55), (-0.02, -0.70),
]

BEAR = [
    (0.00, -0.40), (0.08, -0.50), (0.25, -0.54), (0.45, -0.60), (0.56, -0.64), (0.64, -0.60),
    (0.70, -0.54), (0.76, -0.55), (0.78, -0.60), (0.81, -0.57), (0.86, -0.52), (0.96, -0.46),
    (1.02, -0.42), (1.00, -0.38), (0.90, -0.36), (0.80, -0.36), (0.76, -0.28), (0.78, -0.04),
    (0.82, 0.00), (0.68, 0.00), (0.66, -0.20), (0.60, -0.22), (0.60, -0.03), (0.63, 0.00),
    (0.52, 0.00), (0.50, -0.22), (0.30, -0.24), (0.24, -0.20), (0.25, -0.03), (0.28, 0.00),
    (0.16, 0.00), (0.14, -0.18), (0.10, -0.20), (0.10, -0.03), (0.12, 0.00), (0.01, 0.00),
    (0.00, -0.20), (-0.03, -0.30),
]

LOON_BODY = [
    (-0.05, -0.05), (0.02, -0.13), (0.20, -0.19), (0.45, -0.21), (0.66, -0.21), (0.76, -0.24),
    (0.79, -0.33), (0.84, -0.40), (0.92, -0.42), (0.98, -0.38), (1.00, -0.35), (1.20, -0.32),
    (1.00, -0.30), (0.92, -0.28), (0.88, -0.22), (0.93, -0.12), (0.92, 0.00), (0.00, 0.00),
]


# --------------------------------------------------------------------------
# Scenes
# --------------------------------------------------------------------------

def scene_turtlerock(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    hor = H * 0.64
    cv.sky([(0, "#3b2d6b"), (0.35, "#8a4f8f"), (0.62, "#f08a5d"), (0.8, "#ffc27a"), (1, "#ffe3a3")], hor)
    sx, sy = W * 0.78, hor - 9 * u
    cv.sun(sx, sy, 4.2 * u, core="#fff4d6", glow_c="#ffb36b", glow_r=60 * u, glow_a=0.7)
    for _ in range(5):
        cv.streak(rng.uniform(0, W), rng.uniform(0.12, 0.42) * H, rng.uniform(18, 40) * u,
                  rng.uniform(0.8, 1.6) * u, "#ffb0a0", rng.uniform(0.25, 0.45))
    # distant ranges, hazy lavender
    cv.mountain_range(hor + 1 * u, 7 * u, 12 * u, 12 * u, 22 * u, "#b98fb5", shade="#6b4a86",
                      shade_a=0.25, rough=0.1, facets=False)
    cv.haze(hor - 10 * u, hor + 2 * u, "#ffcf9a", 0.55)
    cv.mountain_range(hor + 3 * u, 3 * u, 7 * u, 10 * u, 18 * u, "#9a6e9c", shade="#4d3566",
                      shade_a=0.3, rough=0.12, facets=False)
    cv.haze(hor - 4 * u, hor + 4 * u, "#f6b48a", 0.5)
    # desert floor
    cv.rect(0, hor + 2 * u, W, H, cv.vgrad(hor, H, [(0, "#d99a6c"), (0.4, "#c07a55"), (1, "#7c4a45")]))
    # low sun stripes across the ground
    for i in range(7):
        y = hor + (3 + i * i * 0.9) * u
        cv.rect(0, y, W, (0.4 + i * 0.25) * u, "#ffd39b", 0.12)
    # the rock pile: a dome of rounded granite boulders, lit from the right
    cx, base = W * 0.42, H * 0.745
    pw, ph = 27 * u, 30 * u
    mass = []
    for i in range(41):
        t = -1 + 2 * i / 40
        env = max(0.0, 1 - t * t) ** 0.6
        mass.append((cx + t * pw * 0.92, base - env * ph * rng.uniform(0.72, 0.8)))
    mass += [(cx + pw, base + 1 * u), (cx - pw, base + 1 * u)]
    # ground shadow to the left of the pile (sun is on the right)
    ctx.save()
    ctx.translate(cx - 14 * u, base + 0.5 * u)
    ctx.scale(40 * u, 3 * u)
    ctx.arc(0, 0, 1, 0, TAU)
    ctx.restore()
    cv.fill("#4a2d45", 0.4)
    cv.smooth_closed(mass)
    cv.fill("#5a3453")
    rocks = []
    for i in range(34):
        t = rng.uniform(-0.9, 0.9)
        env = max(0.0, 1 - t * t) ** 0.6
        f = rng.uniform(0, 1) ** 0.8 * env
        r = (3.5 + 7.5 * (1 - f) * rng.uniform(0.7, 1.05)) * u * (1 - 0.4 * abs(t))
        rocks.append((cx + t * pw * 0.92, base - f * ph * 0.85 - r * 0.45, r * rng.uniform(1.0, 1.3),
                      r * rng.uniform(0.7, 0.85), rng.uniform(-0.35, 0.35)))
    # a row of big boulders along the foot of the pile
    for i in range(6):
        t = -0.85 + 1.7 * i / 5 + rng.uniform(-0.05, 0.05)
        r = (8.5 - 3.0 * abs(t)) * u * rng.uniform(0.9, 1.05)
        rocks.append((cx + t * pw * 0.95, base - r * 0.6, r * 1.25, r * 0.75, rng.uniform(-0.2, 0.2)))
    # the turtle's "head" poking out at the top right
    rocks.append((cx + 17 * u, base - 17 * u, 5.5 * u, 3.8 * u, 0.35))
    rocks.sort(key=lambda r: r[1])
    tones = ["#6a3a5c", "#b45f58", "#ee9360", "#ffc886"]
    for (x, y, rx, ry, rot) in rocks:
        cv.boulder(x, y, rx, ry, tones, light=(0.9, -0.75), rot=rot, speckle="#5a3453")
    # a few loose boulders around the base
    for _ in range(int(6 * W / H)):
        x = rng.uniform(0.05, 0.95) * W
        if abs(x - cx) < pw:
            continue
        r = rng.uniform(1.5, 3.5) * u
        cv.boulder(x, H * rng.uniform(0.72, 0.76), r * 1.3, r, tones, light=(0.9, -0.75))
    # ground in front of the rocks: a slightly darker rise
    fg = cv.wave_line(H * 0.8, 1.2 * u)
    cv.fill_under(fg, cv.vgrad(H * 0.78, H, [(0, "#a8614c"), (1, "#5c3442")]))
    # Joshua trees with long shadows to the left
    trees = [(W * 0.13, H * 0.86, 30 * u), (W * 0.86, H * 0.9, 38 * u), (W * 0.68, H * 0.76, 14 * u)]
    if W > H * 1.2:
        trees.append((W * 0.30, H * 0.79, 11 * u))
        trees.append((W * 0.96, H * 0.77, 9 * u))
    for tx, tb, th in trees:
        state = rng.getstate()
        ctx.save()
        ctx.transform(cairo.Matrix(1, 0, 1.9, -0.09, -1.9 * tb, 1.09 * tb))
        joshua(cv, tx, tb, th, "#4a2d45", 0.35)
        ctx.restore()
        rng.setstate(state)
        joshua(cv, tx, tb, th, "#3a2240", 1.0, rim="#ff9d6b")
    # shrubs and pebbles
    for _ in range(int(14 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(H * 0.78, H * 0.98)
        r = u * (0.8 + 2.2 * (y - H * 0.78) / (H * 0.2))
        cv.shrub(x, y, r, "#5a3a4a", n=6)
        cv.shrub(x + r * 0.3, y - r * 0.2, r * 0.6, "#8a6a55", n=4)
    for _ in range(int(120 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(H * 0.8, H)
        ctx.arc(x, y, u * rng.uniform(0.12, 0.35), 0, TAU)
        cv.fill("#f2b58a", 0.5)


def joshua(cv, x, by, h, c, a=1.0, rim=None):
    """A Joshua tree: a shaggy trunk, elbowed arms, spiky leaf tufts."""
    rng = cv.rng
    ctx = cv.ctx
    tufts = []

    def branch(x0, y0, ang, length, width, depth):
        x1 = x0 + math.cos(ang) * length
        y1 = y0 - math.sin(ang) * length
        ctx.set_line_width(width)
        ctx.move_to(x0, y0)
        mx = (x0 + x1) / 2 + rng.uniform(-0.15, 0.15) * length
        my = (y0 + y1) / 2
        ctx.curve_to(mx, my, mx, my, x1, y1)
        cv.color(c, a)
        ctx.stroke()
        if depth == 0:
            tufts.append((x1, y1, width * 2.6, ang))
            return
        n = rng.choice([2, 2, 3]) if depth > 1 else rng.choice([1, 2, 2])
        for i in range(n):
            spread = (i - (n - 1) / 2) * 0.9 + rng.uniform(-0.25, 0.25)
            na = clamp(ang + spread, 0.2, PI - 0.2)
            # arms bend back towards vertical
            na = na * 0.7 + (PI / 2) * 0.3
            branch(x1, y1, na, length * rng.uniform(0.55, 0.8), width * 0.75, depth - 1)

    branch(x, by, PI / 2 + rng.uniform(-0.1, 0.1), h * 0.42, h * 0.075, 2 if h > 12 * cv.u else 1)
    for tx, ty, r, ang in tufts:
        # a skirt of dead leaves below, then a spiky ball of live ones
        for k in range(34):
            if k < 10:
                sa = -PI / 2 + rng.uniform(-0.9, 0.9)
                L = r * rng.uniform(0.5, 0.85)
                off = (0, r * 0.25)
            else:
                sa = ang + rng.uniform(-1.7, 1.7)
                L = r * rng.uniform(0.75, 1.2)
                off = (0, 0)
            ox, oy = tx + off[0], ty + off[1]
            bw = r * 0.11
            px, py = math.sin(sa) * bw, math.cos(sa) * bw
            ctx.move_to(ox + px, oy + py)
            ctx.line_to(ox + math.cos(sa) * L, oy - math.sin(sa) * L)
            ctx.line_to(ox - px, oy - py)
            ctx.close_path()
        cv.fill(c, a)
        if rim:
            for k in range(6):
                sa = rng.uniform(-0.6, 1.0)
                L = r * rng.uniform(0.7, 1.1)
                ctx.move_to(tx, ty)
                ctx.line_to(tx + math.cos(sa) * L, ty - math.sin(sa) * L)
            ctx.set_line_width(max(1.0, r * 0.06))
            cv.color(rim, 0.5)
            ctx.stroke()


def scene_silversalmoncreek(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    hor = H * 0.5
    cv.sky([(0, "#4f8fd6"), (0.6, "#9cc7ef"), (1, "#e3eef5")], hor)
    cv.glow(W * 0.2, H * 0.1, 40 * u, "#ffffff", 0.35)
    for fx, fy in ((0.16, 0.16), (0.4, 0.08), (0.9, 0.2)):
        cv.cloud(fx * W, fy * H, rng.uniform(16, 24) * u, rng.uniform(4, 6) * u, "light1", 0.8, shade="#b8cde6")
    # the volcano (Iliamna-like) with a steam plume
    vx, vtop = W * 0.62, H * 0.18
    for i in range(10):
        px, py = vx + (i * 2.4 + rng.uniform(-0.8, 0.8)) * u, vtop - (1.5 + i * 1.2) * u
        r = (2.0 + i * 0.8) * u
        cv.rect(px - r, py - r, 2 * r, 2 * r, cv.radial(px, py, r, [(0, "#ffffff", 0.5 - i * 0.04),
                                                                   (0.55, "#f4f6fa", 0.4 - i * 0.03),
                                                                   (1, "#ffffff", 0)]))
    cv.peak(W * 0.25, H * 0.3, 22 * u, 20 * u, hor, "#c9d6ea", shade="#5a6f9a", shade_a=0.35,
            snow=0.45, snow_c="#f4f7fb", rough=0.08, facets=False)
    cv.peak(vx, vtop, 34 * u, 36 * u, hor, "#bfcde4", shade="#4a5f8f", shade_a=0.35,
            snow=0.62, snow_c="#f6f8fb", rough=0.05, drift=0.15)
    cv.haze(hor - 14 * u, hor, "#e8f0f6", 0.6)
    # forested foothills
    hill = cv.wave_line(hor - 2 * u, 2.5 * u)
    cv.fill_under(hill, "#7fa58a")
    cv.treeline(cv.wave_line(hor + 1.5 * u, 1.5 * u), 1.5 * u, 4 * u, "#3c6e57", spacing=0.9)
    cv.haze(hor - 2 * u, hor + 4 * u, "#dbe8ee", 0.3)
    # meadow band
    cv.rect(0, hor + 4 * u, W, 3 * u, "#9cbc6a")
    cv.rect(0, hor + 6 * u, W, 1.2 * u, "#c8c58a")
    # tidal flats: water with sandbars
    wy = hor + 7 * u
    cv.rect(0, wy, W, H - wy, cv.vgrad(wy, H, [(0, "#b9d3e8"), (1, "#6fa3d0")]))
    cv.reflect(wy, "#6f9fc8", 0.25, amp=0.2 * u)
    # sand and mud bars with meandering channels
    for i in range(6):
        y = wy + (1.5 + i * i * 1.2) * u
        hgt = (0.6 + i * 0.6) * u
        x = rng.uniform(-0.2, 0.5) * W
        w = rng.uniform(0.4, 0.9) * W
        pts = cv.blob_pts(x + w / 2, y, w / 2, hgt, n=12, irr=0.25)
        cv.smooth_closed(pts)
        cv.fill(cv.vgrad(y - hgt, y + hgt, [(0, "#d8c7a0"), (1, "#b39b78")]))
        cv.smooth_closed([(px, py - hgt * 0.35) for px, py in pts])
        cv.fill("#e9dcb9", 0.5)
    cv.ripples(wy + 1 * u, H, "#ffffff", 0.35, n=int(50 * W / H))
    # bear walking on the flats, with its reflection
    bx, bby, bs = W * 0.58, H * 0.74, 15 * u
    cv.shape([(x, -y) for x, y in BEAR], bx, bby, bs, "#3a2a22", a=0.45)
    q = cv.shape(BEAR, bx, bby, bs, "#7a5536")
    ctx.save()
    cv.poly(q)
    ctx.clip()
    cv.poly([(px, py + 0.06 * bs) for px, py in q])
    cv.fill("#4b3326")
    ctx.restore()
    # foreground sedges
    cv.rect(0, H * 0.92, W, H * 0.08, cv.vgrad(H * 0.9, H, [(0, "#6c8a4a"), (1, "#3e5a35")]))
    cv.grass(0, W, H * 0.94, 3 * u, 10 * u, "#4d6e3a", int(140 * W / H))
    cv.grass(0, W, H * 0.97, 4 * u, 12 * u, "#88a35a", int(70 * W / H))


def scene_chilkoottrail(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    cv.sky([(0, "#5f7a9c"), (0.45, "#a9bbd0"), (1, "#e9eef2")], H * 0.5)
    for _ in range(5):
        cv.streak(rng.uniform(0, W), rng.uniform(0.06, 0.3) * H, rng.uniform(30, 55) * u,
                  rng.uniform(2, 4) * u, "#f2f5f8", rng.uniform(0.25, 0.45))
    pass_x, pass_y = W * 0.53, H * 0.4
    # peaks beyond the pass, pale with distance
    cv.mountain_range(H * 0.46, 6 * u, 12 * u, 8 * u, 13 * u, "#c3cfdd", x0=0.3, x1=0.8, shade="#6b7fa0",
                      shade_a=0.3, snow=0.35, snow_c="#eef3f8", rough=0.14, facets=False)
    cv.haze(H * 0.3, H * 0.46, "#e6ecf1", 0.55)
    # the saddle of the pass itself
    saddle = cv.fractal((W * 0.2, H * 0.3), (pass_x, pass_y), 5, 0.05)
    saddle += cv.fractal((pass_x, pass_y), (W * 0.85, H * 0.28), 5, 0.05)[1:]
    cv.fill_under(saddle, "#8796a8")
    # the two great walls of the pass: the left in shadow, the right catching light
    cv.peak(W * 0.1, H * 0.04, 32 * u, 42 * u, H * 0.66, "#5d6d80", shade="#1c2536", shade_a=0.5,
            snow=0.2, snow_c="#e9eef4", rough=0.11, drift=0.15, hatch=("#141b28", 0.2))
    cv.peak(W * 0.92, H * 0.02, 44 * u, 30 * u, H * 0.66, "#8a99aa", shade="#2b3547", shade_a=0.45,
            snow=0.18, snow_c="#f6f8fb", rough=0.11, drift=0.2, hatch=("#1c2536", 0.15))
    # snow lying in gullies down both walls
    for _ in range(int(9 * W / H)):
        x = rng.uniform(0.0, 0.34) * W
        cv.gully(x, rng.uniform(0.18, 0.45) * H, rng.uniform(8, 20) * u, rng.uniform(0.5, 1.1) * u,
                 rng.uniform(1.2, 1.45), "#c5d0de", 0.85)
    for _ in range(int(9 * W / H)):
        x = rng.uniform(0.72, 1.0) * W
        cv.gully(x, rng.uniform(0.14, 0.45) * H, rng.uniform(8, 20) * u, rng.uniform(0.5, 1.2) * u,
                 rng.uniform(1.7, 1.95), "#f4f7fa", 0.9)
    # the snowfield climbing to the pass, its edges broken by rock
    def chain(ctrl, rough):
        out = [ctrl[0]]
        for p, q in zip(ctrl, ctrl[1:]):
            out += cv.fractal(p, q, 4, rough)[1:]
        return out
    left = chain([(W * 0.02, H * 0.9), (W * 0.16, H * 0.72), (W * 0.3, H * 0.56), (W * 0.42, H * 0.47),
                  (pass_x - 3 * u, pass_y + 1.2 * u)], 0.12)
    right = chain([(pass_x + 4 * u, pass_y + 1.5 * u), (W * 0.64, H * 0.49), (W * 0.74, H * 0.6),
                   (W * 0.84, H * 0.74), (W * 0.98, H * 0.9)], 0.12)
    snow = left + [(pass_x, pass_y - 0.3 * u)] + right
    cv.fill_poly(snow, cv.vgrad(pass_y, H * 0.86, [(0, "#fbfcfd"), (0.5, "#eaf0f6"), (1, "#d3deea")]))
    ctx.save()
    cv.poly(snow)
    ctx.clip()
    # fall lines and drifts give the slope its concave form
    for i in range(int(16 * W / H)):
        t = rng.uniform(-1, 1)
        ex = pass_x + t * W * 0.55
        ctx.move_to(pass_x + t * 2 * u, pass_y + 1 * u)
        ctx.curve_to(pass_x + t * 6 * u, pass_y + 14 * u, ex - t * 8 * u, H * 0.7, ex, H * 0.9)
        ctx.set_line_width(rng.uniform(0.8, 3.5) * u)
        ctx.set_source(cv.vgrad(pass_y, H * 0.9, [(0, "#a9bbd0", 0), (1, "#a9bbd0", rng.uniform(0.2, 0.45))]))
        ctx.stroke()
    # the shadow of the left wall falling across the snow
    cv.fill_poly([(0, H * 0.3), (pass_x - 2 * u, pass_y), (W * 0.4, H * 0.62), (W * 0.26, H), (0, H)],
                 "#9fb1c8", 0.55)
    cv.ripples(pass_y + 3 * u, H * 0.86, "#b3c3d6", 0.4, n=int(40 * W / H), lmin=2 * u, lmax=10 * u)
    # rocks breaking through the snow near its edges
    for _ in range(int(16 * W / H)):
        side = rng.choice((-1, 1))
        y = rng.uniform(pass_y + 6 * u, H * 0.84)
        k = (y - pass_y) / (H * 0.45)
        x = pass_x + side * (8 * u + k * W * 0.3) * rng.uniform(0.8, 1.1)
        r = u * (0.4 + 1.6 * k) * rng.uniform(0.7, 1.3)
        pts = cv.fractal((x - r * 2, y), (x + r * 2, y), 3, 0.35)
        cv.fill_poly(pts + [(x + r, y + r * 0.2), (x - r, y + r * 0.25)], "#4f5c6c", 0.9)
    ctx.restore()
    # the trail: a straight line of stampeders climbing the Golden Stairs
    x0, y0 = W * 0.3, H * 0.88
    x1, y1 = pass_x - 0.5 * u, pass_y + 1.2 * u
    ctx.move_to(x0, y0)
    ctx.curve_to(x0 + (x1 - x0) * 0.5, y0 - (y0 - y1) * 0.35, x1 - 2 * u, y1 + 6 * u, x1, y1)
    ctx.set_line_width(0.6 * u)
    cv.color("#8a98ab", 0.9)
    ctx.stroke()

    def on_trail(t):
        # the same cubic as the stroke above
        p = [(x0, y0), (x0 + (x1 - x0) * 0.5, y0 - (y0 - y1) * 0.35), (x1 - 2 * u, y1 + 6 * u), (x1, y1)]
        m = 1 - t
        return (m ** 3 * p[0][0] + 3 * m * m * t * p[1][0] + 3 * m * t * t * p[2][0] + t ** 3 * p[3][0],
                m ** 3 * p[0][1] + 3 * m * m * t * p[1][1] + 3 * m * t * t * p[2][1] + t ** 3 * p[3][1])

    t = 0.04
    while t < 0.99:
        fx, fy = on_trail(t)
        sc = 0.25 + 0.75 * (fy - pass_y) / (H * 0.48)
        sz = 2.2 * u * sc
        body = [(fx - 0.25 * sz, fy), (fx - 0.05 * sz, fy - 0.8 * sz), (fx + 0.2 * sz, fy - 0.85 * sz),
                (fx + 0.3 * sz, fy - 0.3 * sz), (fx + 0.15 * sz, fy)]
        cv.fill_poly(body, "#262b36")
        ctx.arc(fx + 0.22 * sz, fy - 0.98 * sz, 0.17 * sz, 0, TAU)
        cv.fill("#262b36")
        cv.fill_poly([(fx - 0.3 * sz, fy - 0.45 * sz), (fx - 0.2 * sz, fy - 0.95 * sz),
                      (fx + 0.08 * sz, fy - 0.9 * sz), (fx, fy - 0.4 * sz)], "#8a5a3a")
        t += 0.028 + 0.04 * (1 - t) ** 2
    # foreground talus
    fg = cv.wave_line(H * 0.86, 1.5 * u)
    cv.fill_under(fg, cv.vgrad(H * 0.84, H, [(0, "#5d6873"), (1, "#2e353e")]))
    rocks = []
    for _ in range(int(36 * W / H)):
        y = rng.uniform(H * 0.85, H * 1.04)
        r = u * (1.2 + 6 * (y - H * 0.85) / (H * 0.19)) * rng.uniform(0.6, 1.1)
        rocks.append((rng.uniform(-0.05, 1.05) * W, y, r))
    rocks.sort(key=lambda r: r[1])
    for x, y, r in rocks:
        tone = rng.random()
        cv.boulder(x, y, r * 1.35, r * 0.85, [mix("#3b4350", "#4a5260", tone), mix("#66717d", "#7a8592", tone),
                                               mix("#8e9aa6", "#a3adb8", tone), "#c3ccd5"],
                   light=(-0.8, -0.8), irr=0.22, n=7)
        if rng.random() < 0.35:
            ctx.arc(x + rng.uniform(-0.5, 0.5) * r, y - r * 0.35, r * 0.22, 0, TAU)
            cv.fill("#c9c46a", 0.5)  # lichen
    cv.grass(0, W, H, 2 * u, 6 * u, "#7d8a52", int(40 * W / H))


def scene_stmarylake(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.6
    cv.sky([(0, "#5d8fd0"), (0.55, "#a8c8ea"), (0.85, "#f5dcc0"), (1, "#ffe9c9")], wl)
    cv.glow(W * 0.5, wl - 6 * u, 50 * u, "#fff1d6", 0.55)
    for _ in range(3):
        cv.cloud(rng.uniform(0.1, 0.9) * W, rng.uniform(0.1, 0.22) * H, rng.uniform(14, 24) * u,
                 rng.uniform(3, 5) * u, "light1", 0.7, shade="#c8d6ee")
    # far central peaks at the head of the lake
    cv.mountain_range(wl, 10 * u, 18 * u, 8 * u, 14 * u, "#a9b7d6", x0=0.25, x1=0.78, shade="#4e5f91",
                      shade_a=0.3, snow=0.35, snow_c="#eef2fa", rough=0.12, facets=False)
    cv.haze(wl - 18 * u, wl, "#f3e6d6", 0.55)
    # the big flanking mountains: reddish left, grey-blue right (Going-to-the-Sun)
    cv.peak(W * 0.2, H * 0.16, 38 * u, 26 * u, wl, "#a97c76", shade="#43304a", shade_a=0.45, snow=0.2,
            snow_c="#f6eee9", rough=0.1, drift=0.1, hatch=("#2a1e33", 0.18))
    cv.peak(W * 0.04, H * 0.3, 20 * u, 18 * u, wl, "#8f6a68", shade="#43304a", shade_a=0.45, rough=0.12)
    cv.peak(W * 0.8, H * 0.12, 26 * u, 40 * u, wl, "#7f8fa8", shade="#2e3552", shade_a=0.5, snow=0.18,
            snow_c="#f2f5fb", rough=0.1, drift=0.25, hatch=("#1e2440", 0.18))
    cv.peak(W * 0.99, H * 0.26, 16 * u, 20 * u, wl, "#6f7f98", shade="#2e3552", shade_a=0.5, rough=0.12)
    cv.haze(wl - 10 * u, wl, "#e9ddd0", 0.5)
    # forested lower slopes
    left = [(x, wl - 10 * u * (1 - x / (W * 0.38)) ** 1.5 + rng.uniform(-0.3, 0.3) * u)
            for x in [W * 0.38 * i / 40 for i in range(41)]]
    cv.treeline(left, 1.5 * u, 3.5 * u, "#2f5e53", spacing=0.9)
    right = [(x, wl - 9 * u * ((x - W * 0.64) / (W * 0.36)) ** 1.4 + rng.uniform(-0.3, 0.3) * u)
             for x in [W * 0.64 + W * 0.36 * i / 40 for i in range(41)]]
    cv.treeline(right, 1.5 * u, 3.5 * u, "#2a5449", spacing=0.9)
    cv.rect(0, wl - 0.6 * u, W, 1.2 * u, "#2f5e53")
    # Wild Goose Island
    ix, iy = W * 0.52, wl + 7 * u
    isl = cv.blob_pts(ix, iy, 6.5 * u, 1.2 * u, n=10, irr=0.15)
    water_y = wl + 0.6 * u
    cv.reflect(water_y, "#1f8a9a", 0.0, amp=0.25 * u)
    # turquoise water
    cv.rect(0, water_y, W, H - water_y, cv.vgrad(water_y, H, [(0, "#5cc6c2", 0.25), (0.4, "#2aa3a8", 0.55),
                                                              (1, "#0f6f86", 0.85)]))
    # island with its trees and reflection
    lay = cv.layer()
    lay.smooth_closed(isl)
    lay.fill("#3b5a4a")
    for i in range(7):
        tx = ix + (i - 3) * 1.5 * u + rng.uniform(-0.5, 0.5) * u
        th = (5 - abs(i - 3) * 1.1) * u * rng.uniform(0.85, 1.15)
        lay.spruce(tx, iy - 0.4 * u, th, th * 0.32, "#22453a")
    ctx.save()
    ctx.translate(0, 2 * iy)
    ctx.scale(1, -1)
    cv.paste(lay, 0.45)
    ctx.restore()
    cv.paste(lay)
    cv.ripples(water_y + 1 * u, H, "#e8fbfa", 0.35, n=int(70 * W / H))
    cv.glitter(W * 0.5, water_y + 1 * u, H * 0.8, "#fff4d6", 10 * u, n=50, a=0.5)
    # foreground: rocky shore with pebbles and a framing spruce
    shore = cv.wave_line(H * 0.9, 1.5 * u)
    cv.fill_under(shore, cv.vgrad(H * 0.87, H, [(0, "#8a7a6a"), (1, "#4d4340")]))
    stones = sorted((rng.uniform(H * 0.9, H * 1.02), rng.uniform(0, W)) for _ in range(int(110 * W / H)))
    for y, x in stones:
        k = (y - H * 0.9) / (H * 0.1)
        r = u * (0.4 + 1.2 * k) * rng.uniform(0.7, 1.2)
        c = mix(rng.choice(["#a0524a", "#7b8a6a", "#b59a6a", "#6a6f88", "#c9b79a", "#8a4a52"]), "#6a5a50", 0.3)
        cv.boulder(x, y, r * 1.5, r, [darken(c, 0.3), c, lighten(c, 0.2)], light=(-0.6, -0.8), n=8)
    cv.spruce(W * 0.04, H * 1.02, 52 * u, 15 * u, "#173a33")
    cv.spruce(W * 0.12, H * 1.02, 34 * u, 10 * u, "#1d453c")
    cv.spruce(W * 0.97, H * 1.02, 40 * u, 12 * u, "#173a33")


def scene_twinlake(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    cv.sky([(0, "#3f7fd0"), (0.6, "#8ebcec"), (1, "#dcecf6")], H * 0.45)
    for fx in (0.15, 0.5, 0.85):
        cv.cloud((fx + rng.uniform(-0.08, 0.08)) * W, rng.uniform(0.08, 0.2) * H, rng.uniform(14, 24) * u,
                 rng.uniform(3.5, 5.5) * u, "light1", 0.9, shade="#b5c9e4")
    # snowy peaks at the head of the valley
    cv.mountain_range(H * 0.45, 8 * u, 16 * u, 7 * u, 12 * u, "#b4c2da", x0=0.2, x1=0.85, shade="#3e4f80",
                      shade_a=0.3, snow=0.45, snow_c="#f3f6fb", rough=0.13)
    cv.haze(H * 0.32, H * 0.46, "#e4eef6", 0.55)
    # the valley walls: big shaded mountains either side
    lo = cv.peak(W * 0.08, H * 0.12, 30 * u, 40 * u, H * 0.5, "#7f95a6", shade="#233552", shade_a=0.45,
                 snow=0.35, snow_c="#f4f7fb", rough=0.11, drift=0.2)
    ro = cv.peak(W * 0.95, H * 0.16, 42 * u, 30 * u, H * 0.5, "#8ea2b2", shade="#233552", shade_a=0.4,
                 snow=0.3, snow_c="#f4f7fb", rough=0.11, drift=0.2)
    ctx.save()
    cv.poly(lo)
    ctx.new_sub_path()
    cv.poly(ro)
    ctx.clip()
    for _ in range(int(8 * W / H)):
        x = rng.choice((rng.uniform(0, 0.3), rng.uniform(0.7, 1.0))) * W
        cv.gully(x, rng.uniform(0.24, 0.36) * H, rng.uniform(5, 10) * u, rng.uniform(0.4, 0.9) * u,
                 rng.uniform(1.3, 1.85), "#eef3f8", 0.85)
    ctx.restore()
    cv.haze(H * 0.36, H * 0.5, "#dfeaf2", 0.35)
    # spruce forest on the lower slopes and valley floor
    forest_top = [(x, H * 0.42 + 9 * u * (1 - abs(x / W - 0.5) * 2) ** 0.5 * 0.9 + rng.uniform(-0.8, 0.8) * u)
                  for x in [W * i / 50 for i in range(51)]]
    forest_top = [(x, y - 6 * u * max(0.0, abs(x / W - 0.5) * 2 - 0.5)) for x, y in forest_top]
    cv.fill_under(forest_top, cv.vgrad(H * 0.4, H * 0.75, [(0, "#4d7a63"), (1, "#2f5a45")]))
    ctx.save()
    cv.poly(forest_top + [(W * 1.05, H), (-W * 0.05, H)])
    ctx.clip()
    for _ in range(int(420 * W / H)):
        tx = rng.uniform(0, W)
        ty = rng.uniform(H * 0.38, H * 0.8)
        th = u * (0.8 + 3.5 * ((ty - H * 0.38) / (H * 0.42)) ** 1.5)
        cv.spruce(tx, ty, th, th * 0.38, rng.choice(["#2c5a45", "#3b6b50", "#24503e", "#46775a"]),
                  tiers=1 if th < 2 * u else 3, trunk=False)
    ctx.restore()
    # the two lakes, one beyond the other, with the mountains mirrored in them
    far = cv.blob_pts(W * 0.5, H * 0.5, 11 * u * max(1.0, W / H * 0.9), 1.5 * u, n=10, irr=0.1)
    near_ctrl = [(W * 0.12, H * 0.6), (W * 0.35, H * 0.565), (W * 0.6, H * 0.56), (W * 0.86, H * 0.585),
                 (W * 0.9, H * 0.63), (W * 0.72, H * 0.7), (W * 0.4, H * 0.72), (W * 0.16, H * 0.67)]
    near = [(x + rng.uniform(-1, 1) * u, y + rng.uniform(-0.4, 0.4) * u) for x, y in near_ctrl]
    for pts, axis, y1 in ((near, H * 0.555, H * 0.73), (far, H * 0.485, H * 0.52)):
        cv.reflect(axis, "#2d7fa8", 0.5, amp=0.2 * u, y_end=y1, clip=lambda pts=pts: cv.smooth_closed(pts))
        ctx.save()
        cv.smooth_closed(pts)
        ctx.clip()
        cv.rect(0, axis, W, y1 - axis, cv.vgrad(axis, y1, [(0, "#6fc0d8", 0.25), (1, "#1f78a8", 0.55)]))
        cv.ripples(axis, y1, "#ffffff", 0.45, n=int(25 * W / H), lmax=7 * u)
        ctx.restore()
        ctx.set_line_width(0.35 * u)
        cv.smooth_closed(pts)
        cv.color("#d9c9a0", 0.7)
        ctx.stroke()
    # the wooded moraine between them
    for _ in range(int(40 * W / H)):
        tx = rng.uniform(W * 0.3, W * 0.7)
        ty = rng.uniform(H * 0.515, H * 0.56)
        cv.spruce(tx, ty, 1.6 * u, 0.7 * u, "#2c5a45", tiers=1, trunk=False)
    # near hillside, fireweed and big spruces framing the view
    fg = [(x, H * 0.8 + 7 * u * math.sin(x / W * PI * 1.3 + 0.3)) for x in [W * i / 40 for i in range(41)]]
    cv.fill_under(fg, cv.vgrad(H * 0.74, H, [(0, "#6a9450"), (1, "#33553a")]))
    cv.grass(0, W, H * 1.0, 2 * u, 6 * u, "#8fb35d", int(80 * W / H))
    for _ in range(int(26 * W / H)):
        x = rng.uniform(0.1, 0.9) * W
        y = H * rng.uniform(0.9, 1.0)
        h = rng.uniform(4, 8) * u
        ctx.move_to(x, y)
        ctx.line_to(x, y - h)
        ctx.set_line_width(0.3 * u)
        cv.color("#4a6a3a")
        ctx.stroke()
        for k in range(5):
            ctx.arc(x + rng.uniform(-0.4, 0.4) * u, y - h + k * 0.8 * u, 0.45 * u, 0, TAU)
            ctx.new_sub_path()
        cv.fill(rng.choice(["#d04aa0", "#c061cb", "#e070b0"]))
    for x, h, c in ((W * 0.05, 62 * u, "#173d32"), (W * 0.15, 44 * u, "#1d4a3a"),
                    (W * 0.91, 54 * u, "#173d32"), (W * 0.99, 38 * u, "#1d4a3a")):
        cv.spruce(x, H * 1.02, h, h * 0.3, c)


def scene_lakemcdonald(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.46
    cv.sky([(0, "#3d4f8f"), (0.45, "#a07fb4"), (0.8, "#f4a8a0"), (1, "#ffd6b0")], wl)
    cv.glow(W * 0.35, wl, 45 * u, "#ffd0a8", 0.5)
    for _ in range(6):
        cv.streak(rng.uniform(0, W), rng.uniform(0.08, 0.35) * H, rng.uniform(20, 40) * u,
                  rng.uniform(1, 2.5) * u, "#ffb4b4", rng.uniform(0.3, 0.55))
    hero = [(0.1, 22, 16, 14, 0.25), (0.33, 30, 20, 18, 0.3), (0.55, 17, 12, 14, None), (0.76, 33, 18, 22, 0.22),
            (0.97, 24, 15, 16, 0.3)]
    if W > H * 1.2:
        hero += [(0.2, 18, 12, 12, None), (0.45, 24, 14, 16, 0.3), (0.66, 20, 14, 12, None), (0.87, 19, 12, 12, None)]
    hero.sort(key=lambda p: -p[1])
    for fx, hgt, wl_, wr_, snow in hero:
        cv.peak(fx * W + rng.uniform(-2, 2) * u, wl - 2 * u - hgt * u, wl_ * u, wr_ * u, wl - 2 * u,
                mix("#8a88bf", "#9d96c8", rng.random()), shade="#3b3470", shade_a=0.38, snow=snow,
                snow_c="#f6dbe6", rough=0.12, hatch=("#2a2460", 0.12))
    cv.haze(wl - 18 * u, wl, "#f0b9b4", 0.45)
    cv.mountain_range(wl, 5 * u, 11 * u, 10 * u, 18 * u, "#5e5f9a", shade="#2a2560", shade_a=0.35,
                      rough=0.1, facets=False)
    cv.haze(wl - 8 * u, wl, "#d99fb0", 0.35)
    cv.treeline(cv.wave_line(wl, 0.6 * u), 1.2 * u, 3 * u, "#2b3560", spacing=0.8)
    # water
    cv.reflect(wl + 0.5 * u, "#3a4a8a", 0.2, amp=0.2 * u)
    cv.ripples(wl + 1 * u, H * 0.75, "#ffe0e0", 0.3, n=int(50 * W / H))
    # pebbles under clear shallow water, fading into the reflections
    lay = cv.layer()
    lc = lay.ctx
    lay.rect(0, wl, W, H, lay.vgrad(wl + 20 * u, H, [(0, "#8a7d6e"), (1, "#5b4f48")]))
    colours = ["#b5473e", "#8c2f35", "#6a8a55", "#4f7a6a", "#5c7fa8", "#3f5c8a", "#d3a55a",
               "#c8b48e", "#7a5a8a", "#e0d6c2", "#9a6a4a"]
    y = wl + 16 * u
    while y < H + 6 * u:
        k = (y - wl) / (H - wl)
        r = u * (0.5 + 6.5 * k * k)
        x = -r
        while x < W + r:
            rx, ry = r * rng.uniform(0.9, 1.4), r * rng.uniform(0.55, 0.8)
            pts = lay.blob_pts(x + rng.uniform(-0.3, 0.3) * r, y + rng.uniform(-0.3, 0.3) * ry, rx, ry,
                               n=9, irr=0.1, rot=rng.uniform(-0.3, 0.3))
            c = rng.choice(colours)
            lay.smooth_closed(pts)
            lay.fill(darken(c, 0.25))
            lc.save()
            lay.smooth_closed(pts)
            lc.clip()
            lay.smooth_closed([(px - rx * 0.12, py - ry * 0.15) for px, py in pts])
            lay.fill(c)
            lay.smooth_closed([(px - rx * 0.35, py - ry * 0.45) for px, py in pts])
            lay.fill(lighten(c, 0.35), 0.55)
            lc.restore()
            x += rx * rng.uniform(1.4, 2.0)
        y += r * rng.uniform(1.0, 1.3)
    # caustics
    for _ in range(int(70 * W / H)):
        y0 = rng.uniform(wl + 14 * u, H)
        x0 = rng.uniform(0, W)
        k = (y0 - wl) / (H - wl)
        L = u * (3 + 10 * k)
        lc.move_to(x0, y0)
        lc.curve_to(x0 + L * 0.3, y0 - L * 0.15, x0 + L * 0.6, y0 + L * 0.15, x0 + L, y0)
        lc.set_line_width(u * (0.15 + 0.4 * k))
        lay.color("#fff3d6", 0.45)
        lc.stroke()
    mask = cv.vgrad(wl + 14 * u, H * 0.88, [(0, "#000000", 0.0), (0.45, "#000000", 0.55), (1, "#000000", 0.92)])
    cv.paste(lay, mask=mask)
    # a tint of water over everything below the line
    cv.rect(0, wl, W, H - wl, cv.vgrad(wl, H, [(0, "#6a6fb0", 0.0), (1, "#2f6f7a", 0.18)]))
    cv.ripples(H * 0.7, H, "#ffffff", 0.18, n=int(25 * W / H), lmin=4 * u, lmax=14 * u)


def scene_charleyrivers(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    hy = H * 0.36
    cv.sky([(0, "#2f6fc4"), (0.55, "#79aee6"), (1, "#d6e8f3")], hy)
    n = int(4 * W / H)
    for i in range(n):
        cv.cloud((i + rng.uniform(0.2, 0.8)) / n * W, rng.uniform(0.08, 0.26) * H, rng.uniform(12, 26) * u,
                 rng.uniform(3.5, 6) * u, "light1", 0.92, shade="#a9bedf")
    # far blue hills
    for i, (yy, amp, c, a) in enumerate(((hy - 3 * u, 2.5 * u, "#8fa8c8", 0.5), (hy, 2 * u, "#7190a8", 0.4))):
        pts = cv.wave_line(yy, amp, waves=((0.8, 1.0), (2.1, 0.45), (4.3, 0.15)))
        cv.fill_under(pts, c)
        cv.haze(yy - 3 * u, yy + 3 * u, "#cfe0ee", a)
    # boreal hills: rolling, textured with tiny spruce
    bands = [(hy + 3 * u, 2.2 * u, "#4f7a5a", "#3c6448", 0.4), (hy + 8 * u, 3.5 * u, "#5b8653", "#416b42", 0.7),
             (hy + 15 * u, 4 * u, "#6b9150", "#4a743f", 1.0)]
    for yy, amp, c, tc, s in bands:
        pts = cv.wave_line(yy, amp, waves=((0.7, 1.0), (1.9, 0.4), (4.7, 0.15)))
        cv.fill_under(pts, c)
        ctx.save()
        cv.poly(pts + [(W * 1.05, H + 5), (-W * 0.05, H + 5)])
        ctx.clip()
        for _ in range(int(420 * W / H * s)):
            tx = rng.uniform(0, W)
            ty = yy + rng.uniform(-amp, 12 * u)
            th = u * rng.uniform(0.9, 1.8) * s
            cv.spruce(tx, ty, th, th * 0.42, darken(tc, rng.uniform(0, 0.25)), tiers=1, trunk=False)
        # stands of birch and aspen turning gold
        for _ in range(int(8 * W / H * s)):
            bx, by = rng.uniform(0, W), yy + rng.uniform(1, 9 * u)
            c = rng.choice(["#d9b23c", "#c98a2c", "#e6c45a"])
            for _ in range(12):
                ctx.arc(bx + rng.gauss(0, 2.5) * u * s, by + rng.gauss(0, 0.6) * u * s, u * 0.45 * s, 0, TAU)
                ctx.new_sub_path()
            cv.fill(c, 0.65)
        ctx.restore()
        cv.haze(yy - 2 * u, yy + 5 * u, "#d6e8f3", 0.22 * (1.2 - s))
    # valley floor: muskeg and scattered spruce
    vy = hy + 21 * u
    floor = cv.wave_line(vy, 0.6 * u)
    cv.fill_under(floor, cv.vgrad(vy, H, [(0, "#8aa35e"), (1, "#627f3e")]))
    for _ in range(int(300 * W / H)):
        y = rng.uniform(vy, H)
        k = (y - vy) / (H - vy)
        th = u * (0.6 + 3.5 * k * k) * rng.uniform(0.7, 1.2)
        cv.spruce(rng.uniform(0, W), y, th, th * 0.4, rng.choice(["#3f6a3f", "#4a7442", "#355c38"]),
                  tiers=1 if th < 2 * u else 3, trunk=False)
    for _ in range(int(30 * W / H)):
        y = rng.uniform(vy + 1 * u, H)
        k = (y - vy) / (H - vy)
        cv.fill_poly(cv.blob_pts(rng.uniform(0, W), y, u * (2 + 8 * k), u * (0.3 + 1.2 * k), n=8, irr=0.3),
                     rng.choice(["#a8b865", "#b8a85a", "#96b060"]), 0.6)

    # the braided river, its gravel bars and channels, receding into the valley
    def yof(t):
        return vy + 0.5 * u + (H * 1.05 - vy) * (1 - t) ** 1.7

    ph = rng.uniform(0, TAU)
    ph1, ph2 = rng.uniform(0, TAU), rng.uniform(0, TAU)

    def xc(t):
        return W * (0.5 + 0.1 * t) + H * 0.16 * math.sin(2.4 * PI * t + ph) * (1 - 0.8 * t)

    def half(t):
        k = (yof(t) - vy) / (H - vy)
        return (W * 0.26 + H * 0.12) * k + 0.4 * u

    def edge(t, side):
        n = 1 + 0.14 * math.sin(11 * t + ph1 + side) + 0.08 * math.sin(29 * t + ph2 * side)
        return xc(t) + side * half(t) * n

    ts = [i / 200 for i in range(201)]
    gl = [(edge(t, -1), yof(t)) for t in ts]
    gr = [(edge(t, 1), yof(t)) for t in ts]
    corridor = gl + gr[::-1]
    cv.fill_poly(corridor, "#cbbfa6")
    ctx.save()
    cv.poly(corridor)
    ctx.clip()
    for _ in range(int(600 * W / H)):
        t = rng.random() ** 0.6
        x = xc(t) + rng.uniform(-1, 1) * half(t)
        y = yof(t) + rng.uniform(-1, 1) * u
        ctx.arc(x, y, u * 0.3 * (1.2 - t), 0, TAU)
        cv.fill(rng.choice(["#b3a58a", "#e2d7bf", "#a09381", "#d8c9a8"]), 0.6)
    for i in range(7):
        base = rng.uniform(-0.5, 0.5)
        f = rng.uniform(2.0, 5.0)
        p = rng.uniform(0, TAU)
        wdt = rng.uniform(0.06, 0.11) if i < 3 else rng.uniform(0.025, 0.05)
        spread = rng.uniform(0.4, 0.8)

        def off(t):
            return clamp(base * (1 - t) + spread * (1 - 0.6 * t) * math.sin(f * PI * t + p), -0.9, 0.9)

        left = [(xc(t) + off(t) * half(t) - wdt * half(t) - 0.15 * u, yof(t)) for t in ts]
        right = [(xc(t) + off(t) * half(t) + wdt * half(t) + 0.15 * u, yof(t)) for t in ts]
        cv.fill_poly(left + right[::-1], cv.vgrad(vy, H, [(0, "#d5e6f2"), (0.4, "#8ec0e2"), (1, "#3f8ac4")]))
        ctx.set_line_width(0.3 * u)
        cv.smooth_open(left[::5])
        cv.color("#f4f0e4", 0.6)
        ctx.stroke()
    # willow thickets on the bars
    for _ in range(int(24 * W / H)):
        t = rng.uniform(0.02, 0.85)
        x = xc(t) + rng.uniform(-0.8, 0.8) * half(t)
        y = yof(t)
        r = u * 2.6 * (1 - t) ** 1.6 + u * 0.4
        pts = cv.blob_pts(x, y, r * 2.2, r * 0.5, n=8, irr=0.25)
        cv.smooth_closed(pts)
        cv.fill("#5f8a3e")
        cv.smooth_closed([(px, py - r * 0.25) for px, py in pts])
        cv.fill("#8fb356", 0.8)
    ctx.restore()
    # spruce along the river banks
    for t in [i / 90 for i in range(90)]:
        for side in (-1, 1):
            if rng.random() < 0.5:
                continue
            k = (yof(t) - vy) / (H - vy)
            th = u * (0.7 + 5 * k * k) * rng.uniform(0.8, 1.2)
            x = edge(t, side) + side * rng.uniform(0.3, 2.0) * th * 0.4
            cv.spruce(x, yof(t) + th * 0.1, th, th * 0.38, rng.choice(["#2f5535", "#37603c"]),
                      tiers=1 if th < 2 * u else 4, trunk=False)
    # a dark band of forest where the river vanishes into the distance
    cv.treeline(cv.wave_line(vy + 0.5 * u, 0.4 * u), 0.8 * u, 2.0 * u, "#456f48", spacing=0.8, fill=False)
    cv.mist(vy - 6 * u, vy + 8 * u, "#d6e8f3", 0.3)
    # foreground: a spruce-covered hillside with fireweed
    fg = [(x, H * 0.84 + 14 * u * (x / W) ** 2 + rng.uniform(-0.3, 0.3) * u) for x in [W * i / 60 for i in range(61)]]
    fg = [(x, y if x < W * 0.4 else y + ((x - W * 0.4) / W) * 40 * u) for x, y in fg]
    cv.fill_under(fg, cv.vgrad(H * 0.82, H, [(0, "#5c8040"), (1, "#2f4a2a")]))
    for _ in range(int(24 * W / H)):
        x = rng.uniform(0.05, 0.45) * W
        y = H * rng.uniform(0.93, 1.0)
        h = rng.uniform(3, 6) * u
        for k in range(5):
            ctx.arc(x + rng.uniform(-0.3, 0.3) * u, y - h + k * 0.7 * u, 0.4 * u, 0, TAU)
            ctx.new_sub_path()
        cv.fill(rng.choice(["#d04aa0", "#c061cb", "#e070b0"]))
    cv.grass(0, W * 0.55, H, 2 * u, 5 * u, "#7c9a48", int(60 * W / H))
    for x, h in ((W * 0.03, 40 * u), (W * 0.1, 30 * u), (W * 0.16, 22 * u)):
        cv.spruce(x, H * 1.01, h, h * 0.3, "#1f3b2c")


def scene_icybay(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.6
    cv.sky([(0, "#4a78b8"), (0.5, "#a7c4e4"), (1, "#eef4f8")], wl)
    for _ in range(5):
        cv.streak(rng.uniform(0, W), rng.uniform(0.05, 0.2) * H, rng.uniform(20, 40) * u,
                  rng.uniform(0.6, 1.2) * u, "#ffffff", 0.5)
    # the giant peaks
    cv.mountain_range(H * 0.38, 8 * u, 14 * u, 8 * u, 14 * u, "#c9d7ea", shade="#5a77a8", shade_a=0.3,
                      snow=0.05, snow_c="#f2f6fb", rough=0.12, facets=False)
    cv.haze(H * 0.25, H * 0.4, "#eef4f8", 0.4)
    cv.peak(W * 0.55, H * 0.08, 40 * u, 38 * u, H * 0.5, "#d7e3f1", shade="#3d5f98", shade_a=0.4, snow=0.0,
            snow_c="#f7fafd", rough=0.1, drift=0.1, hatch=("#2c4a80", 0.15))
    cv.peak(W * 0.18, H * 0.2, 26 * u, 22 * u, H * 0.52, "#5d6f86", shade="#222c44", shade_a=0.45, snow=0.15,
            snow_c="#eef3f9", rough=0.13)
    cv.peak(W * 0.92, H * 0.22, 22 * u, 26 * u, H * 0.52, "#5a6a80", shade="#222c44", shade_a=0.45, snow=0.12,
            snow_c="#eef3f9", rough=0.13)
    cv.haze(H * 0.35, H * 0.55, "#e6eff7", 0.35)
    # the glacier: an icefield at the foot of the peak pouring down to the sea;
    # drawn on its own layer so that its upper end melts into the mountain's snow
    gtop = H * 0.36
    gl = cv.layer()
    gc = gl.ctx
    shape = [(W * 0.36, gtop), (W * 0.3, H * 0.45), (W * 0.12, wl - 3 * u), (W * 0.88, wl - 3 * u),
             (W * 0.72, H * 0.45), (W * 0.66, gtop)]
    gl.smooth_closed(shape)
    gl.fill(gl.vgrad(gtop, wl, [(0, "#eef4fb"), (1, "#cfe0f0")]))
    gc.save()
    gl.smooth_closed(shape)
    gc.clip()
    for i in range(8):  # flow bands and medial moraines
        t = (i + 0.5) / 8
        x0 = W * (0.36 + 0.3 * t)
        x1 = W * (0.1 + 0.8 * t)
        gc.move_to(x0, gtop)
        gc.curve_to(x0, gtop + 8 * u, x1, wl - 12 * u, x1, wl)
        gc.set_line_width(u * (0.5 if i % 3 else 1.1))
        gl.color("#6d7280" if i % 3 == 0 else "#a9c2de", 0.6)
        gc.stroke()
    for _ in range(50):  # crevasses
        x = rng.uniform(W * 0.15, W * 0.85)
        y = rng.uniform(H * 0.42, wl - 3 * u)
        L = u * rng.uniform(1, 3)
        gc.move_to(x - L, y)
        gc.line_to(x + L, y + rng.uniform(-0.3, 0.3) * u)
        gc.set_line_width(0.3 * u)
        gl.color("#7fa6d3", 0.6)
        gc.stroke()
    gc.restore()
    cv.paste(gl, mask=cv.vgrad(gtop, gtop + 9 * u, [(0, "#000000", 0), (1, "#000000", 1)]))
    # the ice cliff at the terminus
    cliff_top = [(W * 0.1 + i * W * 0.8 / 40, wl - 4.5 * u + rng.uniform(-1, 1) * u) for i in range(41)]
    cv.fill_poly(cliff_top + [(W * 0.9, wl), (W * 0.1, wl)], cv.vgrad(wl - 6 * u, wl,
                                                                  [(0, "#f3f8fc"), (1, "#8cc4e6")]))
    for i in range(60):
        x = W * 0.1 + rng.random() * W * 0.8
        ctx.move_to(x, wl - rng.uniform(1, 4) * u)
        ctx.line_to(x + rng.uniform(-0.3, 0.3) * u, wl)
        ctx.set_line_width(rng.uniform(0.2, 0.8) * u)
        cv.color(rng.choice(["#3f8fcf", "#5fb1e0", "#ffffff"]), 0.6)
        ctx.stroke()
    # dark rocky shores either side
    cv.fill_poly([(-5, wl - 5 * u), (W * 0.14, wl - 2 * u), (W * 0.2, wl), (-5, wl)], "#3b4657")
    cv.fill_poly([(W + 5, wl - 6 * u), (W * 0.86, wl - 2 * u), (W * 0.8, wl), (W + 5, wl)], "#3b4657")
    # the sea
    cv.reflect(wl, "#1d4f7a", 0.45, amp=0.3 * u)
    cv.rect(0, wl, W, H - wl, cv.vgrad(wl, H, [(0, "#2b6f9a", 0.1), (1, "#0f3553", 0.65)]))
    cv.ripples(wl + 1 * u, H, "#d8ecf8", 0.4, n=int(60 * W / H))
    # icebergs, near ones bigger
    bergs = []
    for _ in range(int(14 * W / H)):
        k = rng.random() ** 1.6
        y = wl + 2 * u + (H - wl - 4 * u) * k
        s = u * (1 + 9 * k) * rng.uniform(0.6, 1.2)
        bergs.append((rng.uniform(0, W), y, s))
    bergs.sort(key=lambda b: b[1])
    for x, y, s in bergs:
        n = rng.randint(4, 6)
        top = []
        for i in range(n + 1):
            tx = x - s * 1.6 + i * s * 3.2 / n
            top.append((tx + rng.uniform(-0.2, 0.2) * s, y - s * rng.uniform(0.35, 1.1)))
        body = [(x - s * 1.9, y)] + top + [(x + s * 1.9, y)]
        # underwater glow and reflection
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(2.6 * s, 0.5 * s)
        ctx.arc(0, 0.6, 1, 0, TAU)
        ctx.restore()
        cv.fill("#5fc4d6", 0.2)
        cv.fill_poly([(px, 2 * y - py) for px, py in body], "#cfe4f2", 0.35)
        cv.fill_poly(body, "#f4f9fd")
        # shaded right faces
        mid = top[len(top) // 2]
        cv.fill_poly([mid] + top[len(top) // 2 + 1:] + [(x + s * 1.9, y), (mid[0] + s * 0.3, y)], "#9cc6e6")
        cv.fill_poly([(x - s * 1.9, y), (x + s * 1.9, y), (x + s * 1.7, y - s * 0.12),
                      (x - s * 1.7, y - s * 0.12)], "#7fbfe0", 0.6)


def scene_rainbowlake(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.58
    cv.sky([(0, "#3f78c4"), (0.6, "#a9c9e6"), (1, "#f6e6c8")], wl)
    for _ in range(3):
        cv.cloud(rng.uniform(0, 1) * W, rng.uniform(0.1, 0.26) * H, rng.uniform(16, 26) * u,
                 rng.uniform(4, 6) * u, "light1", 0.85, shade="#c0cce0")
    # a faint rainbow
    lay = cv.layer()
    lc = lay.ctx
    rcx, rcy, rr = W * 0.6, wl + 12 * u, 50 * u
    bands = ["#e05050", "#f08a3a", "#f5d24a", "#5cc46a", "#4a8ae0", "#7a5ac8"]
    for i, c in enumerate(bands):
        lc.set_line_width(1.1 * u)
        lc.arc(rcx, rcy, rr - i * 1.0 * u, PI, TAU)
        lay.color(c)
        lc.stroke()
    cv.paste(lay, mask=cv.vgrad(rcy - rr, wl, [(0, "#000000", 0.3), (0.6, "#000000", 0.18), (1, "#000000", 0.0)]))
    # autumn hills
    h1 = cv.wave_line(wl - 14 * u, 3 * u)
    cv.fill_under(h1, "#b08a7a")
    cv.haze(wl - 18 * u, wl - 6 * u, "#f3e2cf", 0.45)
    h2 = cv.wave_line(wl - 7 * u, 2.5 * u)
    cv.fill_under(h2, cv.vgrad(wl - 10 * u, wl, [(0, "#c8743a"), (1, "#9a4a2e")]))
    ctx.save()
    cv.poly(h2 + [(W * 1.05, H), (-W * 0.05, H)])
    ctx.clip()
    for _ in range(int(120 * W / H)):
        ctx.arc(rng.uniform(0, W), rng.uniform(wl - 9 * u, wl), u * rng.uniform(0.4, 1.0), 0, TAU)
        cv.fill(rng.choice(["#e0a040", "#b5402e", "#f0c050", "#7a8a3a"]), 0.6)
    ctx.restore()
    # far shore: birch and spruce
    shore = cv.wave_line(wl - 1 * u, 0.5 * u)
    cv.fill_under(shore, "#4a5a34")
    trees = []
    x = -2 * u
    while x < W + 2 * u:
        trees.append((x, rng.random()))
        x += rng.uniform(1.5, 3.5) * u
    for x, r in trees:
        if r < 0.4:
            h = rng.uniform(6, 11) * u
            cv.spruce(x, wl, h, h * 0.3, "#25432f", trunk=False)
        else:
            h = rng.uniform(7, 12) * u
            crown = rng.choice(["#f5c211", "#f6d32d", "#e5a50a", "#ff9a3a", "#e66100"])
            cv.birch(x, wl + 0.5 * u, h, crown, darken(crown, 0.3), lean=rng.uniform(-0.05, 0.05))
    cv.rect(0, wl - 0.3 * u, W, 0.8 * u, "#3a3a2a")
    # calm lake
    cv.reflect(wl + 0.4 * u, "#2d5f8a", 0.3, amp=0.25 * u)
    cv.ripples(wl + 1 * u, H, "#ffffff", 0.35, n=int(50 * W / H))
    # lily pads
    for _ in range(10):
        x = rng.uniform(0.05, 0.5) * W
        y = rng.uniform(0.78, 0.86) * H
        r = u * rng.uniform(0.8, 1.6)
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(1, 0.35)
        ctx.move_to(0, 0)
        ctx.arc(0, 0, r, 0.3, TAU - 0.1)
        ctx.close_path()
        ctx.restore()
        cv.fill("#6a8a3a")
    # foreground: red dwarf birch, grasses, and a birch framing the right
    fg = cv.wave_line(H * 0.92, 1.5 * u)
    cv.fill_under(fg, "#5a3a2a")
    for _ in range(int(30 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(H * 0.9, H * 1.02)
        cv.shrub(x, y, u * rng.uniform(1.5, 3.5), rng.choice(["#b5402e", "#c8552e", "#8a2a2a", "#d88a3a"]), 7)
    cv.grass(0, W, H, 3 * u, 10 * u, "#c8a45a", int(60 * W / H))
    cv.birch(W - 9 * u, H * 1.01, 62 * u, "#f6d32d", "#c88a10", lean=-0.03)


def scene_hiddenlake(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    cv.sky([(0, "#2f5ca6"), (0.55, "#8fb0dc"), (1, "#f6d9b4")], H * 0.5)
    cv.sun(W * 0.14, H * 0.17, 3.5 * u, glow_c="#ffd9a0", glow_r=45 * u, glow_a=0.5)
    for _ in range(3):
        cv.streak(rng.uniform(0.3, 1.0) * W, rng.uniform(0.08, 0.25) * H, rng.uniform(20, 40) * u,
                  rng.uniform(1, 2) * u, "#ffffff", 0.4)
    # distant jagged North Cascades
    cv.mountain_range(H * 0.42, 8 * u, 15 * u, 5 * u, 9 * u, "#a9b6d4", shade="#4a5a8a", shade_a=0.3,
                      snow=0.3, snow_c="#eef2f8", rough=0.2, facets=False)
    cv.haze(H * 0.28, H * 0.43, "#f0e0cc", 0.5, fill_below=True)
    cv.mountain_range(H * 0.6, 14 * u, 20 * u, 6 * u, 10 * u, "#8e98b4", shade="#3a4270", shade_a=0.35,
                      snow=0.2, snow_c="#e8edf6", rough=0.2, facets=False)
    cv.haze(H * 0.38, H * 0.5, "#eadfd2", 0.45)
    # the cirque: steep walls wrapping around the lake
    ly = H * 0.6
    walls = [(W * 0.18, H * 0.3, 24 * u, 20 * u, "#6a7594"), (W * 0.52, H * 0.36, 20 * u, 22 * u, "#707c98"),
             (W * 0.84, H * 0.26, 22 * u, 26 * u, "#65708f")]
    if W > H * 1.2:
        walls.append((W * 0.35, H * 0.33, 18 * u, 18 * u, "#6d7896"))
    walls.sort(key=lambda w: w[1])
    outs = []
    for x, top, wl, wr, c in walls:
        outs.append(cv.peak(x, top, wl, wr, ly, c, shade="#1f2547", shade_a=0.45, snow=0.25,
                            snow_c="#eef2f8", rough=0.17, hatch=("#1a1f3a", 0.15)))
    ctx.save()
    for o in outs:
        cv.poly(o)
        ctx.new_sub_path()
    ctx.clip()
    for _ in range(int(12 * W / H)):
        cv.gully(rng.uniform(0, W), rng.uniform(0.36, 0.5) * H, rng.uniform(4, 9) * u, rng.uniform(0.3, 0.8) * u,
                 rng.uniform(1.35, 1.8), "#eef2f8", 0.85)
    ctx.restore()
    cv.haze(H * 0.45, ly, "#d9d6d6", 0.3)
    # scree fans at the foot of the walls
    for _ in range(int(10 * W / H)):
        x = rng.uniform(0, W)
        w = rng.uniform(3, 7) * u
        cv.fill_poly([(x, ly - rng.uniform(5, 10) * u), (x + w, ly + 0.5 * u), (x - w, ly + 0.5 * u)],
                     "#8a8f9c", 0.7)
    # the lake, deep and partly still iced, mirroring the walls
    lake = [(W * 0.2, ly + 1 * u), (W * 0.5, ly - 0.2 * u), (W * 0.82, ly + 1 * u), (W * 0.74, ly + 9 * u),
            (W * 0.5, ly + 10 * u), (W * 0.28, ly + 8.5 * u)]
    lake = [(x + rng.uniform(-1, 1) * u, y) for x, y in lake]
    cv.reflect(ly, "#1f5f88", 0.6, amp=0.2 * u, y_end=ly + 11 * u, clip=lambda: cv.smooth_closed(lake))
    ctx.save()
    cv.smooth_closed(lake)
    ctx.clip()
    cv.rect(0, ly, W, 11 * u, cv.vgrad(ly, ly + 11 * u, [(0, "#3fa0b8", 0.3), (1, "#14507a", 0.5)]))
    cv.ripples(ly, ly + 10 * u, "#ffffff", 0.4, n=int(25 * W / H), lmax=6 * u)
    for _ in range(5):
        x = rng.uniform(0.3, 0.7) * W
        y = rng.uniform(ly + 1 * u, ly + 8 * u)
        cv.fill_poly(cv.blob_pts(x, y, u * rng.uniform(1, 3), u * 0.45, n=7, irr=0.3), "#eef6fb", 0.9)
    ctx.restore()
    # near slopes of the bowl: meadow, snow patches and subalpine fir
    near = [(-0.05 * W, H * 0.6), (W * 0.18, ly + 0.5 * u), (W * 0.3, ly + 9 * u), (W * 0.5, ly + 11 * u),
            (W * 0.74, ly + 9.5 * u), (W * 0.84, ly + 0.5 * u), (1.05 * W, H * 0.58), (1.05 * W, H * 1.1),
            (-0.05 * W, H * 1.1)]
    cv.smooth_closed(near)
    cv.fill(cv.vgrad(ly, H, [(0, "#7b9a62"), (1, "#41603e")]))
    ctx.save()
    cv.smooth_closed(near)
    ctx.clip()
    for _ in range(int(5 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(ly + 4 * u, H * 0.8)
        cv.fill_poly(cv.blob_pts(x, y, u * rng.uniform(1.5, 4), u * rng.uniform(0.4, 0.8), n=7, irr=0.3),
                     "#f2f5f8", 0.9)
    for _ in range(int(260 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(ly, H)
        ctx.arc(x, y, u * (0.15 + 0.5 * (y - ly) / (H - ly)), 0, TAU)
        cv.fill(rng.choice(["#9ab870", "#5a7a48", "#c98ab0", "#e0d070"]), 0.5)
    for _ in range(int(70 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(ly + 2 * u, H * 0.9)
        h = u * (1.2 + 5 * (y - ly) / (H - ly))
        cv.spire(x, y, h, h * 0.3, rng.choice(["#24402f", "#2c4a36", "#1f3a2a", "#35553c"]))
    ctx.restore()
    # foreground rocky summit with the fire lookout on top
    kx, ky = W * 0.74, H * 0.66
    knob = cv.peak(kx, ky, 26 * u, 30 * u, H * 1.02, "#6e6270", shade="#1d1724", shade_a=0.55, rough=0.16,
                   drift=0.2, hatch=("#1a1520", 0.2))
    ctx.save()
    cv.poly(knob)
    ctx.clip()
    for _ in range(int(30 * W / H)):
        x = rng.uniform(kx - 26 * u, kx + 30 * u)
        y = rng.uniform(ky + 3 * u, H)
        cv.fill_poly([(x, y), (x + rng.uniform(2, 5) * u, y - rng.uniform(0.5, 1.5) * u),
                      (x + rng.uniform(3, 7) * u, y + rng.uniform(0.5, 2) * u)],
                     rng.choice(["#9a8c96", "#4a4050", "#5d7048"]), 0.6)
    ctx.restore()
    for _ in range(int(24 * W / H)):
        x = rng.uniform(kx - 24 * u, kx + 28 * u)
        y = rng.uniform(ky + 6 * u, H * 1.02)
        if y < ky + 4 * u + abs(x - kx) * 1.3:
            continue
        r = rng.uniform(1.2, 3) * u
        cv.boulder(x, y, r * 1.5, r, ["#3e3644", "#6a6070", "#978b96", "#b9adb5"], light=(-0.8, -0.8), irr=0.25,
                   n=7)
    s = 4.6 * u
    lx, lyb = kx, ky + 1.0 * u
    cv.fill_poly([(lx - s * 1.5, lyb + 1.5 * u), (lx - s * 1.1, lyb), (lx + s * 1.1, lyb),
                  (lx + s * 1.6, lyb + 2 * u)], "#4a4250")
    cv.rect(lx - s, lyb - s * 1.3, 2 * s, s * 1.3, "#efe8d6")
    cv.rect(lx + s * 0.1, lyb - s * 1.3, s * 0.9, s * 1.3, "#c9bfae")
    cv.rect(lx - s * 0.8, lyb - s * 1.1, s * 1.6, s * 0.45, "#ffd27a")
    for i in range(4):
        cv.rect(lx - s * 0.8 + i * s * 0.53, lyb - s * 1.1, s * 0.08, s * 0.45, "#5a4a3a")
    cv.fill_poly([(lx - s * 1.3, lyb - s * 1.25), (lx, lyb - s * 2.0), (lx + s * 1.3, lyb - s * 1.25)], "#4a3a38")
    cv.fill_poly([(lx, lyb - s * 2.0), (lx + s * 1.3, lyb - s * 1.25), (lx, lyb - s * 1.25)], "#6a5450")
    # heather and fir in the foreground corner
    cv.grass(0, W * 0.45, H, 2 * u, 5 * u, "#c05a9a", int(40 * W / H))
    for x, h in ((W * 0.04, 48 * u), (W * 0.12, 34 * u), (W * 0.2, 22 * u)):
        cv.spire(x, H * 1.02, h, h * 0.26, "#15301f")


def scene_chincoteague(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    hor = H * 0.56
    cv.sky([(0, "#4a3f7a"), (0.35, "#b86a8a"), (0.7, "#f6a66a"), (1, "#ffe0a0")], hor)
    sx, sy = W * 0.62, hor - 5 * u
    cv.sun(sx, sy, 5 * u, core="#fff2c8", glow_c="#ffb060", glow_r=55 * u, glow_a=0.75)
    for _ in range(6):
        cv.streak(rng.uniform(0, W), rng.uniform(0.1, 0.4) * H, rng.uniform(20, 45) * u,
                  rng.uniform(0.8, 1.8) * u, "#ffc0a0", rng.uniform(0.3, 0.5))
    sky_snap = cv.snapshot()
    # distant tree line: a low shrubby mass with loblolly pines standing above it
    tl = cv.wave_line(hor - 1.5 * u, 0.5 * u)
    cv.fill_under(tl, "#5a3c60")
    x = -u
    while x < W + u:
        ctx.arc(x, hor - 1.5 * u + rng.uniform(-0.3, 0.5) * u, rng.uniform(0.8, 1.8) * u, 0, TAU)
        ctx.new_sub_path()
        x += rng.uniform(1, 2.2) * u
    cv.fill("#5a3c60")
    for _ in range(int(22 * W / H)):
        x = rng.uniform(0, W)
        if abs(x - W * 0.3) < 3 * u:
            continue
        h = rng.uniform(3, 7) * u
        top = hor - 2 * u - h
        ctx.set_line_width(0.3 * u)
        ctx.move_to(x, hor - 1.5 * u)
        ctx.line_to(x + rng.uniform(-0.5, 0.5) * u, top)
        cv.color("#4e3252")
        ctx.stroke()
        for _ in range(rng.randint(3, 5)):
            ctx.save()
            ctx.translate(x + rng.uniform(-1.8, 1.8) * u, top + rng.uniform(-0.6, 0.6) * u)
            ctx.scale(rng.uniform(1.0, 2.0) * u, rng.uniform(0.45, 0.8) * u)
            ctx.arc(0, 0, 1, 0, TAU)
            ctx.restore()
            ctx.new_sub_path()
        cv.fill("#4e3252")
    lx, lb, lh = W * 0.3, hor - 1.5 * u, 20 * u
    tower = [(lx - 1.8 * u, lb), (lx - 1.1 * u, lb - lh), (lx + 1.1 * u, lb - lh), (lx + 1.8 * u, lb)]
    cv.fill_poly(tower, "#f3e6dc")
    ctx.save()
    cv.poly(tower)
    ctx.clip()
    for i in range(4):
        cv.rect(lx - 3 * u, lb - lh + (i * 2 + 0.5) * lh / 8, 6 * u, lh / 8, "#c0392b")
    cv.rect(lx, lb - lh, 3 * u, lh, "#3a1f3a", 0.25)
    ctx.restore()
    cv.rect(lx - 1.4 * u, lb - lh - 0.4 * u, 2.8 * u, 0.5 * u, "#2a1a2a")
    cv.rect(lx - 0.8 * u, lb - lh - 2.4 * u, 1.6 * u, 2 * u, "#ffe9a8")
    cv.fill_poly([(lx - 1.1 * u, lb - lh - 2.4 * u), (lx, lb - lh - 3.6 * u), (lx + 1.1 * u, lb - lh - 2.4 * u)],
                 "#2a1a2a")
    cv.glow(lx, lb - lh - 1.4 * u, 6 * u, "#fff2c0", 0.6)
    cv.haze(hor - 6 * u, hor, "#ffc890", 0.45)
    # the marsh: golden grass bands and water channels that mirror the sky
    cv.rect(0, hor, W, H - hor, cv.vgrad(hor, H, [(0, "#c99a4a"), (1, "#6a4a2a")]))
    mar = cv.layer()
    for i in range(7):
        y = hor + (1 + i * i * 0.75) * u
        hgt = (0.5 + i * 0.55) * u
        x = rng.uniform(-0.3, 0.6) * W
        w = rng.uniform(0.4, 1.0) * W
        mar.smooth_closed(mar.blob_pts(x + w / 2, y, w / 2, hgt, n=12, irr=0.3))
        mar.fill("#ffffff")
    # sky into the channels: reflect, then keep it only where the channel mask is
    ref = cv.layer()
    rc = ref.ctx
    rc.translate(0, 2 * hor)
    rc.scale(1, -1)
    rc.set_source_surface(sky_snap, 0, 0)
    rc.paint()
    rc.identity_matrix()
    ref.rect(0, hor, W, H, "#3a2a4a", 0.25)
    ctx.save()
    ctx.set_source_surface(ref.surf, 0, 0)
    ctx.mask_surface(mar.surf, 0, 0)
    ctx.restore()
    ctx.save()
    ctx.set_source(cv.grad(sx - 6 * u, 0, sx + 6 * u, 0, [(0, "#fff0c8", 0), (0.5, "#fff0c8", 0.75),
                                                          (1, "#fff0c8", 0)]))
    ctx.mask_surface(mar.surf, 0, 0)
    ctx.restore()
    # grass texture on the marsh
    for i in range(int(500 * W / H)):
        y = rng.uniform(hor, H)
        k = (y - hor) / (H - hor)
        x = rng.uniform(0, W)
        L = u * (0.5 + 3 * k)
        ctx.move_to(x, y)
        ctx.line_to(x + rng.uniform(-0.2, 0.2) * L, y - L)
        ctx.set_line_width(max(0.8, u * 0.2 * (0.5 + k)))
        cv.color(rng.choice(["#e8b860", "#a8783a", "#f0c878"]), 0.5)
        ctx.stroke()
    # the ponies
    herd = [(W * 0.28, H * 0.73, 9 * u, HORSE_GRAZING, False, "#5a3524", None),
            (W * 0.6, H * 0.74, 10 * u, HORSE, True, "#f1e6d8", "#6a3a24"),
            (W * 0.74, H * 0.7, 8 * u, HORSE, False, "#3d2418", None)]
    if W > H * 1.2:
        herd.append((W * 0.2, H * 0.69, 7 * u, HORSE_GRAZING, True, "#7a4a2a", "#f1e6d8"))
    for x, y, s, shp, flip, c, patch in herd:
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(1, -0.25)
        ctx.translate(-x, -y)
        cv.shape(shp, x, y, s, "#2a1a2a", flip=flip, a=0.25)
        ctx.restore()
        q = cv.shape(shp, x, y, s, c, flip=flip)
        if patch:
            ctx.save()
            cv.poly(q)
            ctx.clip()
            for _ in range(3):
                ctx.arc(x + (rng.uniform(0.1, 0.6) * (-1 if flip else 1)) * s, y - rng.uniform(0.5, 0.8) * s,
                        s * rng.uniform(0.12, 0.22), 0, TAU)
                cv.fill(patch)
            ctx.restore()
        # rim light from the low sun
        ctx.save()
        cv.poly(q)
        ctx.clip()
        ctx.set_line_width(0.5 * u)
        cv.poly(q)
        cv.color("#ffd08a", 0.6)
        ctx.stroke()
        ctx.restore()
    # tall cordgrass in the foreground
    cv.grass(0, W, H, 5 * u, 16 * u, "#7a5a2e", int(110 * W / H))
    cv.grass(0, W, H, 3 * u, 10 * u, "#d8a050", int(70 * W / H))


def scene_umbagog(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.55
    cv.sky([(0, "#6f93c4"), (0.45, "#c4cde0"), (0.8, "#f6d6b8"), (1, "#fbe3c8")], wl)
    cv.sun(W * 0.3, wl - 21 * u, 4 * u, core="#fff6e6", glow_c="#ffd9a8", glow_r=55 * u, glow_a=0.65, rings=False)
    for _ in range(3):
        cv.streak(rng.uniform(0, W), rng.uniform(0.12, 0.3) * H, rng.uniform(30, 50) * u, rng.uniform(1, 2) * u,
                  "#f8d8c8", 0.4)
    # layered misty hills, bluer and hazier with distance
    layers = [(wl - 17 * u, 3 * u, "#a4b3ca"), (wl - 12 * u, 3 * u, "#8299b4"), (wl - 7 * u, 2.5 * u, "#5f7f98")]
    for yy, amp, c in layers:
        pts = cv.wave_line(yy, amp, waves=((0.5, 1.0), (1.3, 0.5), (3.1, 0.15)))
        cv.fill_under(pts, c)
        cv.mist(yy - 1 * u, yy + 9 * u, "#f6e4d4", 0.55)
    # forested shore: dense spruce and fir
    cv.treeline(cv.wave_line(wl - 1 * u, 0.8 * u), 2 * u, 5.5 * u, "#3a5a5e", spacing=0.7)
    cv.mist(wl - 6 * u, wl + 1 * u, "#f3e2d4", 0.45)
    cv.treeline(cv.wave_line(wl, 0.3 * u), 1.5 * u, 3.5 * u, "#24403f", spacing=0.7)
    # the wide lake
    cv.reflect(wl, "#5f7f9f", 0.35, amp=0.15 * u)
    # mist over the water
    for i in range(5):
        cv.streak(rng.uniform(0, W), wl + rng.uniform(-1, 4) * u, rng.uniform(40, 80) * u,
                  rng.uniform(1.5, 3) * u, "#f6efe8", 0.35)
    cv.glitter(W * 0.3, wl + 2 * u, H * 0.8, "#fff6e6", 12 * u, n=40, a=0.45)
    cv.ripples(wl + 2 * u, H, "#ffffff", 0.25, n=int(30 * W / H))
    # the loon and its wake
    lx, ly, s = W * 0.52, H * 0.8, 18 * u
    g = cv.grad(lx, 0, lx - 30 * u, 0, [(0, "#ffffff", 0.55), (1, "#ffffff", 0)])
    for dy in (-2.0, 3.5):
        ctx.move_to(lx + 0.1 * s, ly)
        ctx.curve_to(lx - 8 * u, ly + dy * 0.3 * u, lx - 18 * u, ly + dy * 0.8 * u, lx - 30 * u, ly + dy * u)
    for i in range(1, 5):
        d = i * 6 * u
        ctx.move_to(lx - d, ly - 0.4 * i * u)
        ctx.curve_to(lx - d - 1.5 * u, ly, lx - d - 1.5 * u, ly + 0.3 * i * u, lx - d, ly + 0.8 * i * u)
    ctx.set_line_width(0.4 * u)
    ctx.set_source(g)
    ctx.stroke()
    cv.shape([(x, -y * 0.8) for x, y in LOON_BODY], lx, ly + 0.3 * u, s, "#1c2430", a=0.35)
    q = cv.shape(LOON_BODY, lx, ly, s, "#1b1f26")
    ctx.save()
    cv.poly(q)
    ctx.clip()
    # checkered back: rows of white spots
    for r in range(3):
        for i in range(10):
            x = lx + (0.12 + i * 0.058 + (r % 2) * 0.03) * s
            y = ly - (0.06 + r * 0.045) * s
            ctx.arc(x, y, 0.013 * s, 0, TAU)
            ctx.new_sub_path()
    cv.fill("#f2f2f2")
    # striped necklace
    for i in range(4):
        ctx.move_to(lx + (0.77 + i * 0.018) * s, ly - 0.33 * s)
        ctx.line_to(lx + (0.8 + i * 0.02) * s, ly - 0.26 * s)
    ctx.set_line_width(0.008 * s)
    cv.color("#f2f2f2")
    ctx.stroke()
    # head sheen and eye
    ctx.arc(lx + 0.9 * s, ly - 0.38 * s, 0.035 * s, 0, TAU)
    cv.fill("#2f4a3a", 0.8)
    ctx.arc(lx + 0.93 * s, ly - 0.375 * s, 0.013 * s, 0, TAU)
    cv.fill("#d0202a")
    cv.rect(lx, ly - 0.02 * s, s, 0.02 * s, "#f7e6d6", 0.4)
    ctx.restore()
    # pickerelweed and reeds at the near edge
    cv.grass(W * 0.78, W * 1.02, H, 6 * u, 20 * u, "#2f4a3a", int(40 * W / H), lean=0.08)
    cv.grass(-0.02 * W, W * 0.18, H, 5 * u, 16 * u, "#3b5a40", int(30 * W / H), lean=0.08)
    for _ in range(6):
        x = rng.uniform(W * 0.82, W)
        y = H - rng.uniform(10, 18) * u
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(0.5 * u, 2 * u)
        ctx.arc(0, 0, 1, 0, TAU)
        ctx.restore()
        cv.fill("#8a6ac8")


SCENES = {
    "turtlerock": scene_turtlerock,
    "silversalmoncreek": scene_silversalmoncreek,
    "chilkoottrail": scene_chilkoottrail,
    "stmarylake": scene_stmarylake,
    "twinlake": scene_twinlake,
    "lakemcdonald": scene_lakemcdonald,
    "charleyrivers": scene_charleyrivers,
    "icybay": scene_icybay,
    "rainbowlake": scene_rainbowlake,
    "hiddenlake": scene_hiddenlake,
    "chincoteague": scene_chincoteague,
    "umbagog": scene_umbagog,
}

FEATURED = ["turtlerock", "stmarylake", "charleyrivers"]


# --------------------------------------------------------------------------
# Rendering and finishing
# --------------------------------------------------------------------------

def seed_for(name, w, h):
    return zlib.crc32(("%s:%dx%d" % (name, w, h)).encode("ascii"))


def finish(cv, seed):
    """Vignette, grain, and conversion to a compact PNG-ready Pillow image."""
    W, H = cv.W, cv.H
    r = math.hypot(W, H) / 2
    cv.rect(0, 0, W, H, cv.radial(W / 2, H / 2, r, [(0, "#000000", 0.0), (0.6, "#000000", 0.0),
                                                    (1, "#1a1030", 0.28)]))
    cv.surf.flush()
    img = Image.frombuffer("RGBA", (W, H), bytes(cv.surf.get_data()), "raw", "BGRA",
                           cv.surf.get_stride(), 1).convert("RGB")
    # film grain from a seeded stream
    grng = random.Random(seed ^ 0x5EED)
    amp = 5
    lut = [clamp(128 + round((v - 128) * amp / 128), 0, 255) for v in range(256)]
    noise = Image.frombytes("L", (W, H), grng.randbytes(W * H)).point(lut)
    img = ImageChops.add(img, Image.merge("RGB", (noise, noise, noise)), 1.0, -128)
    return img


def render(name, w, h):
    seed = seed_for(name, w, h)
    cv = Canvas(w, h, random.Random(seed))
    SCENES[name](cv)
    return finish(cv, seed)


def save_png(img, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.save(path, "PNG", optimize=True)


def save_jpeg(img, path):
    """The feature pictures: JPEG decodes several times faster than PNG for a
    picture this size (1000 x 667), and the carousel's first page is decoded
    while the window opens."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.convert("RGB").save(path, "JPEG", quality=92, subsampling=0, optimize=True)


SMALL_SIDE = 155  # the small rendition: category items show it at this size, rows at 50 px


def write_small(out, name):
    """The 155 px rendition of a thumbnail, scaled down from the 500 px one, so
    the app decodes a small file for the small places it shows it, and
    category items (155 px) take it as it is, without scaling it again."""
    from PIL import Image
    with Image.open(os.path.join(out, "thumbnails", name + ".png")) as full:
        small = full.convert("RGB").resize((SMALL_SIDE, SMALL_SIDE), Image.LANCZOS)
    path = os.path.join(out, "thumbnails-small", name + ".png")
    save_png(small, path)
    return path


# --------------------------------------------------------------------------
# Icons
# --------------------------------------------------------------------------

APP_ICON = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="sky" x1="0" y1="12" x2="0" y2="80" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#62a0ea"/>
      <stop offset="0.65" stop-color="#a8c8ee"/>
      <stop offset="1" stop-color="#ffdcae"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="80" x2="0" y2="112" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#5cc6c2"/>
      <stop offset="1" stop-color="#1c71d8"/>
    </linearGradient>
    <linearGradient id="pin" x1="0" y1="22" x2="0" y2="82" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f66151"/>
      <stop offset="1" stop-color="#c01c28"/>
    </linearGradient>
    <radialGradient id="glow" cx="36" cy="40" r="26" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffe8b8" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffe8b8" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="base">
      <rect x="8" y="12" width="112" height="100" rx="20"/>
    </clipPath>
  </defs>
  <!-- the base: a rounded square with a darker bottom edge for depth -->
  <rect x="8" y="16" width="112" height="100" rx="20" fill="#1a5fb4"/>
  <g clip-path="url(#base)">
    <rect x="8" y="12" width="112" height="100" fill="url(#sky)"/>
    <circle cx="36" cy="40" r="26" fill="url(#glow)"/>
    <circle cx="36" cy="40" r="8" fill="#fff6e0"/>
    <!-- far range, hazy -->
    <path d="M8 72 L20 60 L28 64 L40 52 L50 60 L60 50 L74 62 L88 54 L104 64 L120 56 L120 80 L8 80 Z"
          fill="#b3bfdc"/>
    <!-- the main peak: lit face, shadow face and snow -->
    <path d="M14 80 L42 48 L60 28 L76 46 L84 42 L112 80 Z" fill="#8391ad"/>
    <path d="M60 28 L66 46 L60 64 L64 80 L112 80 L84 42 L76 46 Z" fill="#2e3552" fill-opacity="0.45"/>
    <path d="M60 28 L51 38 L55 39 L57 44 L61 39 L64 45 L66 46 Z" fill="#ffffff"/>
    <path d="M60 28 L66 46 L70 41 L76 46 L74 40 L64 30 Z" fill="#dfe6f2"/>
    <!-- forested shore -->
    <path d="M8 80 L8 74 L12 70 L15 74 L19 66 L23 74 L26 70 L30 76 L40 76 L44 71 L47 76 L88 76 L92 70
             L95 75 L99 64 L103 75 L107 69 L111 75 L115 67 L120 74 L120 84 L8 84 Z" fill="#26a269"/>
    <rect x="8" y="80" width="112" height="4" fill="#1d6b4b"/>
    <!-- the lake, with a reflection and ripples -->
    <rect x="8" y="83" width="112" height="30" fill="url(#lake)"/>
    <path d="M26 83 L60 110 L78 92 L86 96 L104 83 Z" fill="#ffffff" fill-opacity="0.16"/>
    <path d="M18 93 H36 M52 99 H70 M24 104 H40 M80 106 H104 M92 92 H108" stroke="#ffffff"
          stroke-opacity="0.6" stroke-width="2" stroke-linecap="round"/>
  </g>
  <!-- a map pin marking the landmark -->
  <ellipse cx="92" cy="84" rx="8" ry="2.4" fill="#000000" fill-opacity="0.25"/>
  <path d="M92 84 C88.5 75 78 66 78 53 A14 14 0 0 1 106 53 C106 66 95.5 75 92 84 Z" fill="#a51d2d"/>
  <path d="M92 82 C88.5 73 79 65 79 52 A13 13 0 0 1 105 52 C105 65 95.5 73 92 82 Z" fill="url(#pin)"/>
  <circle cx="92" cy="52" r="5.5" fill="#ffffff"/>
</svg>
"""

SYMBOLIC_ICON = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
  <g fill="#2e3436">
    <!-- mountains along the bottom -->
    <path d="M0 15 L4.5 8 L6.5 10.5 L7.7 9.2 L10.6 15 Z"/>
    <!-- map pin with a hole -->
    <path fill-rule="evenodd"
          d="M11.5 0.5 A3.5 3.5 0 0 0 8 4 C8 6.6 11.5 10.5 11.5 10.5 C11.5 10.5 15 6.6 15 4
             A3.5 3.5 0 0 0 11.5 0.5 Z M11.5 2.6 A1.4 1.4 0 1 1 11.5 5.4 A1.4 1.4 0 1 1 11.5 2.6 Z"/>
    <!-- ground line -->
    <rect x="0" y="14.5" width="16" height="1.5" rx="0.5"/>
  </g>
</svg>
"""


def write_icons(folder):
    os.makedirs(folder, exist_ok=True)
    paths = []
    for name, text in (("io.github.swiftgtk.Landmarks.svg", APP_ICON),
                       ("io.github.swiftgtk.Landmarks-symbolic.svg", SYMBOLIC_ICON)):
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        paths.append(path)
    return paths


# --------------------------------------------------------------------------

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(description="Generate the Landmarks artwork (see the module docstring).")
    ap.add_argument("--out", default=os.path.join(repo, "Resources", "images"),
                    help="folder for the PNGs (default: Resources/images); the icons go to OUT/../icons")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="render only these imageNames (no icons)")
    ap.add_argument("--small-only", action="store_true",
                    help="only remake the 155 px renditions from the existing thumbnails")
    args = ap.parse_args()
    if args.small_only:
        for name in args.only or list(SCENES):
            print(write_small(args.out, name))
        return
    names = args.only or list(SCENES)
    for name in names:
        if name not in SCENES:
            sys.exit("unknown imageName: %s (known: %s)" % (name, ", ".join(SCENES)))
    for name in names:
        path = os.path.join(args.out, "thumbnails", name + ".png")
        save_png(render(name, 500, 500), path)
        print(path)
        print(write_small(args.out, name))
        if name in FEATURED:
            path = os.path.join(args.out, "features", name + "_feature.jpg")
            save_jpeg(render(name, 1000, 667), path)
            print(path)
    if not args.only:
        for path in write_icons(os.path.join(os.path.dirname(os.path.abspath(args.out)), "icons")):
            print(path)


if __name__ == "__main__":
    main()
