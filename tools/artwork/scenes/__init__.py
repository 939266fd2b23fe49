"""The twelve landmark scenes, one module each, and their registry.

``SCENES`` maps each ``imageName`` to its scene function, in the order the
pictures are rendered; ``FEATURED`` lists the landmarks that also get a wide
feature picture.  A scene function takes a ``Canvas`` and paints the whole
picture at whatever size the canvas has, measuring in ``cv.u``, ``cv.W`` and
``cv.H`` and taking every random number from ``cv.rng`` in order, so a
picture is the same on every run and changing one scene leaves every other
picture as it was.  Scenes do not finish or save their pictures; ``render``
does.
"""

from .turtlerock import scene_turtlerock
from .silversalmoncreek import scene_silversalmoncreek
from .chilkoottrail import scene_chilkoottrail
from .stmarylake import scene_stmarylake
from .twinlake import scene_twinlake
from .lakemcdonald import scene_lakemcdonald
from .charleyrivers import scene_charleyrivers
from .icybay import scene_icybay
from .rainbowlake import scene_rainbowlake
from .hiddenlake import scene_hiddenlake
from .chincoteague import scene_chincoteague
from .umbagog import scene_umbagog


SCENES = {
    "turtlerock": scene_turtlerock,
    "silversalmoncreek": scene_silversalmoncreek,
    "chilkoottrail": scene_chilkoottrail,
    "stmarylake": scene_stmarylake,
    "twinlake": scene_twinlake,
    "lakemcdonald": scene_lakemcdonald,
    "charleyrivers": scene_charleyrivers,
    "icybay": scene_icybay,
    "rainbowlake": scene_rainbowlake,
    "hiddenlake": scene_hiddenlake,
    "chincoteague": scene_chincoteague,
    "umbagog": scene_umbagog,
}

FEATURED = ["turtlerock", "stmarylake", "charleyrivers"]
