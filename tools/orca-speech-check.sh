#!/bin/bash
# orca-speech-check.sh — what the GNOME screen reader Orca SAYS while a person
# walks the app with the keyboard.
#
# It runs the built app and Orca together in a private, headless X server
# (Xvfb) and D-Bus session with their own accessibility bus, presses a
# keyboard walk (Tab through the header, Alt+1/2/3 between the tabs, the
# arrows in the list, into the landmark's detail and the map's zoom buttons,
# Escape and Alt+Left back), waits after every key until Orca has taken it
# and gone quiet, and writes each utterance Orca produced (its debug log's
# `SPEECH OUTPUT: '…'` lines, labelled with the key that led to them) to a
# transcript. Speech itself goes to a silent speech server: nothing is played
# and no speech-dispatcher is started; the text is what a user would hear.
#
# It FAILS (exit 1) when anything spoken contains a toolkit class name —
# regex \b(Gtk|Adw|Cgtk|Gdk|Gsk)[A-Z][A-Za-z]+, as in the bug "GtkImage Zoom
# In push button" — and prints the transcript either way (exit 0: passed).
# Reported as WARN lines, and failing only with --strict: a word said twice
# in a row ("Undo Undo"), the same utterance twice in a row after one key,
# an utterance that is a bare role ("push button.": a control with no name;
# Orca's Where Am I also says the role alone, so not in the default walk),
# and a class name on Orca's braille display (its BRAILLE LINE, which shows
# the focus's ancestors too). Exit 2: the check could not run (no app
# window, Orca did not start or said nothing).
#
# Usage (self-contained: it starts its own Xvfb and D-Bus session):
#   tools/orca-speech-check.sh [options]
#     --keys "K1 K2 …"   the walk: xdotool key names, chords with + ("Tab alt+2
#                        Down Return"); default: the walk below (also ORCA_CHECK_KEYS)
#     --transcript FILE  where the transcript goes (default /tmp/orca-transcript.txt)
#     --strict           duplicated words and unnamed controls fail as well
#     --keep DIR         keep the scratch files (Orca's debug log, the app's
#                        output, the data folder) in DIR
#     --shots            with --keep: a screenshot after every key (needs ImageMagick's import)
#   LANDMARKS_BIN=path/to/landmarks picks another binary (default .build/debug/landmarks).
# It copies the binary and its resource bundle first, so a rebuild while it
# runs does not matter, and runs the app in a scratch data folder
# (XDG_DATA_HOME) with GSETTINGS_BACKEND=memory, in English (LC_ALL=C.UTF-8).
# A run takes about a minute.
#
# Needs (Debian): orca xvfb xdotool at-spi2-core dbus (dbus-run-session),
# python3-gi, python3-pyatspi — `apt-get install -y orca xvfb xdotool`.
#
# What it takes to make headless Orca talk (found the hard way):
#  * Orca's --debug-file is block-buffered: the file seems to stop after
#    "ORCA: Launching" although Orca runs on. The launcher below flushes it
#    after every line, so the script can wait for each key's echo.
#  * Run Orca and any PyGObject test window with /usr/bin/python3: a pyenv
#    or venv python3 first in PATH has no `gi`, so such a window never opens
#    and Orca finds no active window ("Unable to find active window from []").
#  * Orca's default speech server, speech-dispatcher, never answers here (no
#    audio): Orca's first speak() blocks in speechd's client, so Orca never
#    reaches its main loop and hears no key. Its daemon also outlives the
#    session and ignores SIGTERM. The launcher gives Orca a silent speech
#    server instead (Orca logs SPEECH OUTPUT before handing text on).
#  * Orca refuses to start while any other process named "orca" runs for
#    this user (`pgrep -x orca`), even in another X display; the launcher
#    skips that check, so runs in parallel (or a real Orca) do not stop it.
#  * Without a window manager nothing focuses the window: the script gives it
#    the X input focus (xdotool windowfocus) and keeps the pointer off it.
set -u

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }

# The default walk, from the window as it opens (Featured tab, the focus on
# its tab button). Where a key lands depends on where the one before left the
# focus, so the comments say where it goes today; any key lands somewhere,
# and whatever Orca says there is checked.
walk=(
    Tab Tab Tab Tab          # header: List and Collections tabs, User Profile, Main Menu
    Tab Tab Tab              # Featured: the carousel, its page button, the Lakes row
    Right Return             # the next landmark in the row; open it
    Tab Tab Tab              # its detail: Open in Maps, Add to Collection, Back
    alt+Left                 # back to the Featured page
    alt+2                    # the List tab
    Tab Tab Tab Tab Tab Tab Tab   # its header (Map of All, tabs, Filter, Main Menu), into the list
    Down Down Return         # two landmarks down; open it beside the list
    Tab Tab Tab              # into its detail: the map's Zoom In, Zoom Out, the map
    shift+Tab Escape         # back one; Escape
    alt+3                    # the Collections tab
    Tab Tab Down Return      # the tabs, Down into the collections; open one
    Tab alt+Left             # its Back button; back
    alt+1                    # the Featured tab again
)
default_keys=$(printf '%s ' "${walk[@]}")
keys=${ORCA_CHECK_KEYS:-$default_keys}
transcript=/tmp/orca-transcript.txt
strict=0
keep=""
shots=0
while [ $# -gt 0 ]; do
    case $1 in
        --keys) keys=$2; shift 2 ;;
        --transcript) transcript=$2; shift 2 ;;
        --strict) strict=1; shift ;;
        --keep) keep=$2; shift 2 ;;
        --shots) shots=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "unknown option: $1 (see --help)" >&2; exit 2 ;;
    esac
done

self=$(readlink -f "$0")
repo=$(cd "$(dirname "$self")/.." && pwd)

# ---------------------------------------------------------------- outer part
# Start a private X server and D-Bus session and run this script inside them.
if [ -z "${ORCA_CHECK_INNER:-}" ]; then
    for tool in xvfb-run dbus-run-session xdotool /usr/bin/orca /usr/libexec/at-spi-bus-launcher; do
        command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y orca xvfb xdotool at-spi2-core dbus" >&2; exit 2; }
    done
    bin=${LANDMARKS_BIN:-$repo/.build/debug/landmarks}
    /usr/bin/python3 -c 'import gi, pyatspi' 2>/dev/null ||
        { echo "/usr/bin/python3 lacks gi or pyatspi: apt-get install -y python3-gi python3-pyatspi" >&2; exit 2; }
    [ -x "$bin" ] || { echo "no app binary at $bin (build it first, or set LANDMARKS_BIN)" >&2; exit 2; }
    case $transcript in /*) ;; *) transcript=$PWD/$transcript ;; esac
    if [ -n "$keep" ]; then mkdir -p "$keep" && work=$(cd "$keep" && pwd); else work=$(mktemp -d /tmp/orca-check.XXXXXX); fi
    # A private copy: the build tree may be relinked while this runs.
    bindir=$(dirname "$(readlink -f "$bin")")
    resources=${LANDMARKS_RESOURCES:-$(readlink -f "$bindir/../../resources/landmarks.gresource")}
    locale=${LANDMARKS_LOCALEDIR:-$(readlink -f "$bindir/../../locale")}
    mkdir -p "$work/app"
    cp "$bin" "$work/app/landmarks"
    [ -f "$resources" ] && cp "$resources" "$work/app/landmarks.gresource"
    [ -d "$locale" ] && cp -r "$locale" "$work/app/locale"
    start=$(date +%s)
    ORCA_CHECK_INNER=1 ORCA_CHECK_WORK=$work ORCA_CHECK_KEYS=$keys \
        timeout -k 10 600 xvfb-run -a -s "-screen 0 1280x860x24 -nolisten tcp" \
        dbus-run-session -- "$self" --transcript "$transcript" $([ $strict = 1 ] && echo --strict) \
        $([ $shots = 1 ] && echo --shots) 2>"$work/session.err"
    status=$?
    [ $status = 124 ] && echo "orca-speech-check: timed out after 600 s" >&2
    if [ $status -gt 1 ] && [ -s "$work/session.err" ]; then
        echo "--- the session's error output (last lines):" >&2; tail -n 15 "$work/session.err" >&2
    fi
    echo "orca-speech-check: $(( $(date +%s) - start )) s, exit $status"
    if [ -z "$keep" ]; then rm -rf "$work"; else echo "scratch files kept in $work"; fi
    exit $status
fi

# ---------------------------------------------------------------- inner part
# Here: DISPLAY is the private Xvfb, DBUS_SESSION_BUS_ADDRESS the private bus.
work=${ORCA_CHECK_WORK:?}
log=$work/orca-debug.log
marks=$work/marks.tsv
printf '0\t(start)\n' > "$marks"
pids=()

cleanup() {
    local i
    for (( i=${#pids[@]}-1; i>=0; i-- )); do kill "${pids[i]}" 2>/dev/null; done
    sleep 0.5
    for (( i=${#pids[@]}-1; i>=0; i-- )); do kill -9 "${pids[i]}" 2>/dev/null; done
    wait 2>/dev/null
}
trap cleanup EXIT
trap 'exit 2' INT TERM

die() {
    echo "orca-speech-check: $*"
    if [ -f "$log" ]; then echo "--- last lines of Orca's debug log:"; tail -n 25 "$log" | cut -c1-200; fi
    exit 2
}

# Orca, flushed line by line, with a silent speech server and without the
# "another Orca is running" check. Arguments are passed on to Orca.
cat > "$work/orca-launch.py" <<'PY'
import runpy, sys, types
sys.path.insert(0, "/usr/lib/python3/dist-packages")
from orca import debug, settings, speechserver

_println = debug.println
def println(level, text="", timestamp=False):
    _println(level, text, timestamp)
    if debug.debugFile:
        debug.debugFile.flush()
debug.println = println

class NullSpeechServer(speechserver.SpeechServer):
    """Speaks nothing: Orca logs each SPEECH OUTPUT before it gets here."""
    _instance = None
    @staticmethod
    def getFactoryName(): return "Silent"
    @staticmethod
    def getSpeechServers(): return [NullSpeechServer.getSpeechServer()]
    @staticmethod
    def getSpeechServer(info=None):
        if NullSpeechServer._instance is None:
            NullSpeechServer._instance = NullSpeechServer()
        return NullSpeechServer._instance
    @staticmethod
    def shutdownActiveServers(): pass
    def getInfo(self): return ["Silent", "silent"]
    def getVoiceFamilies(self): return []

factory = types.ModuleType("orca_silent_speech")
factory.SpeechServer = NullSpeechServer
sys.modules["orca_silent_speech"] = factory
settings.speechServerFactory = "orca_silent_speech"
settings.speechFactoryModules = ["orca_silent_speech"]
settings.speechServerInfo = None

sys.argv = ["orca"] + sys.argv[1:]
cli = runpy.run_path("/usr/bin/orca", run_name="orca_cli")
cli["main"].__globals__["otherOrcas"] = lambda: []
sys.exit(cli["main"]())
PY

# The number of key releases Orca has processed so far.
released() { grep -c "PROCESS ATSPI_KEY_RELEASED_EVENT" "$log" 2>/dev/null; }
size() { stat -c %s "$log" 2>/dev/null || echo 0; }
orca_alive() { kill -0 "$orca_pid" 2>/dev/null; }

# Waits until Orca's log has not grown for $1 tenths of a second, at most
# $2 tenths; false when it never went quiet.
settle() {
    local quiet=$1 limit=$2 last now still=0 t=0
    last=$(size)
    while [ $t -lt "$limit" ]; do
        sleep 0.1; t=$((t + 1))
        now=$(size)
        if [ "$now" = "$last" ]; then
            still=$((still + 1))
            [ $still -ge "$quiet" ] && return 0
        else
            still=0; last=$now
        fi
    done
    return 1
}

mark() { printf '%s\t%s\n' "$(wc -l < "$log")" "$1" >> "$marks"; }

# 1. The accessibility bus (the app and Orca would start it on demand too).
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
pids+=($!)
sleep 0.5

# 2. The app, in a scratch data folder, in English.
data=$work/data
mkdir -p "$data/io.github.swiftgtk.Landmarks.Devel" "$data/config" "$data/cache"
printf '[Settings]\nwindow-width=1000\nwindow-height=720\nselected-tab=featured\n' \
    > "$data/io.github.swiftgtk.Landmarks.Devel/settings.ini"
app_env=(XDG_DATA_HOME="$data" XDG_CONFIG_HOME="$data/config" XDG_CACHE_HOME="$data/cache"
    GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo)
[ -f "$work/app/landmarks.gresource" ] && app_env+=(LANDMARKS_RESOURCES="$work/app/landmarks.gresource")
[ -d "$work/app/locale" ] && app_env+=(LANDMARKS_LOCALEDIR="$work/app/locale")
# Nothing may switch the app's accessibility off.
(cd "$work" && exec env -u GTK_A11Y -u NO_AT_BRIDGE "${app_env[@]}" "$work/app/landmarks" > "$work/app.log" 2>&1) &
app_pid=$!
pids+=($app_pid)

win=""
for (( t = 0; t < 240; t++ )); do
    win=$(xdotool search --onlyvisible --name '^Landmarks$' 2>/dev/null | head -n 1)
    [ -n "$win" ] && break
    kill -0 "$app_pid" 2>/dev/null || { tail -n 20 "$work/app.log"; die "the app exited before its window appeared"; }
    sleep 0.25
done
[ -n "$win" ] || { tail -n 20 "$work/app.log"; die "the app's window did not appear within 60 s"; }
# No window manager here: give the window the keyboard focus ourselves, and
# keep the pointer off it (no hover tooltips in the transcript).
timeout 10 xdotool windowfocus --sync "$win" 2>/dev/null || xdotool windowfocus "$win"
xdotool mousemove 1279 859
sleep 1

# 3. Orca, in the same session, with preferences of its own.
mkdir -p "$work/orca-prefs"
env -u GTK_A11Y -u NO_AT_BRIDGE GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 LANGUAGE= \
    XDG_DATA_HOME="$data" XDG_CONFIG_HOME="$data/config" XDG_CACHE_HOME="$data/cache" \
    /usr/bin/python3 "$work/orca-launch.py" -u "$work/orca-prefs" --debug-file="$log" \
    > "$work/orca.out" 2>&1 &
orca_pid=$!
pids+=($orca_pid)

t=0
until grep -q "ORCA: Starting registry" "$log" 2>/dev/null; do
    orca_alive || { cat "$work/orca.out"; die "Orca exited during start-up"; }
    [ $t -ge 600 ] && die "Orca did not start within 60 s"
    sleep 0.1; t=$((t + 1))
done
settle 15 200 || true
grep -q "SPEECH OUTPUT" "$log" || die "Orca started but said nothing"

# 4. The walk: each key, then wait until Orca has processed its release(s)
# (so it has echoed it) and has gone quiet.
n=0
unseen=()
for key in $keys; do
    n=$((n + 1))
    orca_alive || die "Orca exited during the walk (before key $n, $key)"
    kill -0 "$app_pid" 2>/dev/null || die "the app exited during the walk (before key $n, $key)"
    before=$(released)
    parts=$(( $(tr -cd '+' <<< "$key" | wc -c) + 1 ))
    mark "#$n $key"
    xdotool key --delay 40 "$key"
    t=0
    until [ "$(released)" -ge $((before + parts)) ]; do
        if [ $t -ge 150 ]; then unseen+=("$n:$key"); break; fi
        sleep 0.1; t=$((t + 1))
    done
    settle 10 100 || true
    if [ $shots = 1 ] && command -v import >/dev/null; then
        import -window root "$work/shot-$(printf %02d $n)-${key//[^A-Za-z0-9]/_}.png" 2>/dev/null
    fi
done
mark "(end)"

# 5. The transcript and the checks.
/usr/bin/python3 - "$log" "$marks" "$transcript" "$strict" "${unseen[*]:-}" <<'PY'
import re, sys

log_path, marks_path, out_path, strict, unseen = sys.argv[1:6]
strict = strict == "1"

marks = []
for line in open(marks_path, encoding="utf-8"):
    number, key = line.rstrip("\n").split("\t", 1)
    marks.append((int(number), key))

# SPEECH OUTPUT: 'text' {acss}  (a key echo: a space before the brace)
# SPEECH OUTPUT: 'text'{acss}   (anything else; " voice=…" may precede the brace)
# A text with line breaks goes on over lines indented by 18 spaces.
lines = open(log_path, encoding="utf-8", errors="replace").read().split("\n")
spoken = []   # (line number, text, is_echo)
i = 0
while i < len(lines):
    m = re.match(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*)$", lines[i])
    if not m:
        i += 1
        continue
    start = i
    body = m.group(1)
    while not re.search(r"'( voice=\w+)? ?\{", body) and i + 1 < len(lines) and lines[i + 1].startswith(" " * 18):
        i += 1
        body += "\n" + lines[i][18:]
    end = re.search(r"'( voice=\w+)?( ?)\{[^']*\}?$", body) or re.search(r"'( voice=\w+)?( ?)\{", body)
    text = body[:end.start()] if end else body
    is_echo = bool(end and end.group(2) == " ")
    spoken.append((start + 1, text, is_echo))
    i += 1

def step_for(line_number):
    label = "(before start)"
    for number, key in marks:
        if number < line_number:
            label = key
    return label

class_name = re.compile(r"\b(Gtk|Adw|Cgtk|Gdk|Gsk)[A-Z][A-Za-z]+")
doubled = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)
roles = ("push button", "toggle button", "menu button", "check box", "radio button", "combo box",
         "image", "icon", "label", "link", "entry", "text", "panel", "filler", "list item",
         "list", "menu item", "page tab", "slider", "spin button", "table cell", "tree item",
         "scroll pane", "button", "switch", "separator", "unknown", "section")
# An utterance that is a role and nothing else: a control without a name.
unnamed = re.compile(r"^\W*(%s)\W*$" % "|".join(re.escape(r) for r in roles), re.IGNORECASE)

out = []
problems, warnings = [], []
previous = None   # (step, text) of the last utterance that was not a key echo
for number, text, is_echo in spoken:
    step = step_for(number)
    shown = text.replace("\n", " / ")
    out.append("%-16s %s%s" % (step, shown, "   (key echo)" if is_echo else ""))
    if class_name.search(text):
        problems.append("class name spoken after %s: '%s'" % (step, shown))
    if is_echo:
        continue
    m = doubled.search(text)
    if m and not m.group(1).isdigit():
        warnings.append("word said twice after %s: '%s'" % (step, shown))
    if unnamed.match(text.strip()):
        warnings.append("unnamed control after %s: '%s'" % (step, shown))
    if previous == (step, text):
        warnings.append("said twice in a row after %s: '%s'" % (step, shown))
    previous = (step, text)

# The braille display shows what speech does not: the focus's ancestors.
braille = []
for line in lines:
    m = re.match(r"^\d\d:\d\d:\d\d\.\d+ - BRAILLE LINE:\s+'(.*)'\s*$", line)
    if m and class_name.search(m.group(1)) and m.group(1) not in braille:
        braille.append(m.group(1))
for b in braille:
    warnings.append("class name on the braille display: '%s'" % b)

with open(out_path, "w", encoding="utf-8") as f:
    f.write("# What Orca said, by the key that led to it (tools/orca-speech-check.sh)\n")
    f.write("\n".join(out) + "\n")

print("=== Orca speech transcript (%s) ===" % out_path)
print("\n".join(out))
print("===")
for key in unseen.split():
    print("NOTE: Orca did not report key %s within 15 s" % key)
for w in warnings:
    print(("FAIL: " if strict else "WARN: ") + w)
for p in problems:
    print("FAIL: " + p)
if not [t for _, t, e in spoken if not e]:
    print("ERROR: Orca said nothing but key echoes")
    sys.exit(2)
failed = problems or (strict and warnings)
print("%d utterances, %d class-name problems, %d warnings: %s"
      % (len(spoken), len(problems), len(warnings), "FAIL" if failed else "PASS"))
sys.exit(1 if failed else 0)
PY
