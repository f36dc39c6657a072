"""The High Frontier table in words, from :class:`rules.high_frontier.views.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole table as lines for screen readers (``/game board text:yes``), in the picture's
order: header, the map (Rockets, the last flight, Claims and Factories, glory chits left, busted
Sites), the seats, the patent decks' top cards and the Sunspot Cycle
(docs/rules/high-frontier.md §5, §8, §11, §12). Hands are counted, never named.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.words import listed, paragraph, plural, seat_words, section
from render.high_frontier.board import header, space_name
from render.high_frontier.seats import mass
from rules.high_frontier import pack
from rules.high_frontier.cycle import cycle
from rules.high_frontier.views import PublicView


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The table's alt text (:class:`render.Renderer`): its header, the last flight, then each
    seat's Rocket, VP and Aquas."""
    sentences = header(view, names).sentences()
    sentences.append(
        "The map shows the last flight in pink and Rockets, Claims and Factories by seat "
        "marker; close-ups, stacks, deck tops and the Sunspot Cycle follow."
    )
    if view.flight is not None:
        sentences.append(_flight(view, names))
    for seat, player in enumerate(view.players):
        rocket = player.rocket
        where = (
            f"Rocket at {space_name(rocket.at)}, thrust {rocket.thrust}, "
            f"{plural(rocket.fuel_steps, 'fuel step')}"
            if rocket is not None and rocket.thrust is not None
            else f"Rocket at {space_name(rocket.at)}, no working thruster"
            if rocket is not None
            else "no Rocket"
        )
        outposts = [
            plural(len(player.claims), "Claim") if player.claims else "",
            _factories(len(player.factories)) if player.factories else "",
        ]
        sentences.append(
            f"{seat_words(names, seat)}: {where}; {player.glory} VP, {player.aquas} Aquas"
            + "".join(f", {part}" for part in outposts if part)
            + "."
        )
    return paragraph(sentences)


def _factories(count: int) -> str:
    return f"{count} Factory" if count == 1 else f"{count} Factories"


def _flight(view: PublicView, names: Sequence[str]) -> str:
    flight = view.flight
    assert flight is not None
    return (
        f"Last flight: {seat_words(names, flight.seat)} from {space_name(flight.path[0])} to "
        f"{space_name(flight.path[-1])} in year {flight.year + 1}."
    )


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public table in words (:class:`render.Renderer`)."""
    lines = header(view, names).sentences()
    sites = pack.load().site_by_id
    on_map = [
        f"{seat_words(names, seat)}: Rocket at {space_name(p.rocket.at)}"
        for seat, p in enumerate(view.players)
        if p.rocket is not None
    ]
    if view.flight is not None:
        on_map.append(_flight(view, names) + " Route: " + " ".join(view.flight.path) + ".")
    for seat, p in enumerate(view.players):
        if p.claims or p.factories:
            factories = listed(sites[s].name for s in p.factories)
            claims = listed(sites[s].name for s in p.claims if s not in p.factories)
            on_map.append(f"{seat_words(names, seat)}: Factories {factories}; Claims {claims}")
    zones: dict[str, str] = {z.id: z.name for z in pack.load().map.zones}
    on_map.append("glory chits left: " + listed(zones[z] for z in view.glory))
    if view.busted:
        on_map.append("busted Sites: " + listed(sites[s].name for s in view.busted))
    if view.tracks:
        on_map.append(
            "Factories by spectral type: " + listed(f"{k} {n}" for k, n in view.tracks.items())
        )
    lines += section("Map", on_map)
    seat_lines = []
    for seat, p in enumerate(view.players):
        parts = [
            f"{seat_words(names, seat)} · {p.faction}: {p.glory} VP, {p.aquas} Aquas, "
            f"Hand {p.hand_size}"
        ]
        rocket = p.rocket
        if rocket is None:
            parts.append("no Rocket")
        else:
            thrust = "no working thruster" if rocket.thrust is None else f"thrust {rocket.thrust}"
            grade = f" {rocket.grade}" if rocket.grade else ""
            parts.append(
                f"Rocket at {space_name(rocket.at)}, {thrust}, Dry {mass(rocket.dry)} and Wet "
                f"{mass(rocket.wet)} on the Fuel Strip, {rocket.fuel_steps}{grade} fuel steps"
                + (f", carries the {rocket.glory} glory chit" if rocket.glory else "")
                + (", glitched" if rocket.glitch else "")
            )
            parts.append("aboard: " + listed(n for _, n in rocket.cards))
        if p.leo:
            parts.append("LEO stack: " + listed(n for _, n in p.leo))
        for outpost in p.outposts:
            held = [n for _, n in outpost.cards] + [f"{outpost.fts} FTs"] * bool(outpost.fts)
            glitched = ", glitched" if outpost.glitch else ""
            parts.append(f"Outpost on {sites[outpost.site].name}: {listed(held)}{glitched}")
        seat_lines.append("; ".join(parts))
    lines += section("Seats", seat_lines)
    tops = [f"{deck}: {top[1] if top else 'empty'}" for deck, top in view.tops.items()]
    lines += section("Patent decks: top cards", tops)
    seasons = " ".join(cycle().season(s)[0].upper() for s in range(len(cycle().spots.seasons)))
    lines += section(
        "Sunspot Cycle",
        [
            f"the cube is on spot {view.spot} ({view.season} year); seasons by spot: {seasons}",
            "Event Rolls on spots " + listed(str(s) for s in cycle().events.spots),
        ],
    )
    return "\n".join(lines)
