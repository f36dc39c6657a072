"""The words drawn on High Frontier's pictures, as messages of the game's catalogue (ids
``high_frontier.board.*``, docs/adding-a-game.md "Languages"), shown in the language being drawn
(:func:`render.common.language.say`). English reads as the board always did; the Chinese terms
are the glossary's (``rules/high_frontier/glossary.yaml``, docs/rules/high-frontier.md §1).
Printed names stay as printed: Sites and the map's space names (``LEO``), patent and Crew cards,
factions. Game terms nest :mod:`rules.high_frontier.words`' messages (zones, seasons, patent
decks), translated with the rules' sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.language import say
from rules.core.text import Listing, Msg
from rules.core.wording import commas
from rules.high_frontier import text, words
from rules.high_frontier.idle import needs
from rules.high_frontier.stacks import LIGHT
from rules.high_frontier.views import RocketView

TITLE = text.TITLE
"""The game's title, as the rules' sentences name it."""
LAST_MOVE = Msg("high_frontier.board.last_move", "Last move")
MAP = Msg("high_frontier.board.map", "The map")
MAP_NOTE = Msg("high_frontier.board.map_note", "line colour = zone")
LAST_FLIGHT_KEY = Msg("high_frontier.board.key_last_flight", "last flight")
HAZARD_KEY = Msg("high_frontier.board.key_hazard", "hazard (white ring)")
SYMBOLS = {
    "hohmann": Msg("high_frontier.board.key_hohmann", "hohmann"),
    "burn": Msg("high_frontier.board.key_burn", "burn"),
    "lander_burn": Msg("high_frontier.board.key_lander_burn", "lander burn"),
    "lagrange": Msg("high_frontier.board.key_lagrange", "lagrange"),
    "site": Msg("high_frontier.board.key_site", "site"),
    "radiation_belt": Msg("high_frontier.board.key_radiation_belt", "radiation belt"),
    "flyby": Msg("high_frontier.board.key_flyby", "flyby"),
}
"""The map legend's words by space type (docs/rules/high-frontier.md §8)."""
SEASON_LETTERS = {
    "blue": Msg("high_frontier.board.season_letter_blue", "B"),
    "yellow": Msg("high_frontier.board.season_letter_yellow", "Y"),
    "red": Msg("high_frontier.board.season_letter_red", "R"),
}
"""A season in one letter, the text board's Sunspot Cycle spot by spot (§12)."""
GRADES = {
    "dirt": Msg("high_frontier.board.grade_dirt", "dirt"),
    "water": Msg("high_frontier.board.grade_water", "water"),
    "isotope": Msg("high_frontier.board.grade_isotope", "isotope"),
}
"""Fuel grades (§6.1)."""
SEATS = Msg("high_frontier.board.seats", "Seats")
SEATS_NOTE = Msg("high_frontier.board.seats_note", "Hands are private")
DECK_TOPS = Msg("high_frontier.board.deck_tops", "Patent decks: top cards")
DECK_TOPS_NOTE = Msg("high_frontier.board.deck_tops_note", "research auctions these")
EMPTY = Msg("high_frontier.board.empty", "empty")
SUNSPOT = Msg("high_frontier.board.sunspot", "Sunspot")
NO_THRUSTER = Msg("high_frontier.board.no_thruster", "no working thruster")
NO_ROCKET = Msg("high_frontier.board.no_rocket", "No Rocket (launch from LEO).")
YOUR_HAND = Msg("high_frontier.board.your_hand", "your Hand (private)")
HAND_EMPTY = Msg("high_frontier.board.hand_empty", "Your Hand is empty.")


def deck(key: str) -> str:
    """A patent deck's name (``thrusters``; an unknown deck as its id)."""
    return words.deck(key) if key in words.DECKS else key


def zone(key: str) -> str:
    """A heliocentric zone's name (``Mars``; an unknown zone as its id)."""
    return words.zone(key) if key in words.ZONES else key


def season(key: str) -> str:
    """A season of the Sunspot Cycle (``red``; an unknown one as it is)."""
    return words.season(key) if key in words.SEASONS else key


def titled(term: str) -> str:
    """A term capitalised in English (``Thrusters``); the catalogue's own word otherwise."""
    if isinstance(term, Msg):
        return Msg(term.key, term.english.capitalize(), **term.args)
    return term.capitalize()


def year_note(year: int, kind: str) -> str:
    """The header's note: ``Year 3 · red year`` (``year`` counts from 1)."""
    said = Msg(
        "high_frontier.board.year_note",
        "Year {year} · {season} year",
        year=year,
        season=season(kind),
    )
    return say(said)


def disks(count: int) -> str:
    """``Seniority Disks: 3``."""
    return say(Msg("high_frontier.board.disks", "Seniority Disks: {n}", n=count))


def target(vp: int) -> str:
    """``Altruism: 40 VP each`` (the VP every seat needs to win the variant)."""
    return say(Msg("high_frontier.board.target", "Altruism: {vp} VP each", vp=vp))


def auction(card: str, opening: int) -> str:
    """``Auction: Hall Effect (opening 2)``."""
    said = Msg(
        "high_frontier.board.auction",
        "Auction: {card} (opening {opening})",
        card=card,
        opening=opening,
    )
    return say(said)


def space_name(label: str, space: str) -> str:
    """A space as the board names it: ``LEO (n90)``, its id alone when it has no name."""
    if not label:
        return space
    return say(Msg("high_frontier.board.space_name", "{label} ({space})", label=label, space=space))


def flight_title(who: str, start: str, end: str) -> str:
    """``Last flight: Ana, LEO (n90) → Bennu (n1375)``."""
    said = Msg(
        "high_frontier.board.flight_title",
        "Last flight: {who}, {start} → {end}",
        who=who,
        start=start,
        end=end,
    )
    return say(said)


def closeup_title(seats: Sequence[str], where: str) -> str:
    """A Rocket close-up's title: ``Ana, Bo · LEO``."""
    said = Msg(
        "high_frontier.board.closeup",
        "{seats} · {where}",
        seats=Listing(tuple(seats)),
        where=where,
    )
    return say(said)


def more_closeups(count: int) -> str:
    """``2 more Rocket close-ups: see the map.``."""
    said = Msg(
        "high_frontier.board.more_closeups",
        f"{{n}} more Rocket close-up{'' if count == 1 else 's'}: see the map.",
        n=count,
    )
    return say(said)


def seat_note(vp: int, aquas: int, hand: int) -> str:
    """A seat panel's right-hand note: ``2 VP · 5 Aquas · Hand 3``."""
    said = Msg(
        "high_frontier.board.seat_note",
        "{vp} VP · {aquas} Aquas · Hand {hand}",
        vp=vp,
        aquas=aquas,
        hand=hand,
    )
    return say(said)


def thrust(value: int | None) -> Msg:
    """A card's printed thrust, ``thrust 11``, or ``no working thruster``."""
    if value is None:
        return NO_THRUSTER
    return Msg("high_frontier.board.thrust", "thrust {n}", n=value)


def net_thrust(rocket: RocketView) -> str:
    """A Rocket's net thrust now with each thruster able to move it (§8.2: the triangle, its
    support chain, the Wet chit's weight class and the zone), highest first: ``net thrust 14
    with SpaceX, 9 with Dumbo``, or ``no working thruster``. Decision: every thruster is named,
    since a Crew card's thrust (14 for NASA's) read alone looks like the Rocket's while it flies
    as far with another card."""
    if not rocket.thrusters:
        return NO_THRUSTER
    (card, n), *others = rocket.thrusters
    first = Msg("high_frontier.board.net_thrust", "net thrust {n} with {card}", n=n, card=card)
    rest = [
        Msg("high_frontier.board.other_thrust", "{n} with {card}", n=n, card=card)
        for card, n in others
    ]
    return commas([first, *rest])


def fuel_steps(steps: int, grade: str | None) -> Msg:
    """``7 water fuel steps`` (``7 fuel steps`` on an empty strip)."""
    if grade is None:
        return Msg("high_frontier.board.fuel_steps", "{n} fuel steps", n=steps)
    return Msg(
        "high_frontier.board.fuel_steps_graded",
        "{n} {grade} fuel steps",
        n=steps,
        grade=GRADES.get(grade, grade),
    )


def carries(glory: str | None) -> Msg | str:
    """`` · carries the Mars glory`` after a Rocket's fuel, ``""`` when it carries none."""
    if glory is None:
        return ""
    return Msg("high_frontier.board.carries", " · carries the {zone} glory", zone=zone(glory))


def rocket_line(where: str, rocket: RocketView, dry: str, wet: str, fuel: Msg, glory: str) -> str:
    """A seat panel's Rocket: ``Rocket at LEO · net thrust 11 with NASA Astronauts · Dry 3, Wet
    4 2/3: 6 water fuel steps`` (each chit's name and figure joined by no-break spaces, so a
    wrapped line keeps them together)."""
    said = Msg(
        "high_frontier.board.rocket_line",
        "Rocket at {where} · {thrust} · Dry\u00a0{dry}, Wet\u00a0{wet}: {fuel}{glory}",
        where=where,
        thrust=net_thrust(rocket),
        dry=dry,
        wet=wet,
        fuel=fuel,
        glory=glory,
    )
    return say(said)


def aboard(cards: Sequence[str]) -> str:
    """``Aboard: Hall Effect, Dumbo`` (printed card names)."""
    said = Msg("high_frontier.board.aboard", "Aboard: {cards}", cards=Listing(tuple(cards)))
    return say(said)


def aboard_names(rocket: RocketView) -> list[str]:
    """The printed names of the cards aboard, a radiator turned light and each card not
    operational marked with what it lacks (§10, CR E7d): ``Bubble Membrane (light)``,
    ``Solar-Pumped MHD Exciplex Laser (not operational: needs an electric generator)``."""
    names = []
    for card, name in rocket.cards:
        if card.endswith(LIGHT):
            name = say(Msg("high_frontier.board.light_radiator", "{name} (light)", name=name))
        if card in rocket.idle:
            said = Msg(
                "high_frontier.board.idle_card",
                "{name} (not operational: {needs})",
                name=name,
                needs=needs(rocket.idle[card]),
            )
            name = say(said)
        names.append(name)
    return names


def leo_stack(cards: Sequence[str]) -> str:
    """``LEO stack: Flywheel Tractor``."""
    said = Msg("high_frontier.board.leo_stack", "LEO stack: {cards}", cards=Listing(tuple(cards)))
    return say(said)


def outposts(factories: Sequence[str], claims: Sequence[str]) -> str:
    """A seat panel's Sites: ``Factory Bennu, Claim Comet Wilson-Harrington``."""
    items = [Msg("high_frontier.board.factory", "Factory {site}", site=s) for s in factories]
    items += [Msg("high_frontier.board.claim", "Claim {site}", site=s) for s in claims]
    return say(commas(items))


def deck_top(key: str, card: str | None) -> str:
    """``Thrusters: Ponderomotive VASIMR`` (``empty`` when the deck is)."""
    said = Msg(
        "high_frontier.board.deck_top",
        "{deck}: {card}",
        deck=titled(deck(key)),
        card=EMPTY if card is None else card,
    )
    return say(said)


def card_line(name: str, parts: Sequence[str]) -> str:
    """A Hand card in the private picture: ``Ablative Plate (thrusters, mass 1, thrust 2,
    water)``."""
    said = Msg(
        "high_frontier.board.card_line", "{name} ({parts})", name=name, parts=Listing(tuple(parts))
    )
    return say(said)


def card_parts(
    deck_key: str, mass: int, value: int | None, grade: str | None, isru: int | None
) -> list[str]:
    """A Hand card's printed figures: its deck, mass, thrust and fuel grade, ISRU."""
    parts: list[str] = [deck(deck_key), Msg("high_frontier.board.mass", "mass {n}", n=mass)]
    if value is not None:
        parts.append(thrust(value))
    if grade is not None:
        parts.append(GRADES.get(grade, grade))
    if isru is not None:
        parts.append(Msg("high_frontier.board.isru", "ISRU {n}", n=isru))
    return parts


FINAL_SCORE = Msg("high_frontier.board.final_score", "Final score")
WINNER = Msg("high_frontier.board.winner", "winner")


def winners_note(names: Sequence[str]) -> str:
    """The score table's note: ``winner: Ana`` (``winners: …`` when shared, ``no winner`` when
    the Altruism target was missed)."""
    if not names:
        return say(Msg("high_frontier.board.no_winner", "no winner"))
    key, english = ("winner", "winner: {who}") if len(names) == 1 else ("winners", "winners: {who}")
    return say(Msg(f"high_frontier.board.{key}_note", english, who=Listing(names)))


def final_vp(n: int) -> str:
    """``14 VP`` (§16)."""
    return say(Msg("high_frontier.board.vp", "{n} VP", n=n))


def score_parts(parts: dict[str, int]) -> str:
    """Where a seat's VP came from (§16): ``3 tokens · 8 Factories · 0 Colonies · 3 glory``."""
    said = Msg(
        "high_frontier.board.score_parts",
        "{tokens} tokens · {factories} Factories · {colonies} Colonies · {glory} glory",
        tokens=parts.get("tokens", 0),
        factories=parts.get("factories", 0),
        colonies=parts.get("colonies", 0),
        glory=parts.get("glory", 0),
    )
    return say(said)
