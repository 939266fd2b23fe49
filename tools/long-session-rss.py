#!/usr/bin/python3
"""Resident memory of the real app over a long scripted session, as a person
uses it with the keyboard: the three tabs in turn, the list walked and a
landmark opened and closed, favorites starred and unstarred, a search typed
and cleared, a collection made (Ctrl+N) and Favorites opened, 100 Shell
searches over D-Bus (the search provider's result sets and metas, as the
Shell asks while a person types), and every fifth round the preferences
window opened and closed. Each round begins with Escape,
so a key that went astray (an alert left open) does not derail the rest. The
app runs under fatal criticals.

    xvfb-run -a dbus-run-session -- tools/long-session-rss.py [MINUTES] [APP]

MINUTES defaults to 10, APP to .build/debug/landmarks (run from the package
root). Samples the app's RSS every 10 s and prints them, then the growth over
the second half of the session (after warm-up: fonts, pictures, the map and
every page built once) in KiB per minute, and exits 1 when that passes
GROWTH_BOUND or the app died. The figure and the command go to
docs/Performance.md.
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What the second half may grow by, per minute: fragmentation of GLib's and
# the Swift runtime's heaps, not a share of each page or window made.
GROWTH_BOUND_KIB_PER_MINUTE = 256


def xdotool(*args):
    return subprocess.run(["xdotool", *args], check=False, capture_output=True, text=True).stdout.strip()


def rss_kib(pid):
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def keys(window, *names, pause=0.25):
    for name in names:
        xdotool("key", "--window", window, name)
        time.sleep(pause)


SEARCH_PATH = "/io/github/swiftgtk/Landmarks/Devel/SearchProvider"
SEARCH_INTERFACE = "org.gnome.Shell.SearchProvider2"


def shell_searches(bus, count):
    """`count` searches as the Shell makes them: a result set, a narrower
    one, and the metas of the first results."""
    from gi.repository import GLib
    terms = ["l", "la", "lak", "lake", "t", "tu", "tur", "turtle", "r", "ro"]
    for index in range(count // 3):
        first = terms[index % len(terms)]
        ids = bus.call_sync("io.github.swiftgtk.Landmarks.Devel", SEARCH_PATH, SEARCH_INTERFACE, "GetInitialResultSet",
                            GLib.Variant("(as)", ([first],)), None, 0, 10000, None).unpack()[0]
        narrower = bus.call_sync("io.github.swiftgtk.Landmarks.Devel", SEARCH_PATH, SEARCH_INTERFACE,
                                 "GetSubsearchResultSet", GLib.Variant("(asas)", (ids, [first + "e"])),
                                 None, 0, 10000, None).unpack()[0]
        bus.call_sync("io.github.swiftgtk.Landmarks.Devel", SEARCH_PATH, SEARCH_INTERFACE, "GetResultMetas",
                      GLib.Variant("(as)", ((narrower or ids)[:5],)), None, 0, 10000, None)


def round_of_use(window, round_number):
    """One round: every tab, a landmark opened and starred, a search, a collection."""
    keys(window, "Escape", "Escape", pause=0.2)
    keys(window, "alt+1", "Tab", "Tab", "Tab", "Right", "Return", pause=0.4)   # Featured: a card's page
    keys(window, "shift+alt+f", "shift+alt+f", "alt+Left", pause=0.4)
    keys(window, "alt+2", "ctrl+f", pause=0.4)                                  # List: search
    for letter in "lake"[: 1 + round_number % 4]:
        keys(window, letter, pause=0.15)
    keys(window, "Escape", "Escape", "Tab", "Down", "Down", "Return", pause=0.4)
    keys(window, "shift+alt+f", "shift+alt+f", pause=0.3)
    keys(window, "alt+3", "ctrl+n", pause=0.6)                                  # Collections: a new one
    for letter in f"trip{round_number}":
        keys(window, letter, pause=0.05)
    keys(window, "Return", pause=0.8)
    keys(window, "Tab", "Home", "Return", pause=0.8)                            # Favorites
    keys(window, "alt+Left", pause=0.6)


def main():
    minutes = float(sys.argv[1]) if len(sys.argv) > 1 else 10
    app_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build/debug/landmarks")
    data = tempfile.mkdtemp(prefix="landmarks-long-session-")
    env = dict(os.environ, XDG_DATA_HOME=data, G_DEBUG="fatal-criticals", SWIFT_BACKTRACE="enable=no",
               GSETTINGS_BACKEND="memory", LC_ALL="C.UTF-8", LANGUAGE="")
    app = subprocess.Popen([app_path], env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
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
        time.sleep(1)
        import gi
        gi.require_version("Gio", "2.0")
        from gi.repository import Gio
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        started = time.monotonic()
        samples = []   # (seconds, KiB)
        next_sample = 0.0
        round_number = 0
        while time.monotonic() - started < minutes * 60:
            round_of_use(window, round_number)
            shell_searches(bus, 100)
            round_number += 1
            if round_number % 5 == 0:
                keys(window, "ctrl+comma", pause=1.5)   # the preferences window, and closed
                for other in xdotool("search", "--onlyvisible", "--pid", str(app.pid)).split("\n"):
                    if other and other != window:
                        xdotool("key", "--window", other, "Escape")
                time.sleep(1)
                xdotool("windowfocus", "--sync", window)
            if app.poll() is not None:
                print(f"the app DIED with {app.returncode} in round {round_number}")
                print(app.stderr.read()[-2000:])
                return 1
            now = time.monotonic() - started
            if now >= next_sample:
                samples.append((now, rss_kib(app.pid)))
                print(f"{now / 60:5.1f} min  round {round_number:4d}  RSS {samples[-1][1] / 1024:7.1f} MiB", flush=True)
                next_sample += 10
        half = [s for s in samples if s[0] >= samples[-1][0] / 2]
        if len(half) < 2:
            print("too short to tell")
            return 1
        # Least-squares slope over the second half, in KiB per minute.
        n = len(half)
        mean_t = sum(t for t, _ in half) / n
        mean_r = sum(r for _, r in half) / n
        slope = sum((t - mean_t) * (r - mean_r) for t, r in half) / sum((t - mean_t) ** 2 for t, _ in half) * 60
        print(f"{round_number} rounds in {samples[-1][0] / 60:.1f} min; RSS {samples[0][1] / 1024:.1f} → "
              f"{samples[-1][1] / 1024:.1f} MiB; second half grows {slope:.0f} KiB/min "
              f"({'within' if slope <= GROWTH_BOUND_KIB_PER_MINUTE else 'PAST'} the bound of "
              f"{GROWTH_BOUND_KIB_PER_MINUTE} KiB/min)")
        return 0 if slope <= GROWTH_BOUND_KIB_PER_MINUTE else 1
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
