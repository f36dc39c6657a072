"""The one translation layer for every user-facing sentence: gettext catalogues read with Babel.

Catalogues are gettext ``.po`` files ``<folder>/<dir>/LC_MESSAGES/<domain>.po`` (``<dir>`` is the
gettext name of a locale: ``en``, ``zh_CN``, ``zh_TW``). They are read with Babel at first use and
compiled in memory (no ``.mo`` file is kept in git). Domain ``bot`` holds the bot's own sentences
and ``render`` the pictures' shared words, both in ``bot/i18n/locales``; each game has a domain
named by its key (``afternova``) for the sentences its engine returns as
:class:`rules.core.text.Msg`, kept beside its package (``rules/<key>/locales``, with its glossary
``rules/<key>/glossary.yaml``), so a game is one package.

Message ids are **stable ids** (``service.no_game_here``), not English source text: the English
text lives in the ``en`` catalogue like any other language, so rewording an English sentence does
not orphan its translations, and a translator sees the English beside each id (``#.`` comments).
Templates are :meth:`str.format` templates with named fields (``{name}``); a plural message has
``msgid_plural`` and one ``msgstr[N]`` per plural form of the locale (English 2, Chinese 1), chosen
with :func:`tn`.

Locales are the Discord locale codes players have: ``en``, ``zh-CN``, ``zh-TW``
(:data:`LOCALES`); :func:`locale_for` maps any Discord locale to one of them. A message a locale
lacks falls back to English (tests/bot/test_i18n.py fails on any id missing from a locale).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from importlib.util import find_spec
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from rules import GAMES
from rules.core.text import Msg, render

ROOT = Path(__file__).parent / "locales"
DEFAULT_LOCALE = "en"
LOCALES: tuple[str, ...] = ("en", "zh-CN", "zh-TW")
"""Every locale the bot speaks, as Discord codes."""
LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "zh-CN": "简体中文", "zh-TW": "繁體中文"}
"""Each locale's name in its own language (how ``/settings`` and ``/game new`` list them)."""
BOT_DOMAIN = "bot"


_SPEAKING: ContextVar[str] = ContextVar("orrery_locale", default=DEFAULT_LOCALE)


class CatalogueError(RuntimeError):
    """A catalogue file cannot be read."""


def locale_for(code: str | None) -> str:
    """The bot locale for a Discord locale code: ``zh-CN`` and ``zh-TW`` as they are (also
    ``zh_CN``, ``zh_TW``, any case), everything else (and ``None``) ``en``."""
    normal = (code or "").replace("_", "-").lower()
    return {"zh-cn": "zh-CN", "zh-tw": "zh-TW"}.get(normal, DEFAULT_LOCALE)


def folder_of(locale: str) -> str:
    """The gettext folder name of a bot locale (``zh-CN`` -> ``zh_CN``)."""
    return locale.replace("-", "_")


def po_path(locale: str, domain: str = BOT_DOMAIN) -> Path:
    """Where the catalogue of ``domain`` in ``locale`` lives: beside the game's package for a
    game's domain, in ``bot/i18n/locales`` for the others."""
    return locales_of(domain) / folder_of(locale) / "LC_MESSAGES" / f"{domain}.po"


def catalogue_paths(locale: str) -> list[Path]:
    """Every catalogue file of ``locale``: those of ``bot/i18n/locales`` (``bot``, ``render``)
    and each registered game's (``rules/<key>/locales``)."""
    own = sorted((ROOT / folder_of(locale) / "LC_MESSAGES").glob("*.po"))
    games = (po_path(locale, key) for key in sorted(GAMES))
    return own + [path for path in games if path.exists()]


@cache
def locales_of(domain: str) -> Path:
    """The ``locales`` folder of ``domain``: ``rules/<domain>/locales`` when ``rules.<domain>``
    is a package (a game), else :data:`ROOT`."""
    spec = find_spec(f"rules.{domain}") if domain.isidentifier() else None
    if spec is None or not spec.submodule_search_locations:
        return ROOT
    return Path(next(iter(spec.submodule_search_locations))) / "locales"


@dataclass(frozen=True)
class Compiled:
    """One catalogue ready to use.

    Attributes:
        singular: id -> template of every message without plural forms.
        plural: id -> templates, one per plural form of the locale.
        catalog: the Babel catalogue read (its ``plural_expr`` is the locale's plural rule).
    """

    singular: Mapping[str, str]
    plural: Mapping[str, tuple[str, ...]]
    catalog: Catalog

    def plural_index(self, count: int) -> int:
        """The plural form ``count`` takes in this locale (gettext's rule of the catalogue)."""
        return _plural_rule(self.catalog.plural_expr)(count)


@cache
def _plural_rule(expression: str) -> Callable[[int], int]:
    """gettext's C plural expression (``(n != 1)``) as a function (parsed by the stdlib)."""
    return gettext.c2py(expression)


@cache
def compiled(locale: str, domain: str = BOT_DOMAIN) -> Compiled:
    """The catalogue of ``domain`` in ``locale`` (empty when the file does not exist).

    Fuzzy and untranslated entries are left out, so they fall back to English.

    Raises:
        CatalogueError: the file is not a valid ``.po`` file.
    """
    path = po_path(locale, domain)
    babel_locale = folder_of(locale)
    if not path.is_file():
        return Compiled({}, {}, Catalog(locale=babel_locale, domain=domain))
    try:
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=babel_locale, domain=domain, abort_invalid=True)
    except Exception as error:  # Babel raises several kinds; one refusal for all
        raise CatalogueError(f"{path}: {error}") from error
    singular: dict[str, str] = {}
    plural: dict[str, tuple[str, ...]] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            forms = tuple(str(form) for form in message.string or ())
            if all(forms):
                plural[str(message.id[0])] = forms
        elif message.string:
            singular[str(message.id)] = str(message.string)
    return Compiled(singular, plural, catalog)


def catalogue(locale: str, domain: str = BOT_DOMAIN) -> Mapping[str, str]:
    """Every singular message of ``domain`` in ``locale``: id -> template."""
    return compiled(locale, domain).singular


def has(key: str, locale: str = DEFAULT_LOCALE, domain: str = BOT_DOMAIN) -> bool:
    """True when ``locale`` (not its English fallback) defines ``key`` in ``domain``."""
    found = compiled(locale, domain)
    return key in found.singular or key in found.plural


def template(key: str, locale: str = DEFAULT_LOCALE, domain: str = BOT_DOMAIN) -> str:
    """The template of singular message ``key`` in ``locale``, else English.

    Raises:
        KeyError: English does not define ``key`` either (a bug: every sentence is catalogued).
    """
    found = compiled(locale, domain).singular.get(key)
    return found if found is not None else compiled(DEFAULT_LOCALE, domain).singular[key]


def current_locale() -> str:
    """The locale of whoever the current task answers (set by :func:`speaking`; ``en`` outside)."""
    return _SPEAKING.get()


def speak(locale: str) -> None:
    """From now on in the current task (and the tasks it starts), :func:`t` without a locale
    speaks ``locale``; the Discord adapter calls it with the caller's locale at the start of each
    interaction, so replies and refusals are in the caller's language."""
    _SPEAKING.set(locale)


@contextmanager
def speaking(locale: str) -> Iterator[None]:
    """Within the block, :func:`t` and :func:`tn` without a locale speak ``locale``: the front end
    opens it around one interaction with the caller's locale, so replies and refusals are in the
    caller's language while table posts name the table's locale explicitly."""
    token = _SPEAKING.set(locale)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


@dataclass(frozen=True)
class Lazy:
    """A bot message not yet rendered: its id, fields and (for a plural message) count. A field
    of :func:`t` that is a :class:`Lazy` is rendered in the same locale as its sentence."""

    key: str
    fields: Mapping[str, object] = field(default_factory=dict)
    count: int | None = None

    def render(self, locale: str | None = None) -> str:
        """The message in ``locale`` (the current one when ``None``)."""
        if self.count is None:
            return t(self.key, locale, **self.fields)
        return tn(self.key, self.count, locale, **self.fields)


def _filled(text: str, locale: str, fields: Mapping[str, object]) -> str:
    shown = {
        name: value.render(locale)
        if isinstance(value, Lazy)
        else say(value, locale)
        if isinstance(value, Msg)
        else value
        for name, value in fields.items()
    }
    return text.format(**shown)


def say(text: str, locale: str | None = None, domain: str | None = None) -> str:
    """``text`` in ``locale`` (the current one when ``None``): a game's
    :class:`~rules.core.text.Msg` through the catalogue of ``domain`` (by default the game key
    its id starts with: ``afternova.title`` -> ``afternova``, each nested message by its own id),
    any other string as it is. A ``Msg`` given as a field of :func:`t` (a game's title) is said
    this way too."""
    if not isinstance(text, Msg):
        return text
    if domain is None:
        return render(text, id_translator(locale))
    return render(text, game_translator(domain, locale))


def t(key: str, /, locale: str | None = None, **fields: object) -> str:
    """Message ``key`` of the bot's catalogue in ``locale`` (the current one of
    :func:`speaking` when ``None``; English when the locale lacks it), filled with ``fields``
    (``str.format``; a :class:`Lazy` field is rendered in the same locale).

    Raises:
        KeyError: no catalogue defines ``key``, or the template names a field not given.
    """
    chosen = locale or current_locale()
    return _filled(template(key, chosen), chosen, fields)


def tn(key: str, count: int, /, locale: str | None = None, **fields: object) -> str:
    """Plural message ``key`` in the form ``count`` takes in ``locale`` (``1 card`` / ``2 cards``
    in English, one form in Chinese), filled with ``fields`` and ``count``.

    Raises:
        KeyError: no catalogue defines ``key`` as a plural message.
    """
    chosen = locale or current_locale()
    return _filled(plural_template(key, count, chosen), chosen, {"count": count, **fields})


def plural_template(
    key: str, count: int, locale: str = DEFAULT_LOCALE, domain: str = BOT_DOMAIN
) -> str:
    """The template of plural message ``key`` for ``count`` in ``locale``, else English.

    Raises:
        KeyError: English does not define ``key`` as a plural message.
    """
    for candidate in (locale, DEFAULT_LOCALE):
        found = compiled(candidate, domain)
        forms = found.plural.get(key)
        if forms is not None:
            return forms[min(found.plural_index(count), len(forms) - 1)]
    raise KeyError(key)


def game_translator(domain: str, locale: str | None = None) -> Callable[[str], str | None]:
    """The lookup :func:`rules.core.text.render` uses for game ``domain`` (a game key) in
    ``locale`` (the current one when ``None``): the game's catalogue, then the bot's (shared
    pieces such as the list separator); ``None`` when neither has the id (the game's English)."""
    chosen = locale or current_locale()
    own, shared = catalogue(chosen, domain), catalogue(chosen)

    def translate(key: str) -> str | None:
        return own.get(key) or shared.get(key)

    return translate


def id_translator(locale: str | None = None) -> Callable[[str], str | None]:
    """The lookup of each id in the catalogue of the game its id names (``afternova.title`` ->
    ``afternova``), then the bot's: a shared ``core.*`` sentence nesting a game's sentences
    (``core.list.sentences``) finds both."""
    chosen = locale or current_locale()
    shared = catalogue(chosen)

    def translate(key: str) -> str | None:
        return catalogue(chosen, key.partition(".")[0]).get(key) or shared.get(key)

    return translate


def N_(key: str) -> str:
    """Mark ``key`` as a message id used elsewhere (an error's ``key``, a table of ids), so the
    extraction test sees it; returns ``key`` unchanged."""
    return key
