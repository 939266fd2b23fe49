"""GIR files read into a registry of every type they name (the naming rules
that turn GIR names into Swift ones are in naming.py). Knows nothing of
Swift's types."""
from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET

from . import naming
from .naming import SWIFT_KEYWORDS, camel, ident, bare  # noqa: F401 (the naming rules, re-exported)

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"

GIR_DIR = "/usr/share/gir-1.0"
# The GIR files written as modules, and those read to know their types.
GENERATED = ["Gtk-4.0", "Adw-1"]
KNOWN = ["GLib-2.0", "GObject-2.0", "Gio-2.0", "Gdk-4.0", "Gsk-4.0", "Pango-1.0", "Graphene-1.0", "cairo-1.0",
         "GdkPixbuf-2.0", "HarfBuzz-0.0", "GModule-2.0", "PangoCairo-1.0"]

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# Declared in gtk/gtkunixprint.h, outside gtk/gtk.h.
UNIX_PRINT = {"Gtk.PageSetupUnixDialog", "Gtk.PrintUnixDialog", "Gtk.Printer", "Gtk.PrintJob", "Gtk.PrintCapabilities"}

# Member names each generated class declares, shared by both modules'
# generators: a subclass leaves out a name an ancestor already has.
DECLARED: dict[str, set[str]] = {}


class Registry:
    """What every GIR type name is: class, interface, enumeration, flags, record, …"""

    def __init__(self):
        self.kinds: dict[str, str] = {}        # "Gtk.Widget" -> "class"
        self.elements: dict[str, ET.Element] = {}
        self.ctypes: dict[str, str] = {}       # "Gtk.Orientation" -> "GtkOrientation"
        self.parents: dict[str, str] = {}      # "Gtk.Scale" -> "Gtk.Range"
        self.generated: set[str] = set()
        self.deprecated: set[str] = set()

    def load(self, path: str, generate: bool):
        root = ET.parse(path).getroot()
        namespace = root.find(CORE + "namespace")
        ns = namespace.get("name")
        for element in namespace:
            tag = element.tag.replace(CORE, "").replace(GLIB, "")
            name = element.get("name")
            if not name:
                continue
            full = f"{ns}.{name}"
            kind = {"class": "class", "interface": "interface", "enumeration": "enum", "bitfield": "flags",
                    "record": "record", "union": "record", "callback": "callback", "alias": "record",
                    "boxed": "record"}.get(tag)
            if not kind:
                continue
            if kind == "class" and element.get(GLIB + "fundamental") == "1":
                kind = "fundamental"
            if kind == "class" and full not in ("GObject.Object", "GObject.InitiallyUnowned"):
                parent = element.get("parent")
                if parent:
                    self.parents[full] = parent if "." in parent else f"{ns}.{parent}"
            self.kinds[full] = kind
            self.elements[full] = element
            ctype = element.get(C + "type") or element.get(GLIB + "type-name")
            if ctype:
                self.ctypes[full] = ctype
            if element.get("deprecated") == "1":
                self.deprecated.add(full)
            if generate:
                self.generated.add(full)

    def resolve(self, name: str, ns: str) -> str:
        return name if "." in name else f"{ns}.{name}"

    def is_gobject_class(self, full: str) -> bool:
        seen = 0
        while full in self.parents and seen < 64:
            full = self.parents[full]
            seen += 1
        return full in ("GObject.Object", "GObject.InitiallyUnowned")


class Skipped:
    def __init__(self):
        self.reasons: dict[str, list[str]] = {}

    def add(self, reason: str, what: str):
        self.reasons.setdefault(reason, []).append(what)


def signature_key(name: str, labels: list[str]) -> str:
    """`append(child:)`: a function's name with its argument labels."""
    return f"{name}({''.join(label + ':' for label in labels)})"


def parameter_names(callable_element) -> list[str]:
    params = callable_element.find(CORE + "parameters")
    return [p.get("name") for p in params.findall(CORE + "parameter")] if params is not None else []


def swift_member(callable_element) -> tuple[str | None, str, list[str]]:
    """How naming.py names a GIR method or function: the property it
    becomes (or None), else its Swift base name and argument labels."""
    name, arguments = callable_element.get("name"), parameter_names(callable_element)
    returned = callable_element.find(CORE + "return-value")
    returned_type = returned.find(CORE + "type") if returned is not None else None
    returns_value = returned is not None and (returned_type is None or returned_type.get("name") != "none")
    returns_bool = returned_type is not None and returned_type.get("name") == "gboolean"
    accessor = naming.getter_property(name, len(arguments), returns_bool, returns_value)
    labels = ([naming.first_label(name, arguments[0], arguments[1:])] if arguments else []) + \
        [naming.later_label(argument) for argument in arguments[1:]]
    return accessor, naming.method_name(name, len(arguments), arguments[0] if arguments else None), labels
