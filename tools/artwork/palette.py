"""The colour palette and colour arithmetic every picture uses.

``P`` is the GNOME / Adwaita palette by name.  ``col`` turns a palette name,
a ``'#rrggbb'`` string or an (r, g, b) tuple of floats into that tuple;
``mix``, ``lighten`` and ``darken`` blend colours; ``clamp``, ``PI`` and
``TAU`` are small numeric helpers.  Nothing here draws, and nothing here
depends on cairo or Pillow.
"""

import math


PI = math.pi
TAU = 2 * math.pi

# The GNOME / Adwaita palette, used as the backbone of every scene.
P = {
    "blue1": "#99c1f1", "blue2": "#62a0ea", "blue3": "#3584e4", "blue4": "#1c71d8", "blue5": "#1a5fb4",
    "green1": "#8ff0a4", "green2": "#57e389", "green3": "#33d17a", "green4": "#2ec27e", "green5": "#26a269",
    "yellow1": "#f9f06b", "yellow2": "#f8e45c", "yellow3": "#f6d32d", "yellow4": "#f5c211", "yellow5": "#e5a50a",
    "orange1": "#ffbe6f", "orange2": "#ffa348", "orange3": "#ff7800", "orange4": "#e66100", "orange5": "#c64600",
    "red1": "#f66151", "red2": "#ed333b", "red3": "#e01b24", "red4": "#c01c28", "red5": "#a51d2d",
    "purple1": "#dc8add", "purple2": "#c061cb", "purple3": "#9141ac", "purple4": "#813d9c", "purple5": "#613583",
    "brown1": "#cdab8f", "brown2": "#b5835a", "brown3": "#986a44", "brown4": "#865e3c", "brown5": "#63452c",
    "light1": "#ffffff", "light2": "#f6f5f4", "light3": "#deddda", "light4": "#c0bfbc", "light5": "#9a9996",
    "dark1": "#77767b", "dark2": "#5e5c64", "dark3": "#3d3846", "dark4": "#241f31", "dark5": "#000000",
}


def col(c):
    """Accept '#rrggbb', a palette name, or an (r, g, b) tuple of floats."""
    if isinstance(c, tuple):
        return c
    if not c.startswith("#"):
        c = P[c]
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) / 255.0 for i in (0, 2, 4))


def mix(a, b, t):
    a, b = col(a), col(b)
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def lighten(c, t):
    return mix(c, (1.0, 1.0, 1.0), t)


def darken(c, t):
    return mix(c, (0.0, 0.0, 0.0), t)


def clamp(v, lo, hi):
    return lo if v < lo else hi if v > hi else v
