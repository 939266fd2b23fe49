#!/usr/bin/python3
"""Another application to drag a file from, as a file manager offers one: a
window whose label, dragged, carries the file given as a file list. It prints
"ready" once shown at the screen position given, and "dropped" when a drop
took the file. Used by the drop journeys.

    drag-source.py FILE[:FILE...] X Y

Several files, separated by colons, are dragged together.
"""
import subprocess
import sys

import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drag Source")
    window.set_default_size(300, 200)
    label = Gtk.Label(label="catalogue")
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    files = Gdk.FileList.new_from_list([Gio.File.new_for_path(path) for path in sys.argv[1].split(":")])
    value = GObject.Value(Gdk.FileList, files)
    source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_value(value))
    source.connect("drag-end", lambda _s, _d, delete: print("dropped", flush=True))
    label.add_controller(source)
    window.set_child(label)
    # Shown without taking the keyboard: a file manager beside the app, not
    # in front of it.
    window.set_visible(True)

    def place():
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Drag Source$",
                        "windowmove", sys.argv[2], sys.argv[3]], check=False)
        print("ready", flush=True)
        return False

    GLib.timeout_add(200, place)


app = Gtk.Application(application_id="org.example.LandmarksDragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", on_activate)
app.run([sys.argv[0]])
