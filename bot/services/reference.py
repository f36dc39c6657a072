"""``/card``: a component of the channel's game looked up by id, name or prefix, shown as text
and as a picture in the reader's language (:mod:`rules.core.reference`).

Entries hold printed information only, so anyone in the channel may look any component up; the
answer goes to the asker alone (ephemeral on Discord).
"""

from __future__ import annotations

from bot.i18n import current_locale, say, t
from bot.services.context import Table, TableLoader
from bot.services.errors import ServiceError
from bot.services.outputs import Outputs
from rules.core.reference import Entry, lookup, reference

MAX_CHOICES = 25
MAX_LISTED = 10
"""The most candidates an ambiguous name lists."""


class UnknownComponent(ServiceError):
    """``/card`` named no component. Fields: ``typed``, ``title``."""

    key = "service.card_unknown"


class AmbiguousComponent(ServiceError):
    """``/card`` named several components. Fields: ``typed``, ``names``."""

    key = "service.card_ambiguous"


def entry_name(table: Table, entry: Entry) -> str:
    """``entry``'s name in the language spoken now (as printed where nothing translates it)."""
    return say(entry.name, domain=table.game.key)


def entry_text(table: Table, entry: Entry) -> str:
    """``entry`` in words, in the language spoken now: its name, kind and id, then one line per
    printed fact."""
    head = t(
        "service.card_head",
        name=entry_name(table, entry),
        kind=say(entry.kind, domain=table.game.key),
        id=entry.id,
    )
    facts = [f"• {say(fact, domain=table.game.key)}" for fact in entry.facts]
    return "\n".join([head, *facts])


def find(table: Table, typed: str) -> Entry:
    """The component ``typed`` names (id, printed name, the name in the language spoken now, or
    an unambiguous prefix of one).

    Raises:
        UnknownComponent, AmbiguousComponent.
    """
    assert table.state is not None
    found = lookup(reference(table.game, table.state), typed, lambda e: entry_name(table, e))
    if not found:
        raise UnknownComponent(typed=typed, title=say(table.game.title))
    if len(found) > 1:
        shown = [f"{entry_name(table, e)} (`{e.id}`)" for e in found[:MAX_LISTED]]
        more = len(found) - len(shown)
        names = t("core.list_separator").join(shown) + (f" … (+{more})" if more else "")
        raise AmbiguousComponent(typed=typed, names=names)
    return found[0]


async def card(tables: TableLoader, table: Table, typed: str) -> Outputs:
    """``reply`` (+ ``reply_image_png`` when images are on): the component ``typed`` names, in
    the language spoken now.

    Raises:
        UnknownComponent, AmbiguousComponent.
    """
    entry = find(table, typed)
    png = await tables.renderer.entry(table.game.key, entry, current_locale())
    return Outputs(reply=entry_text(table, entry), reply_image_png=png)


def choices(table: Table, typed: str) -> list[tuple[str, str]]:
    """``/card``'s autocomplete: up to 25 ``(name, value)`` pairs of components matching
    ``typed`` (every component when nothing is typed), each its name in the language spoken now
    and its id."""
    assert table.state is not None
    entries = reference(table.game, table.state)
    found = (
        lookup(entries, typed, lambda e: entry_name(table, e), widest=True)
        if typed.strip()
        else entries
    )
    return [(f"{entry_name(table, e)} · {e.id}"[:100], e.id) for e in found[:MAX_CHOICES]]
