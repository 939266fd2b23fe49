"""GObject properties as typed Swift properties: through the C getter and
setter, or GObject's property calls where there are none."""
from __future__ import annotations

from .gir import CORE, C
from .typemap import BOXED_SWIFT, BASIC, GVALUE, TypeInfo


class PropertyWriter:
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
        out += self.doc(prop, fallback=f"The `{prop.get('name')}` property.")
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
            return out + self.var_lines(name, swift_type, get_expr, set_lines)
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

    def var_lines(self, name: str, swift_type: str, get_expr: str, set_lines: list[str] | None,
                  static: bool = False) -> list[str]:
        """A computed property: read-only, or with `set_lines` as its setter."""
        lines = [f"public {'static ' if static else ''}var {name}: {swift_type} {{"]
        if set_lines is None:
            lines.append(f"    {get_expr}")
        else:
            lines.append(f"    get {{ {get_expr} }}")
            lines += ["    " + line for line in set_lines]
        return lines + ["}"]

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
