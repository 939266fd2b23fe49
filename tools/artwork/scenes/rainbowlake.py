"""Rainbow Lake, Alaska: a small lake with birch in autumn colours, and a faint rainbow.

``scene_rainbowlake`` paints the whole picture for ``imageName``
``rainbowlake`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

from ..palette import PI, TAU, darken


def scene_rainbowlake(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.58
    cv.sky([(0, "#3f78c4"), (0.6, "#a9c9e6"), (1, "#f6e6c8")], wl)
    for _ in range(3):
        cv.cloud(rng.uniform(0, 1) * W, rng.uniform(0.1, 0.26) * H, rng.uniform(16, 26) * u,
                 rng.uniform(4, 6) * u, "light1", 0.85, shade="#c0cce0")
    # a faint rainbow
    lay = cv.layer()
    lc = lay.ctx
    rcx, rcy, rr = W * 0.6, wl + 12 * u, 50 * u
    bands = ["#e05050", "#f08a3a", "#f5d24a", "#5cc46a", "#4a8ae0", "#7a5ac8"]
    for i, c in enumerate(bands):
        lc.set_line_width(1.1 * u)
        lc.arc(rcx, rcy, rr - i * 1.0 * u, PI, TAU)
        lay.color(c)
        lc.stroke()
    cv.paste(lay, mask=cv.vgrad(rcy - rr, wl, [(0, "#000000", 0.3), (0.6, "#000000", 0.18), (1, "#000000", 0.0)]))
    # autumn hills
    h1 = cv.wave_line(wl - 14 * u, 3 * u)
    cv.fill_under(h1, "#b08a7a")
    cv.haze(wl - 18 * u, wl - 6 * u, "#f3e2cf", 0.45)
    h2 = cv.wave_line(wl - 7 * u, 2.5 * u)
    cv.fill_under(h2, cv.vgrad(wl - 10 * u, wl, [(0, "#c8743a"), (1, "#9a4a2e")]))
    ctx.save()
    cv.poly(h2 + [(W * 1.05, H), (-W * 0.05, H)])
    ctx.clip()
    for _ in range(int(120 * W / H)):
        ctx.arc(rng.uniform(0, W), rng.uniform(wl - 9 * u, wl), u * rng.uniform(0.4, 1.0), 0, TAU)
        cv.fill(rng.choice(["#e0a040", "#b5402e", "#f0c050", "#7a8a3a"]), 0.6)
    ctx.restore()
    # far shore: birch and spruce
    shore = cv.wave_line(wl - 1 * u, 0.5 * u)
    cv.fill_under(shore, "#4a5a34")
    trees = []
    x = -2 * u
    while x < W + 2 * u:
        trees.append((x, rng.random()))
        x += rng.uniform(1.5, 3.5) * u
    for x, r in trees:
        if r < 0.4:
            h = rng.uniform(6, 11) * u
            cv.spruce(x, wl, h, h * 0.3, "#25432f", trunk=False)
        else:
            h = rng.uniform(7, 12) * u
            crown = rng.choice(["#f5c211", "#f6d32d", "#e5a50a", "#ff9a3a", "#e66100"])
            cv.birch(x, wl + 0.5 * u, h, crown, darken(crown, 0.3), lean=rng.uniform(-0.05, 0.05))
    cv.rect(0, wl - 0.3 * u, W, 0.8 * u, "#3a3a2a")
    # calm lake
    cv.reflect(wl + 0.4 * u, "#2d5f8a", 0.3, amp=0.25 * u)
    cv.ripples(wl + 1 * u, H, "#ffffff", 0.35, n=int(50 * W / H))
    # lily pads
    for _ in range(10):
        x = rng.uniform(0.05, 0.5) * W
        y = rng.uniform(0.78, 0.86) * H
        r = u * rng.uniform(0.8, 1.6)
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(1, 0.35)
        ctx.move_to(0, 0)
        ctx.arc(0, 0, r, 0.3, TAU - 0.1)
        ctx.close_path()
        ctx.restore()
        cv.fill("#6a8a3a")
    # foreground: red dwarf birch, grasses, and a birch framing the right
    fg = cv.wave_line(H * 0.92, 1.5 * u)
    cv.fill_under(fg, "#5a3a2a")
    for _ in range(int(30 * W / H)):
        x = rng.uniform(0, W)
        y = rng.uniform(H * 0.9, H * 1.02)
        cv.shrub(x, y, u * rng.uniform(1.5, 3.5), rng.choice(["#b5402e", "#c8552e", "#8a2a2a", "#d88a3a"]), 7)
    cv.grass(0, W, H, 3 * u, 10 * u, "#c8a45a", int(60 * W / H))
    cv.birch(W - 9 * u, H * 1.01, 62 * u, "#f6d32d", "#c88a10", lean=-0.03)
