"""Sky and light helpers for ``Canvas``.

Gradient skies, soft glows, the sun with its halo, flat cumulus clouds, long
thin streak clouds, and bands of mist and haze.

A mixin without state of its own: it relies on ``Canvas`` for the surface,
the random stream, colours and gradients.  It paints no ground, plants or
water.
"""

import math

import cairo

from .palette import PI, TAU, lighten


class SkyMixin:
    """Sky and light: mixed into Canvas."""

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
