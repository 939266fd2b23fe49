"""Turtle Rock, Joshua Tree: a dome of granite boulders and Joshua trees at sunset.

``scene_turtlerock`` paints the whole picture for ``imageName``
``turtlerock`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  The Joshua tree (``joshua``) is drawn
here too, since no other scene has one.  It does not finish or save the
picture; ``render`` does.
"""

import math

import cairo

from ..palette import PI, TAU, clamp


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
