"""The 2-player automa (docs/rules/afternova.md §7, 2-player mode).

The automa is first player and holds no Hired Paws. On its turn it draws 1 fragment from the bag
and places it on the leftmost Blueprint of its row with a matching uncovered icon, else in its
storage. At 4 stored fragments it discards them and gains the top Blueprint of the deck face down
(completed, unseen). A fully covered Blueprint is completed: its fragments are discarded, a new
Blueprint is dealt to the right end of the row and matching stored fragments move onto it. It
never uses upgrades. As a helper it fills whole skill requirements, taking one Planet fragment per
requirement, which must match an uncovered icon and is placed by the same rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rules.afternova.board import Ctx, discard_fragments, draw_card, draw_fragment
from rules.afternova.cards import Catalog
from rules.afternova.state import (
    TARGET_BLUEPRINTS,
    AutomaBlueprint,
    AutomaState,
)
from rules.afternova.words import colour as word_colour
from rules.core.events import public_event
from rules.core.text import Msg

AUTOMA_STORAGE_LIMIT = 4


def uncovered(cat: Catalog, blueprint: AutomaBlueprint) -> Counter[str]:
    """Icons of a row Blueprint not yet covered (colour -> count)."""
    return Counter(cat.blueprint[blueprint.id].icons) - Counter(blueprint.covered)


def target_index(cat: Catalog, row: list[AutomaBlueprint], colour: str) -> int | None:
    """The leftmost row Blueprint with an uncovered ``colour`` icon, or ``None``."""
    for index, blueprint in enumerate(row):
        if uncovered(cat, blueprint)[colour] > 0:
            return index
    return None


def can_receive(cat: Catalog, automa: AutomaState, colours: tuple[str, ...]) -> bool:
    """True when each fragment, placed in order, covers an uncovered icon (helper payment rule)."""
    open_icons = [uncovered(cat, blueprint) for blueprint in automa.row]
    for colour in colours:
        target = next((icons for icons in open_icons if icons[colour] > 0), None)
        if target is None:
            return False
        target[colour] -= 1
    return True


def receivable(cat: Catalog, automa: AutomaState, colours: Sequence[str]) -> list[str]:
    """The ``colours`` the automa takes when offered one after another, in order: each that
    covers an icon still uncovered after the ones taken before it (:func:`can_receive` of a
    sequence is true exactly when it takes all of them)."""
    open_icons = [uncovered(cat, blueprint) for blueprint in automa.row]
    taken: list[str] = []
    for colour in colours:
        target = next((icons for icons in open_icons if icons[colour] > 0), None)
        if target is not None:
            target[colour] -= 1
            taken.append(colour)
    return taken


def total_completed(automa: AutomaState) -> int:
    """Blueprints the automa has completed, face up and face down."""
    return len(automa.completed) + len(automa.hidden)


def deal_row(ctx: Ctx, automa: AutomaState, count: int) -> None:
    """Deal ``count`` Blueprints from the deck to the right end of the automa's row."""
    for _ in range(count):
        card = draw_card(ctx, "bp")
        if card is not None:
            automa.row.append(AutomaBlueprint(id=card))


def place(ctx: Ctx, colour: str) -> bool:
    """Place one fragment by the automa's rule; returns True when its 6th Blueprint was reached."""
    automa = ctx.state.automa
    assert automa is not None
    index = target_index(ctx.cat, automa.row, colour)
    if index is None:
        automa.storage.append(colour)
        return _check_storage(ctx, automa)
    automa.row[index].covered.append(colour)
    return _check_row(ctx, automa)


def take_turn(ctx: Ctx) -> bool:
    """The automa's turn: draw a fragment and place it. Returns True at its 6th Blueprint."""
    colour = draw_fragment(ctx)
    if colour is None:
        ctx.emit(
            public_event(
                "AutomaDrewNothing",
                Msg("afternova.event.automa_bag_empty", "The automa found the bag empty."),
                closes_undo=True,
            )
        )
        return False
    automa = ctx.state.automa
    assert automa is not None
    index = target_index(ctx.cat, automa.row, colour)
    if index is None:
        placed = Msg(
            "afternova.event.automa_stored",
            "The automa drew a {colour} fragment and put it in its storage.",
            colour=word_colour(colour),
        )
    else:
        placed = Msg(
            "afternova.event.automa_placed",
            "The automa drew a {colour} fragment and put it on {card}.",
            colour=word_colour(colour),
            card=automa.row[index].id,
        )
    ctx.emit(
        public_event(
            "AutomaPlacedFragment",
            placed,
            closes_undo=True,
        )
    )
    return place(ctx, colour)


def _check_storage(ctx: Ctx, automa: AutomaState) -> bool:
    if len(automa.storage) < AUTOMA_STORAGE_LIMIT or total_completed(automa) >= TARGET_BLUEPRINTS:
        return False
    card = draw_card(ctx, "bp")
    if card is None:
        return False
    discard_fragments(ctx.state, automa.storage)
    automa.storage.clear()
    automa.hidden.append(card)
    ctx.emit(
        public_event(
            "AutomaGainedBlueprint",
            Msg(
                "afternova.event.automa_gained",
                "The automa discarded its 4 stored fragments and gained a face-down Blueprint.",
            ),
            closes_undo=True,
        )
    )
    return total_completed(automa) == TARGET_BLUEPRINTS


def _check_row(ctx: Ctx, automa: AutomaState) -> bool:
    done = next((bp for bp in automa.row if not uncovered(ctx.cat, bp)), None)
    if done is None or total_completed(automa) >= TARGET_BLUEPRINTS:
        return False
    automa.row.remove(done)
    discard_fragments(ctx.state, done.covered)
    automa.completed.append(done.id)
    ctx.emit(
        public_event(
            "AutomaCompletedBlueprint",
            Msg(
                "afternova.event.automa_completed",
                "The automa completed {card} ({vp} VP).",
                card=done.id,
                vp=ctx.cat.blueprint[done.id].vp,
            ),
            closes_undo=True,
        )
    )
    if total_completed(automa) == TARGET_BLUEPRINTS:
        return True
    deal_row(ctx, automa, 1)
    if automa.row:
        _pull_from_storage(ctx, automa, automa.row[-1])
    return _check_row(ctx, automa)


def _pull_from_storage(ctx: Ctx, automa: AutomaState, blueprint: AutomaBlueprint) -> None:
    need = uncovered(ctx.cat, blueprint)
    for colour in list(automa.storage):
        if need[colour] > 0:
            need[colour] -= 1
            automa.storage.remove(colour)
            blueprint.covered.append(colour)
