"""A class's members in order: constructors, properties, signals, methods,
each name declared once across the class tree."""
from __future__ import annotations

from . import naming
from .classes import SECTION
from .gir import CORE, C, GLIB, camel, ident, bare, signature_key, swift_member, DECLARED
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
            labels = [naming.later_label(bare(p[0])) for p in params]
            if params:
                labels[0] = naming.constructor_first_label(ctor_name, bare(params[0][0]))
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
            out += self.doc(ctor, [(p.get("name"), bare(q[0])) for p, q in zip(self.gir_parameters(ctor), params)],
                            fallback=f"`{cname}`.")
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
            type_el = prop.find(CORE + "type")
            boolean = type_el is not None and type_el.get("name") == "gboolean"
            name = naming.boolean_property(prop.get("name")) if boolean else ident(prop.get("name"))
            notify = "onNotify" + camel(prop.get("name"), upper=True)
            # GtkBridge's `wrap` and `make` are static: an instance property may share the name.
            if bare(name) not in STATIC_ONLY and (bare(name) in self.excluded or bare(name) + "(*)" in self.excluded
                                                  or bare(name) + "()" in self.excluded) \
                    or bare(name) in names:
                self.skipped.add("name GtkBridge already uses", what)
                if bare(name) not in names and notify not in inherited and notify not in names:
                    # GtkBridge's property of that name reads this one: its change is still news.
                    names.add(notify)
                    out += self.notify_lines(prop, notify)
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
            out += self.notify_lines(prop, notify)
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
        methods = [m for m in element.findall(CORE + "method") if self.usable(m, f"{full}.{m.get('name')}()")]
        by_name = {m.get("name"): m for m in methods}
        folded: set[str] = set()   # setters that became a getter property's `set`
        for method in methods:
            what = f"{full}.{method.get('name')}()"
            covered = method.get(GLIB + "get-property") or method.get(GLIB + "set-property") \
                or method.get("get-property") or method.get("set-property")
            if covered and covered in write_only:
                covered = None   # a write-only property is not generated: its setter stays a method
            if method.get("name") in property_accessors or covered or method.get("name") in folded:
                continue   # a property covers it
            accessor, name, labels = swift_member(method)
            if accessor is not None:
                if bare(accessor) in self.excluded or bare(accessor) in names or bare(accessor) in inherited:
                    self.skipped.add("name GtkBridge, a property or an ancestor already uses", what)
                    continue
                setter = by_name.get(naming.setter_for(accessor))
                lines = self.accessor_property(method, setter, full, accessor, what)
                if lines is None:
                    continue
                if lines[1]:
                    folded.add(setter.get("name"))
                names.add(bare(accessor))
                out += lines[0]
                continue
            key = signature_key(bare(name), [bare(l) for l in labels])
            if key in self.excluded or bare(name) in self.excluded or bare(name) in names \
                    or key in inherited or bare(name) in inherited:
                self.skipped.add("name GtkBridge, a property or an ancestor already uses", what)
                continue
            lines = self.method(method, full, name, what, ctype, labels=labels)
            if lines is None:
                continue
            names.add(key)
            out += lines
        # Functions of the class (no instance): `Adw.StyleManager.default`.
        for function in element.findall(CORE + "function"):
            what = f"{full}.{function.get('name')}()"
            if not self.usable(function, what):
                continue
            accessor, name, labels = swift_member(function)
            if accessor is not None:
                lines = self.accessor_property(function, None, full, accessor, what)
                if lines is not None:
                    out += lines[0]
                continue
            lines = self.method(function, full, name, what, ctype, static=True, labels=labels)
            if lines is not None:
                out += lines
        return out

    def notify_lines(self, prop, notify: str) -> list[str]:
        return ["", f"/// Runs `handler` after `{prop.get('name')}` changed.", "@discardableResult",
                f"public func {notify}(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {{",
                f"    connectNotify(\"{prop.get('name')}\", handler)", "}"]
