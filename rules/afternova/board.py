"""Low-level table operations shared by the phases: decks, the bag, storage, upgrades.

Every function here mutates the working copy held by a :class:`Ctx` (``apply`` copies the input
state first, so the caller's state is never touched).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from rules.afternova.cards import Catalog
from rules.afternova.state import HAND_LIMIT, AfternovaState, PlanetSlot
from rules.core.chance import shuffled
from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.text import Msg

KIND_WORDS = {"paw": "Hired Paw", "bp": "Blueprint", "planet": "Planet"}
"""The English name of each card kind (deck key -> rulebook term; ``afternova.kind.<deck>``)."""

DeckName = Literal["paw", "bp", "planet"]


@dataclass
class Ctx(Step[AfternovaState]):
    """One transition's working state (:class:`rules.core.engine.Step`) and the pack in use."""

    cat: Catalog = field(kw_only=True)


def draw_card(ctx: Ctx, deck: DeckName) -> str | None:
    """Draw the top card of ``deck``; an empty deck first reshuffles its discards
    (docs/rules/afternova.md §4).

    Returns:
        The card id, or ``None`` when deck and discard pile are both empty.
    """
    state = ctx.state
    pile: list[str] = getattr(state, f"{deck}_deck")
    discard: list[str] = getattr(state, f"{deck}_discard")
    if not pile and discard:
        pile.extend(shuffled(discard, ctx.rng))
        discard.clear()
        ctx.emit(
            public_event(
                "DeckReshuffled",
                Msg(
                    "afternova.event.reshuffled",
                    "The {kind} discards were shuffled into a new deck.",
                    kind=Msg(f"afternova.kind.{deck}", KIND_WORDS[deck]),
                ),
                closes_undo=True,
            )
        )
    return pile.pop(0) if pile else None


def draw_fragment(ctx: Ctx) -> str | None:
    """Draw one fragment at random from the bag; an empty bag first takes back the discards.

    Returns:
        The colour, or ``None`` when bag and discard pile are both empty.
    """
    state = ctx.state
    if not any(state.bag.values()) and any(state.fragment_discard.values()):
        for colour, count in state.fragment_discard.items():
            state.bag[colour] += count
            state.fragment_discard[colour] = 0
        ctx.emit(
            public_event(
                "BagRefilled",
                Msg(
                    "afternova.event.bag_refilled",
                    "The discarded fragments went back into the bag.",
                ),
                closes_undo=True,
            )
        )
    total = sum(state.bag.values())
    if total == 0:
        return None
    pick = ctx.rng.randrange(total)
    for colour, count in state.bag.items():
        if pick < count:
            state.bag[colour] -= 1
            return colour
        pick -= count
    raise AssertionError("unreachable: the pick is below the bag total")


def new_planet(ctx: Ctx, slot: int) -> None:
    """Lay a new Planet in ``slot`` and fill its spaces from the bag (docs/rules/afternova.md §4,
    Extract)."""
    planet_id = draw_card(ctx, "planet")
    if planet_id is None:
        return
    fragments = []
    for _ in range(ctx.cat.planet[planet_id].spaces):
        colour = draw_fragment(ctx)
        if colour is not None:
            fragments.append(colour)
    laid = PlanetSlot(id=planet_id, fragments=tuple(sort_colours(ctx.cat, fragments)))
    if slot < len(ctx.state.planets):
        ctx.state.planets[slot] = laid
    else:
        ctx.state.planets.append(laid)
    ctx.emit(
        public_event(
            "PlanetRevealed",
            Msg(
                "afternova.event.planet_revealed",
                "A new Planet was revealed in slot {slot}.",
                slot=slot + 1,
            ),
            closes_undo=True,
        )
    )


def sort_colours(cat: Catalog, colours: list[str]) -> list[str]:
    """Return ``colours`` sorted in the pack's colour order."""
    order = {colour: i for i, colour in enumerate(cat.pack.colours)}
    return sorted(colours, key=order.__getitem__)


def discard_fragments(state: AfternovaState, colours: list[str]) -> None:
    """Put fragments on the fragment discard pile beside the bag (never into the bag)."""
    for colour in colours:
        state.fragment_discard[colour] += 1


def active_upgrades(state: AfternovaState, cat: Catalog, seat: int) -> Counter[str]:
    """Count the seat's upgrades: ``storage``, ``extra_pick`` and ``skill:<name>`` keys.

    Every completed Blueprint's upgrade counts (see ``CompletedBlueprint``); identical upgrades
    stack (docs/rules/afternova.md §4, Completing Blueprints).
    """
    out: Counter[str] = Counter()
    for done in state.seats[seat].completed:
        upgrade = cat.blueprint[done.id].upgrade
        out[f"skill:{upgrade.skill}" if upgrade.kind == "skill" else upgrade.kind] += 1
    return out


def capacity(state: AfternovaState, cat: Catalog, seat: int) -> int:
    """Storage spaces: the Starship's plus one per storage upgrade (:func:`active_upgrades`'
    ``storage``, counted without the rest: every seat's mode asks it)."""
    player = state.seats[seat]
    upgrades = (cat.blueprint[done.id].upgrade for done in player.completed)
    return cat.starship[player.starship].storage + sum(u.kind == "storage" for u in upgrades)


def upgrade_skills(state: AfternovaState, cat: Catalog, seat: int) -> Counter[str]:
    """Skill points the seat's skill upgrades add to any Extract it takes part in (the
    ``skill:<name>`` keys of :func:`active_upgrades`)."""
    out: Counter[str] = Counter()
    for done in state.seats[seat].completed:
        upgrade = cat.blueprint[done.id].upgrade
        if upgrade.kind == "skill" and upgrade.skill is not None:
            out[upgrade.skill] += 1
    return out


def paw_skills(cat: Catalog, paws: list[str] | tuple[str, ...]) -> Counter[str]:
    """Total skill icons of some Hired Paws."""
    total: Counter[str] = Counter()
    for paw in paws:
        total.update(cat.paw[paw].skills)
    return total


def excess_fragments(state: AfternovaState, cat: Catalog, seat: int) -> int:
    """Fragments the seat must discard now (storage overflow)."""
    player = state.seats[seat]
    if len(player.storage) <= cat.starship[player.starship].storage:
        return 0
    return max(0, len(state.seats[seat].storage) - capacity(state, cat, seat))


def excess_cards(state: AfternovaState, seat: int) -> int:
    """Cards the seat must discard now (hand limit 8, checked once a Market action is over)."""
    if state.market is not None and seat == state.active:
        return 0
    return max(0, len(state.seats[seat].hand) - HAND_LIMIT)


def owes_discard(state: AfternovaState, cat: Catalog, seat: int) -> bool:
    """True when the seat must discard fragments or cards before anything else (the same as
    :func:`excess_fragments` or :func:`excess_cards` > 0, tested without their calls: every
    seat's mode asks it of every seat)."""
    player = state.seats[seat]
    if len(player.hand) > HAND_LIMIT and (state.market is None or seat != state.active):
        return True
    return len(player.storage) > cat.starship[player.starship].storage and (
        excess_fragments(state, cat, seat) > 0
    )


def has_fragments(storage: list[str], wanted: Counter[str]) -> bool:
    """True when ``storage`` holds at least ``wanted`` (colour -> count)."""
    have = Counter(storage)
    return all(have[colour] >= n for colour, n in wanted.items())


def remove_fragments(storage: list[str], colours: list[str] | tuple[str, ...]) -> None:
    """Remove one fragment per listed colour from ``storage`` (they must be there)."""
    for colour in colours:
        storage.remove(colour)
