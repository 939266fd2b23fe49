#!/usr/bin/python3
"""Search-provider benchmark: how fast the app answers GNOME Shell's search.

Starts a session bus of its own with the app's D-Bus service file installed
(as `meson install` installs it, the app started with --catalog FILE when one
is given), then calls the search provider as the Shell does, over and over:
the first search (which starts the app by D-Bus activation and reads the
catalogue), then each method warm. The baseline, in the same run, is a call
to the same process that does no work (org.freedesktop.DBus.Peer.Ping): the
bus's own round trip.

    tools/bench-search-provider.py --app .build/release/landmarks [--catalog FILE] [--calls 50]

Run it under a display (xvfb-run): the app connects to one as it starts.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from gi.repository import Gio, GLib

APP_ID = "io.github.swiftgtk.Landmarks"
PATH = "/" + APP_ID.replace(".", "/") + "/SearchProvider"
INTERFACE = "org.gnome.Shell.SearchProvider2"


def timed(connection, interface, method, parameters, path=PATH):
    start = time.perf_counter()
    reply = connection.call_sync(APP_ID, path, interface, method, parameters, None,
                                 Gio.DBusCallFlags.NONE, 60000, None)
    return (time.perf_counter() - start) * 1000, reply


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", required=True, help="the release landmarks binary")
    parser.add_argument("--catalog", help="a catalogue to start the app with")
    parser.add_argument("--calls", type=int, default=50)
    args = parser.parse_args()

    root = tempfile.mkdtemp(prefix="landmarks-search-")
    services = os.path.join(root, "data", "dbus-1", "services")
    os.makedirs(services)
    exec_line = [os.path.abspath(args.app)]
    if args.catalog:
        exec_line += ["--catalog", os.path.abspath(args.catalog)]
    with open(os.path.join(services, APP_ID + ".service"), "w") as service:
        service.write(f"[D-BUS Service]\nName={APP_ID}\nExec={' '.join(exec_line)} --gapplication-service\n")
    address = f"unix:path={root}/bus"
    env = dict(os.environ, HOME=root, XDG_DATA_HOME=os.path.join(root, "data"),
               XDG_CONFIG_HOME=os.path.join(root, "config"), DBUS_SESSION_BUS_ADDRESS=address,
               GSETTINGS_BACKEND="memory", LC_ALL="C.UTF-8", LANGUAGE="", NO_AT_BRIDGE="1", GTK_A11Y="none")
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", f"--address={address}"], env=env,
                              stderr=subprocess.DEVNULL)
    try:
        for _ in range(250):
            if os.path.exists(f"{root}/bus"):
                break
            time.sleep(0.02)
        connection = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        first, reply = timed(connection, INTERFACE, "GetInitialResultSet", GLib.Variant("(as)", (["lake"],)))
        print(f"catalogue: {args.catalog or 'the bundled one'}; {args.calls} calls per line, warm")
        print(f"  first search, starting the app by D-Bus activation: {first:.1f} ms ({len(reply[0])} results)")
        lake_ids = reply[0]
        cases = [
            ("bus round trip (Peer.Ping, baseline)", "org.freedesktop.DBus.Peer", "Ping", None),
            ("GetInitialResultSet ['lake']", INTERFACE, "GetInitialResultSet", GLib.Variant("(as)", (["lake"],))),
            ("GetInitialResultSet ['a'] (matches most)", INTERFACE, "GetInitialResultSet", GLib.Variant("(as)", (["a"],))),
            ("GetInitialResultSet ['zzzz'] (matches none)", INTERFACE, "GetInitialResultSet", GLib.Variant("(as)", (["zzzz"],))),
            ("GetSubsearchResultSet ['lake', 'mc']", INTERFACE, "GetSubsearchResultSet",
             GLib.Variant("(asas)", (lake_ids, ["lake", "mc"]))),
            ("GetResultMetas (5 results, with pictures)", INTERFACE, "GetResultMetas",
             GLib.Variant("(as)", (lake_ids[:5],))),
        ]
        worst = 0.0
        for label, interface, method, parameters in cases:
            times = sorted(timed(connection, interface, method, parameters)[0] for _ in range(args.calls))
            p95 = times[int(len(times) * 0.95) - 1]
            if interface == INTERFACE:
                worst = max(worst, p95)
            print(f"  {label}: median {statistics.median(times):.2f} ms, 95th percentile {p95:.2f} ms, slowest {times[-1]:.2f} ms")
        print(f"  slowest method at the 95th percentile: {worst:.2f} ms ({'within' if worst < 100 else 'past'} 100 ms)")
        return 0 if worst < 100 else 1
    finally:
        daemon.terminate()
        daemon.wait()
        subprocess.run(["rm", "-rf", root])


if __name__ == "__main__":
    sys.exit(main())
