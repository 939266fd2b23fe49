#!/usr/bin/env python3
"""Writes a pseudo-translation of the app: every message of po/landmarks.pot
"translated" into look-alike accented letters between ⟦ and ⟧, placeholders
(%1$s, %d, %%) and escapes kept, so a screen shows at a glance which of its
texts went through gettext and which did not — a text with plain ASCII
letters left in it was never marked for translation, or was marked but
never looked up. With --rtl the texts are also turned right to left, for a
look at the mirrored layout.

    tools/pseudo-locale.py --output DIR/LANG/LC_MESSAGES/landmarks.mo [--rtl] [POT]

It compiles with msgfmt --check, so a broken placeholder fails here too.
Used by the pseudo-locale walk in the journey tests and by
tools/take-screenshots.sh for the right-to-left look."""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOOKALIKES = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀćďéƒǧĥíĵǩĺɱńóƥʠŕšťúʋŵẋýžÁƁĆĎÉƑǦĤÍĴǨĹМŃÓƤɊŔŠŤÚƲŴẊÝŽ"))
# What must stay as written: placeholders, %%, and PO escapes such as \n or \".
KEEP = re.compile(r'%(?:\d+\$)?[sd]|%%|\\.')
OPEN, CLOSE = "⟦", "⟧"
RTL_OVERRIDE, POP = "\u202e", "\u202c"


def transform(text, rtl):
    if text == "":
        return ""
    pieces, last = [], 0
    for match in KEEP.finditer(text):
        pieces.append("".join(LOOKALIKES.get(c, c) for c in text[last:match.start()]))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append("".join(LOOKALIKES.get(c, c) for c in text[last:]))
    body = OPEN + "".join(pieces) + CLOSE
    return RTL_OVERRIDE + body + POP if rtl else body


def entries(pot):
    """(context, msgid, plural) of every message but the header, PO-escaped."""
    for block in pot.split("\n\n"):
        fields = {}
        key = None
        for line in block.splitlines():
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if match:
                key = match.group(1)
                fields[key] = match.group(2)
            elif line.startswith('"') and key:
                fields[key] += line[1:-1]
        if fields.get("msgid"):
            yield fields.get("msgctxt"), fields["msgid"], fields.get("msgid_plural")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("--rtl", action="store_true")
    parser.add_argument("pot", nargs="?", default=os.path.join(ROOT, "po", "landmarks.pot"))
    options = parser.parse_args()
    with open(options.pot, encoding="utf-8") as source:
        pot = source.read()
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
             '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', ""]
    for context, msgid, plural in entries(pot):
        if context is not None:
            lines.append(f'msgctxt "{context}"')
        lines.append(f'msgid "{msgid}"')
        if plural is not None:
            lines.append(f'msgid_plural "{plural}"')
            lines.append(f'msgstr[0] "{transform(msgid, options.rtl)}"')
            lines.append(f'msgstr[1] "{transform(plural, options.rtl)}"')
        else:
            lines.append(f'msgstr "{transform(msgid, options.rtl)}"')
        lines.append("")
    os.makedirs(os.path.dirname(os.path.abspath(options.output)), exist_ok=True)
    result = subprocess.run(["msgfmt", "--check-format", "-o", options.output, "-"],
                            input="\n".join(lines), text=True)
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
