"""Translatable game sentences: the engine says *which* sentence, the table says it in a language.

A game's prompts, labels, log lines, private summaries, refusals and scores are English sentences
with ``{pN}`` seat placeholders (docs/design.md §2). A game that wants them translated returns a
:class:`Msg` instead of a plain string: a ``str`` whose value *is* the English sentence (so every
reader that wants English — tests, the terminal table, old stored rows, ``str(error)`` — keeps
working unchanged), carrying a stable message id and its arguments. The engine does no I/O and
knows no catalogue: the bot renders a :class:`Msg` in a locale with :func:`render`, looking the id
up in the game's catalogue domain (``rules/<game key>/locales/<locale>/LC_MESSAGES/<game key>.po``,
docs/adding-a-game.md "Languages"), and falls back to the English template for an id the locale
lacks and for plain strings.

Arguments are plain values (numbers, notation, ``{pN}`` placeholders), nested :class:`Msg` terms
(a colour, a card kind: rendered in the same locale, so a game term is spelled one way), or a
:class:`Msg.items` list joined with the locale's separator. A ``Msg`` combined with other text by
``str`` operations (``+``, ``removeprefix``) becomes a plain ``str`` again: English only.

A model field that holds a sentence (an event's ``text``) is typed :data:`Text`: it keeps a
:class:`Msg` as it is, and its JSON form is ``{"key", "english", "args"}`` (:meth:`Msg.to_data`)
so a stored sentence is translated when read back; a plain string (every row stored before
sentences were translatable) reads as that string, in English.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Annotated, Any, Union

from pydantic import PlainSerializer, PlainValidator

Arg = Union[str, int, "Msg", tuple[Union[str, "Msg"], ...]]
"""What a message argument may be: text, a number, a nested message or a list of them."""
Translate = Callable[[str], str | None]
"""A catalogue lookup: message id -> the locale's template, or ``None`` when it lacks one."""
SEPARATOR = "core.list_separator"
"""The message id of the separator joining a list argument (English ``", "``)."""


class Msg(str):
    """A translatable sentence: the English text as a ``str``, plus ``key`` and ``args``.

    Args:
        key: the stable message id, ``<game key>.<area>.<name>`` (``afternova.prompt.main``).
        english: the English ``str.format`` template (``"Take {cards} or sweep a row."``).
        args: the template's fields.

    Raises:
        KeyError: ``english`` names a field not in ``args``.
    """

    key: str
    english: str
    args: Mapping[str, Arg]

    def __new__(cls, key: str, english: str, /, **args: Arg) -> Msg:
        # Engines make a sentence for every event of every move: only list arguments need a
        # conversion before ``format`` (which turns the rest into text itself), and ``args`` is
        # this call's own dict, so it is wrapped read-only without a copy.
        fields = args
        for value in args.values():
            if isinstance(value, tuple):
                fields = {
                    name: _english(v) if isinstance(v, tuple) else v for name, v in args.items()
                }
                break
        self = str.__new__(cls, english.format_map(fields))
        self.key = key
        self.english = english
        self.args = MappingProxyType(args)
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.key, self.english, dict(self.args)))

    def to_data(self) -> dict[str, Any]:
        """The message as JSON data: ``{"key", "english", "args"}``, a nested message as such a
        dict, a list argument as ``{"items": [...]}``."""
        return {
            "key": self.key,
            "english": self.english,
            "args": {name: _arg_data(value) for name, value in self.args.items()},
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Msg:
        """The message :meth:`to_data` wrote.

        Raises:
            KeyError, TypeError: ``data`` is not such a dict.
        """
        args = {name: _arg_of(value) for name, value in dict(data["args"]).items()}
        return cls(str(data["key"]), str(data["english"]), **args)


def _arg_data(value: Arg) -> object:
    if isinstance(value, Msg):
        return value.to_data()
    if isinstance(value, tuple):
        listed = {"items": [_arg_data(item) for item in value]}
        return {**listed, "commas": True} if isinstance(value, Listing) else listed
    return value


def _arg_of(data: object) -> Arg:
    if isinstance(data, dict) and "items" in data:
        items = tuple(_text_of(item) for item in data["items"])
        return Listing(items) if data.get("commas") else items
    if isinstance(data, dict):
        return Msg.from_data(data)
    if isinstance(data, str | int):
        return data
    raise TypeError(f"not a message argument: {data!r}")


def _text_of(data: object) -> str:
    """A sentence field's value: a :class:`Msg` kept, its data read back, a plain string as it
    is.

    Raises:
        TypeError: anything else (pydantic reports it as a validation error).
    """
    if isinstance(data, str):
        return data
    if isinstance(data, dict):
        return Msg.from_data(data)
    raise TypeError(f"not a sentence: {data!r}")


def _text_data(text: str) -> object:
    return text.to_data() if isinstance(text, Msg) else str(text)


Text = Annotated[str, PlainValidator(_text_of), PlainSerializer(_text_data)]
"""A pydantic field holding a sentence: a :class:`Msg` stays one (JSON: :meth:`Msg.to_data`), a
plain string reads as itself (see the module docstring)."""


def _rebuild(key: str, english: str, args: dict[str, Arg]) -> Msg:
    return Msg(key, english, **args)


class Template(str):
    """An English ``str.format`` template with a message id: :meth:`format` makes its
    :class:`Msg`, as ``str.format`` would make the English text. A game's subclass sets
    :meth:`nest`, which turns a plain field value into the argument its catalogues expect (a
    colour into that colour's term message, a count into a count message).

    Args:
        key: the message id, ``<game key>.<area>.<name>``.
        english: the English template (``"{{p{seat}}} passed."``).
    """

    key: str

    def __new__(cls, key: str, english: str) -> Template:
        self = super().__new__(cls, english)
        self.key = key
        return self

    @staticmethod
    def nest(field: str, value: object) -> Arg:
        """The argument a plain ``value`` of ``field`` becomes (a game's subclass overrides)."""
        return value if isinstance(value, Msg | int | tuple) else str(value)

    def format(self, *args: object, **kwargs: object) -> Msg:
        """The sentence with ``kwargs`` filled, each through :meth:`nest`.

        Raises:
            TypeError: positional arguments (every template names its fields).
            KeyError: a field the template names is missing.
        """
        if args:
            raise TypeError(f"{self.key} takes named fields only")
        return Msg(self.key, str(self), **{k: self.nest(k, v) for k, v in kwargs.items()})

    def plain(self, **fields: Arg) -> Msg:
        """The sentence with ``fields`` as they are (no :meth:`nest`): for sentences made by the
        thousand (a route search's refusals), where nesting would cost more than the work.

        Raises:
            KeyError: a field the template names is missing.
        """
        return Msg(self.key, str(self), **fields)


class Listing(tuple[str, ...]):
    """A list argument read "a, b, c" in English (a plain ``tuple`` reads "a, b and c"); both
    are joined with the locale's separator (:data:`SEPARATOR`) when translated."""

    __slots__ = ()


def _english(value: Arg) -> str:
    """An argument in English: a list reads "a, b and c" (a :class:`Listing` "a, b, c")."""
    if isinstance(value, Listing):
        return ", ".join(value)
    if isinstance(value, tuple):
        return value[-1] if len(value) < 2 else ", ".join(value[:-1]) + " and " + value[-1]
    return str(value)


def render(text: str, translate: Translate) -> str:
    """``text`` in the language of ``translate``: a :class:`Msg` through its template there, its
    arguments rendered the same way (its English text when ``translate`` has no template); any
    other ``str`` as it is."""
    if not isinstance(text, Msg):
        return text
    template = translate(text.key)
    if template is None:
        return str(text)
    return template.format(**{name: _rendered(v, translate) for name, v in text.args.items()})


def _rendered(value: Arg, translate: Translate) -> str:
    if isinstance(value, tuple):
        separator = translate(SEPARATOR) or ", "
        return separator.join(render(item, translate) for item in value)
    if isinstance(value, str):
        return render(value, translate)
    return str(value)
