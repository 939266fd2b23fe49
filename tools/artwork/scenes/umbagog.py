"""Lake Umbagog: misty forested hills, a calm lake and a loon.

``scene_umbagog`` paints the whole picture for ``imageName`` ``umbagog`` on
the canvas it is given, at any size (the thumbnail is square, the feature
picture 3:2).  It does not finish or save the picture; ``render`` does.
"""

from ..palette import TAU
from ..silhouettes import LOON_BODY


def scene_umbagog(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    wl = H * 0.55
    cv.sky([(0, "#6f93c4"), (0.45, "#c4cde0"), (0.8, "#f6d6b8"), (1, "#fbe3c8")], wl)
    cv.sun(W * 0.3, wl - 21 * u, 4 * u, core="#fff6e6", glow_c="#ffd9a8", glow_r=55 * u, glow_a=0.65, rings=False)
    for _ in range(3):
        cv.streak(rng.uniform(0, W), rng.uniform(0.12, 0.3) * H, rng.uniform(30, 50) * u, rng.uniform(1, 2) * u,
                  "#f8d8c8", 0.4)
    # layered misty hills, bluer and hazier with distance
    layers = [(wl - 17 * u, 3 * u, "#a4b3ca"), (wl - 12 * u, 3 * u, "#8299b4"), (wl - 7 * u, 2.5 * u, "#5f7f98")]
    for yy, amp, c in layers:
        pts = cv.wave_line(yy, amp, waves=((0.5, 1.0), (1.3, 0.5), (3.1, 0.15)))
        cv.fill_under(pts, c)
        cv.mist(yy - 1 * u, yy + 9 * u, "#f6e4d4", 0.55)
    # forested shore: dense spruce and fir
    cv.treeline(cv.wave_line(wl - 1 * u, 0.8 * u), 2 * u, 5.5 * u, "#3a5a5e", spacing=0.7)
    cv.mist(wl - 6 * u, wl + 1 * u, "#f3e2d4", 0.45)
    cv.treeline(cv.wave_line(wl, 0.3 * u), 1.5 * u, 3.5 * u, "#24403f", spacing=0.7)
    # the wide lake
    cv.reflect(wl, "#5f7f9f", 0.35, amp=0.15 * u)
    # mist over the water
    for i in range(5):
        cv.streak(rng.uniform(0, W), wl + rng.uniform(-1, 4) * u, rng.uniform(40, 80) * u,
                  rng.uniform(1.5, 3) * u, "#f6efe8", 0.35)
    cv.glitter(W * 0.3, wl + 2 * u, H * 0.8, "#fff6e6", 12 * u, n=40, a=0.45)
    cv.ripples(wl + 2 * u, H, "#ffffff", 0.25, n=int(30 * W / H))
    # the loon and its wake
    lx, ly, s = W * 0.52, H * 0.8, 18 * u
    g = cv.grad(lx, 0, lx - 30 * u, 0, [(0, "#ffffff", 0.55), (1, "#ffffff", 0)])
    for dy in (-2.0, 3.5):
        ctx.move_to(lx + 0.1 * s, ly)
        ctx.curve_to(lx - 8 * u, ly + dy * 0.3 * u, lx - 18 * u, ly + dy * 0.8 * u, lx - 30 * u, ly + dy * u)
    for i in range(1, 5):
        d = i * 6 * u
        ctx.move_to(lx - d, ly - 0.4 * i * u)
        ctx.curve_to(lx - d - 1.5 * u, ly, lx - d - 1.5 * u, ly + 0.3 * i * u, lx - d, ly + 0.8 * i * u)
    ctx.set_line_width(0.4 * u)
    ctx.set_source(g)
    ctx.stroke()
    cv.shape([(x, -y * 0.8) for x, y in LOON_BODY], lx, ly + 0.3 * u, s, "#1c2430", a=0.35)
    q = cv.shape(LOON_BODY, lx, ly, s, "#1b1f26")
    ctx.save()
    cv.poly(q)
    ctx.clip()
    # checkered back: rows of white spots
    for r in range(3):
        for i in range(10):
            x = lx + (0.12 + i * 0.058 + (r % 2) * 0.03) * s
            y = ly - (0.06 + r * 0.045) * s
            ctx.arc(x, y, 0.013 * s, 0, TAU)
            ctx.new_sub_path()
    cv.fill("#f2f2f2")
    # striped necklace
    for i in range(4):
        ctx.move_to(lx + (0.77 + i * 0.018) * s, ly - 0.33 * s)
        ctx.line_to(lx + (0.8 + i * 0.02) * s, ly - 0.26 * s)
    ctx.set_line_width(0.008 * s)
    cv.color("#f2f2f2")
    ctx.stroke()
    # head sheen and eye
    ctx.arc(lx + 0.9 * s, ly - 0.38 * s, 0.035 * s, 0, TAU)
    cv.fill("#2f4a3a", 0.8)
    ctx.arc(lx + 0.93 * s, ly - 0.375 * s, 0.013 * s, 0, TAU)
    cv.fill("#d0202a")
    cv.rect(lx, ly - 0.02 * s, s, 0.02 * s, "#f7e6d6", 0.4)
    ctx.restore()
    # pickerelweed and reeds at the near edge
    cv.grass(W * 0.78, W * 1.02, H, 6 * u, 20 * u, "#2f4a3a", int(40 * W / H), lean=0.08)
    cv.grass(-0.02 * W, W * 0.18, H, 5 * u, 16 * u, "#3b5a40", int(30 * W / H), lean=0.08)
    for _ in range(6):
        x = rng.uniform(W * 0.82, W)
        y = H - rng.uniform(10, 18) * u
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(0.5 * u, 2 * u)
        ctx.arc(0, 0, 1, 0, TAU)
        ctx.restore()
        cv.fill("#8a6ac8")
