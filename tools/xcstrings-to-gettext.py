#!/usr/bin/env python3
"""Converts an Xcode string catalogue (`.xcstrings`) for GtkUI on GNOME.

Xcode makes two things of a catalogue that a Linux build does not: the
translations, and Swift symbols for its keys (`.LandmarkData.alpsName`).
This writes both for a gettext domain named after the catalogue:

  xcstrings-to-gettext.py CATALOGUE.xcstrings --po-dir DIR --swift FILE

- `DIR/<language>.po` for each language the catalogue translates (not its
  source language): msgid the key, msgstr the translation, the catalogue's
  comment as a translator comment. Compile them with msgfmt into
  `<locale dir>/<language>/LC_MESSAGES/<table>.mo` and bind the table with
  `Translation.bind(domain:directory:)`.
- FILE: `extension LocalizedStringResource { enum <Table> { static var ... } }`,
  one property per key, named as Xcode names them (`ALPS_NAME` is
  `alpsName`), each reading its source-language text where no translation
  is found. Keys whose text has placeholders (`%@`) are listed and left out:
  Xcode makes functions of them, which this does not.

With `--check`, nothing is written: the exit status says whether the files
are what this would write. It does not read `.strings` or `.stringsdict`.
"""
import argparse
import json
import os
import re
import sys


def symbol_name(key):
    """Xcode's symbol for a key: its words (letters of any script, digits) in lower camel case."""
    words = [word for word in re.split(r"[\W_]+", key) if word]
    if not words:
        return None
    parts = [words[0].lower()] + [word[:1].upper() + word[1:].lower() for word in words[1:]]
    name = "".join(parts)
    return "_" + name if name[0].isdigit() else name


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + escaped + '"'


def po_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + escaped + '"'


def unit_value(entry, language):
    unit = entry.get("localizations", {}).get(language, {}).get("stringUnit")
    return unit.get("value") if unit else None


def convert(path):
    with open(path, encoding="utf-8") as handle:
        catalogue = json.load(handle)
    table = os.path.splitext(os.path.basename(path))[0]
    source = catalogue.get("sourceLanguage", "en")
    strings = catalogue.get("strings", {})
    languages = sorted({language for entry in strings.values() for language in entry.get("localizations", {})} - {source})

    po_files = {}
    for language in languages:
        lines = [
            f"# {table}, converted from {os.path.basename(path)} by tools/xcstrings-to-gettext.py.",
            'msgid ""',
            'msgstr ""',
            '"MIME-Version: 1.0\\n"',
            '"Content-Type: text/plain; charset=UTF-8\\n"',
            '"Content-Transfer-Encoding: 8bit\\n"',
            f'"Language: {language}\\n"',
            "",
        ]
        for key in sorted(strings):
            value = unit_value(strings[key], language)
            if value is None:
                continue
            comment = strings[key].get("comment")
            if comment:
                lines.append("#. " + comment.replace("\n", " "))
            lines += [f"msgid {po_string(key)}", f"msgstr {po_string(value)}", ""]
        po_files[language] = "\n".join(lines)

    properties, skipped = [], []
    for key in sorted(strings):
        entry = strings[key]
        text = unit_value(entry, source) or key
        name = symbol_name(key)
        if name is None or re.search(r"%(\d+\$)?[@dlfsu]", text):
            skipped.append(key)
            continue
        comment = entry.get("comment")
        doc = f"        /// {comment.replace(chr(10), ' ')}\n" if comment else ""
        properties.append(
            f"{doc}        static var {name}: LocalizedStringResource {{\n"
            f"            LocalizedStringResource({swift_string(key)}, defaultValue: {swift_string(text)}, table: {swift_string(table)})\n"
            f"        }}")
    swift = (
        f"// The symbols Xcode makes for {os.path.basename(path)}, written by\n"
        f"// tools/xcstrings-to-gettext.py: each key of the table as a resource that\n"
        f"// reads its translation from the gettext domain \"{table}\".\n"
        "import GtkUI\n\n"
        "extension LocalizedStringResource {\n"
        f"    enum {table} {{\n" + "\n\n".join(properties) + "\n    }\n}\n")
    return po_files, swift, skipped


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalogue")
    parser.add_argument("--po-dir", required=True)
    parser.add_argument("--swift", required=True)
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    po_files, swift, skipped = convert(arguments.catalogue)
    wanted = {os.path.join(arguments.po_dir, f"{language}.po"): text for language, text in po_files.items()}
    wanted[arguments.swift] = swift
    if arguments.check:
        stale = []
        for path, text in wanted.items():
            try:
                with open(path, encoding="utf-8") as handle:
                    if handle.read() != text:
                        stale.append(path)
            except OSError:
                stale.append(path)
        for path in stale:
            print(f"xcstrings-to-gettext: {path} is not what {arguments.catalogue} makes", file=sys.stderr)
        return 1 if stale else 0
    os.makedirs(arguments.po_dir, exist_ok=True)
    for path, text in wanted.items():
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    for key in skipped:
        print(f"xcstrings-to-gettext: {key} has placeholders; no symbol written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
