#!/usr/bin/env python3
"""The app's start-up functions, for the linker to lay out together.

Runs the release start-up probe (LandmarksStartupProbe: the app as its
executable starts it, quitting at the first frame that shows the whole first
screen) under callgrind, with the bundled catalogue and with a large one, and
writes the symbol of every function of the probe's own executable that ran,
on any thread, in either start, sorted, one per line:

    xvfb-run -a python3 tools/generate-startup-order.py --catalog .build/bench/landmarks-10000.json

Release builds of `landmarks` and of the probe link with
`--symbol-ordering-file=Sources/LandmarksApp/startup.order` (Package.swift),
so these functions share as few pages as they can: the pages a start-up
touches are what it keeps resident. A symbol the code no longer has is
skipped by the linker; run this again after changes to what the start-up
runs (docs/Performance.md, "Code pages"). Needs a release build of the probe.
The compiler's private functions have no symbol to list: private-code.ld
lays them out together.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--probe", default=os.path.join(ROOT, ".build", "release", "LandmarksStartupProbe"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Sources", "LandmarksApp", "startup.order"))
    parser.add_argument("--catalog", help="also start with this catalogue (tools/generate-catalog.py 10000)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as work:
        # Beside the probe, where it finds the resources; valgrind 3.19 cannot read Swift's DWARF 5.
        stripped = os.path.join(os.path.dirname(os.path.abspath(args.probe)), "probe-order-stripped")
        subprocess.check_call(["strip", "-g", "-o", stripped, args.probe])
        env = dict(os.environ, LANDMARKS_BENCH_FIRST_FRAME="1", GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory",
                   NO_AT_BRIDGE="1", LC_ALL="C.UTF-8", LANGUAGE="", XDG_DATA_HOME=os.path.join(work, "data"),
                   XDG_CONFIG_HOME=os.path.join(work, "config"))
        report = ""
        for run, extra in enumerate([[]] + ([["--catalog", os.path.abspath(args.catalog)]] if args.catalog else [])):
            out = os.path.join(work, f"callgrind-{run}.out")
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", stripped] + extra,
                           env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            report += subprocess.run(["callgrind_annotate", "--threshold=100", out], capture_output=True, text=True,
                                     check=True).stdout
        # callgrind names C++ functions demangled; the linker wants the symbols.
        mangled = subprocess.run(["nm", stripped], capture_output=True, text=True, check=True).stdout.splitlines()
        demangled = subprocess.run(["nm", "-C", stripped], capture_output=True, text=True,
                                   check=True).stdout.splitlines()
        os.unlink(stripped)

    symbol_of = {}
    for raw, readable in zip(mangled, demangled):
        symbol_of.setdefault(readable[19:], raw.split()[-1])
    line = re.compile(r"^\s*[\d,]+ \([^)]*\)\s+\?\?\?:(.*) \[(.*)\]$")
    symbols = set()
    for entry in report.splitlines():
        match = line.match(entry)
        if not match or os.path.basename(match.group(2)) != "probe-order-stripped":
            continue
        name = re.sub(r"'\d+$", "", match.group(1))
        if name in symbol_of:
            symbols.add(symbol_of[name])
    if len(symbols) < 1000:
        sys.exit(f"only {len(symbols)} functions ran: is the probe a release build that reached its first screen?")
    with open(args.out, "w") as file:
        file.write("\n".join(sorted(symbols)) + "\n")
    print(f"{len(symbols)} start-up functions written to {os.path.relpath(args.out, ROOT)}")
    # SwiftPM does not see the list as an input of the link: the release
    # executables go, so the next build links them with it.
    for name in ("landmarks", "LandmarksStartupProbe"):
        executable = os.path.join(ROOT, ".build", "release", name)
        if os.path.exists(executable):
            os.unlink(executable)
            print(f"removed {os.path.relpath(executable, ROOT)}: the next release build links it with the new order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
