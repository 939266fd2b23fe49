"""St. Mary Lake, Glacier NP: a turquoise lake, sharp peaks, Wild Goose Island.

``scene_stmarylake`` paints the whole picture for ``imageName``
``stmarylake`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

from ..palette import darken, lighten, mix


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
