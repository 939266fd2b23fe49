"""Chincoteague: salt marsh at sundown, wild ponies, the striped lighthouse.

``scene_chincoteague`` paints the whole picture for ``imageName``
``chincoteague`` on the canvas it is given, at any size (the thumbnail is
square, the feature picture 3:2).  It does not finish or save the picture;
``render`` does.
"""

from ..palette import TAU
from ..silhouettes import HORSE, HORSE_GRAZING


def scene_chincoteague(cv):
    W, H, u, rng, ctx = cv.W, cv.H, cv.u, cv.rng, cv.ctx
    hor = H * 0.56
    cv.sky([(0, "#4a3f7a"), (0.35, "#b86a8a"), (0.7, "#f6a66a"), (1, "#ffe0a0")], hor)
    sx, sy = W * 0.62, hor - 5 * u
    cv.sun(sx, sy, 5 * u, core="#fff2c8", glow_c="#ffb060", glow_r=55 * u, glow_a=0.75)
    for _ in range(6):
        cv.streak(rng.uniform(0, W), rng.uniform(0.1, 0.4) * H, rng.uniform(20, 45) * u,
                  rng.uniform(0.8, 1.8) * u, "#ffc0a0", rng.uniform(0.3, 0.5))
    sky_snap = cv.snapshot()
    # distant tree line: a low shrubby mass with loblolly pines standing above it
    tl = cv.wave_line(hor - 1.5 * u, 0.5 * u)
    cv.fill_under(tl, "#5a3c60")
    x = -u
    while x < W + u:
        ctx.arc(x, hor - 1.5 * u + rng.uniform(-0.3, 0.5) * u, rng.uniform(0.8, 1.8) * u, 0, TAU)
        ctx.new_sub_path()
        x += rng.uniform(1, 2.2) * u
    cv.fill("#5a3c60")
    for _ in range(int(22 * W / H)):
        x = rng.uniform(0, W)
        if abs(x - W * 0.3) < 3 * u:
            continue
        h = rng.uniform(3, 7) * u
        top = hor - 2 * u - h
        ctx.set_line_width(0.3 * u)
        ctx.move_to(x, hor - 1.5 * u)
        ctx.line_to(x + rng.uniform(-0.5, 0.5) * u, top)
        cv.color("#4e3252")
        ctx.stroke()
        for _ in range(rng.randint(3, 5)):
            ctx.save()
            ctx.translate(x + rng.uniform(-1.8, 1.8) * u, top + rng.uniform(-0.6, 0.6) * u)
            ctx.scale(rng.uniform(1.0, 2.0) * u, rng.uniform(0.45, 0.8) * u)
            ctx.arc(0, 0, 1, 0, TAU)
            ctx.restore()
            ctx.new_sub_path()
        cv.fill("#4e3252")
    lx, lb, lh = W * 0.3, hor - 1.5 * u, 20 * u
    tower = [(lx - 1.8 * u, lb), (lx - 1.1 * u, lb - lh), (lx + 1.1 * u, lb - lh), (lx + 1.8 * u, lb)]
    cv.fill_poly(tower, "#f3e6dc")
    ctx.save()
    cv.poly(tower)
    ctx.clip()
    for i in range(4):
        cv.rect(lx - 3 * u, lb - lh + (i * 2 + 0.5) * lh / 8, 6 * u, lh / 8, "#c0392b")
    cv.rect(lx, lb - lh, 3 * u, lh, "#3a1f3a", 0.25)
    ctx.restore()
    cv.rect(lx - 1.4 * u, lb - lh - 0.4 * u, 2.8 * u, 0.5 * u, "#2a1a2a")
    cv.rect(lx - 0.8 * u, lb - lh - 2.4 * u, 1.6 * u, 2 * u, "#ffe9a8")
    cv.fill_poly([(lx - 1.1 * u, lb - lh - 2.4 * u), (lx, lb - lh - 3.6 * u), (lx + 1.1 * u, lb - lh - 2.4 * u)],
                 "#2a1a2a")
    cv.glow(lx, lb - lh - 1.4 * u, 6 * u, "#fff2c0", 0.6)
    cv.haze(hor - 6 * u, hor, "#ffc890", 0.45)
    # the marsh: golden grass bands and water channels that mirror the sky
    cv.rect(0, hor, W, H - hor, cv.vgrad(hor, H, [(0, "#c99a4a"), (1, "#6a4a2a")]))
    mar = cv.layer()
    for i in range(7):
        y = hor + (1 + i * i * 0.75) * u
        hgt = (0.5 + i * 0.55) * u
        x = rng.uniform(-0.3, 0.6) * W
        w = rng.uniform(0.4, 1.0) * W
        mar.smooth_closed(mar.blob_pts(x + w / 2, y, w / 2, hgt, n=12, irr=0.3))
        mar.fill("#ffffff")
    # sky into the channels: reflect, then keep it only where the channel mask is
    ref = cv.layer()
    rc = ref.ctx
    rc.translate(0, 2 * hor)
    rc.scale(1, -1)
    rc.set_source_surface(sky_snap, 0, 0)
    rc.paint()
    rc.identity_matrix()
    ref.rect(0, hor, W, H, "#3a2a4a", 0.25)
    ctx.save()
    ctx.set_source_surface(ref.surf, 0, 0)
    ctx.mask_surface(mar.surf, 0, 0)
    ctx.restore()
    ctx.save()
    ctx.set_source(cv.grad(sx - 6 * u, 0, sx + 6 * u, 0, [(0, "#fff0c8", 0), (0.5, "#fff0c8", 0.75),
                                                          (1, "#fff0c8", 0)]))
    ctx.mask_surface(mar.surf, 0, 0)
    ctx.restore()
    # grass texture on the marsh
    for i in range(int(500 * W / H)):
        y = rng.uniform(hor, H)
        k = (y - hor) / (H - hor)
        x = rng.uniform(0, W)
        L = u * (0.5 + 3 * k)
        ctx.move_to(x, y)
        ctx.line_to(x + rng.uniform(-0.2, 0.2) * L, y - L)
        ctx.set_line_width(max(0.8, u * 0.2 * (0.5 + k)))
        cv.color(rng.choice(["#e8b860", "#a8783a", "#f0c878"]), 0.5)
        ctx.stroke()
    # the ponies
    herd = [(W * 0.28, H * 0.73, 9 * u, HORSE_GRAZING, False, "#5a3524", None),
            (W * 0.6, H * 0.74, 10 * u, HORSE, True, "#f1e6d8", "#6a3a24"),
            (W * 0.74, H * 0.7, 8 * u, HORSE, False, "#3d2418", None)]
    if W > H * 1.2:
        herd.append((W * 0.2, H * 0.69, 7 * u, HORSE_GRAZING, True, "#7a4a2a", "#f1e6d8"))
    for x, y, s, shp, flip, c, patch in herd:
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(1, -0.25)
        ctx.translate(-x, -y)
        cv.shape(shp, x, y, s, "#2a1a2a", flip=flip, a=0.25)
        ctx.restore()
        q = cv.shape(shp, x, y, s, c, flip=flip)
        if patch:
            ctx.save()
            cv.poly(q)
            ctx.clip()
            for _ in range(3):
                ctx.arc(x + (rng.uniform(0.1, 0.6) * (-1 if flip else 1)) * s, y - rng.uniform(0.5, 0.8) * s,
                        s * rng.uniform(0.12, 0.22), 0, TAU)
                cv.fill(patch)
            ctx.restore()
        # rim light from the low sun
        ctx.save()
        cv.poly(q)
        ctx.clip()
        ctx.set_line_width(0.5 * u)
        cv.poly(q)
        cv.color("#ffd08a", 0.6)
        ctx.stroke()
        ctx.restore()
    # tall cordgrass in the foreground
    cv.grass(0, W, H, 5 * u, 16 * u, "#7a5a2e", int(110 * W / H))
    cv.grass(0, W, H, 3 * u, 10 * u, "#d8a050", int(70 * W / H))
