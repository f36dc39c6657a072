"""The step rules of a move (docs/rules/high-frontier.md §8.3–§8.5), shared by the route search
and the route checker of :mod:`rules.high_frontier.routes`.

A :class:`Label` is a partial move: where it stands, the arc it arrived by and what it has spent.
:meth:`Rules.enter` extends it by one arc or returns the sentence saying why it may not. Fuel is
counted in integer units of ``1/scale`` step so fractional consumptions add exactly; the move's
total is rounded up at its end (§6.1). Decisions where the rules are silent are §23 D1–D5.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from fractions import Fraction
from math import ceil, lcm
from typing import Literal

from rules.high_frontier import route_text
from rules.high_frontier.graph import BELT, FLYBY, HALF, HAZARD, LANDER, PAY, SITE, Graph
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
        parachute: a parachute face is aboard ("Its stack may enter aerobrakes safely"):
            entering an aerobrake hazard calls no Hazard Roll (docs D8).
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
    parachute: bool = False
    acetylene: Literal["core", "living"] = "core"

    def __hash__(self) -> int:
        """Equal rockets hash alike (their factories as sorted pairs): a move's destinations
        are cached by rocket (``rules.high_frontier.flight``)."""
        values = [getattr(self, f.name) for f in fields(self) if f.name != "factories"]
        return hash((*values, tuple(sorted(self.factories.items()))))


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

    @classmethod
    def walked(
        cls,
        trail: Trail,
        fuel: Fraction,
        counts: tuple[int, int, int],
        liftoff: Liftoff | None,
        landing: Landing | None,
    ) -> Route:
        """The route of a finished move: ``trail`` its spaces, hazards, belts and flybys,
        ``fuel`` the exact fuel steps used (rounded up as ``fuel_steps``, §6.1), ``counts`` its
        Burns, bonus burns spent and pivots."""
        path, hazards, belts, flybys = trail
        burns, bonus_burns, pivots = counts
        return cls(
            path=path,
            burns=burns,
            bonus_burns=bonus_burns,
            pivots=pivots,
            fuel_used=fuel,
            fuel_steps=ceil(fuel),
            hazards=hazards,
            belts=belts,
            flybys=flybys,
            liftoff=liftoff,
            landing=landing,
        )


_new = object.__new__
# a move's spaces, hazards, belts and flybys so far
Trail = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]


class Label:
    """A partial move (mutable only while it is being built by :meth:`Rules.enter`)."""

    __slots__ = (
        "arc", "belt", "belts", "bonus", "bonus_spent", "burns", "flyby", "free",
        "fuel", "hazard", "hazards", "landing", "liftoff", "node", "parent", "pivots",
        "pivots_left", "used",
    )  # fmt: skip

    def __init__(self, node: int, parent: Label | None, arc: int) -> None:
        self.node, self.parent, self.arc = node, parent, arc
        self.burns = self.fuel = self.hazards = self.belts = 0
        self.bonus = self.bonus_spent = self.pivots = self.pivots_left = 0
        self.used = 0  # bonus spaces already paid out this move, one bit each (Rules.bits)
        self.free = self.hazard = self.belt = self.flyby = False
        self.landing: Landing | None = None
        self.liftoff: Liftoff | None = None


class Rules:
    """The step rules for one rocket on one map (§8.3–§8.5).

    ``gains[i]`` is the bonus burns space ``i`` pays this rocket on its first entry in a move
    (a flyby, the Solar Oberth, a belt for a mag sail; 0 elsewhere) and ``bits[i]`` its bit in
    :attr:`Label.used`.
    """

    def __init__(self, graph: Graph, rocket: Rocket, sites: Mapping[str, Site] | None = None):
        self.graph, self.rocket = graph, rocket
        self.sites = load().site_by_id if sites is None else sites
        self.scale = lcm(rocket.per_burn.denominator, (rocket.per_burn / 2).denominator)
        self.full = int(rocket.per_burn * self.scale)
        self.half = int(rocket.per_burn * self.scale / 2)
        self.capacity = rocket.fuel_steps * self.scale
        self.gains = [0] * len(graph.nodes)
        self.bits = [0] * len(graph.nodes)
        self._bit_gain: dict[int, int] = {}
        self._trails: dict[Label, Trail] = {}
        self._landings: dict[int, tuple[Landing, bool] | str] = {}
        for i in graph.bonus_spaces:
            gain = self._bonus_of(graph.nodes[i])
            if gain:
                bit = 1 << len(self._bit_gain)
                self.gains[i], self.bits[i], self._bit_gain[bit] = gain, bit, gain

    def _bonus_of(self, there: Node) -> int:
        """Bonus burns of a first entry into ``there`` (§8.5), 0 if none or not operational."""
        rocket = self.rocket
        if not rocket.operational:
            return 0
        if there.type == "flyby" and (not there.venus_flyby or rocket.season == "blue"):
            return there.flyby_bonus_burns
        if there.solar_oberth:
            return rocket.base_thrust + int(rocket.afterburned)
        if there.type == "radiation_belt" and rocket.mag_sail:
            return 1
        return 0

    def enter(self, label: Label, index: int) -> Label | str:
        """``label`` extended along arc ``index``, or why the rules forbid it.

        In order: a landing ends the move; no line against its arrow and no U-turn (§8.3); no
        factory-assisted liftoff into a lander burn (§8.4); a pivot at a Hohmann is a ballerina,
        else two Burns (§23 D1); entering a burn or lander burn is a Burn (a bonus burn pays it
        except at a lander burn; a half lander spends half the fuel); a first entry into a
        bonus space gains its bonus burns (§23 D2); hazards, belts and flybys are noted; a Site
        is a landing (§8.4). A Burn paid with thrust needs a Burn left and the fuel for it.
        """
        graph = self.graph
        arc = graph.arcs[index]
        if label.landing:
            return route_text.LANDING_ENDED
        if arc.against:
            return route_text.one_way(graph.ids[label.node], graph.ids[arc.target])
        if label.arc >= 0 and arc.reverse == label.arc:
            return route_text.u_turn(graph.ids[arc.target])
        target = arc.target
        kind = graph.burn_kind[target]
        first = label.parent is None
        if kind & LANDER and first and label.liftoff == "factory":
            return route_text.ASSISTED_LANDER
        burns, fuel, bonus, spent = label.burns, label.fuel, label.bonus, label.bonus_spent
        pivots, left, free = label.pivots, label.pivots_left, label.free
        thrust, capacity = self.rocket.net_thrust, self.capacity
        pivot = label.arc >= 0 and index in graph.pivot_after[label.arc]
        pivots += pivot
        due, half, paid, left, free = pay(kind, pivot, bonus, left, free)
        bonus, spent = bonus - paid, spent + paid
        for n in range(due):
            if burns >= thrust:
                return route_text.no_burn_left(thrust)
            fuel += self.half if half and n == due - 1 else self.full
            if fuel > capacity:
                return route_text.short_fuel(self.rocket.fuel_steps)
            burns += 1
        step = _new(Label)
        step.node, step.parent, step.arc = target, label, index
        step.burns, step.fuel, step.bonus, step.bonus_spent = burns, fuel, bonus, spent
        step.pivots, step.pivots_left, step.free = pivots, left, free
        step.hazards, step.belts, step.used = label.hazards, label.belts, label.used
        step.liftoff, step.landing = label.liftoff, None
        step.belt = step.flyby = step.hazard = False
        there = graph.nodes[target]
        if kind & BELT:
            step.belts, step.belt = step.belts + 1, True
        elif kind & FLYBY:
            step.flyby = True
        bit = self.bits[target]
        if bit and not step.used & bit:
            step.bonus, step.used = bonus + self.gains[target], step.used | bit
        if kind & HAZARD and rolls_hazard(there, first, label.liftoff, self.rocket.parachute):
            step.hazards, step.hazard = step.hazards + 1, True
        if kind & SITE:
            landing = self.landing(index)
            if isinstance(landing, str):
                return landing
            step.landing = landing[0]
            if landing[1]:
                step.hazards, step.hazard = step.hazards + 1, True
        return step

    def landing(self, index: int) -> tuple[Landing, bool] | str:
        """How the rocket lands on the Site at the end of arc ``index`` (powered, aerobraked
        or factory-assisted, §8.4, §23 D4) and whether that calls a Hazard Roll, or why it may
        not land there (worked out once per arc: the search asks it for every label)."""
        found = self._landings.get(index)
        if found is None:
            found = self._landings[index] = self._land(index)
        return found

    def _land(self, index: int) -> tuple[Landing, bool] | str:
        rocket, graph = self.rocket, self.graph
        arc = graph.arcs[index]
        here, there = graph.nodes[arc.source], graph.nodes[arc.target]
        site = self.sites[there.site or ""]
        if site.synodic_season and site.synodic_season != rocket.season:
            return route_text.ENTER_SEASON.format(site=site.name, season=site.synodic_season)
        factory = rocket.factories.get(there.id)
        if rocket.net_thrust > site.size:
            return ("powered", False)
        if arc.aerobrake or here.aerobrake_hazard:
            return ("aerobrake", False)
        if factory is not None and here.type != "lander_burn":
            return ("factory", not (factory or rocket.powersat))
        return route_text.CANNOT_LAND.format(
            site=site.name, thrust=rocket.net_thrust, size=site.size
        )

    def may_halt(self, label: Label) -> bool:
        """A move may end anywhere but on a lander burn (§8.3)."""
        return self.graph.nodes[label.node].type != "lander_burn"

    def route(self, label: Label) -> Route:
        """The finished move ending at ``label``."""
        fuel = Fraction(label.fuel, self.scale)
        counts = (label.burns, label.bonus_spent, label.pivots)
        return Route.walked(self._trail(label), fuel, counts, label.liftoff, label.landing)

    def _trail(self, label: Label) -> Trail:
        """Spaces, hazards, belts and flybys from the start to ``label`` (shared prefixes are
        built once per search)."""
        trail = self._trails.get(label)
        if trail is None:
            space = (self.graph.ids[label.node],)
            if label.parent is None:
                trail = (space, space if label.hazard else (), (), ())
            else:
                path, hazards, belts, flybys = self._trail(label.parent)
                trail = (
                    path + space,
                    hazards + space if label.hazard else hazards,
                    belts + space if label.belt else belts,
                    flybys + space if label.flyby else flybys,
                )
            self._trails[label] = trail
        return trail


def pay(
    kind: int, pivot: bool, bonus: int, left: int, free: bool
) -> tuple[int, bool, int, int, bool]:
    """What entering a space of ``kind`` (:data:`~rules.high_frontier.graph.PAY` …
    :data:`~rules.high_frontier.graph.SITE` bits), with a ``pivot`` on the way, costs a move
    holding ``bonus`` bonus burns, ``left`` ballerinas and the ``free`` lander burn (§8.3,
    §23 D1): a pivot at a Hohmann is a ballerina, else two Burns; entering a burn or lander
    burn is a Burn; the free lander burn, then bonus burns pay first (no bonus burn at a
    lander burn). The one statement of these rules, for the route checker
    (:meth:`Rules.enter`) and the search (:meth:`rules.high_frontier.search.Search.run`).

    Returns:
        ``(due, half, paid, left, free)``: the Burns still to pay with thrust (each a Burn's
        fuel), whether the last of them is a half lander's (half the fuel), the bonus burns
        spent, the ballerinas left and whether the free lander burn is still held.
    """
    due = paid = 0
    if pivot:
        if left:
            left -= 1
        else:
            paid = min(bonus, 2)
            due = 2 - paid
    half = False
    if kind & PAY:
        if kind & LANDER and free:
            free = False
        elif bonus > paid and not kind & LANDER:
            paid += 1
        else:
            due, half = due + 1, bool(kind & HALF)
    return due, half, paid, left, free


def rolls_hazard(there: Node, first: bool, liftoff: Liftoff | None, parachute: bool) -> bool:
    """Whether entering the hazard space ``there`` calls a Hazard Roll (§8.4, docs D8): not
    an aerobrake hazard with a parachute aboard, nor a crash hazard entered first after a
    factory-assisted or acetylene liftoff (``first``: the move's first step). For the route
    checker and the search alike."""
    if parachute and there.aerobrake_hazard:
        return False
    return not (first and liftoff not in (None, "powered") and not there.aerobrake)


def start_label(rules: Rules, node: int) -> Label | str:
    """The move before its first step, or why it cannot start on ``node`` (§8.3, §8.4)."""
    rocket, here = rules.rocket, rules.graph.nodes[node]
    label = Label(node, None, -1)
    label.pivots_left = rocket.bonus_pivots
    if here.type == "lander_burn":
        return route_text.STARTS_ON_LANDER
    if here.type != "site":
        return label
    site = rules.sites[here.site or ""]
    if site.synodic_season and site.synodic_season != rocket.season:
        return route_text.LEAVE_SEASON.format(site=site.name, season=site.synodic_season)
    factory = rocket.factories.get(here.id)
    method = rocket.liftoff or ("powered" if rocket.net_thrust > site.size else "factory")
    if method == "powered" and rocket.net_thrust <= site.size:
        return route_text.WEAK_LIFTOFF.format(
            thrust=rocket.net_thrust, site=site.name, size=site.size
        )
    if method != "powered" and factory is None:
        return route_text.UNASSISTED_LIFTOFF.format(
            thrust=rocket.net_thrust, site=site.name, size=site.size
        )
    if method == "acetylene" and not site.atmospheric:
        return route_text.NOT_ATMOSPHERIC.format(site=site.name)
    label.liftoff = method
    label.free = method == "acetylene" and rocket.acetylene == "living"
    if method != "powered" and not (factory or rocket.powersat):
        label.hazards, label.hazard = 1, True
    return label
