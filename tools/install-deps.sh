#!/bin/sh
# Installs the Debian/Ubuntu packages a task needs, only those missing.
#   tools/install-deps.sh build   # compile and run the app
#   tools/install-deps.sh test    # + headless display, session bus, validators
#   tools/install-deps.sh bench   # + C compiler for the baseline
# Uses sudo when not root. Does nothing when everything is present.
set -eu

build="pkg-config libgtk-4-dev libadwaita-1-dev libglib2.0-bin libglib2.0-dev-bin"
test="$build xvfb xauth xdotool python3-pyatspi dbus dbus-x11 at-spi2-core meson ninja-build desktop-file-utils appstream"
bench="$test gcc time"

case "${1:-build}" in
    build) wanted=$build ;;
    test) wanted=$test ;;
    bench) wanted=$bench ;;
    *) echo "usage: $0 build|test|bench" >&2; exit 2 ;;
esac

missing=""
for package in $wanted; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    case "$status" in
        "install ok installed") ;;
        *) missing="$missing $package" ;;
    esac
done
[ -z "$missing" ] && exit 0

echo "Installing:$missing"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing
