"""High Frontier's components for ``/card`` (:mod:`rules.core.reference`; issue #25 item 3,
#28 item 1): every patent and Crew card with both sides (mass, rad-hardness, the thrust
triangle: thrust, fuel steps per Burn, fuel grade, afterburn; ISRU and platforms, supports
provided and needed, Therms, a radiator's light and heavy halves, modifiers, the printed
ability or privilege), and every Site (body, size, hydration, spectral type, fewest Burns from
LEO), as transcribed in the official pack (``data/``; docs/rules/high-frontier.md §1, §2, §10,
§11). Printed names stay English, as the Chinese rulebook keeps them; nothing here says where a
card lies or in which order a deck is."""

from __future__ import annotations

from functools import cache

from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.wording import commas, either
from rules.high_frontier.pack import Site, load
from rules.high_frontier.patents import Card, Face, Half
from rules.high_frontier.words import side

SITE = Msg("high_frontier.reference.site", "Site")
SUPPORTS = {
    "generator_electric": "electric generator",
    "generator_pulse": "pulse generator",
    "reactor_X": "X reactor",
    "reactor_wave": "wave reactor",
    "reactor_bomb": "bomb reactor",
}
"""A support's name (``high_frontier.reference.support_<support>``)."""
KINDS = {
    "thrusters": "thruster",
    "robonauts": "robonaut",
    "refineries": "refinery",
    "generators": "generator",
    "reactors": "reactor",
    "radiators": "radiator",
    "crew": "Crew card",
}
"""A deck's card, in the singular (``high_frontier.reference.kind_<deck>``)."""


@cache
def entries() -> tuple[Entry, ...]:
    """Every patent and Crew card, then every Site, of the pack."""
    pack = load()
    cards = [_card(card, deck) for deck, cards in pack.decks.items() for card in cards.cards]
    return (*cards, *(_site(site) for site in pack.sites.sites))


def _card(card: Card, deck: str) -> Entry:
    names = list(dict.fromkeys(face.name for face in card.faces))
    facts: list[str] = []
    for face in card.faces:
        facts += _face(face, card.id)
    if card.spectral_type is not None:
        facts.append(
            Msg(
                "high_frontier.reference.spectral",
                "A Factory of spectral type {kind} can produce it",
                kind=card.spectral_type,
            )
        )
    kind = Msg(f"high_frontier.reference.kind_{deck}", KINDS[deck])
    return Entry(id=card.id, name=" / ".join(names), kind=kind, facts=tuple(facts))


def _face(face: Face, card_id: str) -> list[str]:
    """The lines of one side: its name and side first, then its printed numbers."""
    facts: list[str] = [
        Msg(
            "high_frontier.reference.face",
            "{side} side: {name}",
            side=side(face.side),
            name=face.name,
        )
    ]
    if face.mass is not None:
        facts.append(
            Msg(
                "high_frontier.reference.mass",
                "mass {mass} · rad-hardness {rad}",
                mass=face.mass,
                rad=face.rad_hard if face.rad_hard is not None else "–",
            )
        )
    for name, half in (("light", face.light), ("heavy", face.heavy)):
        if half is not None:
            facts.append(_half(name, half))
    if face.triangle is not None:
        tri = face.triangle
        facts.append(
            Msg(
                "high_frontier.reference.triangle",
                "thrust {thrust} · {fuel} fuel step(s) per Burn · {grade} fuel",
                thrust=tri.thrust,
                fuel=tri.fuel_consumption,
                grade=Msg(f"high_frontier.reference.grade_{tri.fuel_type}", tri.fuel_type),
            )
        )
        if tri.afterburn is not None:
            facts.append(
                Msg(
                    "high_frontier.reference.afterburn",
                    "afterburn: {n} fuel step(s) for +1 net thrust",
                    n=tri.afterburn,
                )
            )
        if tri.push:
            facts.append(Msg("high_frontier.reference.push", "may be pushed (+1 thrust)"))
    facts += _powers(face, card_id)
    return facts


def _half(name: str, half: Half) -> Msg:
    return Msg(
        f"high_frontier.reference.{name}",
        f"{name}: mass {{mass}} · rad-hardness {{rad}} · cools {{therms}} Therm(s)",
        mass=half.mass,
        rad=half.rad_hard,
        therms=half.therms,
    )


def _supports(needs: list[str]) -> str:
    """One requirement, met by any of its supports (the printed "/")."""
    return either([_support(s) for s in needs])


def _support(support: str) -> Msg:
    return Msg(f"high_frontier.reference.support_{support}", SUPPORTS[support])


def _powers(face: Face, card_id: str) -> list[str]:
    """ISRU, platforms, supports, Therms, modifiers and the printed ability of ``face``."""
    facts: list[str] = []
    if face.isru is not None:
        facts.append(Msg("high_frontier.reference.isru", "ISRU {n}", n=face.isru))
    if face.platforms:
        kinds = [Msg(f"high_frontier.reference.platform_{p}", p) for p in face.platforms]
        facts.append(
            Msg("high_frontier.reference.platforms", "platforms: {kinds}", kinds=commas(kinds))
        )
    if face.provides:
        given = [_support(s) for s in face.provides]
        facts.append(Msg("high_frontier.reference.provides", "provides {what}", what=commas(given)))
    if face.supports:
        needs = [_supports(list(need)) for need in face.supports]
        facts.append(Msg("high_frontier.reference.needs", "needs {what}", what=commas(needs)))
    if face.therms:
        facts.append(
            Msg("high_frontier.reference.therms", "makes {n} Therm(s) to cool", n=face.therms)
        )
    if face.thrust_modifier:
        facts.append(
            Msg(
                "high_frontier.reference.thrust_modifier",
                "thrust {n} to its stack",
                n=f"{face.thrust_modifier:+d}",
            )
        )
    if face.fuel_consumption_modifier != "1":
        facts.append(
            Msg(
                "high_frontier.reference.fuel_modifier",
                "fuel per Burn × {n} for its stack",
                n=face.fuel_consumption_modifier,
            )
        )
    if face.air_eater:
        facts.append(Msg("high_frontier.reference.air_eater", "air-eater: refuels in aerobrakes"))
    if face.solar:
        facts.append(Msg("high_frontier.reference.solar", "solar-powered"))
    for kind, power in (("privilege", face.privilege), ("ability", face.ability)):
        if power is not None:  # the pack's paraphrase, one catalogue entry per card side
            said = Msg(f"high_frontier.{kind}.{card_id}_{face.side}", power.text)
            facts.append(
                Msg(
                    f"high_frontier.reference.{kind}",
                    f"{kind} {{keyword}}: {{text}}",
                    keyword=power.keyword or "",
                    text=said,
                )
            )
    return facts


def _site(site: Site) -> Entry:
    facts: list[str] = [
        Msg(
            "high_frontier.reference.body",
            "{body} · size {size} · hydration {hydration} · spectral type {kind}",
            body=site.body,
            size=site.size,
            hydration=site.hydration,
            kind=site.spectral_type,
        )
    ]
    if site.min_burns_from_leo is not None:
        facts.append(
            Msg(
                "high_frontier.reference.burns",
                "at least {n} Burns from LEO",
                n=f"{site.min_burns_from_leo:g}",
            )
        )
    return Entry(id=site.id, name=site.name, kind=SITE, facts=tuple(facts))
