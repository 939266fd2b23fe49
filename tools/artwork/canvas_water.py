"""Water helpers for ``Canvas``.

Mirroring everything above a waterline into the water below it as a
rippled, tinted reflection; short ripple dashes; a column of sun glitter.

A mixin without state of its own: it relies on ``Canvas`` for the surface,
the random stream and gradients.  It does not decide where the water is; the
scenes give the waterline and, where the water does not fill the width, a
clip path.
"""

import math

from .palette import TAU


class WaterMixin:
    """Reflections, ripples and glitter: mixed into Canvas."""

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
