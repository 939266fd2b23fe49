#!/bin/bash
# Takes the AppStream screenshots from the real app (the debug build, run
# headless under Xvfb with a data folder of its own, so the bundled catalogue
# and the default profile show): light and dark, wide and narrow, written to
# data/screenshots/ and named in the metainfo. With --rtl OUT.png it takes
# one wide shot in a right-to-left pseudo-locale instead (see
# tools/pseudo-locale.py), to look at the mirrored layout.
#
#   make build && tools/take-screenshots.sh
#   tools/take-screenshots.sh --rtl /tmp/landmarks-rtl.png
#
# Needs xvfb-run, xdotool and ImageMagick's import (tools/install-deps.sh test).
set -eu
cd "$(dirname "$0")/.."
app=.build/debug/landmarks
[ -x "$app" ] || { echo "build the app first (make build)" >&2; exit 1; }

# Collections for the shots that show them (the saved state's format).
collections='{"version": 2, "favorites": {}, "collections": [
  {"id": 1, "name": "Desert Trip", "landmarks": [1001, 1009, 1003]},
  {"id": 2, "name": "Lakes to See", "landmarks": [1004, 1006, 1012, 1005]},
  {"id": 3, "name": "Someday", "landmarks": []}]}'

# shot NAME WIDTH HEIGHT TAB SCHEME "xdotool steps; …" [ENV…]
# With STATE set, that is the saved state the app starts with.
shot() {
    local output=$1 width=$2 height=$3 tab=$4 scheme=$5 steps=$6
    shift 6
    local data
    data=$(mktemp -d)
    mkdir -p "$data/io.github.swiftgtk.Landmarks.Devel"
    printf '[Settings]\nwindow-width=%s\nwindow-height=%s\nselected-tab=%s\n' "$width" "$height" "$tab" \
        > "$data/io.github.swiftgtk.Landmarks.Devel/settings.ini"
    if [ -n "${STATE:-}" ]; then printf '%s' "$STATE" > "$data/io.github.swiftgtk.Landmarks.Devel/state.json"; fi
    cat > "$data/run.sh" <<SCRIPT
env XDG_DATA_HOME='$data' ADW_DEBUG_COLOR_SCHEME='$scheme' GSK_RENDERER=cairo GSETTINGS_BACKEND=memory \
    LC_ALL=C.UTF-8 LANGUAGE= $* '$app' >/dev/null 2>&1 &
sleep 4
IFS=';' read -ra steps <<< '$steps'
for step in "\${steps[@]}"; do [ -n "\$step" ] && xdotool \$step; sleep 1.5; done
import -window root '$output'
kill %1
SCRIPT
    xvfb-run -a -s "-screen 0 ${width}x${height}x24" dbus-run-session -- bash "$data/run.sh" 2>/dev/null
    rm -rf "$data"
    echo "$output"
}

if [ "${1:-}" = "--rtl" ]; then
    locale=$(mktemp -d)
    # Hebrew is right to left: GTK mirrors the layout from its own Hebrew catalogue.
    python3 tools/pseudo-locale.py --rtl --output "$locale/he/LC_MESSAGES/landmarks.mo"
    shot "${2:-/tmp/landmarks-rtl.png}" 1000 720 list default "mousemove 850 90; click 1" \
        LANGUAGE=he LANDMARKS_LOCALEDIR="$locale"
    rm -rf "$locale"
    exit 0
fi

out=data/screenshots
shot $out/featured-light.png 1000 720 featured prefer-light ""
shot $out/detail-dark.png 1000 720 list prefer-dark "mousemove 150 90; click 1"
shot $out/list-narrow-light.png 400 800 list prefer-light ""
shot $out/featured-narrow-dark.png 400 800 featured prefer-dark ""
STATE=$collections shot $out/collections-light.png 1000 720 collections prefer-light ""
STATE=$collections shot $out/collection-narrow-dark.png 400 800 collections prefer-dark "mousemove 200 165; click 1"
