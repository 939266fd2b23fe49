"""Rendering one picture and writing the files.

``seed_for`` gives each picture (name and size) its own fixed seed;
``render`` paints a scene on a fresh ``Canvas`` with it and ``finish`` adds
the vignette and film grain and converts the result to a Pillow image;
``save_png`` and ``save_jpeg`` write thumbnails and feature pictures;
``write_small`` makes the ``SMALL_SIDE`` (155 px) rendition from a written
thumbnail.  It knows nothing of how a scene is drawn (see ``scenes``) and
does not parse the command line (see ``tools/generate-artwork.py``).
"""

import math
import os
import random
import zlib

from PIL import Image, ImageChops

from .canvas import Canvas
from .palette import clamp
from .scenes import SCENES


def seed_for(name, w, h):
    return zlib.crc32(("%s:%dx%d" % (name, w, h)).encode("ascii"))


def finish(cv, seed):
    """Vignette, grain, and conversion to a compact PNG-ready Pillow image."""
    W, H = cv.W, cv.H
    r = math.hypot(W, H) / 2
    cv.rect(0, 0, W, H, cv.radial(W / 2, H / 2, r, [(0, "#000000", 0.0), (0.6, "#000000", 0.0),
                                                    (1, "#1a1030", 0.28)]))
    cv.surf.flush()
    img = Image.frombuffer("RGBA", (W, H), bytes(cv.surf.get_data()), "raw", "BGRA",
                           cv.surf.get_stride(), 1).convert("RGB")
    # film grain from a seeded stream
    grng = random.Random(seed ^ 0x5EED)
    amp = 5
    lut = [clamp(128 + round((v - 128) * amp / 128), 0, 255) for v in range(256)]
    noise = Image.frombytes("L", (W, H), grng.randbytes(W * H)).point(lut)
    img = ImageChops.add(img, Image.merge("RGB", (noise, noise, noise)), 1.0, -128)
    return img


def render(name, w, h):
    seed = seed_for(name, w, h)
    cv = Canvas(w, h, random.Random(seed))
    SCENES[name](cv)
    return finish(cv, seed)


def save_png(img, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.save(path, "PNG", optimize=True)


def save_jpeg(img, path):
    """The feature pictures: JPEG decodes several times faster than PNG for a
    picture this size (1000 x 667), and the carousel's first page is decoded
    while the window opens."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    img.convert("RGB").save(path, "JPEG", quality=92, subsampling=0, optimize=True)


SMALL_SIDE = 155  # the small rendition: category items show it at this size, rows at 50 px


def write_small(out, name, scale=1):
    """The 155 px rendition of a thumbnail, scaled down from the 500 px one, so
    the app decodes a small file for the small places it shows it, and
    category items (155 px) take it as it is, without scaling it again. With
    ``scale`` 2, the ``@2x`` rendition (310 px) a HiDPI display shows there."""
    from PIL import Image
    side = SMALL_SIDE * scale
    with Image.open(os.path.join(out, "thumbnails", name + ".png")) as full:
        small = full.convert("RGB").resize((side, side), Image.LANCZOS)
    path = os.path.join(out, "thumbnails-small", name + ("@2x" if scale == 2 else "") + ".png")
    save_png(small, path)
    return path
