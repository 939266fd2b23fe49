"""Icy Bay, Wrangell-St. Elias: a tidewater glacier under huge peaks, icebergs.

``scene_icybay`` paints the whole picture for ``imageName`` ``icybay`` on
the canvas it is given, at any size (the thumbnail is square, the feature
picture 3:2).  It does not finish or save the picture; ``render`` does.
"""

from ..palette import TAU


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
