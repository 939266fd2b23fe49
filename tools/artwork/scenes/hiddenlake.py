"""Hidden Lake, North Cascades: a cirque lake, jagged peaks, the fire lookout.

``scene_hiddenlake`` paints the whole picture for ``imageName``
``hiddenlake`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

from ..palette import TAU


def scene_hiddenlake(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    cv.sky([(0, "#2f5ca6"), (0.55, "#8fb0dc"), (1, "#f6d9b4")], H * 0.5)
    cv.sun(W * 0.14, H * 0.17, 3.5 * u, glow_c="#ffd9a0", glow_r=45 * u, glow_a=0.5)
    for _ in range(3):
        cv.streak(rng.uniform(0.3, 1.0) * W, rng.uniform(0.08, 0.25) * H, rng.uniform(20, 40) * u,
                  rng.uniform(1, 2) * u, "#ffffff", 0.4)
    # distant jagged North Cascades
    cv.mountain_range(H * 0.42, 8 * u, 15 * u, 5 * u, 9 * u, "#a9b6d4", shade="#4a5a8a", shade_a=0.3,
                      snow=0.3, snow_c="#eef2f8", rough=0.2, facets=False)
    cv.haze(H * 0.28, H * 0.43, "#f0e0cc", 0.5, fill_below=True)
    cv.mountain_range(H * 0.6, 14 * u, 20 * u, 6 * u, 10 * u, "#8e98b4", shade="#3a4270", shade_a=0.35,
                      snow=0.2, snow_c="#e8edf6", rough=0.2, facets=False)
    cv.haze(H * 0.38, H * 0.5, "#eadfd2", 0.45)
    # the cirque: steep walls wrapping around the lake
    ly = H * 0.6
    walls = [(W * 0.18, H * 0.3, 24 * u, 20 * u, "#6a7594"), (W * 0.52, H * 0.36, 20 * u, 22 * u, "#707c98"),
             (W * 0.84, H * 0.26, 22 * u, 26 * u, "#65708f")]
    if W > H * 1.2:
        walls.append((W * 0.35, H * 0.33, 18 * u, 18 * u, "#6d7896"))
    walls.sort(key=lambda w: w[1])
    outs = []
    for x, top, wl, wr, c in walls:
        outs.append(cv.peak(x, top, wl, wr, ly, c, shade="#1f2547", shade_a=0.45, snow=0.25,
                            snow_c="#eef2f8", rough=0.17, hatch=("#1a1f3a", 0.15)))
    ctx.save()
    for o in outs:
        cv.poly(o)
        ctx.new_sub_path()
    ctx.clip()
    for _ in range(int(12 * W / H)):
        cv.gully(rng.uniform(0, W), rng.uniform(0.36, 0.5) * H, rng.uniform(4, 9) * u, rng.uniform(0.3, 0.8) * u,
                 rng.uniform(1.35, 1.8), "#eef2f8", 0.85)
    ctx.restore()
    cv.haze(H * 0.45, ly, "#d9d6d6", 0.3)
    # scree fans at the foot of the walls
    for _ in range(int(10 * W / H)):
        x = rng.uniform(0, W)
        w = rng.uniform(3, 7) * u
        cv.fill_poly([(x, ly - rng.uniform(5, 10) * u), (x + w, ly + 0.5 * u), (x - w, ly + 0.5 * u)],
                     "#8a8f9c", 0.7)
    # the lake, deep and partly still iced, mirroring the walls
    lake = [(W * 0.2, ly + 1 * u), (W * 0.5, ly - 0.2 * u), (W * 0.82, ly + 1 * u), (W * 0.74, ly + 9 * u),
            (W * 0.5, ly + 10 * u), (W * 0.28, ly + 8.5 * u)]
    lake = [(x + rng.uniform(-1, 1) * u, y) for x, y in lake]
    cv.reflect(ly, "#1f5f88", 0.6, amp=0.2 * u, y_end=ly + 11 * u, clip=lambda: cv.smooth_closed(lake))
    ctx.save()
    cv.smooth_closed(lake)
    ctx.clip()
    cv.rect(0, ly, W, 11 * u, cv.vgrad(ly, ly + 11 * u, [(0, "#3fa0b8", 0.3), (1, "#14507a", 0.5)]))
    cv.ripples(ly, ly + 10 * u, "#ffffff", 0.4, n=int(25 * W / H), lmax=6 * u)
    for _ in range(5):
        x = rng.uniform(0.3, 0.7) * W
        y = rng.uniform(ly + 1 * u, ly + 8 * u)
        cv.fill_poly(cv.blob_pts(x, y, u * rng.uniform(1, 3), u * 0.45, n=7, irr=0.3), "#eef6fb", 0.9)
    ctx.restore()
    # near slopes of the bowl: meadow, snow patches and subalpine fir
    near = [(-0.05 * W, H * 0.6), (W * 0.18, ly + 0.5 * u), (W * 0.3, ly + 9 * u), (W * 0.5, ly + 11 * u),
            (W * 0.74, ly + 9.5 * u), (W * 0.84, ly + 0.5 * u), (1.05 * W, H * 0.58), (1.05 * W, H * 1.1),
            (-0.05 * W, H * 1.1)]
    cv.smooth_closed(near)
    cv.fill(cv.vgrad(ly, H, [(0, "#7b9a62"), (1, "#41603e")]))
    ctx.save()
    cv.smooth_closed(near)
    ctx.clip()
    for _ in range(int(5 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(ly + 4 * u, H * 0.8)
        cv.fill_poly(cv.blob_pts(x, y, u * rng.uniform(1.5, 4), u * rng.uniform(0.4, 0.8), n=7, irr=0.3),
                     "#f2f5f8", 0.9)
    for _ in range(int(260 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(ly, H)
        ctx.arc(x, y, u * (0.15 + 0.5 * (y - ly) / (H - ly)), 0, TAU)
        cv.fill(rng.choice(["#9ab870", "#5a7a48", "#c98ab0", "#e0d070"]), 0.5)
    for _ in range(int(70 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(ly + 2 * u, H * 0.9)
        h = u * (1.2 + 5 * (y - ly) / (H - ly))
        cv.spire(x, y, h, h * 0.3, rng.choice(["#24402f", "#2c4a36", "#1f3a2a", "#35553c"]))
    ctx.restore()
    # foreground rocky summit with the fire lookout on top
    kx, ky = W * 0.74, H * 0.66
    knob = cv.peak(kx, ky, 26 * u, 30 * u, H * 1.02, "#6e6270", shade="#1d1724", shade_a=0.55, rough=0.16,
                   drift=0.2, hatch=("#1a1520", 0.2))
    ctx.save()
    cv.poly(knob)
    ctx.clip()
    for _ in range(int(30 * W / H)):
        x = rng.uniform(kx - 26 * u, kx + 30 * u)
        y = rng.uniform(ky + 3 * u, H)
        cv.fill_poly([(x, y), (x + rng.uniform(2, 5) * u, y - rng.uniform(0.5, 1.5) * u),
                      (x + rng.uniform(3, 7) * u, y + rng.uniform(0.5, 2) * u)],
                     rng.choice(["#9a8c96", "#4a4050", "#5d7048"]), 0.6)
    ctx.restore()
    for _ in range(int(24 * W / H)):
        x = rng.uniform(kx - 24 * u, kx + 28 * u)
        y = rng.uniform(ky + 6 * u, H * 1.02)
        if y < ky + 4 * u + abs(x - kx) * 1.3:
            continue
        r = rng.uniform(1.2, 3) * u
        cv.boulder(x, y, r * 1.5, r, ["#3e3644", "#6a6070", "#978b96", "#b9adb5"], light=(-0.8, -0.8), irr=0.25,
                   n=7)
    s = 4.6 * u
    lx, lyb = kx, ky + 1.0 * u
    cv.fill_poly([(lx - s * 1.5, lyb + 1.5 * u), (lx - s * 1.1, lyb), (lx + s * 1.1, lyb),
                  (lx + s * 1.6, lyb + 2 * u)], "#4a4250")
    cv.rect(lx - s, lyb - s * 1.3, 2 * s, s * 1.3, "#efe8d6")
    cv.rect(lx + s * 0.1, lyb - s * 1.3, s * 0.9, s * 1.3, "#c9bfae")
    cv.rect(lx - s * 0.8, lyb - s * 1.1, s * 1.6, s * 0.45, "#ffd27a")
    for i in range(4):
        cv.rect(lx - s * 0.8 + i * s * 0.53, lyb - s * 1.1, s * 0.08, s * 0.45, "#5a4a3a")
    cv.fill_poly([(lx - s * 1.3, lyb - s * 1.25), (lx, lyb - s * 2.0), (lx + s * 1.3, lyb - s * 1.25)], "#4a3a38")
    cv.fill_poly([(lx, lyb - s * 2.0), (lx + s * 1.3, lyb - s * 1.25), (lx, lyb - s * 1.25)], "#6a5450")
    # heather and fir in the foreground corner
    cv.grass(0, W * 0.45, H, 2 * u, 5 * u, "#c05a9a", int(40 * W / H))
    for x, h in ((W * 0.04, 48 * u), (W * 0.12, 34 * u), (W * 0.2, 22 * u)):
        cv.spire(x, H * 1.02, h, h * 0.26, "#15301f")
