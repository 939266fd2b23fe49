"""The app icons, as hand-written SVG text.

``APP_ICON`` is the 128x128 colour icon and ``SYMBOLIC_ICON`` the 16x16
symbolic one; ``write_icons`` writes both files verbatim into a folder.

Nothing here is drawn with cairo or Pillow, and the landmark pictures are
elsewhere (``scenes``, ``render``).
"""

import os


APP_ICON = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="sky" x1="0" y1="12" x2="0" y2="80" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#62a0ea"/>
      <stop offset="0.65" stop-color="#a8c8ee"/>
      <stop offset="1" stop-color="#ffdcae"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="80" x2="0" y2="112" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#5cc6c2"/>
      <stop offset="1" stop-color="#1c71d8"/>
    </linearGradient>
    <linearGradient id="pin" x1="0" y1="22" x2="0" y2="82" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f66151"/>
      <stop offset="1" stop-color="#c01c28"/>
    </linearGradient>
    <radialGradient id="glow" cx="36" cy="40" r="26" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffe8b8" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ffe8b8" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="base">
      <rect x="8" y="12" width="112" height="100" rx="20"/>
    </clipPath>
  </defs>
  <!-- the base: a rounded square with a darker bottom edge for depth -->
  <rect x="8" y="16" width="112" height="100" rx="20" fill="#1a5fb4"/>
  <g clip-path="url(#base)">
    <rect x="8" y="12" width="112" height="100" fill="url(#sky)"/>
    <circle cx="36" cy="40" r="26" fill="url(#glow)"/>
    <circle cx="36" cy="40" r="8" fill="#fff6e0"/>
    <!-- far range, hazy -->
    <path d="M8 72 L20 60 L28 64 L40 52 L50 60 L60 50 L74 62 L88 54 L104 64 L120 56 L120 80 L8 80 Z"
          fill="#b3bfdc"/>
    <!-- the main peak: lit face, shadow face and snow -->
    <path d="M14 80 L42 48 L60 28 L76 46 L84 42 L112 80 Z" fill="#8391ad"/>
    <path d="M60 28 L66 46 L60 64 L64 80 L112 80 L84 42 L76 46 Z" fill="#2e3552" fill-opacity="0.45"/>
    <path d="M60 28 L51 38 L55 39 L57 44 L61 39 L64 45 L66 46 Z" fill="#ffffff"/>
    <path d="M60 28 L66 46 L70 41 L76 46 L74 40 L64 30 Z" fill="#dfe6f2"/>
    <!-- forested shore -->
    <path d="M8 80 L8 74 L12 70 L15 74 L19 66 L23 74 L26 70 L30 76 L40 76 L44 71 L47 76 L88 76 L92 70
             L95 75 L99 64 L103 75 L107 69 L111 75 L115 67 L120 74 L120 84 L8 84 Z" fill="#26a269"/>
    <rect x="8" y="80" width="112" height="4" fill="#1d6b4b"/>
    <!-- the lake, with a reflection and ripples -->
    <rect x="8" y="83" width="112" height="30" fill="url(#lake)"/>
    <path d="M26 83 L60 110 L78 92 L86 96 L104 83 Z" fill="#ffffff" fill-opacity="0.16"/>
    <path d="M18 93 H36 M52 99 H70 M24 104 H40 M80 106 H104 M92 92 H108" stroke="#ffffff"
          stroke-opacity="0.6" stroke-width="2" stroke-linecap="round"/>
  </g>
  <!-- a map pin marking the landmark -->
  <ellipse cx="92" cy="84" rx="8" ry="2.4" fill="#000000" fill-opacity="0.25"/>
  <path d="M92 84 C88.5 75 78 66 78 53 A14 14 0 0 1 106 53 C106 66 95.5 75 92 84 Z" fill="#a51d2d"/>
  <path d="M92 82 C88.5 73 79 65 79 52 A13 13 0 0 1 105 52 C105 65 95.5 73 92 82 Z" fill="url(#pin)"/>
  <circle cx="92" cy="52" r="5.5" fill="#ffffff"/>
</svg>
"""

SYMBOLIC_ICON = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
  <g fill="#2e3436">
    <!-- mountains along the bottom -->
    <path d="M0 15 L4.5 8 L6.5 10.5 L7.7 9.2 L10.6 15 Z"/>
    <!-- map pin with a hole -->
    <path fill-rule="evenodd"
          d="M11.5 0.5 A3.5 3.5 0 0 0 8 4 C8 6.6 11.5 10.5 11.5 10.5 C11.5 10.5 15 6.6 15 4
             A3.5 3.5 0 0 0 11.5 0.5 Z M11.5 2.6 A1.4 1.4 0 1 1 11.5 5.4 A1.4 1.4 0 1 1 11.5 2.6 Z"/>
    <!-- ground line -->
    <rect x="0" y="14.5" width="16" height="1.5" rx="0.5"/>
  </g>
</svg>
"""


def write_icons(folder):
    os.makedirs(folder, exist_ok=True)
    paths = []
    for name, text in (("io.github.swiftgtk.Landmarks.svg", APP_ICON),
                       ("io.github.swiftgtk.Landmarks-symbolic.svg", SYMBOLIC_ICON)):
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        paths.append(path)
    return paths
