"""Twin Lakes, Lake Clark: two lakes in a glacial valley, spruce and fireweed.

``scene_twinlake`` paints the whole picture for ``imageName`` ``twinlake``
on the canvas it is given, at any size (the thumbnail is square, the feature
picture 3:2).  It does not finish or save the picture; ``render`` does.
"""

import math

from ..palette import PI, TAU


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
