#!/bin/sh
# Regenerates the translation template po/landmarks.pot and its file list
# po/POTFILES from the sources, and merges the template into every po/*.po.
#
#   tools/update-pot.sh            write po/POTFILES, po/landmarks.pot, update the .po files
#   tools/update-pot.sh --check    change nothing; exit 1 if either file is out of date
#
# xgettext has no Swift parser; Swift's string literals, comments and calls
# read the same as C's for the calls we mark, so the Swift sources go through
# its C mode with the keywords of GtkBridge's Translation.swift: tr (gettext),
# ntr (ngettext) and ctr (pgettext). They take only literals (StaticString),
# so nothing computed can hide from the extractor. The GtkBuilder file,
# desktop entry, metainfo and settings schema go through xgettext's own rules.
# Only the `--check` mode runs in `make test` (po/Makefile.rules says why the
# pseudo-locale walk is the check that nothing was missed).
set -eu
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every Swift file that marks a string, then the data files, in a stable order.
{
    echo "# Files with translatable strings; written by tools/update-pot.sh."
    grep -rlE '\b(tr|ntr|ctr)\("' Sources --include='*.swift' | grep -v '^Sources/GtkBridge/Translation.swift$' | LC_ALL=C sort
    echo "Resources/gtk/help-overlay.ui"
    echo "Resources/io.github.swiftgtk.Landmarks.desktop.in"
    echo "Resources/io.github.swiftgtk.Landmarks.metainfo.xml.in"
    echo "Resources/io.github.swiftgtk.Landmarks.gschema.xml"
} > "$work/POTFILES"

grep -v '^#' "$work/POTFILES" | grep '\.swift$' > "$work/swift-files"
grep -v '^#' "$work/POTFILES" | grep -v '\.swift$' > "$work/data-files"

common="--from-code=UTF-8 --add-comments=Translators: --sort-by-file --package-name=landmarks \
    --package-version=$(cat VERSION) --msgid-bugs-address=https://github.com/swiftgtk/landmarks/issues"
# shellcheck disable=SC2086
xgettext $common --language=C --keyword --keyword=tr:1 --keyword=ntr:1,2 --keyword=ctr:1c,2 \
    --flag=tr:1:c-format --flag=ntr:1:c-format --flag=ntr:2:c-format --flag=ctr:2:c-format \
    --files-from="$work/swift-files" --output="$work/swift.pot"
# shellcheck disable=SC2086
xgettext $common --files-from="$work/data-files" --output="$work/data.pot"
msgcat --use-first --sort-by-file "$work/swift.pot" "$work/data.pot" -o "$work/landmarks.pot"
# The creation date changes on every run; it is not part of what is compared.
sed -i '/^"POT-Creation-Date:/d' "$work/landmarks.pot"

if $check; then
    status=0
    cmp -s "$work/POTFILES" po/POTFILES || { echo "po/POTFILES is out of date: run tools/update-pot.sh" >&2; status=1; }
    # Where a message sits in the sources moves with every edit; what is
    # compared is the messages, their comments and flags.
    grep -v '^#: ' po/landmarks.pot > "$work/committed.pot"
    grep -v '^#: ' "$work/landmarks.pot" > "$work/current.pot"
    cmp -s "$work/current.pot" "$work/committed.pot" || {
        echo "po/landmarks.pot is out of date with the sources: run tools/update-pot.sh" >&2
        diff -u "$work/committed.pot" "$work/current.pot" | head -40 >&2 || true
        status=1
    }
    exit $status
fi

cp "$work/POTFILES" po/POTFILES
cp "$work/landmarks.pot" po/landmarks.pot
for po in po/*.po; do
    [ -e "$po" ] || continue
    msgmerge --quiet --update --backup=none --no-fuzzy-matching --sort-by-file "$po" po/landmarks.pot
    # Messages the sources no longer have are dropped, not kept commented out.
    msgattrib --no-obsolete --sort-by-file --output-file="$po" "$po"
done
