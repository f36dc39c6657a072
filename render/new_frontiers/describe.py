"""The New Frontiers table in words, from :class:`rules.new_frontiers.views.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole table as lines for screen readers (``/game board text:yes``), in the picture's
order: header, action tiles and priority, supplies, worlds drawn, developments, then the seats in
priority order (docs/rules/new-frontiers.md). The bag and the goal stack are counted, a seat's
face-down goal is only said to exist, as on the picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.language import say
from render.common.layout import seat_name
from render.common.words import paragraph, seat_words, section
from render.new_frontiers import labels
from render.new_frontiers.board import header
from render.new_frontiers.labels import goal_words
from render.new_frontiers.parts import GOODS
from rules.core.text import Arg, Msg
from rules.core.wording import commas, plural_s, semicolons
from rules.new_frontiers.views import DevView, PublicView, SeatView, WorldView
from rules.new_frontiers.words import colour
from rules.new_frontiers.words import tile as tile_name

NONE = Msg("new_frontiers.words.none", "none")


def _listed(parts: Sequence[str]) -> str:
    """``a, b, c`` in the language being drawn, ``none`` when empty."""
    return say(commas(list(parts)) or NONE)


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The table's alt text (:class:`render.Renderer`): its header, the tiles chosen, and each
    seat's score and empire."""
    sentences = header(view, names).sentences()
    chosen = [
        Msg(
            "new_frontiers.words.chosen_by",
            "{tile} by {name}",
            tile=tile_name(tile.tile),
            name=seat_name(names, tile.chosen_by),
        )
        for tile in view.tiles
        if tile.chosen_by is not None
    ]
    if chosen:
        said = Msg(
            "new_frontiers.words.chosen", "Action tiles chosen: {tiles}.", tiles=_listed(chosen)
        )
        sentences.append(say(said))
    for seat in (view.seats[s] for s in view.priority):
        worlds, devs = len(seat.worlds), len(seat.developments)
        said = Msg(
            "new_frontiers.words.seat_alt",
            f"{{seat}}: {{vp}} VP, {{worlds}} world{plural_s(worlds)}, "
            f"{{devs}} development{plural_s(devs)}, ${{credits}}.",
            seat=seat_words(names, seat.seat),
            vp=seat.score,
            worlds=worlds,
            devs=devs,
            credits=seat.credits,
        )
        sentences.append(say(said))
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public table in words (:class:`render.Renderer`): the header, then a section
    per part."""
    lines = header(view, names).sentences()
    tiles = [_tile(view, tile.tile, tile.chosen_by, names) for tile in view.tiles]
    order = " › ".join(seat_name(names, s) for s in view.priority)
    tiles.append(say(Msg("new_frontiers.words.priority", "priority: {order}", order=order)))
    lines += section(say(labels.TILES), tiles)
    goods = _listed(
        [
            Msg(
                "new_frontiers.words.good",
                "{colour} {n}",
                colour=colour(c),
                n=view.goods_supply.get(c, 0),
            )
            for c in GOODS
        ]
    )
    fields: dict[str, Arg] = {"n": view.bag, "goals": view.goal_stack}
    bag = (
        Msg(
            "new_frontiers.words.bag_goals",
            f"bag: {{n}} world{plural_s(view.bag)}, goal stack: {{goals}}",
            **fields,
        )
        if view.goal_stack
        else Msg("new_frontiers.words.bag", f"bag: {{n}} world{plural_s(view.bag)}", n=view.bag)
    )
    supplies = [
        say(
            Msg(
                "new_frontiers.words.chips",
                "VP chips {chips}, colonists {colonists}",
                chips=view.vp_supply,
                colonists=view.colonist_supply,
            )
        ),
        say(Msg("new_frontiers.words.goods", "goods: {goods}", goods=goods)),
        say(bag),
        *(
            say(
                Msg(
                    "new_frontiers.words.goal",
                    "goal {name}: {text}",
                    name=g.name,
                    text=goal_words(g),
                )
            )
            for g in view.revealed
        ),
    ]
    lines += section(say(labels.SUPPLIES), supplies)
    if view.pool:
        lines += section(say(labels.POOL), (_world(w, terms=True) for w in view.pool))
    heading = Msg("new_frontiers.words.developments", "Developments (price, VP, copies left)")
    lines += section(say(heading), _developments(view.developments))
    seats = (_seat(view.seats[s], view, names) for s in view.priority)
    lines += section(say(Msg("new_frontiers.words.seats", "Seats")), seats)
    return "\n".join(lines)


def _tile(view: PublicView, tile: str, chosen_by: int | None, names: Sequence[str]) -> str:
    """``Produce (+$2): chosen by Ana (orange circle)`` or ``Settle: open``."""
    name = labels.tile_label(tile, view.produce_credits)
    if chosen_by is None:
        return say(Msg("new_frontiers.words.tile_open", "{tile}: open", tile=name))
    said = Msg(
        "new_frontiers.words.tile_chosen",
        "{tile}: chosen by {seat}",
        tile=name,
        seat=seat_words(names, chosen_by),
    )
    return say(said)


def _world(world: WorldView, *, terms: bool) -> str:
    """``h-4a Silent Harbor (alien, production, a good, 1 VP) — Settle: +1 military``: colour,
    kind, military, traits, good, VP and powers as ``/card`` says them; with ``terms`` how it is
    settled: ``w-56 Storm Spire (gray, military, defence 5, 2 colonists, 3 VP)``."""
    parts: list[str] = [
        colour(world.colour) if world.colour else Msg("new_frontiers.kind.gray", "gray")
    ]
    if world.colour:
        parts.append(Msg(f"new_frontiers.kind.{world.kind}", world.kind))
    if world.military:
        parts.append(Msg("new_frontiers.count.military", "military"))
    parts += [Msg(f"new_frontiers.tag.{tag}", tag) for tag in world.tags]
    if world.good:
        parts.append(Msg("new_frontiers.words.a_good", "a good"))
    if terms:
        if world.military:
            parts.append(Msg("new_frontiers.words.defence", "defence {n}", n=world.defence))
        else:
            parts.append(Msg("new_frontiers.board.price", "${n}", n=world.cost))
        needed = world.colonists
        parts.append(
            Msg("new_frontiers.words.colonists", f"{{n}} colonist{plural_s(needed)}", n=needed)
        )
    parts.append(Msg("new_frontiers.gain.vp", "{n} VP", n=world.vp))
    said = Msg(
        "new_frontiers.words.world",
        "{id} {name} ({parts})",
        id=world.id,
        name=world.name,
        parts=commas(parts),
    )
    return _with_powers(said, world.id)


def _with_powers(tile: str, tile_id: str) -> str:
    """``tile`` in words, then the powers and "?" bonus of the tile ``tile_id`` as ``/card``
    says them (``d-05 Colony Transports: $3, 1VP, 2 left — Settle: -1 cost``)."""
    powers = labels.powers(tile_id)
    if not powers:
        return say(tile)
    said = Msg(
        "new_frontiers.words.with_powers",
        "{tile} — {powers}",
        tile=tile,
        powers=semicolons(powers),
    )
    return say(said)


def _developments(devs: Sequence[DevView]) -> list[str]:
    """Developments with copies left and their powers, then the sold-out ones' ids in one line
    (their powers are in their owners' lines)."""
    lines = []
    for dev in devs:
        if not dev.left:
            continue
        fields: dict[str, Arg] = {"id": dev.id, "name": dev.name, "left": dev.left}
        if dev.kind == "large":
            said = Msg(
                "new_frontiers.words.dev_large", "{id} {name}: $9, ? VP, {left} left", **fields
            )
        else:
            said = Msg(
                "new_frontiers.words.dev",
                "{id} {name}: ${cost}, {vp}VP, {left} left",
                cost=dev.cost,
                vp=dev.vp,
                **fields,
            )
        lines.append(_with_powers(said, dev.id))
    gone = [dev.id for dev in devs if not dev.left]
    if gone:
        lines.append(say(Msg("new_frontiers.words.sold_out", "sold out: {ids}", ids=_listed(gone))))
    return lines


def _seat(seat: SeatView, view: PublicView, names: Sequence[str]) -> str:
    """A seat's line (score, supplies), then a sub-item per tile: its worlds, explored worlds
    and developments, each with its powers."""
    who, acts = seat_words(names, seat.seat), seat.seat in view.to_act
    head = (
        Msg("new_frontiers.words.seat_act", "{seat}: {vp} VP, to act", seat=who, vp=seat.score)
        if acts
        else Msg("new_frontiers.words.seat", "{seat}: {vp} VP", seat=who, vp=seat.score)
    )
    stock: list[str] = [
        Msg(
            "new_frontiers.words.stock",
            f"${{credits}}, {{colonists}} colonist{plural_s(seat.colonists)}, "
            f"{{chips}} VP chip{plural_s(seat.chips)}, military {{military}}, "
            f"{{spaces}} space{plural_s(seat.spaces)}",
            credits=seat.credits,
            colonists=seat.colonists,
            chips=seat.chips,
            military=seat.military,
            spaces=seat.spaces,
        )
    ]
    if seat.has_goal:
        stock.append(Msg("new_frontiers.words.face_down", "a face-down goal"))
    if seat.stockpile:
        stock.append(Msg("new_frontiers.words.stockpile", "stockpile {n}", n=len(seat.stockpile)))
    tiles = [
        *(_world(w, terms=False) for w in seat.worlds),
        *(
            say(
                Msg(
                    "new_frontiers.words.explored_world",
                    "explored: {world}",
                    world=_world(w, terms=True),
                )
            )
            for w in seat.explored
        ),
        *(_with_powers(f"{dev.id} {dev.name}", dev.id) for dev in seat.developments),
    ]
    return "".join([say(semicolons([head, commas(stock)])), *(f"\n  - {t}" for t in tiles)])
