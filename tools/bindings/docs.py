"""GIR documentation as Swift doc comments: gi-docgen's markup turned into
Swift markup and Swift names, arguments and results as `- Parameters:` and
`- Returns:`.

What it keeps: the text before the first heading (GTK's "CSS nodes" and
"Accessibility" sections are about C and stylesheets), without C code
samples or pictures. What it does not do: decide the Swift name of a
symbol (a `resolve` function the generator passes in does, by naming.py's
rules).
"""
from __future__ import annotations

import re

from . import naming
from .gir import swift_member

CORE = "{http://www.gtk.org/introspection/core/1.0}"

# gi-docgen's link kinds, `[method@Gtk.Widget.get_first_child]`.
LINK = re.compile(r"\[([a-z]+)@([A-Za-z0-9_.:-]+)(?:\]|\[|(?= ))")
PARAMETER = re.compile(r"(?<![\w`])@{1,2}([a-z_][a-z0-9_]*)\b")
CONSTANT = re.compile(r"%([A-Za-z_][A-Za-z0-9_]*)")
C_TYPE = re.compile(r"(?<![\w`])#([A-Z][A-Za-z0-9]+)((?::{1,2}[a-z0-9-]+)?)")
FENCE = re.compile(r"^\s*(```|\|\[|\]\|)")


def text_of(element) -> str | None:
    doc = element.find(CORE + "doc")
    return doc.text if doc is not None and doc.text else None


def convert(text: str, resolve, parameters: dict[str, str] | None = None) -> str:
    """One stretch of GIR markup in Swift markup. `resolve(kind, target)`
    gives the Swift spelling of a linked symbol; `parameters` maps GIR
    argument names to Swift ones."""
    parameters = parameters or {}

    def link(match):
        return f"`{resolve(match.group(1), match.group(2))}`"

    def constant(match):
        name = match.group(1)
        return {"TRUE": "`true`", "FALSE": "`false`", "NULL": "`nil`"}.get(name, f"`{name}`")

    def c_type(match):
        return f"`{resolve('ctype', match.group(1) + match.group(2))}`"

    def outside_code(part: str) -> str:
        part = LINK.sub(link, part)
        # A link the GIR misspells (`[signal@Gtk.CellArea::apply-attributes)]`): its target, as code.
        part = re.sub(r"\[[a-z]+@([^\]\s`]+)\]", lambda m: f"`{m.group(1).strip('()')}`", part)
        part = PARAMETER.sub(lambda m: f"`{parameters.get(m.group(1), naming.camel(m.group(1)))}`", part)
        part = CONSTANT.sub(constant, part)
        return C_TYPE.sub(c_type, part)

    def inside_code(part: str) -> str:
        part = re.sub(r"(?<!\w)@{1,2}([a-z_][a-z0-9_]*)\b", lambda m: parameters.get(m.group(1), naming.camel(m.group(1))), part)
        part = PARAMETER.sub(lambda m: parameters.get(m.group(1), naming.camel(m.group(1))), part)
        return CONSTANT.sub(lambda m: {"TRUE": "true", "FALSE": "false", "NULL": "nil"}.get(m.group(1), m.group(1)), part)

    # What is already code (`@sibling == %NULL`) loses only the markup.
    return "".join(inside_code(part) if part.startswith("`") else outside_code(part)
                   for part in re.split(r"(`[^`\n]*`)", text))


def body(text: str) -> list[str]:
    """The paragraphs before the first heading, without code or pictures,
    as lines (a blank line between paragraphs)."""
    lines, fenced = [], False
    for line in text.strip().split("\n"):
        if FENCE.match(line):
            fenced = not fenced if line.strip() not in ("]|",) else False
            continue
        if fenced:
            continue
        if re.match(r"^\s*#+ ", line):
            break
        if re.match(r"^\s*!\[", line):
            continue
        lines.append(line.rstrip())
    while lines and not lines[-1].strip():
        lines.pop()
    # One blank line between paragraphs.
    out = []
    for line in lines:
        if not line.strip() and out and not out[-1].strip():
            continue
        out.append(line)
    return out


def comment(element, resolve, parameters: list[tuple[str, str]] | None = None, returns: bool = False,
            fallback: str | None = None) -> list[str]:
    """The `///` lines for `element`: its text, then its arguments (GIR name,
    Swift name) and its result where the GIR documents them."""
    names = {gir: swift for gir, swift in (parameters or [])}
    text = text_of(element)
    lines = [convert(line, resolve, names) for line in body(text)] if text else []
    if not lines and fallback:
        lines = [fallback]
    documented = []
    params = element.find(CORE + "parameters")
    for gir, swift in parameters or []:
        found = None
        if params is not None:
            for param in params.findall(CORE + "parameter"):
                if param.get("name") == gir:
                    found = param
        doc = text_of(found) if found is not None else None
        if doc:
            documented.append((swift, " ".join(convert(doc, resolve, names).split())))
    result_doc = None
    if returns:
        ret = element.find(CORE + "return-value")
        doc = text_of(ret) if ret is not None else None
        if doc:
            result_doc = " ".join(convert(doc, resolve, names).split())
    if (documented or result_doc) and lines:
        lines.append("")
    if len(documented) == 1:
        lines.append(f"- Parameter {documented[0][0]}: {documented[0][1]}")
    elif documented:
        lines.append("- Parameters:")
        lines += [f"  - {swift}: {doc}" for swift, doc in documented]
    if result_doc:
        lines.append(f"- Returns: {result_doc}")
    return [f"/// {line}".rstrip() for line in lines]


class DocLinks:
    """The Swift spelling of what a gi-docgen link names, by naming.py's rules."""

    def __init__(self, registry, ns: str):
        self.registry = registry
        self.ns = ns
        self.by_ctype = {ctype: full for full, ctype in registry.ctypes.items()}

    def member(self, owner: str, tag: str, name: str):
        element = self.registry.elements.get(owner)
        if element is None:
            return None
        for found in element.findall(CORE + tag):
            if found.get("name") == name:
                return found
        return None

    def __call__(self, kind: str, target: str) -> str:
        if kind not in ("ctype", "id") and "." not in target.split(":")[0]:
            target = f"{self.ns}.{target}"   # `[class@Box]` names a type of the same namespace
        if kind == "ctype":
            head, sep, rest = re.match(r"([A-Za-z0-9]+)(:*)(.*)", target).groups()
            full = self.by_ctype.get(head, head)
            if sep == "::":
                return self("signal", f"{full}::{rest}")
            if sep == ":":
                return self("property", f"{full}:{rest}")
            return full
        if kind == "property" and ":" in target:
            owner, name = target.split(":", 1)
            prop = self.member(owner, "property", name)
            type_el = prop.find(CORE + "type") if prop is not None else None
            boolean = type_el is not None and type_el.get("name") == "gboolean"
            return f"{owner}.{naming.boolean_property(name) if boolean else naming.bare(naming.ident(name))}"
        if kind == "signal" and "::" in target:
            owner, name = target.split("::", 1)
            return f"{owner}.on{naming.camel(name, upper=True)}"
        if kind in ("method", "ctor", "func") and target.count(".") >= 2:
            owner, name = target.rsplit(".", 1)
            tag = {"method": "method", "ctor": "constructor", "func": "function"}[kind]
            element = self.member(owner, tag, name)
            if element is None:
                return target
            params = element.find(CORE + "parameters")
            gir = [p.get("name") for p in params.findall(CORE + "parameter")] if params is not None else []
            if kind == "ctor":
                labels = ([naming.constructor_first_label(name, gir[0])] if gir else []) + \
                    [naming.later_label(n) for n in gir[1:]]
                return f"{owner}.init({''.join(naming.bare(l) + ':' for l in labels)})"
            accessor, method, labels = swift_member(element)
            if accessor:
                return f"{owner}.{naming.bare(accessor)}"
            return f"{owner}.{naming.bare(method)}({''.join(naming.bare(l) + ':' for l in labels)})"
        return target
