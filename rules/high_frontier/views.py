"""What the seats see (docs/rules/high-frontier.md §3, §5): the public table and a seat's own
view. Hands are private (sizes only in public); deck order below the top card is hidden.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import BaseModel, ConfigDict

from rules.core.text import Text
from rules.core.wording import commas
from rules.high_frontier import (
    altruism,
    felony,
    flight,
    pack,
    prompt_text,
    prospecting,
    sides,
    site_notes,
    stacks,
    text,
)
from rules.high_frontier.actions import Fly
from rules.high_frontier.cycle import cycle
from rules.high_frontier.fuel import strip
from rules.high_frontier.idle import Wanting, wanting
from rules.high_frontier.state import HighFrontierState, Player, spot_of
from rules.high_frontier.words import Sentence, count
from rules.high_frontier.year import Score, outcome, score


class _View(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RocketView(_View):
    """A Rocket: its cards (id and name), space, Dry and Wet chits (Fuel Strip spots as text),
    fuel steps, the net thrust of its strongest thruster able to move it now (``None``: none,
    §8.2: the thruster's triangle with its support chain, the weight class of the Wet chit and
    the zone), each thruster able to move it now by printed name with its net thrust, highest
    first (``thrusters``; the Rocket flies with any of them), its fuel grade, carried glory and
    Glitch (§12), and its cards that are not operational, by id, with what each lacks
    (``idle``: a support or Therms missing, §10; :mod:`rules.high_frontier.idle`)."""

    cards: list[tuple[str, str]]
    at: str
    dry: str
    wet: str
    fuel_steps: int
    thrust: int | None
    thrusters: list[tuple[str, int]] = []
    grade: str | None
    glory: str | None
    glitch: bool = False
    idle: dict[str, Wanting] = {}


class FlightView(_View):
    """The last flight: the seat that flew, the year it flew in (years played) and the spaces
    of its route."""

    seat: int
    year: int
    path: list[str]


class OutpostView(_View):
    """An Outpost at one's Factory: its Site id, Black cards (id and name), water FTs and
    Glitch (§12)."""

    site: str
    cards: list[tuple[str, str]]
    fts: int
    glitch: bool = False


class PlayerView(_View):
    """One seat in public: faction (both names of its Crew card while the sides are secret),
    Aquas, Hand size, LEO stack, Rocket, Claims, Factories (those with a Colony dome in
    ``colonies``, §7 G3) and their Outposts; ``glory``: the glory chits scored, ``vp``: its
    VP if the game ended now (:func:`rules.high_frontier.year.score`, §16: what the board
    shows, and the final score once over), ``parts`` the same VP by source (tokens, Factories,
    Colonies, glory)."""

    faction: Text
    aquas: int
    hand_size: int
    leo: list[tuple[str, str]]
    rocket: RocketView | None
    claims: list[str]
    factories: list[str]
    glory: int
    vp: int
    parts: dict[str, int] = {}
    outposts: list[OutpostView] = []
    colonies: list[str] = []


class PublicView(_View):
    """The table: year, the Sunspot Cube's spot and its season, disks, the VP each seat needs
    in the Altruism variant (``target``, else ``None``), whose turn, deck tops,
    tracks, busted Sites, glory chits left, a permission asked (``request``: what, the asking
    and the asked seat, §15), an open auction (its card and opening bid; sealed
    bids are not shown), the last action's log lines (``{pN}`` placeholders) and the last
    flight. Once the game is over (``over``): the ``winners``, in the Altruism variant the
    ``verdict`` against the target, and the final score's sentences (``final``: the verdict,
    each seat's VP by source, the tie-break if one was needed; for the text board), from
    :func:`rules.high_frontier.year.outcome` (§16, §17)."""

    status: Text
    year: int
    spot: int
    season: str
    disks: int
    target: int | None = None
    current: int
    players: list[PlayerView]
    tops: dict[str, tuple[str, str] | None]
    tracks: dict[str, int]
    busted: list[str]
    glory: list[str]
    auction: tuple[str, int] | None
    request: tuple[str, int, int] | None = None
    last_roll: str | None
    last: Text
    flight: FlightView | None
    over: bool = False
    winners: list[int] = []
    verdict: Text | None = None
    final: list[Text] = []


class SeatView(_View):
    """A seat's own view: the public table and its Hand (id and name)."""

    public: PublicView
    seat: int
    hand: list[tuple[str, str]]


def _named(cards: list[str], crew_side: str) -> list[tuple[str, str]]:
    return [(c, stacks.name(c, crew_side)) for c in cards]


def _player(player: Player, chosen: bool, beamed: bool, found: Score) -> PlayerView:
    rocket = player.rocket
    shown = None
    if rocket is not None:
        drives = stacks.activations(player, rocket, beamed)
        stack = stacks.faces(rocket.cards, player.side)
        working = stacks.operational(stack)
        shown = RocketView(
            cards=_named(rocket.cards, player.side),
            at=rocket.at,
            dry=rocket.dry,
            wet=rocket.wet,
            fuel_steps=stacks.fuel_steps(rocket),
            thrust=drives[0].net_thrust if drives else None,
            thrusters=[(stacks.name(d.card, player.side), d.net_thrust) for d in drives],
            grade=rocket.grade,
            glory=rocket.glory,
            glitch=rocket.glitch,
            idle=wanting(stack, working),
        )
    if not chosen:  # the side is secret: both faction names, no face (sides.py)
        faction = sides.factions(player)
        leo = [(c, faction if c == player.crew else stacks.name(c)) for c in player.leo]
    else:
        faction, leo = stacks.name(player.crew, player.side), _named(player.leo, player.side)
    return PlayerView(
        faction=faction,
        aquas=player.aquas,
        hand_size=len(player.hand),
        leo=leo,
        rocket=shown,
        claims=list(player.claims),
        factories=list(player.factories),
        colonies=list(player.colonies),
        glory=player.glory,
        vp=found.vp,
        parts={
            "tokens": found.tokens,
            "factories": found.factories,
            "colonies": found.colonies,
            "glory": found.glory,
        },
        outposts=[
            OutpostView(site=site, cards=_named(o.cards, player.side), fts=o.fts, glitch=o.glitch)
            for site, o in player.outposts.items()
        ],
    )


def public_view(state: HighFrontierState, status: str) -> PublicView:
    """The public table."""
    auction = state.auction
    scores = [score(state, seat) for seat in range(state.num_players)]
    over = outcome(state)
    return PublicView(
        status=status,
        year=state.year,
        spot=state.spot,
        season=cycle().season(state.spot),
        disks=state.disks,
        target=altruism.target(state) if state.altruism else None,
        current=state.current,
        players=[
            _player(p, state.phase != "sides", felony.beamed(state, seat), scores[seat])
            for seat, p in enumerate(state.players)
        ],
        tops={d: (c[0], stacks.name(c[0])) if c else None for d, c in state.decks.items()},
        tracks=dict(state.tracks),
        busted=list(state.busted),
        glory=list(state.glory),
        auction=(auction.card, auction.opening) if auction else None,
        request=(
            (state.request.what, state.request.asker, state.request.asked)
            if state.request
            else None
        ),
        last_roll=state.last_roll,
        last=state.last,
        flight=FlightView(**state.flight.model_dump()) if state.flight else None,
        over=over is not None,
        winners=list(over.winners) if over else [],
        verdict=over.details[0] if over and state.altruism is not None else None,
        final=[*over.details, *([over.tie_break] if over.tie_break else [])] if over else [],
    )


def seat_view(state: HighFrontierState, seat: int, public: PublicView) -> SeatView:
    """``seat``'s view: the public table and its Hand."""
    return SeatView(public=public, seat=seat, hand=_named(state.players[seat].hand, "front"))


#: A flight's label at most (Discord's autocomplete choice names); longer ones are shortened.
MAX_LABEL = 100
#: The characters of a Site's name a shortened flight label keeps at least.
NAME_KEPT = 12


def describe_fly(state: HighFrontierState, seat: int, action: Fly) -> str:
    """A flight in words before it is confirmed: to a Site, what it is and whether the Rocket
    could prospect it (:func:`rules.high_frontier.site_notes.note`); Burns, fuel (its
    afterburn's steps included), Wet before and after, rolls (:func:`fly_label`), or the
    sentence refusing it."""
    path = action.path
    refused = flight.checked(state, seat, action)
    if isinstance(refused, str):
        return refused
    found = flight.flown(state, seat, action)
    assert not isinstance(found, str)
    route, _, afterburn = found
    player = state.players[seat]
    rocket = player.rocket
    assert rocket is not None
    dry, wet = spot_of(rocket.dry), spot_of(rocket.wet)
    node = pack.load().map.by_id[path[-1]]
    site = pack.load().site_by_id[node.site] if node.site else None
    figures = {
        "burns": route.burns,
        "fuel": afterburn + route.fuel_steps,
        "wet": wet,
        "after": strip().burn(dry, wet, afterburn + route.fuel_steps),
    }
    aerobraked = any(flight.is_aerobrake(space) for space in route.path[1:])
    sails = aerobraked and bool(flight.sails_at_risk(player))
    rolls = (len(route.hazards), len(route.belts), sails)
    if site is None:
        return fly_label(path[-1], figures, *rolls)
    said = site_notes.note(state, site, prospecting.fitting(player, [site]))
    return fly_label(site.name, figures, *rolls, site=said)


def fly_label(
    end: str,
    figures: Mapping[str, object],
    hazards: int,
    belts: int,
    sails: bool = False,
    site: str | None = None,
) -> str:
    """:data:`rules.high_frontier.text.LABEL_FLY` to ``end`` (a Site name or space id) with
    ``figures`` (Burns, fuel steps, Wet before and after) and the rolls the route calls
    (``1 Hazard Roll, 2 Belt Rolls``; none named when zero, ``no rolls`` when none) and, with
    ``sails``, that an aerobrake takes the sails aboard; to a Site, what ``site`` says of it
    (:data:`~rules.high_frontier.text.LABEL_FLY_SITE`).

    At most :data:`MAX_LABEL` characters, and still a message (read in every language): a
    longer label first leaves out the Wet chit's figures (the fuel steps say the same), then
    its "Fly to" (:data:`~rules.high_frontier.text.LABEL_SITE_BRIEF`), then cuts a long Site
    name with "…" (keeping :data:`NAME_KEPT` characters of it at least), else names the rolls
    that fit and "…"; a figure is never cut."""
    rolls: list[str] = [count("hazard_rolls", hazards)] if hazards else []
    rolls += [count("belt_rolls", belts)] if belts else []
    rolls += [text.SAILS_AT_RISK] if sails else []
    templates = [prompt_text.LABEL_FLY]
    if site is not None:
        templates = [
            prompt_text.LABEL_FLY_SITE,
            prompt_text.LABEL_FLY_SITE_SHORT,
            prompt_text.LABEL_SITE_BRIEF,
        ]

    def said(template: Sentence, name: str, dice: Sequence[str]) -> str:
        shown = commas(dice) or text.NO_EXTRAS
        return template.format(end=name, dice=shown, site=site or "", **figures)

    for template in templates:
        label = said(template, end, rolls)
        if len(label) <= MAX_LABEL:
            return label
    excess = len(label) - MAX_LABEL
    if len(end) - excess - 1 >= NAME_KEPT:
        return said(template, end[: len(end) - excess - 1] + "…", rolls)
    for kept in range(len(rolls) - 1, -1, -1):
        label = said(template, end, [*rolls[:kept], "…"])
        if len(label) <= MAX_LABEL:
            return label
    return shortened(label)


def shortened(label: str) -> str:
    """``label`` within :data:`MAX_LABEL` characters: a longer one ends before the last of its
    comma-separated parts that does not fit (else the last word), with "…", so that no figure
    is cut (a mixed number's parts are joined by a no-break space,
    :mod:`rules.high_frontier.strip_text`)."""
    if len(label) <= MAX_LABEL:
        return label
    head = label[: MAX_LABEL - 1]
    cut = head.rfind(", ") if ", " in head else head.rfind(" ")
    return head[:cut] + "…"
