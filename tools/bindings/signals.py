"""Signals as `on<Name>` with typed closures, over GtkBridge's signal box."""
from __future__ import annotations

from .gir import CORE, camel
from .typemap import BASIC, BASIC_C


class SignalWriter:
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
        out += self.doc(signal, fallback=f"The `{signal.get('name')}` signal.")
        if passed_over:
            names = ", ".join(f"`{n}`" for n in passed_over)
            out.append(f"/// (Its {names} argument, of a type with no Swift counterpart here, is not passed on.)")
            self.skipped.add("signal argument passed over (the handler has the rest)", f"{what} ({', '.join(passed_over)})")
        out.append("@discardableResult")
        out.append(f"public func {method_name}(after: Bool = false, _ handler: @escaping {handler_type}) -> SignalConnection {{")
        # The handler gets this wrapper while it lives (nothing made per
        # emission); after it, a new wrapper of this object's own class.
        out.append("    let make = type(of: self)")
        out.append(f"    let boxed: {raw_type} = {{ [weak self] {', '.join(['instance'] + arg_names)} in")
        rest = ''.join(', ' + a for a in arg_names)
        keyword = "return " if swift_ret != "Void" else ""
        if keyword:
            out.append(f"        if let self {{ return handler(self{rest}) }}")
        else:
            out.append(f"        if let self {{ handler(self{rest}); return }}")
        out.append(f"        {keyword}handler(make.make(taking: instance) as! {owner_type}{rest})")
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
