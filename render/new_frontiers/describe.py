"""The New Frontiers table in words, from :class:`rules.new_frontiers.views.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole table as lines for screen readers (``/game board text:yes``), in the picture's
order: header, action tiles and priority, supplies, worlds drawn, developments, then the seats in
priority order (docs/rules/new-frontiers.md). The bag and the goal stack are counted, a seat's
face-down goal is only said to exist, as on the picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.layout import seat_name
from render.common.words import listed, paragraph, plural, seat_words, section
from render.new_frontiers.board import header
from render.new_frontiers.parts import GOODS
from rules.new_frontiers.views import DevView, PublicView, SeatView, WorldView


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The table's alt text (:class:`render.Renderer`): its header, the tiles chosen, and each
    seat's score and empire."""
    sentences = header(view, names).sentences()
    chosen = [
        f"{tile.name} by {seat_name(names, tile.chosen_by)}"
        for tile in view.tiles
        if tile.chosen_by is not None
    ]
    if chosen:
        sentences.append(f"Action tiles chosen: {listed(chosen)}.")
    for seat in (view.seats[s] for s in view.priority):
        sentences.append(
            f"{seat_words(names, seat.seat)}: {seat.score} VP, "
            f"{plural(len(seat.worlds), 'world')}, "
            f"{plural(len(seat.developments), 'development')}, ${seat.credits}."
        )
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public table in words (:class:`render.Renderer`): the header, then a section
    per part."""
    lines = header(view, names).sentences()
    tiles = [_tile(view, tile.tile, tile.name, tile.chosen_by, names) for tile in view.tiles]
    tiles.append("priority: " + " › ".join(seat_name(names, s) for s in view.priority))
    lines += section("Action tiles", tiles)
    goods = listed(f"{colour} {view.goods_supply.get(colour, 0)}" for colour in GOODS)
    supplies = [
        f"VP chips {view.vp_supply}, colonists {view.colonist_supply}",
        f"goods: {goods}",
        f"bag: {plural(view.bag, 'world')}"
        + (f", goal stack: {view.goal_stack}" if view.goal_stack else ""),
        *(f"goal {goal.name}: {goal.text}" for goal in view.revealed),
    ]
    lines += section("Supplies", supplies)
    if view.pool:
        lines += section("Explore: worlds drawn", (_world(w, terms=True) for w in view.pool))
    lines += section("Developments (price, VP, copies left)", _developments(view.developments))
    lines += section("Seats", (_seat(view.seats[s], view, names) for s in view.priority))
    return "\n".join(lines)


def _tile(
    view: PublicView, tile: str, name: str, chosen_by: int | None, names: Sequence[str]
) -> str:
    """``Produce (+$2): chosen by Ana (orange circle)`` or ``Settle: open``."""
    if tile == "produce" and view.produce_credits:
        name += f" (+${view.produce_credits})"
    who = f"chosen by {seat_words(names, chosen_by)}" if chosen_by is not None else "open"
    return f"{name}: {who}"


def _world(world: WorldView, *, terms: bool) -> str:
    """``h-4a Silent Harbor (alien, a good, 1 VP)``; with ``terms`` how it is settled:
    ``w-56 Storm Spire (gray, defence 5, 2 colonists, 3 VP)``."""
    parts = [world.colour or "gray"]
    if world.good:
        parts.append("a good")
    if terms:
        parts.append(f"defence {world.defence}" if world.military else f"${world.cost}")
        parts.append(plural(world.colonists, "colonist"))
    parts.append(f"{world.vp} VP")
    return f"{world.id} {world.name} ({', '.join(parts)})"


def _developments(devs: Sequence[DevView]) -> list[str]:
    """Developments with copies left, then the sold-out ones in one line."""
    lines = [
        f"{dev.id} {dev.name}: "
        + (f"${dev.cost}, {dev.vp}VP" if dev.kind != "large" else "$9, ? VP")
        + f", {dev.left} left"
        for dev in devs
        if dev.left
    ]
    gone = [dev.id for dev in devs if not dev.left]
    if gone:
        lines.append("sold out: " + listed(gone))
    return lines


def _seat(seat: SeatView, view: PublicView, names: Sequence[str]) -> str:
    """A seat's line: score, supplies, worlds, explored worlds and developments."""
    parts = [
        f"{seat_words(names, seat.seat)}: {seat.score} VP"
        + (", to act" if seat.seat in view.to_act else ""),
        f"${seat.credits}, {plural(seat.colonists, 'colonist')}, {plural(seat.chips, 'VP chip')}, "
        f"military {seat.military}, {plural(seat.spaces, 'space')}"
        + (", a face-down goal" if seat.has_goal else "")
        + (f", stockpile {len(seat.stockpile)}" if seat.stockpile else ""),
        "worlds: " + listed(_world(w, terms=False) for w in seat.worlds),
    ]
    if seat.explored:
        parts.append("explored: " + listed(_world(w, terms=True) for w in seat.explored))
    parts.append("developments: " + listed(dev.name for dev in seat.developments))
    return "; ".join(parts)
