"""Drawing code for the Landmarks artwork; ``tools/generate-artwork.py`` runs it.

``palette`` holds the colours, ``canvas`` (with ``canvas_sky``,
``canvas_terrain``, ``canvas_vegetation`` and ``canvas_water``) the painting
helpers every picture shares, ``silhouettes`` the animal shapes, ``scenes``
one module per landmark picture, ``render`` the seed, finish and file
writing, and ``icons`` the app icons.  Importing the package draws and writes
nothing; the command line is in the script.
"""
