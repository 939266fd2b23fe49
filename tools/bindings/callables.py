"""Parameters, results and methods: labels from the GIR names, nullable
values as optionals, ownership transfer honoured."""
from __future__ import annotations

from . import naming
from .gir import CORE, C, ident, bare
from .typemap import BOXED_SWIFT, TypeInfo


class CallableWriter:
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
            swift_type = base_type + ("?" if nullable else "")
            if info.swift.startswith("any ") and nullable:
                swift_type = f"({info.swift})?"
            result.append((label, swift_type, argument, prelude))
        return result

    def gir_parameters(self, element) -> list:
        params = element.find(CORE + "parameters")
        return params.findall(CORE + "parameter") if params is not None else []

    def return_info(self, element, what: str):
        ret = element.find(CORE + "return-value")
        type_el = ret.find(CORE + "type") if ret is not None else None
        if type_el is None:
            strings = self.string_array_result(ret)
            if strings is None:
                self.skipped.add("array result", what)
            return strings
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

    def string_array_result(self, ret):
        """A NULL-terminated array of strings as `[String]` (empty for NULL),
        freed where the caller owns it; None for any other array."""
        array = ret.find(CORE + "array") if ret is not None else None
        element = array.find(CORE + "type") if array is not None else None
        if array is None or array.get("length") is not None or array.get("zero-terminated", "1") != "1" \
                or element is None or element.get("name") not in ("utf8", "filename") \
                or ret.get("transfer-ownership", "none") == "container":
            return None
        freeing = "true" if ret.get("transfer-ownership") == "full" else "false"
        return ("[String]", TypeInfo("[String]", "", "GObjectProperty.strings({v}, freeing: %s)" % freeing, "", ""))

    def method(self, method, full: str, name: str, what: str, ctype: str, static: bool = False,
               labels: list[str] | None = None):
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
        labels = labels or [p[0] for p in params]
        decl = ", ".join((f"{l}: {p[1]}" if bare(l) == bare(p[0]) else f"{l} {bare(p[0])}: {p[1]}")
                         for l, p in zip(labels, params))
        args = ", ".join(([] if static else [self.instance(ctype)]) + [p[2] for p in params])
        out = [""]
        out += self.doc(method, [(p.get("name"), bare(q[0])) for p, q in zip(self.gir_parameters(method), params)],
                        returns=bool(swift_ret), fallback=f"`{cname}`.")
        if swift_ret and naming.discardable(method.get("name")):
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

    def accessor_property(self, getter, setter, full: str, name: str, what: str):
        """A zero-argument getter as a Swift property (`get_first_child()` is
        `firstChild`), settable through `setter` where it takes one value the
        getter's type can hold. (lines, whether the setter was folded in), or None."""
        ret = self.return_info(getter, what)
        if ret is None:
            return None
        swift_ret, info = ret
        if getter.get("throws") == "1":
            self.skipped.add("throws a GError", what)
            return None
        static = getter.tag == CORE + "function"
        instance = [] if static else [self.instance(None)]
        call = f"{getter.get(C + 'identifier')}({', '.join(instance)})"
        get_expr = info.from_c.format(v=call)
        set_lines = None
        if setter is not None and not static and setter.get("throws") != "1":
            params = self.parameters(setter, f"{full}.{setter.get('name')}()")
            set_ret = setter.find(CORE + "return-value")
            set_void = set_ret is None or (set_ret.find(CORE + "type") is not None
                                           and set_ret.find(CORE + "type").get("name") == "none")
            if params is not None and len(params) == 1 and set_void:
                value, set_type, argument, prelude = params[0]
                plain = lambda t: t.rstrip("?").strip("()")
                takes_nil = set_type.endswith("?")
                if plain(set_type) == plain(swift_ret) and (takes_nil or not swift_ret.endswith("?")):
                    set_lines = ["set {", f"    let {bare(value)}: {set_type} = newValue"] + ["    " + l for l in prelude] + \
                        [f"    {setter.get(C + 'identifier')}({', '.join(instance + [argument])})", "}"]
        out = [""]
        out += self.doc(getter, fallback=f"`{getter.get(C + 'identifier')}`.")
        out += self.var_lines(name, swift_ret, get_expr, set_lines, static)
        return out, set_lines is not None
