#!/usr/bin/env python3
"""Generate the typed Swift modules `Gtk` and `Adw` from GObject introspection.

Reads the GIR files Debian's -dev packages install (/usr/share/gir-1.0:
Gtk-4.0, Adw-1, and GObject, Gio, Gdk, Gsk, Pango, GLib, Graphene, cairo to
know what their types are) and writes one Swift file per class or interface
(split into `Name+Properties`, `+Signals`, `+Methods` extension files when it
would pass about 400 lines) and one per enumeration or flags type (a long
enumeration's raw-value conversions in `Name+RawValue.swift`), under
Sources/Gtk/Generated and Sources/Adw/Generated:

  * classes keep their tree (`Gtk.Scale: Gtk.Range: Gtk.Widget`, and
    a class whose parent is GObject's or another library's, `Gtk.Widget`
    included, sits on GtkBridge's `GObjectHandle`);
    interfaces are protocols with their members in an extension; a class's
    GType is `gType`, and `handle.cast(to: Gtk.Scale.self)` is the checked cast;
  * names read as Swift written by hand (the rules are tools/bindings/naming.py,
    each with a unit test in test_naming.py): constructors are `init`s
    labelled by what they are made from (`Gtk.Label(_:)`,
    `Gtk.Button(label:)`, `Gtk.Image(iconName:)`); a zero-argument getter
    is a property (`widget.firstChild`, `window.isMaximized`), settable
    where a setter of its type exists; Boolean properties read as
    assertions (`isVisible`, `isModal`, `hasFrame`); methods drop `get_`
    where they take arguments and a first label their name already says or
    a C stand-in name gave (`box.append(_:)`, `carousel.nthPage(_:)`,
    `widget.hasAncestor(_:)`, `stringList.remove(at:)`); a result may be
    dropped silently only where a call is made for what it does;
  * every property is a typed Swift property in lowerCamelCase (through its C
    getter and setter, or GObject's property calls where it has none), settable
    where the GIR says so, with `onNotify<Name>` for its change;
  * every signal is `on<Name>` taking a typed closure, returning GtkBridge's
    blockable, disconnectable `SignalConnection`; the closure is owned by GLib
    (GtkBridge's signal box) and is handed the wrapper it was connected on
    while that lives, so an emission makes no wrapper;
  * enumerations and flags are Swift structs (`RawRepresentable`, flags an
    `OptionSet`), so aliases and values a newer library adds still fit.

Left out, each counted in Sources/<Module>/Generated/LEFT-OUT.md with the
reason: deprecated API; what is not introspectable; members whose types this
generator does not map (records and boxed structs, callbacks, arrays, out and
in-out parameters, GVariant, GError, lists, types from other libraries but
GObject's objects and interfaces, which are `GObjectHandle`); members that
would collide with a name `GObjectHandle` or a hand-written extension of
`Gtk.Widget` (Sources/Gtk, GtkUI/Representable) already has.

The work is in tools/bindings/: `gir` (the registry of GIR types),
`naming` (how a GIR name becomes a Swift one), `typemap` (how each type crosses into Swift), `classes`,
`members`, `callables`, `properties`, `signals` and `enums` (one writer per
kind of declaration), put together in `generator`.

Usage:
    tools/generate-bindings.py            # write the files
    tools/generate-bindings.py --check    # exit 1 when the committed files differ

Python 3's standard library only.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

from bindings.generator import Generator
from bindings.gir import CORE, GIR_DIR, GENERATED, KNOWN, ROOT, Registry, signature_key
from bindings.typemap import ENUM_ONLY


def scan_excluded() -> dict[str, set[str]]:
    """What GtkBridge's GObjectHandle and the hand-written extensions of
    Gtk.Widget (in Sources/Gtk and GtkUI/Representable) already declare, by the class that declares it: property names, and
    functions as `name(label:)` keys (a generated method with other labels is
    an overload, not a clash)."""
    names = {"Widget": set(), "GObjectHandle": set()}
    var_pattern = re.compile(r"\b(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)")
    func_pattern = re.compile(r"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>]*>)?\s*\(([^)]*)\)")
    files = []
    for folder in ("Sources/GtkBridge", "Sources/Gtk", "Sources/GtkUI/Representable"):
        for file in sorted(os.listdir(os.path.join(ROOT, folder))):
            if file.endswith(".swift"):
                files.append(os.path.join(ROOT, folder, file))
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for match in re.finditer(r"(?:class|extension) (?:Gtk\.)?(Widget|GObjectHandle)\b[^{]*\{", text):
            owner = names[match.group(1)]
            depth, index = 1, match.end()
            while depth and index < len(text):
                depth += {"{": 1, "}": -1}.get(text[index], 0)
                index += 1
            body = text[match.end():index]
            # Only the members at the top of the body.
            level = 0
            for line in body.split("\n"):
                if level == 0 and ("public" in line or "open" in line):
                    found = func_pattern.search(line)
                    if found:
                        labels = []
                        for parameter in filter(None, (p.strip() for p in found.group(2).split(","))):
                            head = parameter.split(":")[0].split()
                            labels.append(head[0] if head else "_")
                        owner.add(signature_key(found.group(1), labels))
                        owner.add(found.group(1) + "()" if not labels else found.group(1) + "(*)")
                    else:
                        found = var_pattern.search(line)
                        if found:
                            owner.add(found.group(1))
                level += line.count("{") - line.count("}")
    names["GObjectHandle"] |= {"gType", "make", "wrap", "raw", "object", "opaque", "pointer", "typeName", "connect", "cast", "isA"}
    return names


def write(path: str, text: str, check: bool, stale: list[str]):
    if check:
        try:
            with open(path, encoding="utf-8") as f:
                if f.read() == text:
                    return
        except FileNotFoundError:
            pass
        stale.append(os.path.relpath(path, ROOT))
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report generated files that are out of date")
    parser.add_argument("--gir-dir", default=GIR_DIR)
    parser.add_argument("--out", default=os.path.join(ROOT, "Sources"), help="where the module folders go")
    arguments = parser.parse_args()

    registry = Registry()
    for name in KNOWN + GENERATED:
        if not os.path.exists(os.path.join(arguments.gir_dir, name + ".gir")):
            # The output depends on every one of them: none may be silently missing.
            print(f"{name}.gir is not in {arguments.gir_dir}: run tools/install-deps.sh build "
                  "(libgtk-4-dev, libadwaita-1-dev, libgirepository1.0-dev)", file=sys.stderr)
            return 2
    for name in KNOWN:
        registry.load(os.path.join(arguments.gir_dir, name + ".gir"), generate=False)
    for name in GENERATED:
        registry.load(os.path.join(arguments.gir_dir, name + ".gir"), generate=True)
    excluded = scan_excluded()
    stale: list[str] = []
    for gir in GENERATED:
        ns = gir.split("-")[0]
        module = ns
        namespace = ET.parse(os.path.join(arguments.gir_dir, gir + ".gir")).getroot().find(CORE + "namespace")
        generator = Generator(registry, ns, module, excluded)
        out_dir = os.path.join(arguments.out, module, "Generated")
        expected = set()
        classes = namespace.findall(CORE + "class")
        depth = {e.get("name"): len(generator.ancestors(f"{ns}.{e.get('name')}")) for e in classes}
        ordered = [(e, True) for e in namespace.findall(CORE + "interface")] + \
            [(e, False) for e in sorted(classes, key=lambda e: depth[e.get("name")])]
        for element, interface in ordered:
            if True:
                files = generator.generate_class(element, interface)
                if files is None:
                    continue
                for filename, text in files.items():
                    expected.add(filename)
                    write(os.path.join(out_dir, filename), text, arguments.check, stale)
        # One file per enumeration or flags type: `Gtk.Orientation` in `Enum+Orientation.swift`.
        sources = [(generator, "Enum", namespace.findall(CORE + "enumeration"), False),
                   (generator, "Flags", namespace.findall(CORE + "bitfield"), True)]
        if module == "Gtk":
            for other in ENUM_ONLY:
                other_ns = ET.parse(os.path.join(arguments.gir_dir, f"{ENUM_ONLY[other]}.gir")).getroot().find(CORE + "namespace")
                other_generator = Generator(registry, other, other, excluded)
                sources += [(other_generator, other, other_ns.findall(CORE + "enumeration"), False),
                            (other_generator, other, other_ns.findall(CORE + "bitfield"), True)]
        for source, prefix, elements, flags in sources:
            for element in elements:
                text = source.generate_enums([element], flags=flags)
                if "public struct" not in text and "public enum" not in text:
                    continue
                filename = f"{prefix}+{element.get('name')}.swift"
                expected.add(filename)
                write(os.path.join(out_dir, filename), text, arguments.check, stale)
                if source.enum_conversions:
                    # A long enumeration's raw values, in a file of their own.
                    extra = f"{prefix}+{element.get('name')}+RawValue.swift"
                    expected.add(extra)
                    write(os.path.join(out_dir, extra), source.enum_conversions, arguments.check, stale)
        expected.add("LEFT-OUT.md")
        report = [f"# What the generated {module} module leaves out", "",
                  f"From {gir}.gir by `tools/generate-bindings.py`, and why. Counts, then each item.", ""]
        for reason, items in sorted(generator.skipped.reasons.items(), key=lambda item: (-len(item[1]), item[0])):
            report.append(f"- {reason}: {len(items)}")
        report.append("")
        for reason, items in sorted(generator.skipped.reasons.items()):
            report.append(f"## {reason}")
            report.append("")
            report += [f"- `{item}`" for item in sorted(set(items))]
            report.append("")
        write(os.path.join(out_dir, "LEFT-OUT.md"), "\n".join(report), arguments.check, stale)
        if os.path.isdir(out_dir):
            for existing in os.listdir(out_dir):
                if existing not in expected:
                    if arguments.check:
                        stale.append(os.path.relpath(os.path.join(out_dir, existing), ROOT) + " (no longer generated)")
                    else:
                        os.remove(os.path.join(out_dir, existing))
    if arguments.check and stale:
        print("Generated bindings are out of date; run `make bindings`:", file=sys.stderr)
        for path in stale[:20]:
            print("  " + path, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
