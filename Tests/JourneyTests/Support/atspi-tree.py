#!/usr/bin/python3
"""Prints what a screen reader sees of one process: its accessible tree, one
JSON object a line — depth, role, name, the names of what labels it, states,
actions, size, and for list items their position-in-set and set-size
attributes where given.

    atspi-tree.py PID [ACTION-PATH]
    atspi-tree.py PID --texts
    atspi-tree.py PID --continuously

With ACTION-PATH ("name of an object/action name"), performs that action on
the first visible object of that name instead, and prints "done" or
"missing". With --texts, prints only the name and description of every
object below the application, shown or not (two questions per object
instead of a dozen), for the pseudo-locale walk. With --continuously, reads
the whole tree over and over, as a screen reader does, until terminated. Used by the journey tests, run beside the app under the same
session bus."""
import json
import sys

import pyatspi


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def walk(node, depth=0, limit=60):
    if node is None or depth > limit:
        return
    yield depth, node
    try:
        children = list(node)
    except Exception:
        children = []
    for child in children:
        yield from walk(child, depth + 1, limit)


def describe(depth, node):
    states = node.getState()
    record = {
        "depth": depth,
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "visible": states.contains(pyatspi.STATE_VISIBLE),
        "selected": states.contains(pyatspi.STATE_SELECTED),
        "pressed": states.contains(pyatspi.STATE_PRESSED) or states.contains(pyatspi.STATE_CHECKED),
        "actions": [],
        "width": 0,
        "height": 0,
    }
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        record["width"], record["height"] = extents.width, extents.height
    except Exception:
        pass
    try:
        action = node.queryAction()
        record["actions"] = [action.getName(i) for i in range(action.nActions)]
    except Exception:
        # Not an action object, or one whose count outruns its names (GTK
        # 4.8's text fields while their menu is being rebuilt).
        pass
    try:
        # What a screen reader says before the name: the objects labelling it.
        record["labelledBy"] = [
            relation.getTarget(i).name or ""
            for relation in node.getRelationSet()
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
            for i in range(relation.getNTargets())]
    except Exception:
        pass
    try:
        attributes = dict(a.split(":", 1) for a in node.getAttributes() if ":" in a)
        for key in ("posinset", "setsize"):
            if key in attributes:
                record[key] = attributes[key]
    except Exception:
        pass
    return record


def main():
    pid = int(sys.argv[1])
    app = application(pid)
    if app is None:
        print(json.dumps({"error": "no accessible application for pid %d" % pid}))
        return 1
    if sys.argv[2:] == ["--continuously"]:
        # As a screen reader does while a person works: the whole tree, every
        # object's name, role, states and extents, again and again, until
        # stopped (SIGTERM). After each walk, and at the end, a line with how
        # many walks were made, so the journey can wait for one.
        import signal
        import time
        walks = [0]

        def stop(*_):
            print(json.dumps({"walks": walks[0]}), flush=True)
            sys.exit(0)

        signal.signal(signal.SIGTERM, stop)
        while True:
            try:
                for depth, node in walk(app):
                    try:
                        describe(depth, node)
                    except Exception:
                        pass  # an object that went away while read
            except Exception:
                pass
            walks[0] += 1
            print(json.dumps({"walks": walks[0]}), flush=True)
            time.sleep(0.4)   # a screen reader reads in bursts, not flat out
    if sys.argv[2:] == ["--texts"]:
        for depth, node in walk(app):
            if depth > 0:  # the root is the process, not its interface
                print(json.dumps({"name": node.name or "", "description": node.description or ""}))
        return 0
    if len(sys.argv) > 2:
        target, _, action_name = sys.argv[2].rpartition("/")
        for _, node in walk(app):
            if node.name == target and node.getState().contains(pyatspi.STATE_VISIBLE):
                action = node.queryAction()
                for i in range(action.nActions):
                    if action.getName(i) == action_name:
                        action.doAction(i)
                        print("done")
                        return 0
        print("missing")
        return 0
    for depth, node in walk(app):
        print(json.dumps(describe(depth, node)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
