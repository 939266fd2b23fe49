#!/usr/bin/env python3
"""Generate the original landscape artwork used by Landmarks for GNOME.

What it makes
-------------
* ``Resources/images/thumbnails/<imageName>.png`` -- one square 500x500
  illustration per landmark (12 in all).
* ``Resources/images/features/<imageName>_feature.jpg`` -- one 1000x667 (3:2)
  illustration per featured landmark (turtlerock, stmarylake, charleyrivers).
* ``@2x`` renditions for displays at scale 2: ``thumbnails-small/<imageName>@2x.png``
  (310 px) and ``features/<imageName>_feature@2x.jpg`` (2000x1334).
* ``Resources/icons/io.github.swiftgtk.Landmarks.svg`` (128x128 app icon) and
  ``Resources/icons/io.github.swiftgtk.Landmarks-symbolic.svg`` (16x16
  symbolic icon), hand-written SVG kept in ``tools/artwork/icons.py`` and
  written out with the PNGs.

The pictures are stylised, flat-illustration landscapes in the spirit of the
GNOME wallpapers and the Adwaita palette: gradient skies, a soft light source,
layered silhouettes with atmospheric perspective, reflections on water, a
little grain, and some foreground detail.  Everything is drawn procedurally
with pycairo and finished with Pillow; no external images, fonts or network
access are used.

The output is deterministic: every picture draws from its own fixed random
seed, so running the script twice gives byte-identical PNG files (given the
same cairo, zlib and Pillow versions).

Where the code is
-----------------
This script only reads the command line and writes the files; the drawing
lives in the ``artwork`` package next to it (``tools/artwork/``):

* ``scenes/<imageName>.py`` -- one module per landmark picture, holding its
  scene function and any helper only it uses; ``scenes/__init__.py`` lists
  them (``SCENES``) and the featured ones (``FEATURED``).
* ``canvas.py`` -- the ``Canvas`` every scene paints on, with the shared
  painting helpers in ``canvas_sky.py``, ``canvas_terrain.py``,
  ``canvas_vegetation.py`` and ``canvas_water.py``.
* ``palette.py`` (colours) and ``silhouettes.py`` (animal shapes).
* ``render.py`` -- seeds, the finish (vignette, grain), PNG/JPEG writing and
  the small renditions; ``icons.py`` -- the SVG app icons.

To change one picture, edit its module under ``scenes/`` and run the script
with ``--only <imageName>``.

How to run
----------
From the repository root::

    python3 tools/generate-artwork.py                # everything, into Resources/
    python3 tools/generate-artwork.py --out /tmp/x   # PNGs into /tmp/x, icons into /tmp/icons
    python3 tools/generate-artwork.py --only turtlerock icybay   # just these (no icons)

Requirements: pycairo and Pillow (Debian/Ubuntu: ``apt-get install
python3-cairo python3-pil``).  If the ``python3`` first on PATH lacks them but
``/usr/bin/python3`` has them, the script re-runs itself with the latter.

The artwork is released under CC0-1.0 (see Resources/images/README.md).
"""

import argparse
import os
import sys

try:
    import cairo  # noqa: F401  (checked here, before the drawing code is loaded)
    from PIL import Image, ImageChops  # noqa: F401
except ImportError:  # pragma: no cover - environment fallback
    _SYS = "/usr/bin/python3"
    if (os.path.exists(_SYS) and os.path.realpath(sys.executable) != os.path.realpath(_SYS)
            and not os.environ.get("LANDMARKS_ARTWORK_REEXEC")):
        os.environ["LANDMARKS_ARTWORK_REEXEC"] = "1"
        os.execv(_SYS, [_SYS] + sys.argv)
    sys.exit("generate-artwork.py needs pycairo and Pillow "
             "(apt-get install python3-cairo python3-pil)")

from artwork.icons import write_icons  # noqa: E402
from artwork.render import render, save_jpeg, save_png, write_small  # noqa: E402
from artwork.scenes import FEATURED, SCENES  # noqa: E402


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(description="Generate the Landmarks artwork (see the module docstring).")
    ap.add_argument("--out", default=os.path.join(repo, "Resources", "images"),
                    help="folder for the PNGs (default: Resources/images); the icons go to OUT/../icons")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="render only these imageNames (no icons)")
    ap.add_argument("--small-only", action="store_true",
                    help="only remake the 155 px renditions from the existing thumbnails")
    ap.add_argument("--hidpi-only", action="store_true",
                    help="only make the @2x pictures a display at scale 2 shows: the 310 px small "
                         "renditions and the 2000 x 1334 feature pictures")
    args = ap.parse_args()
    if args.small_only:
        for name in args.only or list(SCENES):
            print(write_small(args.out, name))
        return
    if args.hidpi_only:
        for name in args.only or list(SCENES):
            print(write_small(args.out, name, scale=2))
            if name in FEATURED:
                path = os.path.join(args.out, "features", name + "_feature@2x.jpg")
                save_jpeg(render(name, 2000, 1334), path)
                print(path)
        return
    names = args.only or list(SCENES)
    for name in names:
        if name not in SCENES:
            sys.exit("unknown imageName: %s (known: %s)" % (name, ", ".join(SCENES)))
    for name in names:
        path = os.path.join(args.out, "thumbnails", name + ".png")
        save_png(render(name, 500, 500), path)
        print(path)
        print(write_small(args.out, name))
        print(write_small(args.out, name, scale=2))
        if name in FEATURED:
            path = os.path.join(args.out, "features", name + "_feature.jpg")
            save_jpeg(render(name, 1000, 667), path)
            print(path)
            path = os.path.join(args.out, "features", name + "_feature@2x.jpg")
            save_jpeg(render(name, 2000, 1334), path)
            print(path)
    if not args.only:
        for path in write_icons(os.path.join(os.path.dirname(os.path.abspath(args.out)), "icons")):
            print(path)


if __name__ == "__main__":
    main()
