#!/usr/bin/python3
"""Another application to drag into: a window whose left half takes a
picture and right half takes text, as an image editor and a text field do.
It prints "ready" once shown, then a line for each drop ("picture W H" or
"text '...'"). Used by the drag journeys, at the screen position given.

    drop-target.py X Y
"""
import subprocess
import sys

import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, GObject, Gtk  # noqa: E402


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drop Target")
    window.set_default_size(400, 300)
    halves = Gtk.Box(homogeneous=True)
    for label, gtype in (("picture", Gdk.Texture), ("text", GObject.TYPE_STRING)):
        half = Gtk.Label(label=label)
        target = Gtk.DropTarget.new(gtype, Gdk.DragAction.COPY)

        def on_drop(_target, value, _x, _y):
            if isinstance(value, Gdk.Texture):
                print("picture", value.get_width(), value.get_height(), flush=True)
            else:
                print("text", repr(value), flush=True)
            return True

        target.connect("drop", on_drop)
        half.add_controller(target)
        halves.append(half)
    window.set_child(halves)
    # Shown without taking the keyboard from the app being dragged from.
    window.set_visible(True)

    def place():
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Drop Target$",
                        "windowmove", sys.argv[1], sys.argv[2]], check=False)
        print("ready", flush=True)
        return False

    GLib.timeout_add(200, place)


app = Gtk.Application(application_id="org.example.LandmarksDropTarget", flags=0)
app.connect("activate", on_activate)
app.run([sys.argv[0]])
