#!/usr/bin/env python3
"""Start-up in instructions: the app's start-up probe against its first screen written in C, under callgrind.

A time ratio on this machine moves by more than the margin a start-up target
leaves; an instruction count does not. This runs the app's start-up probe
(LandmarksStartupProbe, stripped of its DWARF, which valgrind 3.19 cannot
read) and bench/first-screen.c under `valgrind --tool=callgrind`, each to the
first frame showing the whole first screen (where both quit), alternating,
`--runs` times each, with the cairo renderer and fresh data folders. It
prints, per program, the median and range of the instructions of the whole
process and of its main thread (pictures decode on other threads, so the
main thread's count moves least), and the ratios app / C screen.

    python3 tools/bench-instructions.py --app .build/release/LandmarksStartupProbe --runs 3

With `--updates CATALOG` it counts, instead, what one pass of other work
costs, through LandmarksBench's `--count` mode (callgrind counting only inside
its `countedRegion`): a filter change over the List tab in each direction, a
save of 10,000 favorites, and the catalogue decoded by the app's decoder and
by Foundation's `JSONDecoder` — each in millions of instructions per pass,
with the decoders' ratio:

    python3 tools/bench-instructions.py --updates .build/bench/landmarks-10000.json \
        --bench .build/bench-build/release/LandmarksBench

Run it under a display (make bench uses xvfb-run). It does not measure time
or memory: tools/bench-startup.py does.
"""
import argparse
import glob
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load_startup_bench():
    """tools/bench-startup.py, for the C baseline it builds the same way."""
    spec = importlib.util.spec_from_file_location("bench_startup", os.path.join(HERE, "bench-startup.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def callgrind(argv, work_dir):
    """(instructions of the whole process, of its main thread) up to its exit."""
    out_dir = tempfile.mkdtemp(dir=work_dir)
    data = tempfile.mkdtemp(dir=work_dir)
    env = dict(os.environ, LANDMARKS_BENCH_FIRST_FRAME="1", GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory",
               NO_AT_BRIDGE="1", LC_ALL="C.UTF-8", LANGUAGE="", XDG_DATA_HOME=os.path.join(data, "data"),
               XDG_CONFIG_HOME=os.path.join(data, "config"),
               LANDMARKS_BENCH_RESOURCES=os.path.join(ROOT, ".build", "resources", "landmarks.gresource"))
    # The C screen reads LANDMARKS_BENCH_RESOURCES; the probe finds the bundle beside its build folder.
    # --fair-sched: GTK reads the icon theme on a thread it starts as it makes
    # the display's theme, and GTK and libadwaita then add their icon paths,
    # which makes the theme read again on the main thread when it is first
    # asked for an icon. Outside valgrind the thread always starts first (both
    # programs read the theme twice, 8 runs of each counted on the
    # development machine); valgrind's default scheduler lets the main
    # thread run on instead, and whether the thread's read comes before or
    # after the paths are added then depends on how far the main thread got —
    # 62 M instructions in or out on an unrelated change. Its fair scheduler
    # hands over at the thread's start, as the machine does.
    subprocess.run(["valgrind", "--tool=callgrind", "--separate-threads=yes", "--fair-sched=yes",
                    f"--callgrind-out-file={out_dir}/callgrind.out"] + argv,
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    counts = {}
    for path in glob.glob(os.path.join(out_dir, "callgrind.out-*")):
        with open(path) as file:
            for line in file:
                if line.startswith("summary:") or line.startswith("totals:"):
                    counts[path] = int(line.split()[1])
                    break
    if not counts:
        raise RuntimeError(f"callgrind wrote no counts for {argv[0]}")
    main_thread = [count for path, count in counts.items() if path.endswith("-01")]
    return sum(counts.values()), main_thread[0] if main_thread else max(counts.values())


UPDATE_WORK = [
    ("filter-to-lakes", "filter change to Lakes (List tab)"),
    ("filter-to-all", "filter change back to All (List tab)"),
    ("save", "save, 10,000 favorites"),
    ("decode", "catalogue decoding, CatalogDecoder"),
    ("decode-foundation", "catalogue decoding, JSONDecoder"),
]
COUNTED_PASSES = 3  # LandmarksBench --count's passes


def counted(bench, work, catalog, work_dir):
    """Instructions of one counted pass of `work`, on the thread that ran it."""
    out_dir = tempfile.mkdtemp(dir=work_dir)
    data = tempfile.mkdtemp(dir=work_dir)
    # Swift seeds its hashing afresh in every process, and a dictionary's
    # layout moves its count by a few tenths of a percent: one seed for all.
    env = dict(os.environ, GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory", NO_AT_BRIDGE="1", LC_ALL="C.UTF-8",
               LANGUAGE="", XDG_DATA_HOME=os.path.join(data, "data"), XDG_CONFIG_HOME=os.path.join(data, "config"),
               SWIFT_DETERMINISTIC_HASHING="1")
    subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*countedRegion*",
                    f"--callgrind-out-file={out_dir}/callgrind.out", bench, "--count", work, catalog],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(os.path.join(out_dir, "callgrind.out")) as file:
        for line in file:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1]) / COUNTED_PASSES
    raise RuntimeError(f"callgrind wrote no counts for {work}")


def count_updates(args):
    # Beside the driver, where it finds the resources and translations.
    stripped = os.path.join(os.path.dirname(os.path.abspath(args.bench)), "bench-stripped")
    subprocess.check_call(["strip", "-g", "-o", stripped, args.bench])
    results = {work: [] for work, _ in UPDATE_WORK}
    with tempfile.TemporaryDirectory() as work_dir:
        for _ in range(args.runs):
            for work, _ in UPDATE_WORK:
                results[work].append(counted(stripped, work, args.updates, work_dir))
    print(f"instructions per pass (callgrind, cairo, {COUNTED_PASSES} passes counted after 2, {args.runs} runs; millions):")
    for work, title in UPDATE_WORK:
        runs = results[work]
        print(f"  {title:38} {statistics.median(runs) / 1e6:8.2f} ({min(runs) / 1e6:.2f}–{max(runs) / 1e6:.2f})")
    ratios = [a / b for a, b in zip(results["decode"], results["decode-foundation"])]
    print(f"  ratio CatalogDecoder/JSONDecoder: {statistics.median(ratios):.3f} ({min(ratios):.3f}–{max(ratios):.3f})")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", help="the app's start-up probe (LandmarksStartupProbe)")
    parser.add_argument("--updates", metavar="CATALOG", help="count other work over this catalogue instead of start-up")
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build", "bench-build", "release", "LandmarksBench"),
                        help="the LandmarksBench driver, for --updates")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if args.updates:
        return count_updates(args)
    if not args.app:
        parser.error("--app or --updates is needed")

    out_dir = os.path.join(ROOT, ".build", "bench")
    os.makedirs(out_dir, exist_ok=True)
    # Beside the probe, where it finds the resources and translations.
    stripped = os.path.join(os.path.dirname(os.path.abspath(args.app)), "probe-stripped")
    subprocess.check_call(["strip", "-g", "-o", stripped, args.app])
    programs = {
        "landmarks": [stripped],
        "first screen (C)": [load_startup_bench().build_c(out_dir, "first-screen")],
    }
    results = {name: [] for name in programs}
    with tempfile.TemporaryDirectory() as work_dir:
        for run in range(args.runs):
            names = list(programs)
            for name in names[run % len(names):] + names[:run % len(names)]:
                results[name].append(callgrind(programs[name], work_dir))

    def median(values):
        return statistics.median(values) / 1e6

    print(f"start-up instructions to the whole first screen (callgrind, cairo, {args.runs} runs each; millions):")
    for name, runs in results.items():
        totals, mains = [r[0] for r in runs], [r[1] for r in runs]
        print(f"  {name:18} total {median(totals):8.1f} ({min(totals) / 1e6:.1f}–{max(totals) / 1e6:.1f}), "
              f"main thread {median(mains):8.1f} ({min(mains) / 1e6:.1f}–{max(mains) / 1e6:.1f})")
    app, c_screen = results["landmarks"], results["first screen (C)"]
    total_ratios = [a[0] / c[0] for a, c in zip(app, c_screen)]
    main_ratios = [a[1] / c[1] for a, c in zip(app, c_screen)]
    print(f"  ratio landmarks/first screen: total {statistics.median(total_ratios):.3f} "
          f"({min(total_ratios):.3f}–{max(total_ratios):.3f}), main thread {statistics.median(main_ratios):.3f} "
          f"({min(main_ratios):.3f}–{max(main_ratios):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
