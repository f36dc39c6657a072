"""Translatable game sentences: the engine says *which* sentence, the table says it in a language.

A game's prompts, labels, log lines, private summaries, refusals and scores are English sentences
with ``{pN}`` seat placeholders (docs/design.md §2). A game that wants them translated returns a
:class:`Msg` instead of a plain string: a ``str`` whose value *is* the English sentence (so every
reader that wants English — tests, the terminal table, old stored rows, ``str(error)`` — keeps
working unchanged), carrying a stable message id and its arguments. The engine does no I/O and
knows no catalogue: the bot renders a :class:`Msg` in a locale with :func:`render`, looking the id
up in the game's catalogue domain (``bot/i18n/locales/<locale>/LC_MESSAGES/<game key>.po``,
docs/adding-a-game.md "Languages"), and falls back to the English template for an id the locale
lacks and for plain strings.

Arguments are plain values (numbers, notation, ``{pN}`` placeholders), nested :class:`Msg` terms
(a colour, a card kind: rendered in the same locale, so a game term is spelled one way), or a
:class:`Msg.items` list joined with the locale's separator. A ``Msg`` combined with other text by
``str`` operations (``+``, ``removeprefix``) becomes a plain ``str`` again: English only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Union

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
        lists = [name for name, value in args.items() if type(value) is tuple]
        fields = {**args, **{name: _english(args[name]) for name in lists}} if lists else args
        self = super().__new__(cls, english.format(**fields))
        self.key, self.english, self.args = key, english, MappingProxyType(args)
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.key, self.english, dict(self.args)))


def _rebuild(key: str, english: str, args: dict[str, Arg]) -> Msg:
    return Msg(key, english, **args)


def _english(value: Arg) -> str:
    """An argument in English: a list reads "a, b and c"."""
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
