#!/bin/sh
# Starts the built app under a private Xvfb display and saves a screenshot.
#   tools/screenshot.sh OUT.png [seconds] [app arguments…]
set -eu
out=$1; wait=${2:-3}; shift; [ $# -gt 0 ] && shift
app=${LANDMARKS_BIN:-.build/debug/landmarks}
xvfb-run -a -s "-screen 0 1280x860x24" dbus-run-session -- sh -c "
  GSETTINGS_BACKEND=memory $app $* &
  pid=\$!
  sleep $wait
  import -window root '$out'
  kill \$pid
"
