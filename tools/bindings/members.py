"""A class's members in order: constructors, properties, signals, methods,
each name declared once across the class tree."""
from __future__ import annotations

from .classes import SECTION
from .gir import CORE, C, GLIB, camel, ident, bare, doc_line, signature_key, DECLARED
from .typemap import STATIC_ONLY


class MemberWriter:
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
                    inherited = set().union(*(DECLARED.get(a, set()) for a in self.ancestors(full)))
                    if bare(ident(suffix)) in inherited:
                        self.skipped.add("constructor named as an ancestor's", what)
                        continue
                    DECLARED.setdefault(full, set()).add(bare(ident(suffix)))
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
            inherited |= DECLARED.get(ancestor, set())
        names |= DECLARED.get(full, set())
        DECLARED[full] = names
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
