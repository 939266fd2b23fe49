"""Charley Rivers, Yukon-Charley: a braided river in a wide boreal valley.

``scene_charleyrivers`` paints the whole picture for ``imageName``
``charleyrivers`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

import math

from ..palette import PI, TAU, clamp, darken


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
