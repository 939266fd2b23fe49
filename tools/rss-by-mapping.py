#!/usr/bin/env python3
"""Where a running process's resident memory is: its RSS summed by mapped file
(the heap and anonymous memory as their own), largest first, and the
resident part of each mapping of its own executable.

    python3 tools/rss-by-mapping.py PID [COUNT]

For the start-up comparison, run `landmarks` and `.build/bench/first-screen`
at 1000x720 (as tools/compare-first-screen.sh does) and read each once its
first screen is shown.
"""
import collections
import os
import sys


def mappings(pid):
    """(address range, permissions, path, resident KiB) per mapping."""
    current = None
    with open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            parts = line.split()
            if len(parts) >= 5 and "-" in parts[0] and ":" not in parts[0]:
                current = (parts[0], parts[1], parts[5] if len(parts) > 5 else "[anonymous]")
            elif parts[0] == "Rss:" and current:
                yield current + (int(parts[1]),)


def main():
    pid = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 14
    executable = os.path.realpath(f"/proc/{pid}/exe")
    by_file = collections.Counter()
    own = []
    for address, permissions, path, resident in mappings(pid):
        by_file[path] += resident
        if path == executable:
            start, end = (int(x, 16) for x in address.split("-"))
            own.append((permissions, (end - start) / 1024, resident))
    print(f"resident {sum(by_file.values()) / 1024:.1f} MiB")
    for path, resident in by_file.most_common(count):
        print(f"  {resident / 1024:7.1f} MiB  {path}")
    print(f"{executable}, by mapping:")
    for permissions, mapped, resident in own:
        print(f"  {permissions}  {mapped / 1024:6.1f} MiB mapped, {resident / 1024:5.1f} MiB resident")


if __name__ == "__main__":
    main()
