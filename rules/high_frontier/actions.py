"""High Frontier 4 All actions: a discriminated union with short, typeable notation
(docs/rules/high-frontier.md §4, §7–§9).

- Operations (one per turn, §9): ``income``; ``research thrusters 2`` (start an auction of the
  deck's top card with an opening bid; in the Altruism variant ``research thrusters`` takes it
  with its bonus supports for 1 Aqua a card); ``sell thruster-03`` (free market); ``boost
  thruster-03`` (more boosts in the same Operation follow); ``prospect``; ``industrialize``;
  ``refuel`` (site refuel of the Rocket), ``refuel ceres`` (Factory refuel into the Outpost
  there), ``produce thruster-03 ceres`` (ET production), ``deliver thruster-03-black``;
  ``sell thruster-03-black`` sells a Black card of the LEO stack at its stock price;
  ``revive`` (Mine Revival: a Claim on the Busted Site the Rocket stands on).
- Auction answers (sealed rounds, everyone asked at once): ``bid 3``, ``pass``; the initiator
  choosing among tied seats: ``award 2`` (seat 2).
- Budget cuts (everyone with a choice asked at once): ``discard thruster-03``.
- Heroism (§13): ``nominate 2`` (a free action), then every seat in turn ``vote yes`` /
  ``vote no``.
- Setup (secret, everyone asked at once): ``side front`` / ``side back`` (the Crew card's side).
- Quick Start (§17): ``take thrusters`` (a draft turn), then ``sell <card>`` (1 Aqua) and
  ``done`` in the bonus round.
- Free actions (§7): ``launch`` (the LEO stack becomes the Rocket), ``fuel 3`` (Aquas into the
  Rocket's tanks at LEO; FTs of the Outpost at one's Factory), ``dirt 5`` (dirt refuelling or
  Mooncable, :mod:`.dirt`), ``load thruster-03`` /
  ``unload thruster-03`` (cargo transfer between the Rocket and the LEO stack at LEO or the
  Outpost at one's Factory), ``jettison 2`` (fuel steps) or ``jettison thruster-03``
  (a card decommissioned to the Hand), ``repair rocket`` / ``repair ceres`` (a Glitch),
  ``colonize`` (a Colony on one's Factory, §7 G3), ``jump`` (Claim Jump, a Felony, §15),
  ``fogg thruster-03`` / ``fogg radiator-01-light`` (Phileas Fogg refuel, §7 G2c).
- ``refuel`` is also the air-eater refuel on an aerobrake hazard (§9 I5c); ``refuel finao``
  pays FINAO instead of its Hazard Roll.
- Permissions (§15): ``ask luna``, ``ask felonious``, ``ask factory ceres``; the asked seat
  answers ``grant`` or ``refuse`` (the default).
- Movement (§8): ``fly n90 n91 n95 n111 n115`` (the spaces of the route, waypoints left out) or
  ``fly n115`` (the cheapest route there); ``afterburn`` and ``finao`` after it pay the
  afterburn (+1 net thrust) and FINAO instead of the move's Hazard Rolls;
  ``thruster:thruster-03`` activates that card's triangle (else the cheapest one flies).
- ``done``: end the turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.high_frontier.words import PATENT_DECKS


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    type: str


class Income(_Action):
    """Operation I1: +1 Aqua."""

    type: Literal["income"] = "income"


class Research(_Action):
    """Operation I2: auction ``deck``'s top card, opening at ``bid`` Aquas; without a bid
    (``None``), the Altruism variant's research (:mod:`rules.high_frontier.altruism`)."""

    type: Literal["research"] = "research"
    deck: str
    bid: int | None = Field(default=None, ge=0)


class Bid(_Action):
    """A sealed bid in a research auction (above the opening bid)."""

    type: Literal["bid"] = "bid"
    amount: int = Field(ge=0)


class Award(_Action):
    """The initiator's choice of the winner among seats tied at the high bid (§9 I2), by seat
    index (``award 2`` names seat index 1: seats are numbered from 1 in the notation)."""

    type: Literal["award"] = "award"
    seat: int = Field(ge=0)


class Discard(_Action):
    """The Hand card a seat discards to budget cuts (§12, CR K2f; :mod:`.budget`)."""

    type: Literal["discard"] = "discard"
    card: str


class Nominate(_Action):
    """Free action: nominate ``seat`` (index; ``nominate 2`` names seat index 1) for a heroism
    chit (§13, CR L c; :mod:`.heroism`)."""

    type: Literal["nominate"] = "nominate"
    seat: int = Field(ge=0)


class Vote(_Action):
    """A seat's public vote on a heroism nomination: ``vote yes`` or ``vote no``."""

    type: Literal["vote"] = "vote"
    yes: bool


class Pass(_Action):
    """No bid in a research auction."""

    type: Literal["pass"] = "pass"


class Side(_Action):
    """The secret choice of one's Crew card side at setup (§3, CR C2)."""

    type: Literal["side"] = "side"
    side: Literal["front", "back"]


class Sell(_Action):
    """Operation I3 (free market): a Hand card back to its deck's bottom for 3 Aquas."""

    type: Literal["sell"] = "sell"
    card: str


class Boost(_Action):
    """Operation I4: a Hand card White side up into the LEO stack for Aquas = its mass."""

    type: Literal["boost"] = "boost"
    card: str


class Prospect(_Action):
    """Operation I6: the Rocket's Site (``sites`` empty), or with a raygun the Sites named,
    chosen before any roll, at or adjacent to the Rocket (§11.2; :mod:`.prospecting`)."""

    type: Literal["prospect"] = "prospect"
    sites: tuple[str, ...] = ()


class Industrialize(_Action):
    """Operation I7 on one's Claim where the Rocket stands."""

    type: Literal["industrialize"] = "industrialize"


class Refuel(_Action):
    """Operation I5: site refuel of the Rocket (ISRU or Factory), or the air-eater refuel on an
    aerobrake hazard (I5c, :mod:`.air_eater`), ``finao``: its Hazard Roll paid by FINAO."""

    type: Literal["refuel"] = "refuel"
    finao: bool = False


class Revive(_Action):
    """Mine Revival, an Operation printed on the Termite Nest: the Busted Site the Rocket
    stands on becomes the seat's Claim (:func:`rules.high_frontier.prospecting.revive`)."""

    type: Literal["revive"] = "revive"


class FactoryRefuel(_Action):
    """Operation I5b at one's Factory on ``site``: 7 water FTs into the Outpost there."""

    type: Literal["factory_refuel"] = "factory_refuel"
    site: str


class Produce(_Action):
    """Operation I8 (ET production): a Hand card Black side up into the Outpost at one's
    Factory on ``site`` of the card's spectral type; a radiator on the side chosen, as it is
    boosted (``radiator-01-light`` for the light one; docs/rules/high-frontier.md,
    "Operational status")."""

    type: Literal["produce"] = "produce"
    card: str
    site: str


class Deliver(_Action):
    """Operation I9 (delivery): a Black card of an Outpost to the LEO stack for FTs."""

    type: Literal["deliver"] = "deliver"
    card: str


class Take(_Action):
    """Quick Start draft (§17, V1): the top card of ``deck`` into the Hand."""

    type: Literal["take"] = "take"
    deck: str


class Launch(_Action):
    """Free action: the LEO stack becomes the Rocket (empty tanks, §5)."""

    type: Literal["launch"] = "launch"


class Fuel(_Action):
    """Free action: ``aquas`` FTs into the Rocket's tanks (one red step each, §6.1): Aquas at
    LEO, the Outpost's water FTs at one's Factory."""

    type: Literal["fuel"] = "fuel"
    aquas: int = Field(ge=1)


class Dirt(_Action):
    """Free action: ``tanks`` of dirt into the Rocket's tanks (one red step each; the strip
    turns dirt): dirt refuelling on a Site, or Mooncable at LEO (:mod:`.dirt`, CR G1c)."""

    type: Literal["dirt"] = "dirt"
    tanks: int = Field(ge=1)


class Load(_Action):
    """Free action: cargo transfer of a LEO stack card into the Rocket at LEO (§7, G1)."""

    type: Literal["load"] = "load"
    card: str


class Unload(_Action):
    """Free action: cargo transfer of a Rocket card to the LEO stack, at LEO (§7, G1)."""

    type: Literal["unload"] = "unload"
    card: str


class Jettison(_Action):
    """Free action: ``steps`` fuel steps, or ``card`` (to the Hand), out of the Rocket (§7,
    G1f, G1g); exactly one of the two."""

    type: Literal["jettison"] = "jettison"
    steps: int = Field(default=0, ge=0)
    card: str | None = None


class Repair(_Action):
    """Free action: remove the Glitch of ``stack`` (``rocket`` or an Outpost's Site id, §12)."""

    type: Literal["repair"] = "repair"
    stack: str


class Fly(_Action):
    """Move the Rocket along ``path`` (space ids, waypoints left out, §8); ``afterburn``: pay
    the triangle's afterburn for +1 net thrust (§8.2); ``finao``: pay FINAO instead of every
    Hazard Roll of the move (§8.5); ``thruster``: the card id whose triangle is activated
    (§8.1 step 2; ``None``: the one flying the route on the least fuel)."""

    type: Literal["fly"] = "fly"
    path: tuple[str, ...] = Field(min_length=2)
    afterburn: bool = False
    finao: bool = False
    thruster: str | None = None


class Fogg(_Action):
    """Free action G2c (Phileas Fogg refuel): ``card`` of the Rocket decommissioned to the Hand,
    or (``radiator-01-light``) a heavy radiator aboard turned light; the Dry chit moves, the Wet
    chit stays (:mod:`.fogg`)."""

    type: Literal["fogg"] = "fogg"
    card: str


class Colonize(_Action):
    """Free action G3 (build Colony): the Crew aboard the Rocket on one's uncolonized Factory
    is decommissioned to LEO and a dome goes on the Factory (§7; :mod:`.colony`)."""

    type: Literal["colonize"] = "colonize"


class Jump(_Action):
    """Free action G4 (Claim Jump, a Felony): one's Claim replaces an opponent's on the Site
    where the Rocket and its Crew stand (§15; :mod:`.felony`)."""

    type: Literal["jump"] = "jump"


class Ask(_Action):
    """Ask another seat a permission for this turn (§15): ``luna``, ``felonious`` or
    ``factory:<site id>`` (:class:`rules.high_frontier.state.Request`)."""

    type: Literal["ask"] = "ask"
    what: str


class Consent(_Action):
    """The asked seat's answer to a :class:`Ask`: ``grant`` or ``refuse`` (the default)."""

    type: Literal["consent"] = "consent"
    grant: bool


class Done(_Action):
    """End the turn."""

    type: Literal["done"] = "done"


Action = Annotated[
    Income
    | Research
    | Bid
    | Award
    | Discard
    | Nominate
    | Vote
    | Pass
    | Side
    | Sell
    | Boost
    | Prospect
    | Industrialize
    | Refuel
    | Revive
    | FactoryRefuel
    | Produce
    | Deliver
    | Take
    | Launch
    | Fuel
    | Dirt
    | Load
    | Unload
    | Jettison
    | Repair
    | Fly
    | Fogg
    | Colonize
    | Jump
    | Ask
    | Consent
    | Done,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
OPERATION_VERBS = frozenset(
    ("income", "research", "sell", "boost", "prospect", "industrialize", "refuel", "revive",
     "produce", "deliver")
)  # fmt: skip
"""The first words of the notations that are a turn's one Operation (§7; the other actions are
free actions or answers)."""
INCOME, PASS, PROSPECT = Income(), Pass(), Prospect()
INDUSTRIALIZE, REFUEL, LAUNCH, DONE = Industrialize(), Refuel(), Launch(), Done()
REVIVE = Revive()
COLONIZE, JUMP, GRANT, REFUSE = Colonize(), Jump(), Consent(grant=True), Consent(grant=False)


@cache
def research(deck: str, bid: int | None = None) -> Research:
    """The shared ``research <deck> <bid>`` (or ``research <deck>``) action (actions are
    frozen: one object serves every listing)."""
    return Research(deck=deck, bid=bid)


@cache
def fuel(aquas: int) -> Fuel:
    """The shared ``fuel <aquas>`` action."""
    return Fuel(aquas=aquas)


@cache
def dirt_tanks(tanks: int) -> Dirt:
    """The shared ``dirt <tanks>`` action."""
    return Dirt(tanks=tanks)


@cache
def bid(amount: int) -> Bid:
    """The shared ``bid <amount>`` action."""
    return Bid(amount=amount)


@cache
def jettison_fuel(steps: int) -> Jettison:
    """The shared ``jettison <steps>`` action."""
    return Jettison(steps=steps)


def describe(action: _Action) -> str:
    """Action -> notation (the inverse of :func:`parse`)."""
    if isinstance(action, Take):
        return f"take {action.deck}"
    if isinstance(action, Research):
        return f"research {action.deck}" + ("" if action.bid is None else f" {action.bid}")
    if isinstance(action, Bid):
        return f"bid {action.amount}"
    if isinstance(action, Award | Nominate):
        return f"{action.type} {action.seat + 1}"
    if isinstance(action, Vote):
        return "vote yes" if action.yes else "vote no"
    if isinstance(action, Repair):
        return f"repair {action.stack}"
    if isinstance(action, FactoryRefuel):
        return f"refuel {action.site}"
    if isinstance(action, Produce):
        return f"produce {action.card} {action.site}"
    if isinstance(action, Refuel) and action.finao:
        return "refuel finao"
    if isinstance(action, Sell | Boost | Load | Unload | Deliver | Fogg | Discard):
        return f"{action.type} {action.card}"
    if isinstance(action, Jettison):
        return f"jettison {action.card or action.steps}"
    if isinstance(action, Side):
        return f"side {action.side}"
    if isinstance(action, Fuel):
        return f"fuel {action.aquas}"
    if isinstance(action, Dirt):
        return f"dirt {action.tanks}"
    if isinstance(action, Fly):
        flags = [w for w, on in (("afterburn", action.afterburn), ("finao", action.finao)) if on]
        chosen = [THRUSTER + action.thruster] if action.thruster else []
        return " ".join(("fly", *action.path, *flags, *chosen))
    if isinstance(action, Prospect):
        return " ".join(("prospect", *action.sites))
    if isinstance(action, Ask):
        return "ask " + action.what.replace(":", " ")
    if isinstance(action, Consent):
        return "grant" if action.grant else "refuse"
    return action.type


def parse_research(words: Sequence[str]) -> Research | None:
    """``research <deck> <bid>`` or ``research <deck>`` (a patent deck, a bid of ASCII digits) as
    its action, or ``None`` for any other words (a bare ``research`` is left to the listed
    actions, which name the decks)."""
    if len(words) not in (2, 3) or words[0] != "research" or words[1] not in PATENT_DECKS:
        return None
    if len(words) == 3 and not (words[2].isascii() and words[2].isdigit()):
        return None
    return research(words[1], int(words[2]) if len(words) == 3 else None)


#: Words of a ``fly`` that are not spaces: the move's options (§8.2 afterburn, §8.5 FINAO).
FLY_FLAGS = ("afterburn", "finao")
#: The prefix of a ``fly`` word naming the thruster to activate (§8.1): ``thruster:thruster-03``.
THRUSTER = "thruster:"


def parse_fly(text: str) -> tuple[tuple[str, ...], frozenset[str]] | None:
    """The spaces named by ``fly …`` and its options (:data:`FLY_FLAGS` words and a
    ``thruster:<card id>`` word, anywhere after ``fly``, kept whole), or ``None`` if ``text``
    is not a fly."""
    words = text.lower().split()
    if not words or words[0] != "fly":
        return None
    flags = frozenset(w for w in words[1:] if w in FLY_FLAGS or w.startswith(THRUSTER))
    return tuple(w for w in words[1:] if w not in flags), flags


def chosen_thruster(flags: frozenset[str]) -> str | None:
    """The card id a ``thruster:<card id>`` flag of :func:`parse_fly` names, or ``None``."""
    named = [flag.removeprefix(THRUSTER) for flag in flags if flag.startswith(THRUSTER)]
    return named[0] if named else None
