"""Eclipse actions: small frozen models, a discriminated union, and their notation.

One model per decision (docs/rules/eclipse.md §4–§12): starting an action (``explore``), each of
its activations (``explore 1,-2``, ``place 3``, ``research plasma_cannon``, ``upgrade cruiser 6
plasma_cannon``, ``upgrade cruiser remove 3 5``, ``build cruiser 221``, ``move cruiser 221
101``, ``influence track 101``),
``done`` to end an action early, ``pass``, reactions (``react build``), free actions
(``colonize 101 2 money``, ``trade materials money``), the Combat phase's answers (``keep 3``,
``battle fight``, ``attack``, ``claim yes``), Upkeep's (``abandon 101``) and standing choices
(``prefer retreat never``). :func:`describe` gives the
notation; the engine parses by matching the legal notations.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Start(_Action):
    """Take an action: a disc onto its space, then its activations (§4)."""

    type: Literal["start"] = "start"
    kind: Literal["explore", "research", "upgrade", "build", "move", "influence"]


class React(_Action):
    """After passing: one activation of Upgrade, Build or Move for a disc (§4)."""

    type: Literal["react"] = "react"
    kind: Literal["upgrade", "build", "move"]


class Pass(_Action):
    """Pass for the round (the first to pass takes the start player tile, §4); after passing,
    a turn without a reaction."""

    type: Literal["pass"] = "pass"


class Done(_Action):
    """End the current action with activations left (they are optional, §4)."""

    type: Literal["done"] = "done"


class Explore(_Action):
    """Explore the unexplored position ``(q, r)`` (§5 steps 1–3)."""

    type: Literal["explore"] = "explore"
    q: int
    r: int


class Place(_Action):
    """Place the drawn sector turned ``rotation`` steps clockwise (§5 step 4); Draco, who drew
    two, names the ``sector`` placed (§17)."""

    type: Literal["place"] = "place"
    rotation: int
    sector: str = ""


class DrawAnother(_Action):
    """Descendants of Draco, having seen the drawn sector, turn over a second one from the same
    stack before placing either (§17; CN explore step 2: 「可在看過該Sector後再抽一塊」)."""

    type: Literal["draw"] = "draw"


class Discard(_Action):
    """Discard the drawn sector face up (§5 step 5)."""

    type: Literal["discard"] = "discard"


class Claim(_Action):
    """Take control of the sector just explored with a disc (``yes``) or not (§5 step 8)."""

    type: Literal["claim"] = "claim"
    take: bool


class Reward(_Action):
    """A revealed discovery tile: its reward (``reward``) or kept face down for 2 VP (§5.1)."""

    type: Literal["reward"] = "reward"
    vp: bool


class Research(_Action):
    """Research ``tech`` from the tray; a rare tech names the ``track`` it goes on (§6)."""

    type: Literal["research"] = "research"
    tech: str
    track: str | None = None


class Upgrade(_Action):
    """Put ``part`` on space ``space`` (1-based) of the ``ship`` blueprint (§7), after taking
    the part tile off space ``remove`` of the same blueprint (0: none) in the same activation."""

    type: Literal["upgrade"] = "upgrade"
    ship: str
    space: int
    part: str
    remove: int = 0


class Strip(_Action):
    """An Upgrade activation's first step alone (§7 step 1): take the part tiles off spaces
    ``spaces`` (1-based, any number) of the ``ship`` blueprint; a part may still be placed in
    the same activation (:class:`Upgrade`, no activation spent)."""

    type: Literal["strip"] = "strip"
    ship: str
    spaces: tuple[int, ...]


class Build(_Action):
    """Build ``what`` (a ship, an orbital or a monolith) in sector ``sector`` (§8)."""

    type: Literal["build"] = "build"
    what: str
    sector: str


class Move(_Action):
    """Move one ``ship`` from sector ``origin`` to sector ``to`` (§9)."""

    type: Literal["move"] = "move"
    ship: str
    origin: str
    to: str


class Influence(_Action):
    """Move one disc from ``origin`` (a sector or ``track``) to ``to`` (a sector or ``track``)
    (§10.1)."""

    type: Literal["influence"] = "influence"
    origin: str
    to: str


class Colonize(_Action):
    """Use a colony ship: a cube of ``resource`` on square ``square`` (1-based, or 0 for the
    orbital) of sector ``sector`` (§10.2)."""

    type: Literal["colonize"] = "colonize"
    sector: str
    square: int
    resource: Literal["materials", "science", "money"]


class Trade(_Action):
    """Give the species' trade value of ``give`` for one ``get`` (§1)."""

    type: Literal["trade"] = "trade"
    give: Literal["materials", "science", "money"]
    get: Literal["materials", "science", "money"]


class Species(_Action):
    """Pick a species board side (``species=chosen``, §2.2 step 7)."""

    type: Literal["species"] = "species"
    side: str


class Artifact(_Action):
    """Artifact Key: 5 ``resource`` for one artifact on the seat's sectors, one answer per
    artifact (§6; the player chooses the kind, issue #27 item 5)."""

    type: Literal["artifact"] = "artifact"
    resource: Literal["materials", "science", "money"]


class Portal(_Action):
    """Put the Warp Portal tech's tile on controlled sector ``sector`` (module, §5.2)."""

    type: Literal["portal"] = "portal"
    sector: str


class Keep(_Action):
    """Keep one drawn reputation tile of ``value`` (0 keeps none) (§12.5); private."""

    type: Literal["keep"] = "keep"
    value: int


class Battle(_Action):
    """A battle's choices (§12.4, §12.7): ``retreat`` ``fight`` (never) or ``outnumbered`` (a
    type begins to retreat once its side has fewer ships left than the opponent), ``target``
    ``kill`` (kill the most, then the biggest) or ``biggest`` (the largest first), and ``to``
    the sector a retreat goes to (``""``: the lowest-numbered one that qualifies)."""

    type: Literal["battle"] = "battle"
    retreat: Literal["fight", "outnumbered"]
    target: Literal["kill", "biggest"] = "kill"
    to: str = ""


class Attack(_Action):
    """Combat step 3 (§12.6): attack the opponent cubes of the sector asked about (``attack``
    false spares them); ``first`` names the production track whose cubes die first (the others
    in square order, the orbital last)."""

    type: Literal["attack"] = "attack"
    attack: bool = True
    first: Literal["materials", "science", "money"] | None = None


class Abandon(_Action):
    """Upkeep bankruptcy (§14.2): take the disc off controlled sector ``sector``, with its
    cubes."""

    type: Literal["abandon"] = "abandon"
    sector: str


class Propose(_Action):
    """Propose diplomatic relations to seat ``partner`` (1-based), giving an ambassador with a
    cube of the proposer's ``track`` (§11)."""

    type: Literal["propose"] = "propose"
    partner: int
    track: Literal["materials", "science", "money"]


class Answer(_Action):
    """Answer a proposal: ``accept`` with a cube of ``track``, or decline (§11)."""

    type: Literal["answer"] = "answer"
    accept: bool
    track: Literal["materials", "science", "money"] | None = None


class Prefer(_Action):
    """A standing choice: ``retreat`` never / outnumbered / ask, ``keep`` best / ask,
    ``target`` kill (kill the most, then the biggest: the default of §12.7) / biggest (destroy
    the largest ships first, the NPC rule of §12.4), ``attack`` yes / ask (population after
    combat), ``claim`` yes / ask (a disc on a sector won in combat), ``bankruptcy`` auto / ask
    (trades and abandoned sectors when upkeep cannot be paid)."""

    type: Literal["prefer"] = "prefer"
    topic: Literal["retreat", "keep", "target", "attack", "claim", "bankruptcy", "react"]
    value: str


PREFERENCES: dict[str, tuple[str, ...]] = {
    "retreat": ("never", "outnumbered", "ask"),
    "keep": ("best", "ask"),
    "target": ("kill", "biggest"),
    "attack": ("yes", "ask"),
    "claim": ("yes", "ask"),
    "bankruptcy": ("auto", "ask"),
    "react": ("never", "ask"),
}
"""Each standing choice's values."""

STARTING: dict[str, str] = {
    "retreat": "ask",
    "keep": "ask",
    "target": "kill",
    "attack": "yes",
    "claim": "yes",
    "bankruptcy": "auto",
    "react": "never",
}
"""The standing choices a seat starts with (``react``: the table option ``reactions``, see
:func:`rules.eclipse.turn.reacts`). ``attack``, ``claim`` and ``bankruptcy`` start on
what the engine did for every seat before they were choices (docs/rules/eclipse.md §21 Q24), so
no table waits on them unless a seat says ``ask``."""


def preference(prefs: dict[str, str], topic: str) -> str:
    """A seat's standing choice on ``topic`` (its starting value if it never chose)."""
    return prefs.get(topic, STARTING[topic])


Action = Annotated[
    Start
    | React
    | Pass
    | Done
    | Explore
    | Place
    | DrawAnother
    | Discard
    | Claim
    | Reward
    | Research
    | Upgrade
    | Strip
    | Build
    | Move
    | Influence
    | Colonize
    | Trade
    | Species
    | Portal
    | Artifact
    | Keep
    | Battle
    | Attack
    | Abandon
    | Propose
    | Answer
    | Prefer,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def describe(action: Action) -> str:
    """The short notation of ``action`` (the engine parses by matching these)."""
    match action:
        case Start(kind=kind):
            return kind
        case React(kind=kind):
            return f"react {kind}"
        case Pass() | Done() | Discard() | DrawAnother():
            return action.type
        case Explore(q=q, r=r):
            return f"explore {q},{r}"
        case Place(rotation=rotation, sector=sector):
            return f"place {rotation}" + (f" {sector}" if sector else "")
        case Claim(take=take):
            return "claim yes" if take else "claim no"
        case Reward(vp=vp):
            return "reward vp" if vp else "reward take"
        case Research(tech=tech, track=track):
            return f"research {tech}" + (f" {track}" if track else "")
        case Upgrade(ship=ship, space=space, part=part, remove=remove):
            return f"upgrade {ship} {space} {part}" + (f" remove {remove}" if remove else "")
        case Strip(ship=ship, spaces=spaces):
            return f"upgrade {ship} remove " + " ".join(str(s) for s in spaces)
        case Build(what=what, sector=sector):
            return f"build {what} {sector}"
        case Move(ship=ship, origin=origin, to=to):
            return f"move {ship} {origin} {to}"
        case Influence(origin=origin, to=to):
            return f"influence {origin} {to}"
        case Colonize(sector=sector, square=square, resource=resource):
            return f"colonize {sector} {square} {resource}"
        case Trade(give=give, get=get):
            return f"trade {give} {get}"
        case Species(side=side):
            return f"species {side}"
        case Artifact(resource=resource):
            return f"artifact {resource}"
        case Portal(sector=sector):
            return f"portal {sector}"
        case Keep(value=value):
            return f"keep {value}" if value else "keep none"
        case Battle(retreat=retreat, target=target, to=to):
            biggest = " biggest" if target == "biggest" else ""
            return f"battle {retreat}{biggest}" + (f" {to}" if to else "")
        case Attack(attack=attack, first=first):
            return "attack" + (f" {first}" if first else "") if attack else "attack no"
        case Abandon(sector=sector):
            return f"abandon {sector}"
        case Propose(partner=partner, track=track):
            return f"diplomacy {partner} {track}"
        case Answer(accept=accept, track=track):
            return f"accept {track}" if accept else "decline"
        case Prefer(topic=topic, value=value):
            return f"prefer {topic} {value}"
    raise AssertionError(action)
