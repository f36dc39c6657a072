"""The step rules of a move (docs/rules/high-frontier.md §8.3–§8.5), shared by the route search
and the route checker of :mod:`rules.high_frontier.routes`.

A :class:`Label` is a partial move: where it stands, the arc it arrived by and what it has spent.
:meth:`Rules.enter` extends it by one arc or returns the sentence saying why it may not. Fuel is
counted in integer units of ``1/scale`` step so fractional consumptions add exactly; the move's
total is rounded up at its end (§6.1). Decisions where the rules are silent are §23 D1–D5.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from math import ceil, lcm
from typing import Literal

from rules.high_frontier.graph import Arc, Graph
from rules.high_frontier.pack import Node, Site, load

Season = Literal["red", "yellow", "blue"]
Liftoff = Literal["powered", "factory", "acetylene"]
Landing = Literal["powered", "aerobrake", "factory"]


@dataclass(frozen=True)
class Rocket:
    """What a move needs to know of the rocket and the table (§8.1, §8.2).

    Attributes:
        net_thrust: the move's net thrust (``fuel.Drive.net_thrust``): the most Burns.
        fuel_steps: fuel steps on the strip after any afterburn (``fuel.Strip.steps``).
        per_burn: fuel steps per Burn (``fuel.Drive.per_burn``).
        base_thrust: the triangle's base thrust (the Solar Oberth's bonus, §8.5).
        bonus_pivots: ballerinas of the drive.
        afterburned: the afterburn was paid (+1 bonus burn at the Solar Oberth).
        operational: the activated thruster is operational (flyby bonuses need it).
        season: the Sunspot Cube's season (Venus flyby, synodic comets); ``None`` = unknown,
            which refuses both.
        factories: space id of a Site -> whether its Factory is colonized, for every Factory
            the rocket may use (its own, or by permission or Felony) for factory-assist.
        powersat: beamed power: factory-assist calls no Hazard Roll (§8.4).
        liftoff: how to leave a start Site; ``None`` = powered if the thrust suffices, else
            factory-assisted. ``acetylene`` must be asked for (it costs 2 × Wet Mass FTs).
        mag_sail: the drive is a mag sail (+1 bonus burn per belt, first entry, §8.5).
        acetylene: ``core`` (Feb 2021: every lander burn paid) or ``living`` (the first lander
            burn after an acetylene liftoff is free), the table option ``acetylene`` (§23 Q14).
    """

    net_thrust: int
    fuel_steps: int
    per_burn: Fraction
    base_thrust: int = 0
    bonus_pivots: int = 0
    afterburned: bool = False
    operational: bool = True
    season: Season | None = None
    factories: Mapping[str, bool] = field(default_factory=dict)
    powersat: bool = False
    liftoff: Liftoff | None = None
    mag_sail: bool = False
    acetylene: Literal["core", "living"] = "core"


@dataclass(frozen=True)
class Route:
    """A legal move.

    Attributes:
        path: space ids from the start to the end (waypoints left out).
        burns: Burns counted against the net thrust (a pivot is 2).
        bonus_burns: flyby bonus burns spent (no fuel, not counted).
        pivots: pivots made (paid by ballerinas, bonus burns or Burns).
        fuel_used: exact fuel steps; ``fuel_steps`` is the total rounded up (§6.1).
        hazards: spaces that call a Hazard Roll (FINAO may replace it), in order; a
            factory-assisted liftoff or landing counts at its Site.
        belts: radiation belts entered (Belt Rolls); flybys: flybys entered (Glitch triggers).
        liftoff, landing: how the move left its start Site and reached its end Site.
    """

    path: tuple[str, ...]
    burns: int
    bonus_burns: int
    pivots: int
    fuel_used: Fraction
    fuel_steps: int
    hazards: tuple[str, ...]
    belts: tuple[str, ...]
    flybys: tuple[str, ...]
    liftoff: Liftoff | None
    landing: Landing | None


class Label:
    """A partial move (mutable only while it is being built by :meth:`Rules.enter`)."""

    __slots__ = (
        "arc", "belt", "belts", "bonus", "bonus_spent", "burns", "dominated", "flyby", "free",
        "fuel", "hazard", "hazards", "landing", "liftoff", "node", "parent", "pivots",
        "pivots_left", "used",
    )  # fmt: skip

    def __init__(self, node: int, parent: Label | None, arc: int) -> None:
        self.node, self.parent, self.arc = node, parent, arc
        self.burns = self.fuel = self.hazards = self.belts = 0
        self.bonus = self.bonus_spent = self.pivots = self.pivots_left = 0
        self.used: frozenset[int] = frozenset()
        self.free = self.dominated = self.hazard = self.belt = self.flyby = False
        self.landing: Landing | None = None
        self.liftoff: Liftoff | None = None

    def child(self, node: int, arc: int) -> Label:
        """A copy one arc further on, with this step's own flags cleared."""
        step = Label(node, self, arc)
        step.burns, step.fuel, step.hazards, step.belts = (
            self.burns, self.fuel, self.hazards, self.belts,
        )  # fmt: skip
        step.bonus, step.bonus_spent, step.pivots = self.bonus, self.bonus_spent, self.pivots
        step.pivots_left, step.used, step.free = self.pivots_left, self.used, self.free
        step.liftoff = self.liftoff
        return step

    @property
    def key(self) -> tuple[object, ...]:
        """The state two labels must share to be compared."""
        return (self.node, self.arc, self.free)

    @property
    def cost(self) -> tuple[int, ...]:
        """Search order: fuel, Burns, Hazard Rolls, Belt Rolls."""
        return (self.fuel, self.burns, self.hazards, self.belts)

    def covers(self, other: Label) -> bool:
        """As good as ``other`` on every count, with at least its bonuses left."""
        return (
            self.fuel <= other.fuel
            and self.burns <= other.burns
            and self.hazards <= other.hazards
            and self.belts <= other.belts
            and self.bonus >= other.bonus
            and self.pivots_left >= other.pivots_left
            and self.used <= other.used
        )


class Rules:
    """The step rules for one rocket on one map (§8.3–§8.5)."""

    def __init__(self, graph: Graph, rocket: Rocket, sites: Mapping[str, Site] | None = None):
        self.graph, self.rocket = graph, rocket
        self.sites = load().site_by_id if sites is None else sites
        self.scale = lcm(rocket.per_burn.denominator, (rocket.per_burn / 2).denominator)
        self.full = int(rocket.per_burn * self.scale)
        self.half = int(rocket.per_burn * self.scale / 2)
        self.capacity = rocket.fuel_steps * self.scale

    def enter(self, label: Label, index: int) -> Label | str:
        """``label`` extended along arc ``index``, or why the rules forbid it."""
        arc = self.graph.arcs[index]
        here, there = self.graph.nodes[label.node], self.graph.nodes[arc.target]
        if label.landing:
            return "the move ended with the landing"
        if arc.against:
            return f"the line from {here.id} to {there.id} runs one way, the other way"
        if label.arc >= 0 and arc.reverse == label.arc:
            return f"no U-turn: {there.id} is where the rocket came from"
        if label.liftoff == "factory" and label.parent is None and there.type == "lander_burn":
            return "a factory-assisted liftoff may not enter a lander burn"
        step = label.child(arc.target, index)
        reason = self._pivot(step, label, arc, here) or self._pay(step, there)
        if reason:
            return reason
        self._gain(step, there)
        assisted = label.parent is None and label.liftoff not in (None, "powered")
        if there.hazard and not (assisted and not there.aerobrake):
            step.hazards, step.hazard = step.hazards + 1, True
        return self._land(step, arc, here, there) if there.type == "site" else step

    def _pivot(self, step: Label, label: Label, arc: Arc, here: Node) -> str | None:
        """A pivot at a Hohmann: a ballerina, else two Burns (bonus burns first, §23 D1)."""
        if here.type != "hohmann" or label.arc < 0:
            return None
        arrived = self.graph.arcs[label.arc].in_lane
        if arrived is None or arc.out_lane is None or arrived == arc.out_lane:
            return None
        step.pivots += 1
        if step.pivots_left:
            step.pivots_left -= 1
            return None
        return self._spend(step, 1, bonus_ok=True) or self._spend(step, 1, bonus_ok=True)

    def _pay(self, step: Label, there: Node) -> str | None:
        """The Burn of entering a burn or lander burn (a half lander spends half the fuel)."""
        if not there.burns:
            return None
        if there.type == "lander_burn" and step.free:
            step.free = False
            return None
        half = there.fuel_factor < 1
        return self._spend(step, 2 if half else 1, bonus_ok=there.type != "lander_burn")

    def _spend(self, step: Label, share: int, *, bonus_ok: bool) -> str | None:
        """One Burn: a bonus burn when allowed, else thrust and ``1/share`` of the fuel."""
        if bonus_ok and step.bonus:
            step.bonus, step.bonus_spent = step.bonus - 1, step.bonus_spent + 1
            return None
        if step.burns >= self.rocket.net_thrust:
            return f"no Burn left: net thrust {self.rocket.net_thrust} is spent"
        fuel = step.fuel + (self.half if share == 2 else self.full)
        if fuel > self.capacity:
            return f"not enough fuel: {self.rocket.fuel_steps} steps on the strip"
        step.burns, step.fuel = step.burns + 1, fuel
        return None

    def _gain(self, step: Label, there: Node) -> None:
        """Bonus burns of flybys, the Solar Oberth and mag sails; belts and flybys noted."""
        rocket, node = self.rocket, step.node
        if there.type == "radiation_belt":
            step.belts, step.belt = step.belts + 1, True
        if there.type == "flyby":
            step.flyby = True
        if node in step.used or not rocket.operational:
            return
        gained = 0
        if there.type == "flyby" and (not there.venus_flyby or rocket.season == "blue"):
            gained = there.flyby_bonus_burns
        elif there.solar_oberth:
            gained = rocket.base_thrust + int(rocket.afterburned)
        elif there.type == "radiation_belt" and rocket.mag_sail:
            gained = 1
        if gained:
            step.bonus, step.used = step.bonus + gained, step.used | {node}

    def _land(self, step: Label, arc: Arc, here: Node, there: Node) -> Label | str:
        """Landing on a Site: powered, aerobraked or factory-assisted (§8.4, §23 D4)."""
        site = self.sites[there.site or ""]
        if site.synodic_season and site.synodic_season != self.rocket.season:
            return f"{site.name} may be entered only in season {site.synodic_season}"
        factory = self.rocket.factories.get(there.id)
        if self.rocket.net_thrust > site.size:
            step.landing = "powered"
        elif arc.aerobrake or here.aerobrake or here.aerobrake_unverified:
            step.landing = "aerobrake"
        elif factory is not None and here.type != "lander_burn":
            step.landing = "factory"
            if not (factory or self.rocket.powersat):
                step.hazards, step.hazard = step.hazards + 1, True
        else:
            return (
                f"cannot land on {site.name}: net thrust {self.rocket.net_thrust} does not"
                f" exceed its Size {site.size}, and no aerobrake or Factory helps"
            )
        return step

    def may_halt(self, label: Label) -> bool:
        """A move may end anywhere but on a lander burn (§8.3)."""
        return self.graph.nodes[label.node].type != "lander_burn"

    def score(self, label: Label) -> tuple[Fraction, int, int, int]:
        """Exact fuel steps, Burns, Hazard Rolls, Belt Rolls."""
        return (Fraction(label.fuel, self.scale), label.burns, label.hazards, label.belts)

    def route(self, label: Label) -> Route:
        """The finished move ending at ``label``."""
        steps: list[Label] = []
        walk: Label | None = label
        while walk is not None:
            steps.append(walk)
            walk = walk.parent
        steps.reverse()
        ids = self.graph.ids
        fuel = Fraction(label.fuel, self.scale)
        return Route(
            path=tuple(ids[s.node] for s in steps),
            burns=label.burns,
            bonus_burns=label.bonus_spent,
            pivots=label.pivots,
            fuel_used=fuel,
            fuel_steps=ceil(fuel),
            hazards=tuple(ids[s.node] for s in steps if s.hazard),
            belts=tuple(ids[s.node] for s in steps if s.belt),
            flybys=tuple(ids[s.node] for s in steps if s.flyby),
            liftoff=label.liftoff,
            landing=label.landing,
        )


def start_label(rules: Rules, node: int) -> Label | str:
    """The move before its first step, or why it cannot start on ``node`` (§8.3, §8.4)."""
    rocket, here = rules.rocket, rules.graph.nodes[node]
    label = Label(node, None, -1)
    label.pivots_left = rocket.bonus_pivots
    if here.type == "lander_burn":
        return "a move never starts on a lander burn"
    if here.type != "site":
        return label
    site = rules.sites[here.site or ""]
    if site.synodic_season and site.synodic_season != rocket.season:
        return f"{site.name} may be left only in season {site.synodic_season}"
    factory = rocket.factories.get(here.id)
    method = rocket.liftoff or ("powered" if rocket.net_thrust > site.size else "factory")
    if method == "powered" and rocket.net_thrust <= site.size:
        return f"net thrust {rocket.net_thrust} does not exceed {site.name}'s Size {site.size}"
    if method != "powered" and factory is None:
        return (
            f"net thrust {rocket.net_thrust} does not exceed {site.name}'s Size {site.size},"
            " and no Factory there assists the liftoff"
        )
    if method == "acetylene" and not site.atmospheric:
        return f"{site.name} is not atmospheric: no acetylene rocketplane"
    label.liftoff = method
    label.free = method == "acetylene" and rocket.acetylene == "living"
    if method != "powered" and not (factory or rocket.powersat):
        label.hazards, label.hazard = 1, True
    return label
