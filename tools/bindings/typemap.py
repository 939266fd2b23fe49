"""How each GIR type crosses into Swift: basic types, enumerations and
flags, objects, interfaces and the boxed types GtkBridge wraps by hand."""
from __future__ import annotations

from .gir import CORE, UNIX_PRINT


# Namespaces whose enumerations and flags the Gtk module carries too (as
# `Gdk.ModifierType`, `Pango.WrapMode`), since GTK's signals, properties and
# methods take them; each with the GIR file it is read from.
ENUM_ONLY = {"Gdk": "Gdk-4.0", "Pango": "Pango-1.0"}

# GtkBridge's static functions, whose names an instance property may take.
STATIC_ONLY = {"wrap", "make"}

# Boxed types GtkBridge wraps by hand: GIR name -> (Swift class, C ref function).
BOXED = {"GLib.DateTime": ("GLibDateTime", "g_date_time_ref"), "Pango.AttrList": ("TextAttributes", "pango_attr_list_ref")}

BOXED_SWIFT = {swift for swift, _ in BOXED.values()}

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


class TypeInfo:
    """How one GIR type crosses between Swift and C, in one direction."""

    def __init__(self, swift: str, to_c: str, from_c: str, thunk_c: str, from_thunk: str, object_class: str | None = None):
        self.swift = swift          # the Swift type (without optionality)
        self.to_c = to_c            # template with {v}
        self.from_c = from_c        # template with {v}
        self.thunk_c = thunk_c      # the C type a signal thunk declares
        self.from_thunk = from_thunk  # template converting a thunk argument
        self.object_class = object_class


class TypeMapping:
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
