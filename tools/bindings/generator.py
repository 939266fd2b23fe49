"""The generator of one module: the writers of each kind of declaration, together."""
from __future__ import annotations

from .callables import CallableWriter
from .classes import ClassWriter
from .docs import DocLinks, comment
from .enums import EnumWriter
from .gir import Registry, Skipped
from .members import MemberWriter
from .properties import PropertyWriter
from .signals import SignalWriter
from .typemap import TypeMapping


class Generator(TypeMapping, ClassWriter, MemberWriter, CallableWriter, PropertyWriter, SignalWriter, EnumWriter):
    """Writes one module's Swift from the registry: the mixins each write one kind of declaration."""

    def __init__(self, registry: Registry, ns: str, module: str, excluded: dict[str, set[str]]):
        self.registry = registry
        self.ns = ns
        self.module = module
        # Names taken by GtkBridge, by the class that takes them: a widget
        # class (or an interface, which a widget may implement) meets both.
        self.excluded_by_owner = excluded
        self.excluded = excluded["GObjectHandle"] | excluded["Widget"]
        self.skipped = Skipped()
        self.links = DocLinks(registry, ns)

    def doc(self, element, parameters=None, returns: bool = False, fallback: str | None = None) -> list[str]:
        """`element`'s documentation as `///` lines (docs.py)."""
        return comment(element, self.links, parameters, returns, fallback)
