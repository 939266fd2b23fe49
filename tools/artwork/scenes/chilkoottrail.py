"""Chilkoot Pass: a line of climbers on the snowfield between steep walls.

``scene_chilkoottrail`` paints the whole picture for ``imageName``
``chilkoottrail`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

from ..palette import TAU, mix


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
