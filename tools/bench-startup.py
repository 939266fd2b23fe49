#!/usr/bin/env python3
"""Start-up benchmark: `landmarks` against its first screen written in C, and a bare C window.

Measures, for each program and each GSK renderer, the time from exec to the
first frame painted (each program prints CLOCK_MONOTONIC at its first
`after-paint`: the C baselines and the app's start-up probe, LandmarksStartupProbe,
which is the app started as its executable starts it with a probe on its main
window; builds from before the probe print it from the app itself when
LANDMARKS_BENCH_FIRST_FRAME is set, which every run sets), the time to the first
frame with every picture in view decoded (landmarks then quits; the C programs
decode theirs before their first frame), and the peak resident set size up to
then (wait4's ru_maxrss). Two C baselines: the bare window (bench/minimal-window.c,
an AdwApplicationWindow with a header bar: a floor no app with pictures reaches)
and the first screen (bench/first-screen.c: the app's first screen written
directly against GTK and libadwaita, with the app's pictures and stylesheet;
tools/compare-first-screen.sh checks that it shows the same pixels). Runs
alternate between the programs after a warm-up, each round starting with the
next program and each start 100 ms after the last program's exit, so all see
the same machine state and none always follows the same one; it prints medians, min-max and the ratios landmarks / first screen (what
the Swift layer costs), first screen / bare window (what the screen costs) and
landmarks / bare window. With --scale-catalog, a third program is the app
with that (large) catalogue, and its ratio to the bundled one is printed too.
With --compare, another is an earlier build of the app (a before/after in
one run). With --locale, another is the app in that locale (its translations, its
formatting and its fonts), compared with the app in the run's own locale.
The app and the baselines run in the C.UTF-8 locale unless --locale says
otherwise, so the figures do not depend on the caller's environment.
Each program keeps its saved state in a data directory of its own, made fresh
for the run, so one catalogue's favorites never slow another's start.
Run it under a display (make bench uses xvfb-run).

    python3 tools/bench-startup.py --app .build/release/LandmarksStartupProbe --runs 15 \
        --scale-catalog .build/bench/landmarks-10000.json
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def build_c(out_dir, name):
    source = os.path.join(ROOT, "bench", name + ".c")
    binary = os.path.join(out_dir, name)
    flags = subprocess.check_output(["pkg-config", "--cflags", "--libs", "libadwaita-1"], text=True).split()
    subprocess.check_call(["cc", "-O2", source, "-o", binary] + flags)
    return binary


def run_once(argv, env):
    """Returns (milliseconds from exec to first frame, peak RSS in MiB)."""
    read_fd, write_fd = os.pipe()
    start_ns = time.monotonic_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[
        (os.POSIX_SPAWN_DUP2, write_fd, 1),
        (os.POSIX_SPAWN_CLOSE, read_fd),
    ])
    os.close(write_fd)
    with os.fdopen(read_fd) as out:
        output = out.read()
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{argv[0]} exited with status {status}")
    def stamp_ms(name):
        stamps = [line.split()[1] for line in output.splitlines() if line.startswith(name + " ")]
        return (int(stamps[0]) * 1000 - start_ns) / 1e6 if stamps else None
    frame_ms = stamp_ms("first-frame-us")
    if frame_ms is None:
        raise RuntimeError(f"{argv[0]} printed no first-frame time: {output!r}")
    # The C programs decode their pictures first: their first frame is complete.
    pictures_ms = stamp_ms("pictures-us") or frame_ms
    return frame_ms, pictures_ms, usage.ru_maxrss / 1024.0


def summarize(values):
    return statistics.median(values), min(values), max(values)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", required=True, help="the app's start-up probe (LandmarksStartupProbe)")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--renderers", default="cairo,gl")
    parser.add_argument("--app-args", default="", help="extra arguments for landmarks")
    parser.add_argument("--scale-catalog", help="also start landmarks with this catalogue")
    parser.add_argument("--locale", help="also start landmarks in this locale (e.g. ko_KR.UTF-8)")
    parser.add_argument("--compare", help="also start this earlier build (a probe, or a landmarks binary that prints its first frame itself), for a before/after in one run")
    args = parser.parse_args()

    out_dir = os.path.join(ROOT, ".build", "bench")
    os.makedirs(out_dir, exist_ok=True)
    programs = {
        "bare window (C)": [build_c(out_dir, "minimal-window")],
        "first screen (C)": [build_c(out_dir, "first-screen")],
        "landmarks": [os.path.abspath(args.app)] + args.app_args.split(),
    }
    if args.scale_catalog:
        catalog = os.path.abspath(args.scale_catalog)
        with open(catalog) as file:
            count = file.read().count('"id"')
        scale_name = f"{count:,} landmarks"
        programs[scale_name] = programs["landmarks"] + ["--catalog", catalog]
    if args.compare:
        programs["earlier build"] = [os.path.abspath(args.compare)] + args.app_args.split()
    locale_name = None
    if args.locale:
        locale_name = f"landmarks {args.locale.split('.')[0]}"
        programs[locale_name] = programs["landmarks"]
    data_root = tempfile.mkdtemp(prefix="landmarks-bench-")
    homes = {name: os.path.join(data_root, str(index)) for index, name in enumerate(programs)}
    print(f"machine: {platform.node()}, {os.cpu_count()} cores, {platform.platform()}")
    print(f"runs: {args.runs} per program and renderer after {args.warmup} warm-up runs, alternating")
    failed = False
    for renderer in args.renderers.split(","):
        env = dict(os.environ, LANDMARKS_BENCH_FIRST_FRAME="1", GSK_RENDERER=renderer,
                   GSETTINGS_BACKEND="memory", NO_AT_BRIDGE="1", LC_ALL="C.UTF-8", LANGUAGE="",
                   LANDMARKS_BENCH_RESOURCES=os.path.join(ROOT, ".build", "resources", "landmarks.gresource"))
        results = {name: ([], [], []) for name in programs}
        names = list(programs)
        for index in range(args.warmup + args.runs):
            # Each round starts with the next program, so no program always
            # follows the same one, and each start waits a moment for the
            # last program's exit to be over in the X server.
            for name in names[index % len(names):] + names[:index % len(names)]:
                argv = programs[name]
                time.sleep(0.1)
                program_env = dict(env, XDG_DATA_HOME=homes[name], XDG_CONFIG_HOME=homes[name])
                if name == locale_name:
                    program_env["LC_ALL"] = args.locale
                measured = run_once(argv, program_env)
                if index >= args.warmup:
                    for column, value in zip(results[name], measured):
                        column.append(value)
        print(f"\nrenderer {renderer}")
        print(f"  {'program':<18} {'first frame ms':<26} {'pictures shown ms':<26} peak RSS MiB")
        medians = {}
        for name, columns in results.items():
            cells = [summarize(column) for column in columns]
            medians[name] = tuple(cell[0] for cell in cells)
            print("  " + f"{name:<18} " + " ".join(
                f"{f'{m:.1f} ({lo:.1f}-{hi:.1f})':<26}" for m, lo, hi in cells))
        for upper, lower in [("landmarks", "first screen (C)"), ("first screen (C)", "bare window (C)"),
                             ("landmarks", "bare window (C)")]:
            ratios = [medians[upper][i] / medians[lower][i] for i in range(3)]
            print(f"  ratio {upper}/{lower}: time to every picture {ratios[1]:.3f} "
                  f"(first frame {ratios[0]:.3f}), RSS {ratios[2]:.3f}")
        if args.scale_catalog:
            scale_time = medians[scale_name][0] / medians["landmarks"][0]
            added = medians[scale_name][2] - medians["landmarks"][2]
            print(f"  ratio {scale_name}/landmarks: time {scale_time:.3f}; "
                  f"RSS +{added:.1f} MiB, {added / ((count - 12) / 1000):.2f} MiB per 1,000 landmarks")
        if args.compare:
            print(f"  ratio landmarks/earlier build: time {medians['landmarks'][0] / medians['earlier build'][0]:.3f} "
                  f"(pictures shown {medians['landmarks'][1] / medians['earlier build'][1]:.3f}), "
                  f"RSS {medians['landmarks'][2] - medians['earlier build'][2]:+.1f} MiB")
        if locale_name:
            locale_time = medians[locale_name][0] / medians["landmarks"][0]
            added = medians[locale_name][2] - medians["landmarks"][2]
            print(f"  ratio {locale_name}/landmarks: time {locale_time:.3f} "
                  f"(pictures shown {medians[locale_name][1] / medians['landmarks'][1]:.3f}); RSS {added:+.1f} MiB")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
