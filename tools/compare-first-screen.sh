#!/bin/sh
# Checks that bench/first-screen.c shows what the app's first screen shows:
# starts the release `landmarks` and the C first screen in turn on a private
# X server at 1000×720, each with a fresh data folder, screenshots each once
# its pictures are decoded, and counts the pixels that differ by more than 3 %.
# Exits 1 when more than 0.5 % do. make bench runs it first.
#
#   tools/compare-first-screen.sh [OUT_DIR]    (the two screenshots and their difference go there)
set -eu
cd "$(dirname "$0")/.."
out=${1:-.build/bench/first-screen-compare}
mkdir -p "$out"
app=.build/release/landmarks
cscreen=.build/bench/first-screen
cc -O2 bench/first-screen.c $(pkg-config --cflags --libs libadwaita-1) -o "$cscreen"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
data="$home/data/io.github.swiftgtk.Landmarks"
mkdir -p "$data"
printf '[Settings]\nwindow-width=1000\nwindow-height=720\n' > "$data/settings.ini"

shoot() {   # shoot NAME COMMAND...: run the command, screenshot its window, stop it
    name=$1; shift
    xvfb-run -a -s "-screen 0 1200x900x24" env XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
        LC_ALL=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 \
        LANDMARKS_BENCH_RESOURCES="$PWD/.build/resources/landmarks.gresource" \
        sh -c '"$@" >/dev/null 2>&1 & pid=$!; sleep 4; import -window root -crop 1000x720+0+0 "'"$out/$name.png"'"; kill $pid' shoot "$@"
}
shoot landmarks "$app"
shoot first-screen "$cscreen"
differing=$(compare -metric AE -fuzz 3% "$out/landmarks.png" "$out/first-screen.png" "$out/difference.png" 2>&1 || true)
total=720000
echo "first screen: $differing of $total pixels differ by more than 3 % (screenshots in $out)"
[ "$differing" -le $((total / 200)) ]
