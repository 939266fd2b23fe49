#!/bin/sh
# Installs the Debian/Ubuntu packages a task needs, only those missing.
#   tools/install-deps.sh build   # compile and run the app
#   tools/install-deps.sh test    # + headless display, session bus, validators,
#                                 #   Orca, Korean fonts and the ko_KR/en_US locales
#   tools/install-deps.sh bench   # + C compiler for the baselines, valgrind for instruction counts
# Uses sudo when not root. Does nothing when everything is present.
set -eu

build="pkg-config libgtk-4-dev libadwaita-1-dev libgirepository1.0-dev libglib2.0-bin libglib2.0-dev-bin gettext"
test="$build xvfb xauth xdotool xclip python3-gi python3-pyatspi orca dbus dbus-x11 at-spi2-core meson ninja-build desktop-file-utils appstream locales fonts-noto-cjk imagemagick x11-xserver-utils"
bench="$test gcc time valgrind binutils"

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
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends $missing
fi

# The tests run the app in Korean and in American English (dates, miles),
# and search in Turkish.
if [ "${1:-build}" != build ]; then
    for locale in ko_KR en_US tr_TR; do
        locale -a 2>/dev/null | grep -qix "$locale.utf8" && continue
        echo "Generating the $locale.UTF-8 locale"
        $sudo localedef -i "$locale" -f UTF-8 "$locale.UTF-8"
    done
fi
