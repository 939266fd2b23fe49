"""The generator of one module: the writers of each kind of declaration, together."""
from __future__ import annotations

from .callables import CallableWriter
from .classes import ClassWriter
from .enums import EnumWriter
from .gir import Registry, Skipped
from .members import MemberWriter
from .properties import PropertyWriter
from .signals import SignalWriter
from .typemap import TypeMapping


class Generator(TypeMapping, ClassWriter, MemberWriter, CallableWriter, PropertyWriter, SignalWriter, EnumWriter):
    """Writes one module's Swift from the registry: the mixins each write one kind of declaration."""

    def __init__(self, registry: Registry, ns: str, module: str, excluded: set[str]):
        self.registry = registry
        self.ns = ns
        self.module = module
        self.excluded = excluded
        self.skipped = Skipped()
