#!/usr/bin/env python3
"""Generate the typed Swift modules `Gtk` and `Adw` from GObject introspection.

Reads the GIR files Debian's -dev packages install (/usr/share/gir-1.0:
Gtk-4.0, Adw-1, and GObject, Gio, Gdk, Gsk, Pango, GLib, Graphene, cairo to
know what their types are) and writes one Swift file per class or interface
(split into `Name+Properties`, `+Signals`, `+Methods` extension files when it
would pass about 400 lines) and one per enumeration or flags type, under
Sources/Gtk/Generated and Sources/Adw/Generated:

  * classes keep their tree (`Gtk.Scale: Gtk.Range: Gtk.Widget`, and
    `Gtk.Widget` sits on GtkBridge's `Widget`; a class whose parent is
    GObject's or another library's sits on GtkBridge's `GObjectHandle`);
    interfaces are protocols with their members in an extension; a class's
    GType is `gType`, and `handle.cast(to: Gtk.Scale.self)` is the checked cast;
  * constructors are `init`s labelled with the GIR parameter names (a named
    constructor's first label is its name: `Gtk.Label(withMnemonic str:)`);
  * every property is a typed Swift property in lowerCamelCase (through its C
    getter and setter, or GObject's property calls where it has none), settable
    where the GIR says so, with `onNotify<Name>` for its change;
  * every signal is `on<Name>` taking a typed closure, returning GtkBridge's
    blockable, disconnectable `SignalConnection`; the closure is owned by GLib
    (GtkBridge's signal box);
  * methods are lowerCamelCase with the GIR argument names as labels, nullable
    values as optionals, ownership transfer honoured (a returned object taken
    in full is adopted, one not taken is retained; a returned string taken in
    full is freed);
  * enumerations and flags are Swift structs (`RawRepresentable`, flags an
    `OptionSet`), so aliases and values a newer library adds still fit.

Left out, each counted in Sources/<Module>/Generated/LEFT-OUT.md with the
reason: deprecated API; what is not introspectable; members whose types this
generator does not map (records and boxed structs, callbacks, arrays, out and
in-out parameters, GVariant, GError, lists, types from other libraries but
GObject's objects and interfaces, which are `GObjectHandle`); members that
would collide with a name GtkBridge's `Widget` or `GObjectHandle` already has.

Usage:
    tools/generate-bindings.py            # write the files
    tools/generate-bindings.py --check    # exit 1 when the committed files differ

Python 3's standard library only.
"""
from __future__ import annotations

import argparse
import keyword
import os
import re
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"

GIR_DIR = "/usr/share/gir-1.0"
# Marks where a kind of member starts in a list of generated lines.
SECTION = "\x00"
# Files stay under about 400 lines: a bigger type's members go to
# `Name+Properties.swift`, `Name+Signals.swift`, `Name+Methods.swift` (numbered past one file).
FILE_LINES = 380
# Namespaces whose enumerations and flags the Gtk module carries too (as
# `Gdk.ModifierType`, `Pango.WrapMode`), since GTK's signals, properties and
# methods take them; each with the GIR file it is read from.
ENUM_ONLY = {"Gdk": "Gdk-4.0", "Pango": "Pango-1.0"}
# GtkBridge's static functions, whose names an instance property may take.
STATIC_ONLY = {"wrap", "make"}
# Boxed types GtkBridge wraps by hand: GIR name -> (Swift class, C ref function).
BOXED = {"GLib.DateTime": ("GLibDateTime", "g_date_time_ref"), "Pango.AttrList": ("TextAttributes", "pango_attr_list_ref")}
BOXED_SWIFT = {swift for swift, _ in BOXED.values()}
# Declared in gtk/gtkunixprint.h, outside gtk/gtk.h.
UNIX_PRINT = {"Gtk.PageSetupUnixDialog", "Gtk.PrintUnixDialog", "Gtk.Printer", "Gtk.PrintJob", "Gtk.PrintCapabilities"}
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
GENERATED = ["Gtk-4.0", "Adw-1"]
KNOWN = ["GLib-2.0", "GObject-2.0", "Gio-2.0", "Gdk-4.0", "Gsk-4.0", "Pango-1.0", "Graphene-1.0", "cairo-1.0",
         "GdkPixbuf-2.0", "HarfBuzz-0.0", "GModule-2.0", "PangoCairo-1.0"]

SWIFT_KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol",
}

# Basic GIR types: Swift type, how a Swift value becomes C, how a C value becomes Swift.
BASIC = {
    "gboolean": ("Bool", "({v} ? 1 : 0)", "({v} != 0)"),
    # Integers cross with numericCast: a getter's C type may differ from its
    # property's (guint for a gint property), and GLib's 64-bit and size types
    # import as Int or UInt. The Swift side keeps the GIR type's meaning.
    "gint": ("Int32", "numericCast({v})", "numericCast({v})"), "guint": ("UInt32", "numericCast({v})", "numericCast({v})"),
    "gint8": ("Int8", "numericCast({v})", "numericCast({v})"), "guint8": ("UInt8", "numericCast({v})", "numericCast({v})"),
    "gint16": ("Int16", "numericCast({v})", "numericCast({v})"), "guint16": ("UInt16", "numericCast({v})", "numericCast({v})"),
    "gint32": ("Int32", "numericCast({v})", "numericCast({v})"), "guint32": ("UInt32", "numericCast({v})", "numericCast({v})"),
    "gint64": ("Int64", "numericCast({v})", "numericCast({v})"), "guint64": ("UInt64", "numericCast({v})", "numericCast({v})"),
    "glong": ("Int", "numericCast({v})", "numericCast({v})"), "gulong": ("UInt", "numericCast({v})", "numericCast({v})"),
    "gsize": ("Int", "numericCast({v})", "numericCast({v})"), "gssize": ("Int", "numericCast({v})", "numericCast({v})"),
    "gunichar": ("UInt32", "numericCast({v})", "numericCast({v})"),
    "gfloat": ("Float", "{v}", "{v}"), "gdouble": ("Double", "{v}", "{v}"),
    "GType": ("GType", "{v}", "{v}"),
}
# The C types a signal thunk declares for basic GIR types.
BASIC_C = {
    "gboolean": "gboolean", "gint": "gint", "guint": "guint", "gint8": "gint8", "guint8": "guint8",
    "gint16": "gint16", "guint16": "guint16", "gint32": "gint32", "guint32": "guint32", "gint64": "gint64",
    "guint64": "guint64", "glong": "glong", "gulong": "gulong", "gsize": "gsize", "gssize": "gssize",
    "gfloat": "gfloat", "gdouble": "gdouble", "gunichar": "gunichar", "GType": "GType",
}
# GValue accessors for properties without a C getter or setter: GIR type -> (get, set, Swift type).
GVALUE = {
    "gboolean": ("GObjectProperty.bool", "GObjectProperty.setBool", "Bool"),
    "gint": ("GObjectProperty.int32", "GObjectProperty.setInt32", "Int32"),
    "guint": ("GObjectProperty.uint32", "GObjectProperty.setUInt32", "UInt32"),
    "gint64": ("GObjectProperty.int64", "GObjectProperty.setInt64", "Int64"),
    "gdouble": ("GObjectProperty.double", "GObjectProperty.setDouble", "Double"),
    "gfloat": ("GObjectProperty.float", "GObjectProperty.setFloat", "Float"),
}


def camel(name: str, upper: bool = False) -> str:
    parts = [p for p in re.split(r"[-_]", name) if p]
    if not parts:
        return name
    first = parts[0] if not upper else parts[0][:1].upper() + parts[0][1:]
    result = first + "".join(p[:1].upper() + p[1:] for p in parts[1:])
    return result


def ident(name: str) -> str:
    """A Swift identifier for a GIR name (lowerCamelCase, escaped where needed)."""
    result = camel(name)
    if result[:1].isdigit():
        result = "_" + result
    return f"`{result}`" if result in SWIFT_KEYWORDS else result


def bare(identifier: str) -> str:
    return identifier.strip("`")


def doc_line(element) -> str | None:
    doc = element.find(CORE + "doc")
    if doc is None or not doc.text:
        return None
    text = doc.text.strip().split("\n\n")[0].replace("\n", " ")
    text = re.sub(r"\[(?:class|method|property|signal|iface|enum|flags|func|ctor|struct|vfunc|id|type)@([^\]]+)\]", r"`\1`", text)
    text = re.sub(r"\s+", " ", text)
    return text if len(text) <= 300 else text[:297].rsplit(" ", 1)[0] + "…"


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


class TypeInfo:
    """How one GIR type crosses between Swift and C, in one direction."""

    def __init__(self, swift: str, to_c: str, from_c: str, thunk_c: str, from_thunk: str, object_class: str | None = None):
        self.swift = swift          # the Swift type (without optionality)
        self.to_c = to_c            # template with {v}
        self.from_c = from_c        # template with {v}
        self.thunk_c = thunk_c      # the C type a signal thunk declares
        self.from_thunk = from_thunk  # template converting a thunk argument
        self.object_class = object_class


class Generator:
    # Member names each generated class declares, shared by both modules'
    # generators: a subclass leaves out a name an ancestor already has.
    declared: dict[str, set[str]] = {}

    def __init__(self, registry: Registry, ns: str, module: str, excluded: set[str]):
        self.registry = registry
        self.ns = ns
        self.module = module
        self.excluded = excluded
        self.skipped = Skipped()

    # Type names -------------------------------------------------------------

    def swift_class_name(self, full: str) -> str:
        # Always qualified: the types live in the module's namespace enum
        # (`Gtk.Text`), so they never clash with GtkUI's `Text` in a file that
        # imports both, and a protocol extension outside the enum finds them.
        ns, name = full.split(".", 1)
        return f"{ns}.{name}"

    def type_info(self, type_el, nullable: bool, transfer: str) -> TypeInfo | None:
        if type_el is None or type_el.tag != CORE + "type":
            return None   # arrays, varargs
        name = type_el.get("name")
        if name in BASIC:
            swift, to_c, from_c = BASIC[name]
            return TypeInfo(swift, to_c, from_c, BASIC_C[name], from_c)
        if name in ("utf8", "filename"):
            from_c = "GObjectProperty.string({v}, freeing: %s)" % ("true" if transfer == "full" else "false")
            return TypeInfo("String", "{v}", from_c, "UnsafePointer<CChar>?", "GObjectProperty.string({v}, freeing: false)")
        full = self.registry.resolve(name, self.ns)
        kind = self.registry.kinds.get(full)
        if full in self.registry.deprecated or full in UNIX_PRINT:
            return None
        if kind in ("enum", "flags") and (full in self.registry.generated or full.split(".")[0] in ENUM_ONLY):
            swift = self.swift_class_name(full)
            ctype = self.registry.ctypes[full]
            to_c = ctype + "(rawValue: numericCast({v}.rawValue))"
            from_c = swift + "(rawValue: numericCast({v}.rawValue))"
            return TypeInfo(swift, to_c, from_c, ctype, from_c)
        if kind == "class" and full in self.registry.generated:
            swift = self.swift_class_name(full)
            adopt = "adopting" if transfer == "full" else "taking"
            return TypeInfo(swift, "GObjectProperty.pointer({v})", f"{swift}.wrap({{v}}, {adopt}: true)", "UnsafeMutableRawPointer?",
                            f"{swift}.wrap({{v}}, taking: true)", object_class=swift)
        if kind == "interface" and full in self.registry.generated:
            # Passed in as the protocol; a result would need the object's own
            # class, which a plain wrapper cannot give (see LEFT-OUT.md).
            swift = self.swift_class_name(full)
            return TypeInfo(f"any {swift}", "GObjectProperty.pointer({v})", "", "UnsafeMutableRawPointer?", "",
                            object_class=f"any {swift}")
        if full in BOXED:
            swift, ref = BOXED[full]
            to_c = ("{v}.map { %s($0.pointer) }" if nullable else "%s({v}.pointer)") % ref if transfer == "full" \
                else ("{v}?.pointer" if nullable else "{v}.pointer")
            wrap = "adopting" if transfer == "full" else "copying"
            from_c = ("{v}.map { %s(%s: $0) }" if nullable else "%s(%s: {v})") % (swift, wrap)
            return TypeInfo(swift, to_c.replace("{v}", "\x01").replace("{", "{{").replace("}", "}}").replace("\x01", "{v}"),
                            from_c.replace("{v}", "\x01").replace("{", "{{").replace("}", "}}").replace("\x01", "{v}"),
                            "OpaquePointer?", f"{swift}(copying: {{v}}!)")
        if kind in ("class", "interface") and (kind == "interface" or self.registry.is_gobject_class(full)) \
                or full in ("GObject.Object", "GObject.InitiallyUnowned"):
            adopt = "adopting" if transfer == "full" else "taking"
            return TypeInfo("GObjectHandle", "GObjectProperty.pointer({v})", f"GObjectHandle.wrap({{v}}, {adopt}: true)",
                            "UnsafeMutableRawPointer?", "GObjectHandle.wrap({v}, taking: true)", object_class="GObjectHandle")
        return None

    # Classes and interfaces ----------------------------------------------------

    def ancestors(self, full: str) -> list[str]:
        result = []
        while full in self.registry.parents:
            full = self.registry.parents[full]
            result.append(full)
        return result

    def interfaces(self, full: str) -> list[str]:
        element = self.registry.elements.get(full)
        if element is None:
            return []
        ns = full.split(".")[0]
        found = []
        for implements in element.findall(CORE + "implements"):
            iface = self.registry.resolve(implements.get("name"), ns)
            if iface in self.registry.generated and self.registry.kinds.get(iface) == "interface" \
                    and iface not in self.registry.deprecated and self.registry.elements[iface].get(GLIB + "get-type"):
                found.append(iface)
        return found

    def generate_class(self, element, interface: bool) -> str | None:
        name = element.get("name")
        full = f"{self.ns}.{name}"
        if element.get("deprecated") == "1":
            self.skipped.add("deprecated", full)
            return None
        get_type = element.get(GLIB + "get-type")
        if not get_type or get_type == "intern":
            self.skipped.add("no GType", full)
            return None
        if full in UNIX_PRINT:
            self.skipped.add("declared in gtk/gtkunixprint.h, which the C module does not include", full)
            return None
        if not interface and not self.registry.is_gobject_class(full):
            self.skipped.add("not a GObject (a fundamental type of its own, such as GtkExpression)", full)
            return None
        ctype = element.get(C + "type") or element.get(GLIB + "type-name")
        lines = [f"// Generated by tools/generate-bindings.py from {self.ns}'s introspection data. Do not edit.",
                 "import CGtk", "@_spi(Bindings) import GtkBridge"]
        if self.module == "Adw":
            lines.append("import Gtk")
        lines.append("")
        module = self.module
        qualified = f"{module}.{name}"
        decl = []
        doc = doc_line(element)
        if doc:
            decl.append(f"/// {doc}")
        if interface:
            type_var = name[:1].lower() + name[1:] + "Type"
            if not doc:
                decl.append(f"/// The `{ctype}` interface.")
            decl.append(f"/// Its GType is `{module}.{type_var}`; the classes that implement it conform,")
            decl.append("/// and its members are in the extension below.")
            decl.append("@MainActor")
            decl.append(f"public protocol {name}: GObjectHandle {{}}")
            decl.append("")
            decl.append(f"/// The GType of `{ctype}`.")
            decl.append(f"@MainActor public static var {type_var}: GType {{ {get_type}() }}")
            lines.append(f"extension {module} {{")
            lines += [("    " + line) if line else "" for line in decl]
            lines.append("}")
            return self.split_files(name, qualified, lines, [], self.members(element, full, interface=True), interface=True)
        parent = element.get("parent")
        parent_full = self.registry.resolve(parent, self.ns) if parent else None
        if full == "Gtk.Widget":
            base = "GtkBridge.Widget"
        elif parent_full in self.registry.generated and parent_full not in self.registry.deprecated:
            base = self.swift_class_name(parent_full)
        else:
            base = "GObjectHandle"
        conformances = [self.swift_class_name(iface) for iface in self.interfaces(full)
                        if not any(iface in self.interfaces(ancestor) for ancestor in self.ancestors(full))]
        final = element.get("final") == "1"
        keyword_ = "public final class" if final else "open class"
        access = "public" if final else "open"
        inherits = ", ".join([base] + conformances)
        if not doc:
            decl.append(f"/// `{ctype}`.")
        decl.append("@MainActor")
        decl.append(f"{keyword_} {name}: {inherits} {{")
        decl.append(f"    /// The GType of `{ctype}`.")
        decl.append(f"    {access} override class var gType: GType {{ {get_type}() }}")
        decl.append("")
        decl.append(f"    {access} override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {{")
        decl.append(f"        {qualified}(taking: pointer)")
        decl.append("    }")
        decl.append("")
        decl.append(f"    {access} override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {{")
        decl.append(f"        {qualified}(adopting: pointer)")
        decl.append("    }")
        decl += [("    " + line) if line else "" for line in self.constructors(element, full, qualified)]
        return self.split_files(name, qualified, lines, decl, self.members(element, full, interface=False), interface=False)

    def split_files(self, name: str, qualified: str, header: list[str], decl: list[str], members: list[str],
                    interface: bool) -> dict[str, str]:
        """The type's files: one, or, when it would pass FILE_LINES, the
        declaration and one extension file per kind of member (and part)."""
        imports = [line for line in header if line.startswith("//") or line.startswith("import") or line.startswith("@_spi")]
        def declaration(body: list[str]) -> list[str]:
            if interface:
                lines = header + [f"extension {self.module} {{"] + [("    " + l) if l else "" for l in decl] + ["}"]
                if body:
                    lines += ["", "@MainActor", f"extension {qualified} {{"] + [("    " + l) if l else "" for l in body] + ["}"]
                return lines
            inner = decl + [("    " + l) if l else "" for l in body] + ["}"]
            return header + [f"extension {self.module} {{"] + [("    " + l) if l else "" for l in inner] + ["}"]
        flat = [line for line in members if not line.startswith(SECTION)]
        single = declaration(flat)
        if len(single) <= FILE_LINES + 20:
            return {f"{name}.swift": "\n".join(single) + "\n"}
        files = {f"{name}.swift": "\n".join(declaration([])) + "\n"}
        # Blocks (each member starts after a blank line) grouped by section.
        sections: list[tuple[str, list[list[str]]]] = []
        for line in members:
            if line.startswith(SECTION):
                sections.append((line[1:], []))
            elif line == "" or not sections[-1][1]:
                sections[-1][1].append([line])
            else:
                sections[-1][1][-1].append(line)
        for kind, blocks in sections:
            part, chunk, size = 1, [], 0
            def flush():
                if not chunk:
                    return
                suffix = "" if part == 1 else str(part)
                body = imports + ["", "@MainActor", f"extension {qualified} {{"] + \
                    [("    " + l) if l else "" for block in chunk for l in block] + ["}"]
                files[f"{name}+{kind}{suffix}.swift"] = "\n".join(body) + "\n"
            for block in blocks:
                if size + len(block) > FILE_LINES - 10 and chunk:
                    flush()
                    part, chunk, size = part + 1, [], 0
                chunk.append(block)
                size += len(block)
            flush()
        return files

    def usable(self, element, what: str) -> bool:
        if element.get("deprecated") == "1":
            self.skipped.add("deprecated", what)
            return False
        if element.get("introspectable") == "0":
            self.skipped.add("not introspectable", what)
            return False
        return True

    def parameters(self, element, what: str):
        """(label, swift type, C argument expression, prelude lines) per parameter, or None."""
        result = []
        params = element.find(CORE + "parameters")
        if params is None:
            return result
        for param in params.findall(CORE + "parameter"):
            if param.get("direction") in ("out", "inout"):
                self.skipped.add("out or in-out parameter", what)
                return None
            if param.find(CORE + "varargs") is not None:
                self.skipped.add("varargs", what)
                return None
            type_el = param.find(CORE + "type")
            nullable = param.get("nullable") == "1" or param.get("allow-none") == "1"
            array = param.find(CORE + "array")
            if type_el is None and array is not None and array.get("length") is None \
                    and array.get("zero-terminated", "1") == "1" and array.find(CORE + "type") is not None \
                    and array.find(CORE + "type").get("name") == "utf8" and param.get("transfer-ownership", "none") == "none":
                # A NULL-terminated array of strings: `[String]`.
                value = bare(ident(param.get("name")))
                prelude = [f"let {value}C = {value}.map {{ CStrings($0) }}" if nullable else f"let {value}C = CStrings({value})",
                           f"defer {{ withExtendedLifetime({value}C) {{}} }}"]
                argument = f"{value}C?.pointer()" if nullable else f"{value}C.pointer()"
                result.append((ident(param.get("name")), "[String]?" if nullable else "[String]", argument, prelude))
                continue
            if type_el is None:
                self.skipped.add("array parameter", what)
                return None
            transfer = param.get("transfer-ownership", "none")
            info = self.type_info(type_el, nullable, transfer)
            if info is None:
                self.skipped.add(f"parameter of an unmapped type ({type_el.get('name')})", what)
                return None
            label = ident(param.get("name"))
            value = bare(label)
            prelude = []
            if info.swift == "String":
                # A C copy for the call: some functions take `char *`, not `const char *`.
                prelude.append(f"let {value}C = {value}.map {{ strdup($0) }} ?? nil" if nullable else f"let {value}C = strdup({value})")
                prelude.append(f"defer {{ free({value}C) }}")
                argument = f"{value}C"
            elif info.object_class:
                if transfer == "full":
                    # The callee takes a reference: give it one of its own.
                    prelude.append(f"if let {value} {{ g_object_ref({value}.raw) }}" if nullable else f"g_object_ref({value}.raw)")
                argument = f"GObjectProperty.pointer({value}{'?' if nullable else ''}.raw)"
            else:
                argument = info.to_c.format(v=value)
            base_type = info.swift
            if base_type == "Gtk.Widget":
                # Any widget will do: GtkBridge's, which GtkUI hands out, and the generated ones.
                base_type = "GtkBridge.Widget"
            swift_type = base_type + ("?" if nullable else "")
            if info.swift.startswith("any ") and nullable:
                swift_type = f"({info.swift})?"
            result.append((label, swift_type, argument, prelude))
        return result

    def return_info(self, element, what: str):
        ret = element.find(CORE + "return-value")
        type_el = ret.find(CORE + "type") if ret is not None else None
        if type_el is None:
            self.skipped.add("array result", what)
            return None
        if type_el.get("name") == "none":
            return ("", None)
        nullable = ret.get("nullable") == "1"
        info = self.type_info(type_el, nullable, ret.get("transfer-ownership", "none"))
        if info is None:
            self.skipped.add(f"result of an unmapped type ({type_el.get('name')})", what)
            return None
        if info.object_class and info.swift.startswith("any "):
            self.skipped.add("result of an interface type", what)
            return None
        if info.object_class:
            return (f"{info.swift}?", info)
        if nullable and info.swift in BOXED_SWIFT:
            return (f"{info.swift}?", info)
        if info.swift == "String":
            if not nullable:
                info = TypeInfo(info.swift, info.to_c, info.from_c + " ?? \"\"", info.thunk_c, info.from_thunk)
            return ("String?" if nullable else "String", info)
        return (info.swift, info)

    def constructors(self, element, full: str, name: str) -> list[str]:
        out = []
        seen = set()
        for ctor in element.findall(CORE + "constructor"):
            what = f"{full}.{ctor.get('name')}"
            if not self.usable(ctor, what):
                continue
            if ctor.get("throws") == "1":
                self.skipped.add("throws a GError", what)
                continue
            params = self.parameters(ctor, what)
            if params is None:
                continue
            cname = ctor.get(C + "identifier")
            ctor_name = ctor.get("name")
            # A result handed over in full is adopted; any other (a widget's
            # floating reference, a window GTK's window list owns) is taken:
            # sunk if floating, else a reference of the wrapper's own.
            returned = ctor.find(CORE + "return-value")
            own = "adopting" if returned is not None and returned.get("transfer-ownership") == "full" else "taking"
            labels = [p[0] for p in params]
            if ctor_name != "new":
                suffix = ctor_name[4:] if ctor_name.startswith("new_") else ctor_name
                if not params:
                    # A named constructor without arguments is a static function.
                    inherited = set().union(*(Generator.declared.get(a, set()) for a in self.ancestors(full)))
                    if bare(ident(suffix)) in inherited:
                        self.skipped.add("constructor named as an ancestor's", what)
                        continue
                    Generator.declared.setdefault(full, set()).add(bare(ident(suffix)))
                    out += ["", f"/// `{cname}`.", f"public static func {ident(suffix)}() -> {name} {{",
                            f"    {name}({own}: UnsafeMutableRawPointer({cname}())!)", "}"]
                    continue
                labels[0] = ident(suffix)
            signature = tuple((bare(l), p[1]) for l, p in zip(labels, params))
            key = tuple(bare(l) for l in labels)
            if key in seen or (not params and ctor_name == "new" and False):
                self.skipped.add("constructor with the same labels as another", what)
                continue
            seen.add(key)
            decl = ", ".join(
                (f"{l} {bare(p[0])}: {p[1]}" if bare(l) != bare(p[0]) else f"{l}: {p[1]}")
                for l, p in zip(labels, params))
            args = ", ".join(p[2] for p in params)
            out.append("")
            doc = doc_line(ctor)
            out.append(f"/// {doc}" if doc else f"/// `{cname}`.")
            out.append(f"public convenience init({decl}) {{")
            for p in params:
                out += ["    " + line for line in p[3]]
            out.append(f"    self.init({own}: UnsafeMutableRawPointer({cname}({args}))!)")
            out.append("}")
        return out

    def members(self, element, full: str, interface: bool) -> list[str]:
        out = [SECTION + "Properties"]
        names: set[str] = set()
        inherited: set[str] = set()
        for ancestor in ([] if interface else self.ancestors(full)):
            inherited |= Generator.declared.get(ancestor, set())
        names |= Generator.declared.get(full, set())
        Generator.declared[full] = names
        property_accessors: set[str] = set()
        ctype = element.get(C + "type") or element.get(GLIB + "type-name")
        write_only = {prop.get("name") for prop in element.findall(CORE + "property") if prop.get("readable") == "0"}
        for prop in element.findall(CORE + "property"):
            # A write-only property is not generated: its setter stays a method.
            if prop.get("readable") == "0":
                continue
            for attr in ("getter", "setter"):
                if prop.get(attr):
                    property_accessors.add(prop.get(attr))
        # Properties.
        for prop in element.findall(CORE + "property"):
            what = f"{full}:{prop.get('name')}"
            if not self.usable(prop, what):
                continue
            name = ident(prop.get("name"))
            notify = "onNotify" + camel(prop.get("name"), upper=True)
            # GtkBridge's `wrap` and `make` are static: an instance property may share the name.
            if bare(name) not in STATIC_ONLY and (bare(name) in self.excluded or bare(name) + "(*)" in self.excluded
                                                  or bare(name) + "()" in self.excluded) \
                    or bare(name) in names:
                self.skipped.add("name GtkBridge already uses", what)
                continue
            if bare(name) in inherited or notify in inherited:
                self.skipped.add("property an ancestor class already has", what)
                continue
            lines = self.property(element, prop, full, name, what)
            if lines is None:
                continue
            names.add(bare(name))
            names.add(notify)
            out += lines
            out += ["", f"/// Runs `handler` after `{prop.get('name')}` changed.", "@discardableResult",
                    f"public func {notify}(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {{",
                    f"    connectNotify(\"{prop.get('name')}\", handler)", "}"]
        out.append(SECTION + "Signals")
        for signal in element.findall(GLIB + "signal"):
            what = f"{full}::{signal.get('name')}"
            if not self.usable(signal, what):
                continue
            signal_name = "on" + camel(signal.get("name"), upper=True)
            if signal_name in inherited or signal_name in names:
                self.skipped.add("signal name a property's notification or an ancestor already uses", what)
                continue
            lines = self.signal(signal, full, what, interface)
            if lines:
                names.add(signal_name)
                out += lines
        out.append(SECTION + "Methods")
        for method in element.findall(CORE + "method"):
            what = f"{full}.{method.get('name')}()"
            if not self.usable(method, what):
                continue
            covered = method.get(GLIB + "get-property") or method.get(GLIB + "set-property") \
                or method.get("get-property") or method.get("set-property")
            if covered and covered in write_only:
                covered = None   # a write-only property is not generated: its setter stays a method
            if method.get("name") in property_accessors or covered:
                continue   # the property covers it
            name = ident(method.get("name"))
            params = method.find(CORE + "parameters")
            labels = [bare(ident(p.get("name"))) for p in params.findall(CORE + "parameter")] if params is not None else []
            key = signature_key(bare(name), labels)
            if key in self.excluded or bare(name) in self.excluded or bare(name) in names \
                    or key in inherited or bare(name) in inherited:
                self.skipped.add("name GtkBridge, a property or an ancestor already uses", what)
                continue
            lines = self.method(method, full, name, what, ctype)
            if lines is None:
                continue
            names.add(key)
            out += lines
        # Functions of the class (no instance): `Adw.StyleManager.getDefault()`.
        for function in element.findall(CORE + "function"):
            what = f"{full}.{function.get('name')}()"
            if not self.usable(function, what):
                continue
            lines = self.method(function, full, ident(function.get("name")), what, ctype, static=True)
            if lines is not None:
                out += lines
        return out

    def instance(self, ctype: str) -> str:
        return "GObjectProperty.pointer(raw)"

    def property(self, element, prop, full: str, name: str, what: str):
        type_el = prop.find(CORE + "type")
        if type_el is None:
            self.skipped.add("array property", what)
            return None
        readable = prop.get("readable", "1") != "0"
        writable = prop.get("writable") == "1" and prop.get("construct-only") != "1"
        if not readable:
            self.skipped.add("write-only property", what)
            return None
        getter, setter = prop.get("getter"), prop.get("setter")
        prefix = self.c_prefix(element)
        info = self.type_info(type_el, True, prop.get("transfer-ownership", "none"))
        gtype = type_el.get("name")
        out = [""]
        doc = doc_line(prop)
        out.append(f"/// {doc}" if doc else f"/// The `{prop.get('name')}` property.")
        method = self.find_method(element, getter) if getter else None
        if method is not None and info is not None:
            getter_c = method.get(C + "identifier")
            params = method.find(CORE + "parameters")
            if params is not None and params.findall(CORE + "parameter"):
                self.skipped.add("property whose getter takes arguments", what)
                return None
            ret_el = method.find(CORE + "return-value")
            nullable = ret_el.get("nullable") == "1"
            ret_transfer = ret_el.get("transfer-ownership", "none")
            if ret_el.find(CORE + "type") is None or ret_el.find(CORE + "type").get("name") != type_el.get("name") \
                    and not (ret_el.find(CORE + "type").get("name") in BASIC and type_el.get("name") in BASIC):
                self.skipped.add("property whose getter returns another type", what)
                return None
            info = self.type_info(ret_el.find(CORE + "type"), nullable, ret_transfer)
            if info is None:
                self.skipped.add(f"property of an unmapped type ({gtype})", what)
                return None
            if info.swift.startswith("any "):
                self.skipped.add("property of an interface type", what)
                return None
            if info.object_class:
                swift_type = f"({info.swift})?" if info.swift.startswith("any ") else f"{info.swift}?"
            elif info.swift == "String" or nullable and info.swift in BOXED_SWIFT:
                swift_type = f"{info.swift}?"
            else:
                swift_type = info.swift
            get_expr = info.from_c.format(v=f"{getter_c}({self.instance(None)})")
            if info.swift == "String":
                get_expr = f"GObjectProperty.string({getter_c}({self.instance(None)}), freeing: {'true' if ret_transfer == 'full' else 'false'})"
            set_lines = None
            set_method = self.find_method(element, setter) if setter else None
            if writable and set_method is not None:
                setter_c = set_method.get(C + "identifier")
                sp = set_method.find(CORE + "parameters").findall(CORE + "parameter")
                set_type = sp[0].find(CORE + "type") if len(sp) == 1 else None
                same = set_type is not None and (set_type.get("name") == type_el.get("name")
                                                 or set_type.get("name") in BASIC and type_el.get("name") in BASIC)
                # A setter taking an ancestor of the property's class (a popover
                # property set as a `GtkWidget *`) takes the property's class too.
                qualify = lambda n: n if "." in n else f"{self.ns}.{n}"
                wider = set_type is not None and not same and set_type.get("name") not in BASIC \
                    and qualify(set_type.get("name")) in self.ancestors(qualify(type_el.get("name") or ""))
                if same or wider:
                    set_nullable = sp[0].get("nullable") == "1" or sp[0].get("allow-none") == "1"
                    set_info = self.type_info(type_el if wider else set_type, set_nullable, "none")
                    if set_info and set_info.swift in BOXED_SWIFT and swift_type.endswith("?") and not set_nullable:
                        # The getter may give nil, the setter does not take it.
                        self.skipped.add("property whose setter does not take nil (read-only here)", what)
                        set_info = None
                    set_lines = self.setter_lines(set_info, setter_c, set_nullable, swift_type) if set_info else None
                else:
                    self.skipped.add("property whose setter takes another type (read-only here)", what)
            elif writable and not setter:
                set_lines = self.gvalue_setter(prop, info, swift_type)
            out.append(f"public var {name}: {swift_type} {{")
            if set_lines is None:
                out.append(f"    {get_expr}")
            else:
                out.append(f"    get {{ {get_expr} }}")
                out += ["    " + line for line in set_lines]
            out.append("}")
            return out
        # No C getter: GObject's property calls.
        if info is None:
            self.skipped.add(f"property of an unmapped type ({gtype})", what)
            return None
        if info.swift.startswith("any "):
            self.skipped.add("property of an interface type", what)
            return None
        pname = prop.get("name")
        if gtype in GVALUE:
            get, set_, swift_type = GVALUE[gtype]
            get_expr = f"{get}(raw, \"{pname}\")"
            set_line = f"    set {{ {set_}(raw, \"{pname}\", newValue) }}"
        elif gtype in ("utf8", "filename"):
            swift_type = "String?"
            get_expr = f"GObjectProperty.stringValue(raw, \"{pname}\")"
            set_line = f"    set {{ GObjectProperty.setString(raw, \"{pname}\", newValue) }}"
        elif info.object_class:
            swift_type = f"({info.swift})?" if info.swift.startswith("any ") else f"{info.swift}?"
            if info.swift.startswith("any "):
                get_expr = f"(GObjectHandle.wrap(GObjectProperty.object(raw, \"{pname}\"), adopting: true) as? {info.swift})"
            else:
                get_expr = f"{info.swift}.wrap(GObjectProperty.object(raw, \"{pname}\"), adopting: true)"
            set_line = f"    set {{ GObjectProperty.setObject(raw, \"{pname}\", newValue?.raw) }}"
        elif self.registry.kinds.get(self.registry.resolve(gtype, self.ns)) == "enum":
            swift_type = info.swift
            get_expr = f"{info.swift}(rawValue: numericCast(GObjectProperty.enumValue(raw, \"{pname}\")))"
            set_line = f"    set {{ GObjectProperty.setEnum(raw, \"{pname}\", numericCast(newValue.rawValue)) }}"
        elif self.registry.kinds.get(self.registry.resolve(gtype, self.ns)) == "flags":
            swift_type = info.swift
            get_expr = f"{info.swift}(rawValue: numericCast(GObjectProperty.flagsValue(raw, \"{pname}\")))"
            set_line = f"    set {{ GObjectProperty.setFlags(raw, \"{pname}\", numericCast(newValue.rawValue)) }}"
        else:
            self.skipped.add(f"property of an unmapped type ({gtype})", what)
            return None
        out.append(f"public var {name}: {swift_type} {{")
        if writable:
            out.append(f"    get {{ {get_expr} }}")
            out.append(set_line)
        else:
            out.append(f"    {get_expr}")
        out.append("}")
        return out

    def setter_lines(self, info: TypeInfo, setter_c: str, nullable: bool, swift_type: str) -> list[str]:
        if info.swift == "String":
            copy = "newValue.map { strdup($0) } ?? nil" if nullable else "strdup(newValue ?? \"\")"
            return ["set {", f"    let value = {copy}", "    defer { free(value) }",
                    f"    {setter_c}({self.instance(None)}, value)", "}"]
        if info.object_class:
            return [f"set {{ {setter_c}({self.instance(None)}, GObjectProperty.pointer(newValue?.raw)) }}"]
        return [f"set {{ {setter_c}({self.instance(None)}, {info.to_c.format(v='newValue')}) }}"]

    def gvalue_setter(self, prop, info: TypeInfo, swift_type: str):
        pname = prop.get("name")
        gtype = prop.find(CORE + "type").get("name")
        if gtype in GVALUE:
            return [f"set {{ {GVALUE[gtype][1]}(raw, \"{pname}\", newValue) }}"]
        if info.swift == "String":
            return [f"set {{ GObjectProperty.setString(raw, \"{pname}\", newValue) }}"]
        if info.object_class:
            return [f"set {{ GObjectProperty.setObject(raw, \"{pname}\", newValue?.raw) }}"]
        return None

    def c_prefix(self, element) -> str:
        # The C symbol prefix of the type's functions: gtk_scale, adw_carousel, …
        get_type = element.get(GLIB + "get-type") or ""
        return get_type[: -len("_get_type")] if get_type.endswith("_get_type") else get_type

    def find_method(self, element, name: str):
        for method in element.findall(CORE + "method"):
            if method.get("name") == name:
                return method
        return None

    def method(self, method, full: str, name: str, what: str, ctype: str, static: bool = False):
        params = self.parameters(method, what)
        if params is None:
            return None
        ret = self.return_info(method, what)
        if ret is None:
            return None
        swift_ret, info = ret
        if method.get("throws") == "1":
            self.skipped.add("throws a GError", what)
            return None
        cname = method.get(C + "identifier")
        decl = ", ".join(f"{p[0]}: {p[1]}" for p in params)
        args = ", ".join(([] if static else [self.instance(ctype)]) + [p[2] for p in params])
        out = [""]
        doc = doc_line(method)
        out.append(f"/// {doc}" if doc else f"/// `{cname}`.")
        if swift_ret:
            out.append("@discardableResult")
        out.append(f"public {'static ' if static else ''}func {name}({decl}){' -> ' + swift_ret if swift_ret else ''} {{")
        for p in params:
            out += ["    " + line for line in p[3]]
        call = f"{cname}({args})"
        if info is None:
            out.append(f"    {call}")
        else:
            out.append(f"    return {info.from_c.format(v=call)}")
        out.append("}")
        return out

    def signal(self, signal, full: str, what: str, interface: bool):
        params = signal.find(CORE + "parameters")
        swift_params, thunk_params, thunk_args, thunk_names = [], [], [], []
        passed_over = []
        if params is not None:
            for index, param in enumerate(params.findall(CORE + "parameter")):
                type_el = param.find(CORE + "type")
                info = self.type_info(type_el, True, "none") if type_el is not None else None
                if param.get("direction") in ("out", "inout"):
                    self.skipped.add("signal with an out argument", what)
                    return None
                if info is None:
                    if type_el is None:
                        self.skipped.add("signal argument of an unmapped type", what)
                        return None
                    # A boxed or plain pointer (GdkEventSequence *, GtkTextIter *): the
                    # thunk keeps the C signature, the Swift handler goes without it.
                    thunk_params.append(f"a{index}: UnsafeMutableRawPointer?")
                    thunk_names.append("_")
                    passed_over.append(param.get("name"))
                    continue
                if info.swift.startswith("any "):
                    self.skipped.add("signal argument of an interface type", what)
                    return None
                nullable = param.get("nullable") == "1"
                swift_type = info.swift
                if info.object_class:
                    swift_type = f"({info.swift})?" if info.swift.startswith("any ") else f"{info.swift}?"
                elif info.swift == "String":
                    swift_type = "String?" if nullable else "String"
                swift_params.append(swift_type)
                thunk_params.append(f"a{index}: {info.thunk_c}")
                thunk_names.append(f"a{index}")
                convert = info.from_thunk.format(v=f"a{index}")
                if info.swift == "String" and not nullable:
                    convert = f"(GObjectProperty.string(a{index}, freeing: false) ?? \"\")"
                thunk_args.append(convert)
        ret = signal.find(CORE + "return-value")
        ret_type_el = ret.find(CORE + "type") if ret is not None else None
        ret_name = ret_type_el.get("name") if ret_type_el is not None else "none"
        if ret_name == "none":
            swift_ret, thunk_ret, wrap_ret = "Void", "Void", "{v}"
        elif ret_name in BASIC:
            swift, _, _ = BASIC[ret_name]
            swift_ret, thunk_ret = swift, BASIC_C[ret_name]
            wrap_ret = "({v} ? 1 : 0)" if ret_name == "gboolean" else "{v}"
        else:
            self.skipped.add(f"signal result of an unmapped type ({ret_name})", what)
            return None
        owner = self.swift_class_name(full)
        # An interface's handler gets the object as the interface: the class
        # that makes it may be an ancestor of a subclass the user wrote.
        owner_type = f"any {owner}" if interface else owner
        method_name = "on" + camel(signal.get("name"), upper=True)
        if method_name in self.excluded:
            self.skipped.add("name GtkBridge already uses", what)
            return None
        handler_type = f"@MainActor ({', '.join([owner_type] + swift_params)}) -> {swift_ret}"
        raw_type = f"@MainActor ({', '.join(['UnsafeMutableRawPointer'] + swift_params)}) -> {swift_ret}"
        c_type = ", ".join(["UnsafeMutableRawPointer?"] + [p.split(": ", 1)[1] for p in thunk_params] + ["UnsafeMutableRawPointer?"])
        arg_names = [f"a{i}" for i in range(len(swift_params))]
        out = [""]
        doc = doc_line(signal)
        out.append(f"/// {doc}" if doc else f"/// The `{signal.get('name')}` signal.")
        if passed_over:
            names = ", ".join(f"`{n}`" for n in passed_over)
            out.append(f"/// (Its {names} argument, of a type with no Swift counterpart here, is not passed on.)")
            self.skipped.add("signal argument passed over (the handler has the rest)", f"{what} ({', '.join(passed_over)})")
        out.append("@discardableResult")
        out.append(f"public func {method_name}(after: Bool = false, _ handler: @escaping {handler_type}) -> SignalConnection {{")
        # The box holds a closure that wraps the instance as this object's own class.
        out.append("    let make = type(of: self)")
        out.append(f"    let boxed: {raw_type} = {{ {', '.join(['instance'] + arg_names)} in")
        out.append(f"        handler(make.make(taking: instance) as! {owner_type}{''.join(', ' + a for a in arg_names)})")
        out.append("    }")
        out.append(f"    let thunk: @convention(c) ({c_type}) -> {thunk_ret} = {{ {', '.join(['instance'] + thunk_names + ['data'])} in")
        out.append(f"        let box = SignalBox<{raw_type}>.from(data)")
        call = f"box.handler({', '.join(['instance!'] + thunk_args)})"
        if swift_ret == "Void":
            out.append(f"        MainActor.assumeIsolated {{ {call} }}")
        else:
            out.append(f"        let result = MainActor.assumeIsolated {{ {call} }}")
            out.append(f"        return {wrap_ret.format(v='result')}")
        out.append("    }")
        out.append(f"    return connect(signal: \"{signal.get('name')}\", handler: boxed, thunk: unsafeBitCast(thunk, to: GCallback.self), after: after)")
        out.append("}")
        return out

    # Enumerations and flags ----------------------------------------------------

    def generate_enums(self, elements, flags: bool) -> str:
        lines = [f"// Generated by tools/generate-bindings.py from {self.ns}'s introspection data. Do not edit.",
                 "import CGtk", "", f"extension {self.module} {{"]
        for element in elements:
            name = element.get("name")
            full = f"{self.ns}.{name}"
            if element.get("deprecated") == "1":
                self.skipped.add("deprecated", full)
                continue
            if full in UNIX_PRINT:
                self.skipped.add("declared in gtk/gtkunixprint.h, which the C module does not include", full)
                continue
            ctype = element.get(C + "type")
            doc = doc_line(element)
            if doc:
                lines.append(f"/// {doc}")
            lines.append(f"/// `{ctype}`.")
            raw = "UInt32" if flags else "Int32"
            protocols = "OptionSet, Hashable, Sendable" if flags else "RawRepresentable, Hashable, Sendable"
            lines.append(f"public struct {name}: {protocols} {{")
            lines.append(f"    public let rawValue: {raw}")
            lines.append(f"    public init(rawValue: {raw}) {{ self.rawValue = rawValue }}")
            seen = set()
            for member in element.findall(CORE + "member"):
                if member.get("deprecated") == "1":
                    continue
                mname = ident(member.get("name"))
                if bare(mname) in seen or bare(mname) == "rawValue":
                    continue
                seen.add(bare(mname))
                value = int(member.get("value"))
                if flags:
                    value &= 0xFFFFFFFF
                elif value > 0x7FFFFFFF:
                    value -= 1 << 32
                lines.append(f"    /// `{member.get(C + 'identifier')}`.")
                if flags and value == 0:
                    # Nothing set: `[]`, named as GTK names it.
                    lines.append(f"    public static var {mname}: {name} {{ [] }}")
                else:
                    lines.append(f"    public static let {mname} = {name}(rawValue: {value})")
            lines.append("}")
            lines.append("")
        if lines[-1] == "":
            lines.pop()
        lines = lines[:4] + [("    " + line) if line else "" for line in lines[4:]]
        lines.append("}")
        return "\n".join(lines) + "\n"


def signature_key(name: str, labels: list[str]) -> str:
    """`append(child:)`: a function's name with its argument labels."""
    return f"{name}({''.join(label + ':' for label in labels)})"


def scan_excluded() -> set[str]:
    """What GtkBridge's Widget and GObjectHandle (and GtkUI's extensions on
    them) already declare: property names, and functions as `name(label:)`
    keys (a generated method with other labels is an overload, not a clash)."""
    names = set()
    var_pattern = re.compile(r"\b(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)")
    func_pattern = re.compile(r"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>]*>)?\s*\(([^)]*)\)")
    files = []
    for folder in ("Sources/GtkBridge", "Sources/GtkUI/Representable"):
        for file in sorted(os.listdir(os.path.join(ROOT, folder))):
            if file.endswith(".swift"):
                files.append(os.path.join(ROOT, folder, file))
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for match in re.finditer(r"(?:class (?:Widget|GObjectHandle)\b|extension (?:Widget|GObjectHandle)\b)[^{]*\{", text):
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
                        names.add(signature_key(found.group(1), labels))
                        names.add(found.group(1) + "()" if not labels else found.group(1) + "(*)")
                    else:
                        found = var_pattern.search(line)
                        if found:
                            names.add(found.group(1))
                level += line.count("{") - line.count("}")
    names |= {"gType", "make", "wrap", "raw", "object", "opaque", "pointer", "typeName", "connect", "cast", "isA"}
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
                if "public struct" not in text:
                    continue
                filename = f"{prefix}+{element.get('name')}.swift"
                expected.add(filename)
                write(os.path.join(out_dir, filename), text, arguments.check, stale)
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
