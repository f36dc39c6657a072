"""Card abilities that act on the cards colocated with them: the Rocket's own stack
(docs/rules/high-frontier.md §11.2; the printed texts in ``data/patents``, listed in
:data:`rules.high_frontier.abilities.EFFECTS`).

A card acts while it is operational aboard the Rocket (§10), on the Rocket's size rolls, ISRU
ratings and site refuels:

* **Foamed Nickel** (Impact Mold Sinter): −1 to colocated size rolls;
* **Superlens** (Laser-Heated Pedestal Growth): −1 to every colocated raygun size roll;
* **Thorium Breeder** (Carbonyl Volatilization): −3 to colocated size rolls on S-type Sites;
* **Comet Lichen** (Biophytolytic Algal Farm): −2 to colocated size rolls on D-type Sites;
* **Divining Nubots** (Von Neumann Santa Claus Machine): a colocated ISRU platform gets −1
  ISRU (so it prospects and refuels at Sites one Hydration drier, and a site refuel yields one
  FT more);
* **Scavenging** (Femtochemistry): a site refuel by ISRU yields twice the FTs (a Factory's 7
  FTs are not scavenged);
* **Scoop**, two printed texts under one keyword: on the reactors Mini-Mag RF Paul Trap and
  Ultracold Neutrons, "Colocated ISRU platforms at aerostat sites get −2 ISRU" (the Rocket on an
  aerostat Site: −2 to every ISRU rating of the stack there, :func:`isru_shift`); on the
  refinery Atmospheric Scoop, "aerostat sites adjacent to or colocated with it count as
  hydration 2" (:func:`hydration`: for prospecting the Rocket's own Site and the adjacent ones,
  and for a site refuel);
* **Nanites** (Lorentz-Propelled Microprobe): one re-roll of a failed size roll per prospecting
  Operation (:mod:`rules.high_frontier.prospecting`);
* **Jellybots** (Solid Flame): industrializing is a free action (it takes no Operation);
* refineries that act when *used* to industrialize (:func:`industry`): **Arcology** (Solar
  Carbotherm: in the Mercury, Venus or Earth zone the robonaut is not decommissioned), **Power
  Girdle** (Ilmenite Semiconductor Film: on a non-atmospheric Site of Size 8 or more) and
  **Ionosat** (Ionosphere Lasing: on an atmospheric Site) give the seat the Powersat privilege
  for good.

Decisions (§23 Q17): "colocated" is read as aboard the Rocket and operational; the size-roll
modifiers add up, and a roll claims the Site when the roll with them is at most its Size;
Divining Nubots lowers every ISRU rating of the stack, the Crew's included; the aerostat Sites
are the five so named (Venus Aerostat-Xity; the Titan, Saturn, Uranus and Neptune Aerostats);
"count as hydration 2" never lowers a Hydration (none of them has more); Scavenging and
Dharma Refuel both doubling, a refuel with both yields four times the FTs. The engine picks the
refinery an Industrialize uses: one whose ability acts on the Site if there is one (the player
would choose it), else the first; the robonaut is the first operational one.
"""

from __future__ import annotations

from rules.high_frontier import pack, stacks
from rules.high_frontier.patents import Face
from rules.high_frontier.state import Player, Rocket

REROLL = "NANITES"
MINE_REVIVAL = "MINE REVIVAL"  # an Operation: a Claim on a Busted Site (prospecting.revive)
SCAVENGING = "SCAVENGING"
SCOOP = "SCOOP"  # the reactors' Scoop: -2 ISRU at an aerostat Site
ATMOSPHERIC_SCOOP = "ATMOSPHERIC SCOOP"  # the refinery's Scoop (keyword SCOOP): Hydration 2
AEROSTAT_ISRU_SHIFT = -2
AEROSTAT_HYDRATION = 2
ISRU_SHIFT = {"DIVINING NUBOTS": -1}
ROLL_SHIFT = {"FOAMED NICKEL": -1}
RAYGUN_ROLL_SHIFT = {"SUPERLENS": -1}
SPECTRAL_ROLL_SHIFT = {"THORIUM BREEDER": ("S", -3), "COMET LICHEN": ("D", -2)}
FREE_INDUSTRY = "JELLYBOTS"
ARCOLOGY = "ARCOLOGY"
POWERSAT_MAKERS = frozenset({"POWER GIRDLE", "IONOSAT"})
ARCOLOGY_ZONES = frozenset({"mercury", "venus", "earth"})


def keywords(player: Player) -> frozenset[str]:
    """The ability keywords of the operational cards aboard ``player``'s Rocket."""
    rocket = player.rocket
    if rocket is None:
        return frozenset()
    stack = stacks.faces(rocket.cards, player.side)
    return keywords_of(stack, stacks.operational(stack))


def keywords_of(stack: list[tuple[str, Face]], working: set[str]) -> frozenset[str]:
    """The ability keywords of the ``working`` cards of ``stack`` (card id, face in play);
    the refinery's Scoop as :data:`ATMOSPHERIC_SCOOP` (another text under the same keyword)."""
    found = set()
    for card, face in stack:
        keyword = face.ability.keyword if face.ability is not None else None
        if card in working and keyword:
            refinery = keyword == SCOOP and stacks.deck_of(card) == "refineries"
            found.add(ATMOSPHERIC_SCOOP if refinery else keyword)
    return frozenset(found)


def isru_shift(found: frozenset[str], here: pack.Site | None = None) -> int:
    """What the abilities ``found`` add to each ISRU rating of the stack (0 or less); ``here``:
    the Site the stack stands on, where the reactors' Scoop acts if it is an aerostat."""
    shift = sum(value for key, value in ISRU_SHIFT.items() if key in found)
    if here is not None and SCOOP in found and is_aerostat(here):
        shift += AEROSTAT_ISRU_SHIFT
    return shift


def hydration(found: frozenset[str], site: pack.Site) -> int:
    """The Hydration of ``site`` (the stack's own or an adjacent one) as the abilities ``found``
    count it: at least 2 at an aerostat with the Atmospheric Scoop."""
    if ATMOSPHERIC_SCOOP in found and is_aerostat(site):
        return max(site.hydration, AEROSTAT_HYDRATION)
    return site.hydration


def is_aerostat(site: pack.Site) -> bool:
    """One of the five aerostat Sites (Venus Aerostat-Xity; the Titan, Saturn, Uranus and
    Neptune Aerostats)."""
    return "aerostat" in site.id


def roll_shift(found: frozenset[str], site: pack.Site, raygun: bool) -> int:
    """What the abilities ``found`` add to a size roll on ``site`` (0 or less); ``raygun``:
    the Operation prospects with a raygun."""
    shift = sum(value for key, value in ROLL_SHIFT.items() if key in found)
    if raygun:
        shift += sum(value for key, value in RAYGUN_ROLL_SHIFT.items() if key in found)
    for key, (spectral, value) in SPECTRAL_ROLL_SHIFT.items():
        if key in found and site.spectral_type == spectral:
            shift += value
    return shift


def refuel_factor(found: frozenset[str]) -> int:
    """2 with Scavenging aboard, else 1: what a site refuel's ISRU yield is multiplied by."""
    return 2 if SCAVENGING in found else 1


def industry_ability(face: Face, site: pack.Site) -> str | None:
    """The keyword of the refinery ``face``'s ability that acts when it industrializes
    ``site`` (Arcology, Power Girdle or Ionosat, each where its text says), else ``None``."""
    key = face.ability.keyword if face.ability is not None else None
    if key == ARCOLOGY and site.zone in ARCOLOGY_ZONES:
        return key
    if key == "POWER GIRDLE" and not site.atmospheric and site.size >= 8:
        return key
    if key == "IONOSAT" and site.atmospheric:
        return key
    return None


def industry(player: Player, rocket: Rocket, site: pack.Site) -> tuple[str, str, str | None] | None:
    """The operational robonaut and refinery aboard that an Industrialize on ``site`` uses,
    and the refinery's ability that acts there (:func:`industry_ability`), or ``None`` without
    the pair (§9 I7). A refinery whose ability acts is preferred, else the first by id."""
    robonauts, refineries = stacks.industry_cards(player, rocket)
    if not robonauts or not refineries:
        return None
    acting = [
        (c, key) for c in refineries if (key := industry_ability(stacks.face(c, player.side), site))
    ]
    refinery, ability = acting[0] if acting else (refineries[0], None)
    return robonauts[0], refinery, ability
