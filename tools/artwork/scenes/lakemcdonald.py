"""Lake McDonald, Glacier NP: coloured stones under clear water, mountains at dusk.

``scene_lakemcdonald`` paints the whole picture for ``imageName``
``lakemcdonald`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

from ..palette import darken, lighten, mix


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
