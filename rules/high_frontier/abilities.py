"""Card abilities and faction privileges: a closed effect vocabulary
(docs/rules/high-frontier.md §2, §20).

Every printed ability and privilege of the core pack is listed here by its keyword (or the
face's name when it has none) with what the engine does about it:

* an :data:`EFFECTS` entry names an effect the engine applies, and where;
* a :data:`TEXT_ONLY` entry is shown to the players as printed text only; the sentence says
  what is missing for it to act. ``tests/rules/high_frontier/test_abilities.py`` checks that
  every face of the pack is in one of the two tables.
"""

from __future__ import annotations

from rules.high_frontier import stacks
from rules.high_frontier.state import HighFrontierState

EFFECTS: dict[str, str] = {
    "SECRETARY GENERAL": "+2 starting Aquas once the sides are revealed (sides.py)",
    "TAXES": "+1 Aqua to the holder whenever anyone places a Claim or a Factory (operations.py)",
    "LAUNCH FEES": "+1 Aqua to the holder after anyone's boost (operations.py)",
    "MARKETEER": "the holder wins auction ties it is part of, after the initiator (operations.py)",
    "SKUNKWORKS": "the holder ignores the academia hand limit in auctions (operations.py)",
    "SCRUM TROUBLESHOOTERS": "the holder repairs its Glitches anywhere (glitch.py)",
    "DHARMA REFUEL": "site and Factory refuel double while the holder's Crew carries a glory chit"
    " (operations.py)",
    "FELONIOUS": "the holder commits Felonies (Claim Jump, Factory Hijack, Luna, Kreutz Colony)"
    " with its Human there and may let another seat do so this turn (felony.py)",
    "OPEN SOURCE FINAO": "FINAO costs the holder 3 Aquas instead of 4 (flight.py)",
    "MOONCABLE": "`dirt 7` at LEO once a turn, with a dirt thruster of the holder's Rocket able"
    " to fly (dirt.py)",
    "BLINK TELESCOPE": "the holder re-rolls the first failed raygun size roll (prospecting.py)",
    "NANITES": "one more re-roll of a failed size roll per prospecting Operation while the card"
    " is operational aboard (prospecting.py, colocated.py)",
    "FOAMED NICKEL": "-1 to the Rocket's size rolls while operational aboard (colocated.py)",
    "SUPERLENS": "-1 to the Rocket's raygun size rolls while operational aboard (colocated.py)",
    "THORIUM BREEDER": "-3 to the Rocket's size rolls on S-type Sites while operational aboard"
    " (colocated.py)",
    "COMET LICHEN": "-2 to the Rocket's size rolls on D-type Sites while operational aboard"
    " (colocated.py)",
    "DIVINING NUBOTS": "-1 to every ISRU rating of the Rocket's stack while operational aboard"
    " (colocated.py)",
    "SCAVENGING": "a site refuel by ISRU yields twice the FTs while operational aboard"
    " (colocated.py)",
    "SCOOP": "two printed texts: on a reactor, -2 to every ISRU rating of the Rocket's stack on"
    " an aerostat Site; on the Atmospheric Scoop refinery, aerostat Sites it stands on or is"
    " adjacent to count as Hydration 2; each while operational aboard (colocated.py)",
    "MINE REVIVAL": "an Operation, `revive`: the Busted Site of Size 2+ the Rocket stands on"
    " becomes the seat's Claim while the card is operational aboard (prospecting.py)",
    "JELLYBOTS": "industrializing takes no Operation while operational aboard (colocated.py,"
    " legal.py)",
    "ARCOLOGY": "used to industrialize in the Mercury, Venus or Earth zone, the robonaut stays"
    " aboard (colocated.py, operations.py)",
    "POWER GIRDLE": "used to industrialize a non-atmospheric Site of Size 8+, the seat holds"
    " Powersat for good (colocated.py, felony.py)",
    "IONOSAT": "used to industrialize an atmospheric Site, the seat holds Powersat for good"
    " (colocated.py, felony.py)",
    "POWERSAT": "+1 net thrust to the holder's push triangles, solar cards working in the"
    " Neptune zone, factory-assist without a Hazard Roll; lent to a seat for its turn on request"
    " (felony.py)",
}
TEXT_ONLY: dict[str, str] = {
    "UNNAMED": "an ability without a keyword: the sails' are played (stacks.SAILS, MAG_SAILS,"
    " RAY_PROOF: no Oberth bonus, the Mag Sail's belt bonus, no Belt Roll or flare loss for the"
    " photon sails, every sail lost entering an aerobrake) and so are the parachutes' (no sail"
    " lost and no Hazard Roll entering an aerobrake: stacks.PARACHUTES, moves.Rocket.parachute);"
    " the rest is printed text only (MagBeam, Project Valkyrie, the heatsink fountains,"
    " Magnetocaloric Refrigerator)",
}


def key_of(keyword: str | None) -> str:
    """The table key of an ability or privilege keyword (``UNNAMED`` for none)."""
    return keyword or "UNNAMED"


def holders(state: HighFrontierState, keyword: str) -> list[int]:
    """Seats whose faction privilege is ``keyword`` (an :data:`EFFECTS` key); none during
    Anarchy (§12: every privilege is replaced by Felonious, :func:`rules.high_frontier.felony.
    felonious`)."""
    assert keyword in EFFECTS, keyword
    if state.anarchy:
        return []
    found = []
    for seat, player in enumerate(state.players):
        privilege = stacks.face(player.crew, player.side).privilege
        if privilege is not None and privilege.keyword == keyword:
            found.append(seat)
    return found
