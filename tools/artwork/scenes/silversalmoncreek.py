"""Silver Salmon Creek, Lake Clark coast: tidal flats, a brown bear, a steaming snow volcano.

``scene_silversalmoncreek`` paints the whole picture for ``imageName``
``silversalmoncreek`` on the canvas it is given, at any size (the thumbnail
is square, the feature picture 3:2).  It does not finish or save the
picture; ``render`` does.
"""

from ..silhouettes import BEAR


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
