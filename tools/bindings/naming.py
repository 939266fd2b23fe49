"""How a C-shaped GIR name becomes the name a Swift developer would have
written by hand. Pure functions of names (no GIR, no types), each rule
tested in test_naming.py:

  * a zero-argument getter is a property: `get_first_child()` is
    `firstChild`, `is_visible()` `isVisible`, `has_focus()` `hasFocus`,
    `get_mapped()` `isMapped`; so is a zero-argument `list_…()`:
    `list_action_descriptions()` is `actionDescriptions`;
    a setter taking one value of the getter's type is its `set`;
  * a method with arguments loses `get_`: `get_nth_page(n)` is `nthPage(_:)`;
  * the first argument has no label where the name already says what it is
    (`set_child(child)`, `add_css_class(css_class)`, `get_page_title(page)`,
    `set_response_enabled(response, enabled)`) or where its C name is a
    stand-in (`append(child)`, `gtk_label_new(str)`, `nth_page(n)`); a
    position is `at` (`insert(_:at:)`, `remove(at:)`); `is_X(X)`, which
    asks whether its argument is the X, is `hasX(_:)` (`button.hasAncestor(box)`);
  * a named constructor is labelled by what it is made from:
    `new_with_mnemonic(str)` is `init(mnemonic:)`, `new_from_icon_name(icon_name)`
    `init(iconName:)`; where the name does not name its first argument
    (`new_with_range(orientation, …)`) the name stays the label (`withRange`);
  * a Boolean property of one adjective reads as an assertion: `visible` is
    `isVisible`, `modal` `isModal`; one that is a verb (`wrap`, `hexpand`) or
    already reads as one (`has-frame`, `use-underline`) keeps its name;
  * a result may be ignored without a warning only where the call is done
    for what it does (`grab_focus`, `add_titled`), not for what it answers
    (`get_…`, `is_…`, `lookup_…`);
  * an initialism is in capitals past a name's first word: `addCSSClass`,
    `responseID`.

What it does not do: decide whether a member is generated, or collide-check
names (members.py does both).
"""
from __future__ import annotations

import re

SWIFT_KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol",
}

# Initialisms Swift writes in capitals (`addCSSClass`, `responseID`, `fileURI`).
INITIALISMS = {"css", "id", "uri", "url", "ui", "rgba", "gl", "html", "xml", "ltr", "rtl"}
# C parameter names that only stand for "the value this call is about".
STAND_INS = {"child", "widget", "str", "string", "n", "object", "item", "self"}
# C parameter names that are an index into what the call is about.
POSITIONS = {"position", "index", "pos", "index_"}
# First words of a call made for its answer: its result is never dropped silently.
QUERY_WORDS = {"get", "is", "has", "can", "should", "lookup", "find", "contains", "compute", "to", "list",
               "query", "peek", "count", "equal", "dup", "in", "translate", "measure", "pick", "observe",
               "create", "copy", "compare", "ref", "new"}
# Predicate prefixes a Boolean getter keeps: `is_visible()` is `isVisible`.
PREDICATES = {"is", "has", "can", "should"}
# Adjectives among one-word Boolean names: by their ending, or by name.
ADJECTIVE_ENDINGS = ("able", "ible", "ed", "ive", "al", "ic", "ent", "ant", "ous", "ful", "less", "ing")
ADJECTIVES = {"dark", "empty", "primary", "complete", "alternate"}
# One-word Boolean properties that are verbs, not adjectives, or GTK's
# abbreviations of a phrase ("horizontally homogeneous"): no `is`.
VERBS = {"wrap", "hexpand", "vexpand", "expand", "fill", "overwrite", "autohide", "loop", "reveal", "shrink",
         "resize", "truncate", "activate", "propagate", "collate", "reverse", "hhomogeneous", "vhomogeneous"}


def words(name: str) -> list[str]:
    return [w for w in re.split(r"[-_]", name) if w]


def camel(name: str, upper: bool = False) -> str:
    """lowerCamelCase (UpperCamelCase with `upper`), an initialism in capitals
    where it does not start a lowerCamelCase name: `cssClasses`, `addCSSClass`."""
    parts = words(name)
    if not parts:
        return name
    def cap(part: str) -> str:
        return part.upper() if part in INITIALISMS else part[:1].upper() + part[1:]
    first = cap(parts[0]) if upper else parts[0]
    return first + "".join(cap(p) for p in parts[1:])


def ident(name: str) -> str:
    """A Swift identifier for a GIR name (lowerCamelCase, escaped where needed)."""
    result = camel(name)
    if result[:1].isdigit():
        result = "_" + result
    return f"`{result}`" if result in SWIFT_KEYWORDS else result


def bare(identifier: str) -> str:
    return identifier.strip("`")


def getter_property(method: str, arguments: int, returns_bool: bool, returns_value: bool) -> str | None:
    """The property a zero-argument getter becomes, or None when it stays a
    method; a Boolean one is named as a Boolean property is (`get_mapped()` is
    `isMapped`)."""
    if arguments or not returns_value:
        return None
    parts = words(method)
    if len(parts) > 1 and parts[0] == "get":
        rest = "_".join(parts[1:])
        return boolean_property(rest) if returns_bool else ident(rest)
    if len(parts) > 1 and parts[0] in PREDICATES and returns_bool:
        return ident(method)
    if len(parts) > 1 and parts[0] == "list" and not returns_bool:
        return ident("_".join(parts[1:]))
    return None


def setter_for(property_name: str) -> str:
    """The GIR method that sets what the getter property `property_name` reads."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", bare(property_name))
    snake = "_".join(part.lower() for part in parts)
    for prefix in ("is_", "has_", "can_", "should_"):
        if snake.startswith(prefix):
            return "set_" + snake[len(prefix):]
    return "set_" + snake


def method_name(method: str, arguments: int, first: str | None = None) -> str:
    """A method's Swift base name: lowerCamelCase, without `get_` where it
    takes arguments; `is_X(X)` (whether the argument is this one's X) is `hasX`."""
    parts = words(method)
    if first is not None and len(parts) > 1 and parts[0] == "is" and parts[1:] == words(first):
        return ident("_".join(["has"] + parts[1:]))
    if arguments and len(parts) > 1 and parts[0] == "get":
        return ident("_".join(parts[1:]))
    return ident(method)


def first_label(method: str, parameter: str, later: list[str] = ()) -> str:
    """The label of a method's first argument: `_` where the name or the
    argument's stand-in C name says it, `at` for a position. An argument
    one of a pair the name covers both of (`set_policy(hscrollbar_policy,
    vscrollbar_policy)`) keeps its label, as the other does."""
    name_words, parameter_words = words(method), words(parameter)
    if name_words[-len(parameter_words):] == parameter_words or name_words[-1] == parameter_words[0]:
        return "_"
    named = [word for word in parameter_words if word in name_words[1:]]
    if named and not any(word in words(other) for word in named for other in later):
        # The name already says what the argument is, past its verb:
        # `get_response_enabled(response)` is `responseEnabled(_:)`,
        # `get_accels_for_action(detailed_action_name)` `accelsForAction(_:)`.
        return "_"
    if parameter in STAND_INS:
        return "_"
    if parameter in POSITIONS:
        return "at"
    return ident(parameter)


def later_label(parameter: str) -> str:
    """The label of any argument after the first."""
    return "at" if parameter in POSITIONS else ident(parameter)


def constructor_first_label(constructor: str, parameter: str) -> str:
    """The first label of an initializer made by the GIR constructor `constructor`."""
    if constructor == "new":
        label = first_label("new", parameter)
        return label
    rest = words(constructor[4:] if constructor.startswith("new_") else constructor)
    parameter_words = words(parameter)
    if rest and rest[0] in ("with", "from", "for") and len(rest) > 1:
        named = rest[1:]
        if named == parameter_words or named[-1] == parameter_words[0] or named[-len(parameter_words):] == parameter_words \
                or parameter in STAND_INS:
            return ident("_".join(named))
    return ident("_".join(rest))


def is_adjective(word: str) -> bool:
    """Whether a one-word Boolean's name is an adjective (`visible`, `folded`,
    `loading`), which reads as an assertion with `is`, rather than a noun or a
    verb (`clamp`, `passthrough`, `autoplay`), which does not."""
    if word in VERBS:
        return False
    return word in ADJECTIVES or word.endswith(ADJECTIVE_ENDINGS)


def boolean_property(name: str) -> str:
    """The Swift name of a Boolean GObject property `name`."""
    parts = words(name)
    if len(parts) == 1 and parts[0] not in PREDICATES and is_adjective(parts[0]):
        return "is" + camel(name, upper=True)
    return ident(name)


def discardable(method: str) -> bool:
    """Whether a method's result may be dropped without a warning."""
    return words(method)[0] not in QUERY_WORDS
