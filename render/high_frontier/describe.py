"""The High Frontier table in words, from :class:`rules.high_frontier.views.PublicView` alone, in
the language being drawn (ids ``high_frontier.board.*``, :mod:`render.high_frontier.labels`).

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole table as lines for screen readers (``/game board text:yes``), in the picture's
order: header, the map (Rockets, the last flight, Claims and Factories, glory chits left, busted
Sites), the seats, the patent decks' top cards and the Sunspot Cycle
(docs/rules/high-frontier.md §5, §8, §11, §12). Hands are counted, never named. Printed names
(Sites, cards, factions, the map's ``LEO``) and space ids stay as printed.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.language import say
from render.common.words import NONE, paragraph, seat_words, section
from render.high_frontier import labels
from render.high_frontier.board import header, space_name
from render.high_frontier.seats import leo_names
from rules.core.events import fill_names
from rules.core.text import Msg
from rules.core.wording import commas, plural_s, semicolons
from rules.high_frontier import pack
from rules.high_frontier.cycle import cycle
from rules.high_frontier.strip_text import mixed
from rules.high_frontier.views import PlayerView, PublicView, RocketView

MAP_SENTENCE = Msg(
    "high_frontier.board.alt_map",
    "The map shows the last flight in pink and Rockets, Claims and Factories by seat marker; "
    "close-ups, stacks, deck tops and the Sunspot Cycle follow.",
)
NO_ROCKET = Msg("high_frontier.board.text_no_rocket", "no Rocket")
GLITCHED = Msg("high_frontier.board.text_glitched", ", glitched")
MAP = Msg("high_frontier.board.text_map", "Map")
SEATS = Msg("high_frontier.board.text_seats", "Seats")
CYCLE = Msg("high_frontier.board.text_cycle", "Sunspot Cycle")


def _listed(items: Sequence[str]) -> str:
    """``a, b, c`` in the language being drawn, ``none`` when empty."""
    return say(commas(list(items)) or NONE)


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The table's alt text (:class:`render.Renderer`): its header, the last flight, then each
    seat's Rocket, VP and Aquas."""
    sentences = header(view, names).sentences()
    sentences.append(say(MAP_SENTENCE))
    if view.flight is not None:
        sentences.append(say(_flight(view, names)))
    for seat, player in enumerate(view.players):
        said = Msg(
            "high_frontier.board.alt_seat",
            "{seat}: {rocket}; {vp} VP, {aquas} Aquas{outposts}.",
            seat=seat_words(names, seat),
            rocket=_rocket_alt(player.rocket),
            vp=player.vp,
            aquas=player.aquas,
            outposts=_outposts_alt(player),
        )
        sentences.append(say(said))
    return paragraph(sentences)


def _rocket_alt(rocket: RocketView | None) -> Msg:
    if rocket is None:
        return NO_ROCKET
    if rocket.thrust is None:
        return Msg(
            "high_frontier.board.alt_rocket_stuck",
            "Rocket at {space}, no working thruster",
            space=space_name(rocket.at),
        )
    steps = rocket.fuel_steps
    return Msg(
        "high_frontier.board.alt_rocket",
        f"Rocket at {{space}}, {{thrust}}, {{steps}} fuel step{plural_s(steps)}",
        space=space_name(rocket.at),
        thrust=labels.net_thrust(rocket),
        steps=steps,
    )


def _outposts_alt(player: PlayerView) -> Msg | str:
    """``, 1 Claim, 2 Factories`` after a seat's Aquas, ``""`` when it has neither."""
    parts: list[str] = []
    if player.claims:
        n = len(player.claims)
        parts.append(Msg("high_frontier.board.alt_claims", f"{{n}} Claim{plural_s(n)}", n=n))
    if player.factories:
        n = len(player.factories)
        factories = "Factory" if n == 1 else "Factories"
        parts.append(Msg("high_frontier.board.alt_factories", f"{{n}} {factories}", n=n))
    if not parts:
        return ""
    return Msg("high_frontier.board.alt_outposts", ", {parts}", parts=commas(parts))


def _flight(view: PublicView, names: Sequence[str]) -> Msg:
    flight = view.flight
    assert flight is not None
    return Msg(
        "high_frontier.board.alt_flight",
        "Last flight: {seat} from {start} to {end} in year {year}.",
        seat=seat_words(names, flight.seat),
        start=space_name(flight.path[0]),
        end=space_name(flight.path[-1]),
        year=flight.year + 1,
    )


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public table in words (:class:`render.Renderer`)."""
    lines = header(view, names).sentences()
    lines += section(say(MAP), _on_map(view, names))
    if view.final:
        scored = [fill_names(say(line), names) for line in view.final]
        lines += section(say(labels.FINAL_SCORE), scored)
    seat_lines = [_seat_line(view, names, seat) for seat in range(len(view.players))]
    lines += section(say(SEATS), seat_lines)
    tops = [labels.deck_top(deck, top[1] if top else None) for deck, top in view.tops.items()]
    lines += section(say(labels.DECK_TOPS), tops)
    seasons = " ".join(
        say(labels.SEASON_LETTERS[cycle().season(s)]) for s in range(len(cycle().spots.seasons))
    )
    spot = Msg(
        "high_frontier.board.text_spot",
        "the cube is on spot {spot} ({season} year); seasons by spot: {seasons}",
        spot=view.spot,
        season=labels.season(view.season),
        seasons=seasons,
    )
    events = Msg(
        "high_frontier.board.text_events",
        "Event Rolls on spots {spots}",
        spots=commas([str(s) for s in cycle().events.spots]),
    )
    lines += section(say(CYCLE), [say(spot), say(events)])
    return "\n".join(lines)


def _on_map(view: PublicView, names: Sequence[str]) -> list[str]:
    """The map section's lines: Rockets, the last flight and its route, Claims and Factories,
    glory chits left, busted Sites, Factories by spectral type."""
    sites = pack.load().site_by_id
    found = [
        say(
            Msg(
                "high_frontier.board.text_rocket_at",
                "{seat}: Rocket at {space}",
                seat=seat_words(names, seat),
                space=space_name(p.rocket.at),
            )
        )
        for seat, p in enumerate(view.players)
        if p.rocket is not None
    ]
    if view.flight is not None:
        route = Msg(
            "high_frontier.board.text_route",
            "{flight} Route: {path}.",
            flight=_flight(view, names),
            path=" ".join(view.flight.path),
        )
        found.append(say(route))
    for seat, p in enumerate(view.players):
        if p.claims or p.factories:
            held = Msg(
                "high_frontier.board.text_outposts",
                "{seat}: Factories {factories}; Claims {claims}",
                seat=seat_words(names, seat),
                factories=_listed([sites[s].name for s in p.factories]),
                claims=_listed([sites[s].name for s in p.claims if s not in p.factories]),
            )
            found.append(say(held))
    zones = [labels.zone(z) for z in view.glory]
    found.append(
        say(
            Msg("high_frontier.board.text_glory", "glory chits left: {zones}", zones=_listed(zones))
        )
    )
    if view.busted:
        busted = _listed([sites[s].name for s in view.busted])
        found.append(
            say(Msg("high_frontier.board.text_busted", "busted Sites: {sites}", sites=busted))
        )
    if view.tracks:
        tracks = _listed([f"{k} {n}" for k, n in view.tracks.items()])
        said = Msg(
            "high_frontier.board.text_tracks", "Factories by spectral type: {tracks}", tracks=tracks
        )
        found.append(say(said))
    return found


def _seat_line(view: PublicView, names: Sequence[str], seat: int) -> str:
    """A seat in words: VP, Aquas, Hand size, its Rocket and what is aboard, LEO stack,
    Outposts."""
    sites = pack.load().site_by_id
    p = view.players[seat]
    parts: list[str] = [
        Msg(
            "high_frontier.board.text_seat",
            "{seat} · {faction}: {vp} VP, {aquas} Aquas, Hand {hand}",
            seat=seat_words(names, seat),
            faction=p.faction,
            vp=p.vp,
            aquas=p.aquas,
            hand=p.hand_size,
        )
    ]
    rocket = p.rocket
    if rocket is None:
        parts.append(NO_ROCKET)
    else:
        parts.append(
            Msg(
                "high_frontier.board.text_rocket",
                "Rocket at {space}, {thrust}, Dry {dry} and Wet {wet} on the Fuel Strip, "
                "{fuel}{glory}{glitch}",
                space=space_name(rocket.at),
                thrust=labels.net_thrust(rocket),
                dry=mixed(rocket.dry),
                wet=mixed(rocket.wet),
                fuel=labels.fuel_steps(rocket.fuel_steps, rocket.grade),
                glory=_carries(rocket.glory),
                glitch=GLITCHED if rocket.glitch else "",
            )
        )
        aboard = _listed(labels.aboard_names(rocket))
        parts.append(Msg("high_frontier.board.text_aboard", "aboard: {cards}", cards=aboard))
    if p.leo:
        parts.append(labels.leo_stack(leo_names(p)))
    for outpost in p.outposts:
        held: list[str] = [n for _, n in outpost.cards]
        if outpost.fts:
            held.append(Msg("high_frontier.board.text_fts", "{n} FTs", n=outpost.fts))
        said = Msg(
            "high_frontier.board.text_outpost",
            "Outpost on {site}: {held}{glitch}",
            site=sites[outpost.site].name,
            held=_listed(held),
            glitch=GLITCHED if outpost.glitch else "",
        )
        parts.append(said)
    return say(semicolons(parts))


def _carries(glory: str | None) -> Msg | str:
    """``, carries the Mars glory chit`` after a Rocket's fuel, ``""`` when it carries none."""
    if glory is None:
        return ""
    return Msg(
        "high_frontier.board.text_carries",
        ", carries the {zone} glory chit",
        zone=labels.zone(glory),
    )
