"""Cards in stacks: faces, operational status, the Rocket's drive and masses
(docs/rules/high-frontier.md §5, §6, §8.1–§8.2, §10, §11).

Decisions (also in docs/rules/high-frontier.md §23 Q17):

* A card is **operational** when each of its support requirements is met by another
  operational card of the same stack and the stack's operational radiators supply at least the
  Therms it needs (§10; Therms are reused: each card's need is compared with the whole supply,
  CR J4). A radiator is carried on one half, which gives its mass, rad-hardness and Therms:
  heavy as made, or as boosted unless boosted light (CR I4); hit by a Glitch, Hazard or Belt
  Roll or a flare a heavy one turns light instead of leaving (CR E7d, :func:`strike`,
  :data:`LIGHT`), and hit light it leaves. An afterburn adds
  1 Therm for the move (CR H3a, J4d; :func:`activations`).
* The **sails** are the four thruster faces printed "decommissioned if it enters an aerobrake"
  (:data:`SAILS`; CR glossary "Sails"): the Photon Heliogyro, Electric Sail, Photon Kite Sail
  and Mag Sail. A sail's base thrust counts 0 at the Solar Oberth (§8.5, CR H8e); the Mag Sail
  alone gains its radiation-belt bonus burns (§8.5, CR H8f); the other three ignore Belt Rolls
  and solar flares (:data:`RAY_PROOF`); every sail aboard is lost entering an aerobrake hazard,
  unless a parachute face is aboard (:data:`PARACHUTES`, :mod:`.flight`), which also spares
  the stack the aerobrake's Hazard Roll (:func:`has_parachute`).
* The **activated thruster** of a move is, among the operational triangles able to burn the
  strip's grade, the one that flies the chosen path on the least fuel (then the fewest Burns,
  then the highest net thrust); its chain is the stack's cards providing what it needs.
  Afterburn is not offered yet.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Literal

from rules.high_frontier import pack
from rules.high_frontier.fuel import Drive, can_burn, dry_mass, strip
from rules.high_frontier.moves import Rocket as Move
from rules.high_frontier.moves import Season
from rules.high_frontier.patents import Card, Face, Half
from rules.high_frontier.state import Player, Rocket, spot_of, spot_text

#: A patent card Black side up (ET production, §9 I8) is named by its id and this suffix
#: (``thruster-03-black``); in a Hand, a deck or a sale it is the plain id again.
BLACK = "-black"
#: A radiator in play turned to its light half (ablated by a hit, CR E7d) is named by its id in
#: play and this suffix (``radiator-01-light``, ``radiator-01-black-light``); carried heavy
#: otherwise. In a Hand or a deck it is the plain id again.
LIGHT = "-light"

#: The sails by printed face code (§8.5): Photon Kite Sail / Mag Sail (thruster-09 White /
#: Black), Photon Heliogyro / Electric Sail (thruster-08 White / Black).
SAILS = frozenset({"CT049F", "CT049R", "CT050F", "CT050R"})
#: The mag sails by printed face code: the Mag Sail (§8.5, CR H8f).
MAG_SAILS = frozenset({"CT049R"})
#: The sails printed "ignores solar-flare and radiation-belt rolls": Photon Heliogyro, Photon
#: Kite Sail, Electric Sail.
RAY_PROOF = frozenset({"CT050F", "CT049F", "CT050R"})
#: The faces printed "Its stack may enter aerobrakes safely" (no Hazard Roll there, and its
#: sails are not lost): Magnetoshell Plasma Parachute, Granular Rainbow Corral.
PARACHUTES = frozenset({"CG116F", "CG116R"})


@cache
def cards() -> dict[str, tuple[str, Card]]:
    """Card id -> (deck name, card) over the official pack, each patent also Black side up."""
    found = {c.id: (name, c) for name, deck in pack.load().decks.items() for c in deck.cards}
    found |= {f"{c}{BLACK}": (d, card) for c, (d, card) in found.items() if d != "crew"}
    return found | {f"{c}{LIGHT}": (d, card) for c, (d, card) in found.items() if d == "radiators"}


def white(card: str) -> str:
    """The plain id of a card (``thruster-03-black`` -> ``thruster-03``): what a Hand holds."""
    return card.removesuffix(LIGHT).removesuffix(BLACK)


def sides_of(card: str) -> tuple[str, ...]:
    """The ids a Hand card may enter play as: itself, and a radiator its light side too
    (``radiator-01`` -> ``("radiator-01", "radiator-01-light")``; CR I4, and I8 by our
    decision in docs/rules/high-frontier.md, "Operational status")."""
    return (card, card + LIGHT) if deck_of(card) == "radiators" else (card,)


def black(card: str) -> str:
    """The id of a patent card Black side up (``thruster-03`` -> ``thruster-03-black``)."""
    return white(card) + BLACK


def is_black(card: str) -> bool:
    """Whether ``card`` is a patent Black side up."""
    return card.removesuffix(LIGHT).endswith(BLACK)


def ablated(card: str) -> str | None:
    """The id of ``card`` turned light, if it is a radiator carried heavy (a heavy radiator hit
    by a Glitch, Hazard or Belt Roll or a flare turns light instead of leaving, CR E7d), else
    ``None``."""
    if deck_of(card) != "radiators" or card.endswith(LIGHT):
        return None
    return card + LIGHT


def deck_of(card: str) -> str:
    """The deck a card belongs to (``thrusters`` … ``crew``)."""
    return cards()[card][0]


def face(card: str, crew_side: str = "front") -> Face:
    """The face a card shows in play: White for patents (Black for a ``-black`` id), the
    chosen side for the Crew."""
    deck, found = cards()[card]
    if deck == "crew":
        return found.face(crew_side)
    return found.face("black" if is_black(card) else "white")


def bonus_decks(card: str) -> list[str]:
    """Decks of the bonus supports ``card`` brings from research: one generator or reactor
    deck per support type it needs, the radiators if it has Therms (I2)."""
    shown = face(card)
    kinds = {alt.split("_")[0] for need in shown.supports for alt in need}
    found = [f"{kind}s" for kind in ("generator", "reactor") if kind in kinds]
    return found + (["radiators"] if shown.therms else [])


def name(card: str, crew_side: str = "front") -> str:
    """The printed name of the face in play."""
    return face(card, crew_side).name


def mass(card: str, crew_side: str = "front") -> int:
    """Printed mass (a radiator's half in play: heavy, or light once ablated or boosted light)."""
    return _printed(card, crew_side, "mass")


def rad_hard(card: str, crew_side: str = "front") -> int:
    """Printed rad-hardness (a radiator's half in play)."""
    return _printed(card, crew_side, "rad_hard")


def _printed(card: str, crew_side: str, figure: Literal["mass", "rad_hard"]) -> int:
    """The face's printed ``figure``, or for a radiator its half in play's (0 if neither)."""
    shown = face(card, crew_side)
    value = getattr(shown, figure)
    if value is None:
        carried = _half(card, shown)
        value = getattr(carried, figure) if carried else 0
    return int(value)


def cooling(card: str) -> int:
    """Therms a card supplies: a radiator's half in play, 0 for any other card."""
    carried = _half(card, face(card))
    return carried.therms if carried else 0


def _half(card: str, shown: Face) -> Half | None:
    """The radiator half ``card`` is carried on (``None``: no radiator)."""
    return shown.light if card.endswith(LIGHT) else shown.heavy


def faces(stack: Iterable[str], crew_side: str) -> list[tuple[str, Face]]:
    """(card id, face in play) of every card of a stack."""
    return [(c, face(c, crew_side)) for c in stack]


def operational(stack: Sequence[tuple[str, Face]], therms: int = 0) -> set[str]:
    """Card ids of the stack that are operational: each requirement met by another
    operational card providing one of its alternatives, and the Therms it needs at most those
    the operational radiators supply (plus ``therms``, an afterburn's) (a fixed point, §10)."""
    working: set[str] = set()
    changed = True
    while changed:
        changed = False
        supply = therms + sum(cooling(c) for c in working)
        for card, shown in stack:
            if card in working or (shown.therms or 0) > supply:
                continue
            provided = {p for c, f in stack if c in working and c != card for p in f.provides}
            if all(any(alt in provided for alt in need) for need in shown.supports):
                working.add(card)
                supply += cooling(card)
                changed = True
    return working


@dataclass(frozen=True)
class Activated:
    """The activated thruster of a move and its net thrust (§8.1, §8.2)."""

    card: str
    drive: Drive
    net_thrust: int


def zone_modifier(rocket: Rocket) -> int | None:
    """The zone modifier of the space ``rocket`` stands on (§8.2; ``None``: no solar power)."""
    loaded = pack.load()
    return loaded.map.zone_modifiers[loaded.map.by_id[rocket.at].zone]


def activations(
    player: Player, rocket: Rocket, powersat: bool = False, afterburn: bool = False
) -> list[Activated]:
    """Every thruster this Rocket may move with now: operational, able to burn the fuel on the
    strip, working in the zone it stands in (``powersat``: beamed power, +1 to a push triangle
    and solar cards working in the Neptune zone, §8.2; ``afterburn``: with the afterburn's
    Therm, CR J4d); the highest net thrust first (then the lower fuel per Burn, then the card
    id)."""
    modifier = zone_modifier(rocket)
    stack = faces(rocket.cards, player.side)
    working = operational(stack, therms=int(afterburn))
    wet = spot_of(rocket.wet)
    found: list[tuple[tuple[int, Fraction, str], Activated]] = []
    for card, shown in stack:
        if card not in working or shown.triangle is None:
            continue
        if rocket.grade is not None and not can_burn(shown.triangle.fuel_type, rocket.grade):
            continue
        needed = {alt for need in shown.supports for alt in need}
        chain = [f for c, f in stack if c != card and c in working and needed & set(f.provides)]
        drive = Drive.of(shown, chain)
        thrust = drive.net_thrust(wet, modifier, powersat=powersat)
        if thrust is not None:
            found.append(((-thrust, drive.per_burn, card), Activated(card, drive, thrust)))
    return [activated for _, activated in sorted(found, key=lambda entry: entry[0])]


def isru(player: Player, rocket: Rocket) -> int | None:
    """The best (lowest) ISRU rating of the Rocket's operational cards (§11.2), or ``None``."""
    stack = faces(rocket.cards, player.side)
    working = operational(stack)
    ratings = [f.isru for c, f in stack if c in working and f.isru is not None]
    return min(ratings) if ratings else None


#: Therms added to the supply where cooling is waived: industrializing (CR I7g, J2d).
COOLING_WAIVED = 10**6


def industry_cards(player: Player, rocket: Rocket) -> tuple[list[str], list[str]]:
    """The robonauts and refineries aboard operational for an Industrialize, each by card id
    (§9 I7; cooling waived, CR I7g)."""
    working = operational(faces(rocket.cards, player.side), COOLING_WAIVED)
    robonauts = sorted(c for c in working if deck_of(c) == "robonauts")
    refineries = sorted(c for c in working if deck_of(c) == "refineries")
    return robonauts, refineries


def industry(player: Player, rocket: Rocket) -> tuple[str, str] | None:
    """An operational robonaut and refinery aboard (§9 I7), or ``None``."""
    robonauts, refineries = industry_cards(player, rocket)
    return (robonauts[0], refineries[0]) if robonauts and refineries else None


def support_chain(player: Player, rocket: Rocket, cards: Iterable[str]) -> list[str]:
    """The support chain of ``cards`` aboard ``rocket`` (§10, CR J1c): for each support one of
    them needs, an operational card providing it, then those cards' own supports, and so on;
    ``cards`` themselves left out, in stack order. Radiators are not in it (cooling is waived
    for industrializing, CR I7g: what I7 decommissions). Decision (§23 Q17): where several
    cards provide a support, a card already in the chain serves (shared supports, CR I7), else
    the first in the stack."""
    stack = faces(rocket.cards, player.side)
    working = operational(stack, COOLING_WAIVED)
    shown = dict(stack)
    chosen = list(dict.fromkeys(cards))
    index = 0
    while index < len(chosen):
        for need in shown[chosen[index]].supports:
            providers = [c for c, f in stack if c in working and set(need) & set(f.provides)]
            if providers and not set(providers) & set(chosen):
                chosen.append(providers[0])
        index += 1
    named = set(cards)
    return [c for c in rocket.cards if c in chosen and c not in named]


def dry_of(cards_aboard: Iterable[str], crew_side: str) -> Fraction:
    """Dry Mass of these cards (§6.1)."""
    return Fraction(dry_mass(mass(c, crew_side) for c in cards_aboard))


def fuel_steps(rocket: Rocket) -> int:
    """Fuel steps between the chits (§6.2)."""
    return strip().steps(spot_of(rocket.dry), spot_of(rocket.wet))


def move_of(
    activated: Activated,
    rocket: Rocket,
    season: Season,
    factories: dict[str, bool],
    powersat: bool = False,
) -> Move:
    """What the route rules need to know of this move (``moves.Rocket``; ``powersat``: no
    Hazard Roll for a factory-assist, §8.4). The Solar Oberth pays the triangle's base thrust,
    0 for a sail; a Mag Sail gains 1 bonus burn at each radiation belt it first enters (§8.5);
    a parachute aboard spares the aerobrakes' Hazard Rolls (docs D8)."""
    code = face(activated.card).code if deck_of(activated.card) == "thrusters" else None
    return Move(
        net_thrust=activated.net_thrust,
        fuel_steps=fuel_steps(rocket),
        per_burn=activated.drive.per_burn,
        base_thrust=0 if code in SAILS else activated.drive.triangle.thrust,
        bonus_pivots=activated.drive.bonus_pivots,
        season=season,
        factories=factories,
        powersat=powersat,
        mag_sail=code in MAG_SAILS,
        parachute=has_parachute(rocket),
    )


def has_parachute(rocket: Rocket) -> bool:
    """A parachute face is aboard (:data:`PARACHUTES`): the stack enters aerobrakes safely."""
    return any(face(card).code in PARACHUTES for card in rocket.cards)


def decommission(player: Player, cards: Iterable[str]) -> None:
    """``cards`` leave ``player``'s Rocket (§14): a patent to the Hand White side up, the Crew
    home to LEO; the Rocket is reweighed (:func:`reweigh`), or leaves the map once empty
    (E2e)."""
    rocket = player.rocket
    assert rocket is not None
    for card in list(cards):
        rocket.cards.remove(card)
        if deck_of(card) == "crew":
            player.leo.append(card)
        else:
            player.hand.append(white(card))
    if not rocket.cards:
        player.rocket = None
    else:
        reweigh(player.side, rocket)


def strike(player: Player, cards: Iterable[str]) -> tuple[list[str], list[str]]:
    """``cards`` of the Rocket hit by a Belt Roll or a flare: a heavy radiator turns light
    (CR E7d), the others leave (:func:`decommission`). Returns the cards lost and the
    radiators ablated (their ids before)."""
    rocket = player.rocket
    assert rocket is not None
    hit = list(cards)
    ablating = [c for c in hit if ablated(c)]
    for card in ablating:
        rocket.cards[rocket.cards.index(card)] = card + LIGHT
    lost = [c for c in hit if c not in ablating]
    decommission(player, lost)
    return lost, ablating


def reweigh(crew_side: str, rocket: Rocket) -> None:
    """Cards left the Rocket: both chits move left on the red line (§6.1), fuel kept; an
    empty strip loses its grade."""
    old_dry, wet = spot_of(rocket.dry), spot_of(rocket.wet)
    dry = dry_of(rocket.cards, crew_side)
    removed = int(old_dry - dry)
    rocket.dry = spot_text(dry)
    rocket.wet = spot_text(max(dry, strip().remove(wet, removed) if removed > 0 else wet))
    if spot_of(rocket.wet) == dry:
        rocket.grade = None
