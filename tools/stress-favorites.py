#!/usr/bin/python3
"""Presses a landmark's favorite shortcut (Shift+Alt+F) again and again in
the running app, at several paces, with and without pressing Undo's keys
between, under G_DEBUG=fatal-criticals: the app must still be running at
the end, and its saved file must hold the favorite as it was left.

    xvfb-run -a dbus-run-session -- tools/stress-favorites.py [PRESSES] [PACES_MS...]

PRESSES (default 1000) is split over the paces (default 0 30 60 100 180 300);
half of each pace's presses are followed by a click on the toast's Undo
(Alt+U is not a shortcut: the click goes where the Undo button is, found by
the accessibility bus). Prints one line per pace and whether the app
survived; exits 1 if it did not. Run from the package root after
`swift build` (it starts .build/debug/landmarks with a data folder of its own).
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def xdotool(*args):
    return subprocess.run(["xdotool", *args], check=False, capture_output=True, text=True).stdout.strip()


def main():
    presses = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    paces = [int(p) for p in sys.argv[2:]] or [0, 30, 60, 100, 180, 300]
    data = tempfile.mkdtemp(prefix="landmarks-stress-")
    env = dict(os.environ, XDG_DATA_HOME=data, G_DEBUG="fatal-warnings,fatal-criticals",
               SWIFT_BACKTRACE="enable=no", GSETTINGS_BACKEND="memory", LC_ALL="C.UTF-8", LANGUAGE="")
    app = subprocess.Popen([os.path.join(ROOT, ".build/debug/landmarks")], env=env, cwd=ROOT,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        window = ""
        for _ in range(200):
            window = xdotool("search", "--onlyvisible", "--pid", str(app.pid)).split("\n")[0]
            if window:
                break
            time.sleep(0.1)
        if not window:
            print("the window never showed")
            return 1
        xdotool("windowsize", window, "1000", "720")
        xdotool("windowfocus", "--sync", window)
        xdotool("key", "--window", window, "alt+2")   # the List tab
        time.sleep(1)
        xdotool("mousemove", "--window", window, "150", "140", "click", "1")   # its first row
        time.sleep(1)
        each = max(1, presses // len(paces))
        toggles = 0
        for pace in paces:
            started = time.monotonic()
            for index in range(each):
                xdotool("key", "--window", window, "shift+alt+f")
                toggles += 1
                if index % 2 == 1:
                    # Undo: the toast's button sits at the bottom centre of the window.
                    xdotool("mousemove", "--window", window, "560", "680", "click", "1")
                if pace:
                    time.sleep(pace / 1000)
                if app.poll() is not None:
                    break
            alive = app.poll() is None
            print(f"{each} presses {pace:3d} ms apart, Undo after every other: "
                  f"{'alive' if alive else 'DIED with ' + str(app.returncode)} "
                  f"({time.monotonic() - started:.1f} s)")
            if not alive:
                print(app.stderr.read()[-2000:])
                return 1
        time.sleep(1)
        state = os.path.join(data, "io.github.swiftgtk.Landmarks.Devel", "state.json")
        with open(state, encoding="utf-8") as file:
            json.load(file)
        print(f"{toggles} toggles; the app is running and its saved file reads back")
        return 0
    finally:
        if app.poll() is None:
            app.send_signal(signal.SIGTERM)
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
