"""The destination search of :func:`rules.high_frontier.routes.destinations`
(docs/rules/high-frontier.md §8.3–§8.5).

A label-setting search (Dijkstra on the packed cost fuel, Burns, Hazard Rolls, Belt Rolls) over
the states ``(arc arrived by, free lander burn)``: each state keeps the labels (partial moves) no
other label of it covers (:meth:`Search.keep`), extended in the order :meth:`Search.run` gives;
a landing is kept but not extended.

It applies the same step rules as :meth:`rules.high_frontier.moves.Rules.enter` (the route
checker) on the graph's per-arc tables (:attr:`Graph.turns`, :attr:`Graph.target_kind`), with a
label held as a :class:`Partial` rather than the checker's
:class:`~rules.high_frontier.moves.Label` (a frozen dataclass, whose making was most of the
search's time). Every route found is one the checker accepts with the same counts
(``tests/rules/high_frontier/test_route_answers.py``).

The install compiles this module with mypyc (``setup.py``; :mod:`rules.high_frontier.compiled`
picks the compiled search, or this one where it was not built): its hot values are written to
stay machine integers there (COST and the queue's keys below 2**62, the bonus spaces paid in
two sets of at most 54 bits, each step of :attr:`Graph.turns` one integer), what it reads per
step is laid out in rows of machine integers (``librt.vecs``: :class:`Shelf`, the graph's per-arc
tables) and :class:`Partial` is a plain class (a dataclass's ``__init__`` stays interpreted).
Compiled, a Mag Sail's search runs 8-20 times as fast (docs/rules/high-frontier.md §23 D7).
"""

from __future__ import annotations

import heapq
from typing import Final, final

from librt.vecs import append, vec
from mypy_extensions import i64

from rules.high_frontier.graph import BELT, FLYBY, HALF, HAZARD, LANDER, PAY, SITE, Graph
from rules.high_frontier.moves import Label, Landing, Rules, Trail

# COST packs fuel, Burns, Hazard Rolls and Belt Rolls in WIDTH-bit fields (fuel first, so one
# integer orders the search), each with a spare top bit (GUARDS), so one subtraction compares
# all four: ``a`` is no worse than ``b`` on every count when
# ``((b | GUARDS) - a) & GUARDS == GUARDS``. 4 fields of 14 bits and the queue's RICH bits
# (Search.run) make 62: a machine integer, compiled.
WIDTH: Final = 14
LIMIT: Final = 1 << (WIDTH - 1)  # every count stays below it
GUARDS: Final = sum(LIMIT << (WIDTH * field) for field in range(4))
# The guards of fuel and Burns: the counts a search of the cheapest routes compares
# (Search.keep); ``(b | GUARDS) - a`` still isolates each field.
CHEAPEST_GUARDS: Final = sum(LIMIT << (WIDTH * field) for field in (2, 3))
FUEL_SHIFT: Final = 3 * WIDTH  # where COST holds fuel and Burns
BURNS_SHIFT: Final = 2 * WIDTH
FIELD: Final = (1 << WIDTH) - 1  # one count of COST, shifted down
# A label's bonus burns beyond its Burns and its ballerinas in one integer of its record
# (Shelf.records; the first may be negative)
PACKED_SHIFT: Final = 16
PACKED_MASK: Final = (1 << PACKED_SHIFT) - 1
STRIDE: Final = 4  # a record: COST, bonus burns (packed), bonus spaces used, belts used
PAID: Final = 16  # the most bonus spaces but belts a search tells apart (the map has 14)
RICH: Final = 6  # the bits below COST in the queue's keys: how rich a label is (Search.run)
RICHEST: Final = (1 << RICH) - 1


class Partial:
    """A partial move (a search label), compared by identity: a state's kept list drops the
    very label covered. A plain class with its own ``__init__`` (not a dataclass, whose
    generated ``__init__`` stays interpreted when mypyc compiles the search); its counts are
    read from its COST (fewer fields: the search makes tens of thousands)."""

    __slots__ = (
        "arc", "belted", "bonus", "cost", "dominated", "free", "landing", "left", "marks",
        "node", "parent", "pivots", "spent", "trail", "used",
    )  # fmt: skip

    def __init__(
        self,
        cost: i64,
        left: i64,
        bonus: i64,
        used: i64,
        belted: i64,
        free: bool,
        arc: i64,
        node: i64,
        parent: Partial | None,
        spent: i64,
        pivots: i64,
        marks: i64,
        landing: Landing | None,
    ) -> None:
        # what a route is judged on: fuel (in 1/scale steps), Burns, Hazard and Belt Rolls
        self.cost = cost  # packed (COST, above)
        self.left = left  # ballerinas left
        self.bonus = bonus  # bonus burns held
        self.used = used  # the bonus spaces paid but a mag sail's belts (bits of Search.bits)
        self.belted = belted  # a mag sail's radiation belts paid (bits of -Search.bits)
        self.free = free  # the free lander burn of a living-rules acetylene liftoff, still to use
        self.arc = arc  # the arc arrived by (-1: the start)
        self.node = node  # the space it stands on
        self.parent = parent
        self.spent = spent  # bonus burns spent
        self.pivots = pivots
        self.marks = marks  # its space's HAZARD / BELT / FLYBY rolls
        self.landing = landing  # the landing made
        self.dominated = False  # covered by a label kept later: not extended
        self.trail: Trail | None = None  # its route so far, once built (Search.trail)

    @property
    def fuel(self) -> i64:
        """The fuel used, in 1/scale steps."""
        return self.cost >> FUEL_SHIFT

    @property
    def burns(self) -> i64:
        """The Burns paid with thrust."""
        return (self.cost >> BURNS_SHIFT) & FIELD


@final
class Shelf:
    """The labels a search keeps at one state, and beside them their records: per label, in
    the order kept, its COST, bonus burns beyond Burns and ballerinas (:func:`_packed`), the
    bonus spaces and belts it used (:attr:`Partial.used`, :attr:`Partial.belted`), in one row
    of machine integers (``STRIDE`` each), which :meth:`Search.keep` reads without touching
    the labels: read from the labels, most of a mag sail's search was spent waiting for
    memory (docs/rules/high-frontier.md §23 D7)."""

    __slots__ = ("labels", "records")

    def __init__(self) -> None:
        self.labels: list[Partial] = []
        self.records: vec[i64] = vec[i64]()

    def add(self, label: Partial) -> None:
        """Keep ``label`` (newest last)."""
        self.labels.append(label)
        records = append(self.records, label.cost)
        records = append(records, _packed(label.bonus - label.burns, label.left))
        records = append(records, label.used)
        self.records = append(records, label.belted)

    def drop(
        self,
        search: Search,
        first: i64,
        cost: i64,
        packed: i64,
        used: i64,
        belted: i64,
        near: i64,
    ) -> None:
        """Drop (and mark) the kept labels a label of these counts covers
        (:meth:`Search.covers`), keeping the others in their order; the records before
        ``first`` it does not cover (:meth:`Search.keep` found none there)."""
        records, labels = self.records, self.labels
        ahead: i64 = packed >> PACKED_SHIFT  # as keep()
        kept: i64 = first
        at: i64 = first
        end: i64 = len(records)
        while at < end:
            old_cost: i64 = records[at]
            behind = records[at + 1] >> PACKED_SHIFT
            if old_cost >= cost and behind <= ahead and search.covers(
                cost, packed, used, belted,
                old_cost, records[at + 1], records[at + 2], records[at + 3], near,
            ):  # fmt: skip
                labels[at // STRIDE].dominated = True
            else:
                if kept != at:
                    labels[kept // STRIDE] = labels[at // STRIDE]
                    for field in range(STRIDE):
                        records[kept + field] = records[at + field]
                kept += STRIDE
            at += STRIDE
        if kept < end:
            del labels[kept // STRIDE :]
            self.records = records[:kept]


@final
class Search:
    """One destination search: a rocket's step rules (:class:`Rules`) from its start label;
    with ``cheapest``, for each space's cheapest route only (:meth:`cheapest`, fewer labels
    kept, :meth:`keep`), else for every space's Pareto routes (:meth:`routes`); with ``exact``,
    without the bound of §23 D7 (a mag sail's search then takes 0.1-4 s compiled:
    ``bench.hf_mag_sail`` compares the two).

    Raises:
        ValueError: a count the packed cost cannot hold (fuel capacity, thrust or ballerinas
            of 2**13 (8,192) or more), or more than ``PAID`` (16) bonus spaces but belts on
            the map (the core map has 14).
    """

    def __init__(
        self,
        graph: Graph,
        rules: Rules,
        first: Label,
        cheapest: bool = False,
        exact: bool = False,
    ) -> None:
        rocket = rules.rocket
        if max(rules.capacity, rocket.net_thrust, rocket.bonus_pivots) >= LIMIT:
            raise ValueError("a rocket's fuel, thrust or ballerinas beyond the search's range")
        self.graph, self.rules = graph, rules
        # The counts compared: all four, or (cheapest) fuel and Burns only, COST breaking the
        # rest (see keep).
        self.compared = CHEAPEST_GUARDS if cheapest else GUARDS
        cost = _pack(first.fuel, first.burns, first.hazards, first.belts)
        self.start = Partial(
            cost, first.pivots_left, first.bonus, 0, 0, first.free, -1, first.node, None,
            first.bonus_spent, first.pivots, HAZARD if first.hazard else 0, None,
        )  # fmt: skip
        self.liftoff = first.liftoff
        # Per space, its bit among the bonus spaces paid (Partial.used), or for a mag sail's
        # radiation belt its bit among the belts paid (Partial.belted), negated; 0 for a space
        # that pays this rocket nothing (Rules.gains). Two sets of bits, so each fits in a
        # machine word (the map has 54 belts and 14 other bonus spaces).
        self.bits = vec[i64]([0] * len(graph.nodes))
        paid = belted = 0
        for i, gain in enumerate(rules.gains):
            if gain and rocket.mag_sail and graph.nodes[i].type == "radiation_belt":
                assert gain == 1  # keep counts a belt's bonus as its bit (Rules._bonus_of)
                self.bits[i], belted = -(1 << belted), belted + 1
            elif gain:
                self.bits[i], paid = 1 << paid, paid + 1
        # What another label may still gain at each bonus space a label has used (see keep).
        if paid > PAID:
            raise ValueError(f"{paid} bonus spaces: the search holds at most {PAID}")
        self.owed_of_bit = {bit: rules.gains[i] for i, bit in enumerate(self.bits) if bit > 0}
        # Per set of bonus-space bits, the sum of their owed_of_bit (-1: not summed yet).
        self.owed: vec[i64] = vec[i64]([-1] * (1 << paid))
        # Per space, the bits of the mag sail's belts that another label may still gain
        # (see keep): those near it (the bound of §23 D7) or, exact, all; 0 for other rockets.
        every = (1 << belted) - 1
        self.near = vec[i64](
            [every] * len(graph.nodes)
            if exact or not belted
            else [sum(-self.bits[belt] for belt in belts) for belts in graph.near_belts]
        )
        self.full = rules.full  # a Burn's fuel (keep)
        self._landings: dict[int, tuple[Landing, bool] | None] = {}

    def run(self) -> dict[int, Shelf]:
        """Every kept label by state (``arc * 2 + free``), in the order found.

        Labels are extended cheapest COST first and, of equal COST, the one with the most
        bonus burns, ballerinas and free lander burn first: a step paid by a bonus burn costs
        nothing, so a label and one covering it often share a COST, and extending the richer
        first drops the other before it is extended (extended last-found first, 40-50 % of
        the labels extended were covered later, and the search took 1.5-2 times as long).
        The queue holds each rank ``COST << RICH | (RICHEST - richness)`` once (a heap of
        integers), its labels in a bucket taken first in, first out.
        """
        graph, rules, rocket = self.graph, self.rules, self.rules.rocket
        turns, turns_from, exits, exits_from = (
            graph.turns, graph.turns_from, graph.exits, graph.exits_from
        )  # fmt: skip
        targets = graph.targets
        target_kind, gains, bits = graph.target_kind, vec[i64](rules.gains), self.bits
        thrust: i64 = rocket.net_thrust
        capacity: i64 = rules.capacity
        full: i64 = rules.full
        parachute = rocket.parachute
        saved: i64 = full - rules.half  # a half lander's fuel back
        near = self.near
        slots: list[Shelf | None] = [None] * (2 * len(graph.arcs))
        start = self.start
        queue: list[int] = [start.cost << RICH]
        buckets: dict[int, list[Partial]] = {start.cost << RICH: [start]}
        push, pop = heapq.heappush, heapq.heappop
        fuel_shift, burns_shift, width, limit, field = FUEL_SHIFT, BURNS_SHIFT, WIDTH, LIMIT, FIELD
        # the graph's bits as locals: a compiled search reads another module's names by name
        pay, lander, half, hazard, belt, flyby, site = PAY, LANDER, HALF, HAZARD, BELT, FLYBY, SITE
        # the rank taken from, its bucket and how many of it are taken (deleted from its
        # front when another rank is taken first)
        taking, bucket, taken = -1, buckets[queue[0]], 0
        filling, filled = -1, bucket  # the rank a label was last queued at, and its bucket
        while queue:
            rank = queue[0]
            if rank != taking:
                if taken:
                    del bucket[:taken]
                taking, bucket, taken = rank, buckets[rank], 0
            label = bucket[taken]
            taken += 1
            if taken == len(bucket):
                pop(queue)
                del buckets[rank]
                taking, taken = -1, 0
                if filling == rank:
                    filling = -1
            if label.dominated:
                continue
            counts = label.cost
            fuel, burns = counts >> fuel_shift, (counts >> burns_shift) & field
            hazards, belts = (counts >> width) & field, counts & field
            left, bonus, used, belted, free, came = (
                label.left, label.bonus, label.used, label.belted, label.free, label.arc
            )  # fmt: skip
            spent, pivots = label.spent, label.pivots
            first = came < 0
            if first:
                at, end = exits_from[label.node], exits_from[label.node + 1]
                onward = exits
            else:
                at, end = turns_from[came], turns_from[came + 1]
                onward = turns
            while at < end:
                turn = onward[at]
                at += 1
                index, pivot = turn >> 1, turn & 1
                kind = target_kind[index]
                if first and kind & lander and self.liftoff == "factory":
                    continue  # no factory-assisted liftoff into a lander burn (§8.4)
                n_bonus, n_spent, n_pivots, n_left, n_free = bonus, spent, pivots, left, free
                due: i64 = 0
                halved = False
                if pivot:  # two Burns, or a ballerina; bonus burns pay first (§23 D1)
                    n_pivots += 1
                    if n_left:
                        n_left -= 1
                    elif n_bonus >= 2:
                        n_bonus, n_spent = n_bonus - 2, n_spent + 2
                    else:
                        due, n_bonus, n_spent = 2 - n_bonus, 0, n_spent + n_bonus
                if kind & pay:  # a Burn; a bonus burn pays it but at a lander burn
                    if kind & lander and n_free:
                        n_free = False
                    elif n_bonus and not kind & lander:
                        n_bonus, n_spent = n_bonus - 1, n_spent + 1
                    else:
                        due, halved = due + 1, bool(kind & half)
                n_fuel, n_burns = fuel, burns
                if due:  # Burns paid with thrust, each with its fuel (§8.3)
                    n_burns += due
                    n_fuel += due * full - (saved if halved else 0)
                    if n_burns > thrust or n_fuel > capacity:
                        continue
                target = targets[index]
                n_hazards, n_belts, n_used, n_belted = hazards, belts, used, belted
                marks: i64 = 0
                if kind & belt:
                    n_belts, marks = belts + 1, belt
                elif kind & flyby:
                    marks = flyby
                bit = bits[target]  # a first entry into a bonus space pays (§23 D2)
                if bit > 0 and not n_used & bit:
                    n_bonus, n_used = n_bonus + gains[target], n_used | bit
                elif bit < 0 and not n_belted & -bit:
                    n_bonus, n_belted = n_bonus + 1, n_belted | -bit
                if kind & hazard and not (
                    (first or parachute) and self.skips_hazard(target, first)
                ):
                    n_hazards, marks = n_hazards + 1, marks | hazard
                landing = None
                if kind & site:
                    outcome = self.landing(index)  # (a bound method kept in a local is
                    # called as a Python object, compiled)
                    if outcome is None:
                        continue
                    landing, extra = outcome
                    if extra:
                        n_hazards, marks = n_hazards + 1, marks | hazard
                    # A landing ends the move: what it could still spend counts for nothing,
                    # so landings are compared on their counts only.
                    n_bonus = n_left = n_used = n_belted = 0
                    n_free = False
                if n_hazards >= limit or n_belts >= limit:
                    continue  # beyond what COST holds (a route of thousands of spaces)
                cost = (
                    (n_fuel << fuel_shift) | (n_burns << burns_shift) | (n_hazards << width)
                ) | n_belts
                key = index * 2 + n_free
                shelf = slots[key]
                if shelf is None:
                    shelf = slots[key] = Shelf()
                elif not self.keep(shelf, cost, n_bonus, n_left, n_used, n_belted, near[target]):
                    continue
                step = Partial(
                    cost, n_left, n_bonus, n_used, n_belted, n_free, index, target, label,
                    n_spent, n_pivots, marks, landing,
                )  # fmt: skip
                shelf.add(step)
                if landing:  # a landing ends the move: nothing to extend
                    continue
                richness = n_bonus + 2 * n_left + n_free
                rank = (cost << RICH) | (RICHEST - richness if richness < RICHEST else 0)
                if rank == taking:  # the bucket being taken
                    bucket.append(step)
                elif rank == filling:  # the bucket last filled
                    filled.append(step)
                else:
                    waiting = buckets.get(rank)
                    if waiting is None:
                        waiting = buckets[rank] = []
                        push(queue, rank)
                    waiting.append(step)
                    filling, filled = rank, waiting
        return {key: shelf for key, shelf in enumerate(slots) if shelf is not None}

    def skips_hazard(self, target: int, first: bool) -> bool:
        """Whether entering the hazard space ``target`` calls no Hazard Roll: an aerobrake
        hazard with a parachute aboard (docs D8), or a crash hazard entered first after a
        factory-assisted (or acetylene) liftoff (§8.4; as ``Rules.enter`` checks it)."""
        node = self.graph.nodes[target]
        if self.rules.rocket.parachute and node.aerobrake_hazard:
            return True
        return first and self.liftoff not in (None, "powered") and not node.aerobrake

    def landing(self, index: int) -> tuple[Landing, bool] | None:
        """How the rocket lands on the Site at the end of arc ``index`` and whether that calls
        a Hazard Roll, or ``None`` if it may not (§8.4, §23 D4; as ``Rules`` checks it)."""
        if index not in self._landings:
            self._landings[index] = self._land(index)
        return self._landings[index]

    def _land(self, index: int) -> tuple[Landing, bool] | None:
        arc, rocket = self.graph.arcs[index], self.rules.rocket
        here, there = self.graph.nodes[arc.source], self.graph.nodes[arc.target]
        site = self.rules.sites[there.site or ""]
        if site.synodic_season and site.synodic_season != rocket.season:
            return None
        factory = rocket.factories.get(there.id)
        if rocket.net_thrust > site.size:
            return ("powered", False)
        if arc.aerobrake or here.aerobrake_hazard:
            return ("aerobrake", False)
        if factory is not None and here.type != "lander_burn":
            return ("factory", not (factory or rocket.powersat))
        return None

    def keep(
        self,
        shelf: Shelf,
        cost: i64,
        bonus: i64,
        left: i64,
        used: i64,
        belted: i64,
        near: i64,
    ) -> bool:
        """Whether a new label of these COST, BONUS, LEFT, USED and BELTED (as :class:`Partial`
        holds them) and NEAR (the bits of the belts near its space, :attr:`near`) is to join
        the labels ``shelf`` keeps for its state: no kept label covers it
        (:meth:`covers`). If so, the kept labels it covers are dropped (and marked); the
        caller adds it (:meth:`Shelf.add`).

        It reads the kept labels' records (:attr:`Shelf.records`), newest first: labels
        arrive about cheapest first, so the one that covers a new label is most often the
        last kept (a Mag Sail at LEO: 119,000 labels read instead of 229,000).
        """
        records = shelf.records
        # what covers() tests first, read here without the call: a label that covers this
        # one is ahead on bonus burns beyond Burns by the bonus of the spaces it used and
        # this one did not
        ahead: i64 = bonus - ((cost >> BURNS_SHIFT) & FIELD)
        mine: i64 = _packed(ahead, left)
        owed = self.owed
        dearer: i64 = -1  # the first kept label no cheaper and no richer: this one may cover it
        at: i64 = len(records) - STRIDE
        while at >= 0:
            old_cost: i64 = records[at]
            margin = (records[at + 1] >> PACKED_SHIFT) - ahead
            if old_cost >= cost and margin <= 0:
                dearer = at
            if old_cost <= cost:
                extra = records[at + 2] & ~used
                if extra and margin >= 0:
                    gain = owed[extra]
                    margin -= gain if gain >= 0 else self.owing(extra)
                if margin >= 0 and self.covers(
                    old_cost, records[at + 1], records[at + 2], records[at + 3],
                    cost, mine, used, belted, near,
                ):  # fmt: skip
                    return False
            at -= STRIDE
        if dearer >= 0:
            shelf.drop(self, dearer, cost, mine, used, belted, near)
        return True

    def covers(
        self,
        cost: i64,
        packed: i64,
        used: i64,
        belted: i64,
        other_cost: i64,
        other_packed: i64,
        other_used: i64,
        other_belted: i64,
        near: i64,
    ) -> bool:
        """Whether a label ``a`` of these COST, bonus burns and ballerinas (``packed``), USED
        and BELTED covers a label ``b`` of the same state with the OTHER ones; NEAR as in
        :meth:`keep`.

        ``a`` covers ``b`` when every continuation of ``b`` is also open to ``a``
        and ends no dearer on fuel, Burns, Hazard and Belt Rolls: ``a`` is no worse on every
        count (one comparison of their COSTs), and ``a`` is far enough ahead to make up for
        the bonus burns ``b`` may still have more of: its extra bonus burns, two for each
        ballerina more (a ballerina pays a pivot, two Burns, where ``a`` pays them with bonus
        burns or thrust), plus the bonus of the spaces only ``a`` has used (``b`` may enter
        them later and be paid, §23 D2). Ballerinas, then bonus burns pay first (§23 D1) and
        each bonus burn pays one Burn of full fuel, so ``b`` ends at most that many Burns and
        fuels below what ``a`` spends on the same continuation: ``a`` covers it when it is
        that far ahead on Burns and fuel (its COST with that lead added is then no more than
        ``b``'s).

        A search for the cheapest routes only (``cheapest``) needs each end's least COST, not
        every count's: ``a`` covers ``b`` when it is no worse on fuel and Burns (every
        continuation of ``b`` is open to ``a``), as far ahead as above, and its COST with
        that lead added is no more than ``b``'s: on every continuation it ends on a COST no
        more than ``b``'s, so Hazard and Belt Rolls only break ties (fewer labels kept).

        The one bound (§23 D7): for a mag sail, of the radiation belts used by ``a`` only, those
        ``NEAR`` (within ``graph.BELT_REACH`` arcs of where both stand) count as bonus ``b`` may
        still gain, the others not (as an ng-route relaxation of vehicle routing remembers only
        the nearby places a path has visited). Every belt counted, the used belts (54 on the
        map) make most labels incomparable and a mag sail searches for 1.7-84 s; none counted
        (until November 2026), a partial move that toured the belts and came back covered the
        direct one it had robbed of their bonus, and a Mag Sail at LEO missed 49 of its 517
        destinations. It still loses a few: from n476 the Mag Sail misses 2 of 553
        destinations, from n125 reaches 3 of 540 with 2 Belt Rolls more (``bench.hf_mag_sail``).
        """
        compared: i64 = self.compared
        if cost > other_cost or ((other_cost | GUARDS) - cost) & compared != compared:
            return False
        lead: i64 = ((other_cost >> BURNS_SHIFT) & FIELD) - ((cost >> BURNS_SHIFT) & FIELD)
        # its bonus burns beyond ``a``'s: ``b``'s bonus burns beyond Burns less ``a``'s, plus
        # ``a``'s lead on Burns
        owed: i64 = (other_packed >> PACKED_SHIFT) - (packed >> PACKED_SHIFT) + lead
        if owed > lead:  # behind on bonus burns more than ahead on Burns
            return False  # (what follows only adds to what it owes)
        more: i64 = (other_packed & PACKED_MASK) - (packed & PACKED_MASK)
        if more > 0:
            owed += more + more
        if near:
            belts: i64 = belted & ~other_belted & near
            if belts:
                owed += _ones(belts)
        extra: i64 = used & ~other_used
        if extra:
            gain = self.owed[extra]
            owed += gain if gain >= 0 else self.owing(extra)
        if owed <= 0:
            return True
        full: i64 = self.full
        return (
            owed <= lead
            and (cost >> FUEL_SHIFT) + owed * full <= other_cost >> FUEL_SHIFT
            and cost + (owed * full << FUEL_SHIFT) + (owed << BURNS_SHIFT) <= other_cost
        )

    def owing(self, used: i64) -> i64:
        """The bonus burns another label may still gain at the bonus spaces of the bits
        ``used`` (memoized in ``owed``)."""
        total: i64 = 0
        bits = used
        while bits:
            bit = bits & -bits
            total += self.owed_of_bit[bit]
            bits ^= bit
        self.owed[used] = total
        return total

    def routes(self, best: dict[int, Shelf]) -> dict[str, list[Partial]]:
        """The Pareto-cheapest finished labels per space id (by fuel, Burns, hazards, belts):
        one per score, cheapest first; no halting on a lander burn (§8.3), the start left out
        (:func:`rules.high_frontier.found.routes` builds their Routes)."""
        graph, start = self.graph, self.start.node
        ends: dict[int, list[Partial]] = {}
        for shelf in best.values():
            for label in shelf.labels:
                ends.setdefault(label.node, []).append(label)
        ends.pop(start, None)
        found: dict[str, list[Partial]] = {}
        for node, finished in ends.items():
            if graph.burn_kind[node] & LANDER:
                continue
            finished.sort(key=lambda lab: lab.cost)
            front: list[Partial] = []  # the labels kept, each no worse on some count
            for label in finished:
                guarded = label.cost | GUARDS
                for kept in front:
                    if (guarded - kept.cost) & GUARDS == GUARDS:
                        break
                else:
                    front.append(label)
            found[graph.ids[node]] = front
        return found

    def cheapest(self, best: dict[int, Shelf]) -> dict[str, Partial]:
        """Each space's cheapest finished label by space id (the least COST; of equal ones
        the first :meth:`routes` would list), as :meth:`routes` ends them (no lander burn, not
        the start), in the order first found. Read from the records (:class:`Shelf`): a
        state's space is its arc's target."""
        graph = self.graph
        targets, lander, start = graph.targets, graph.burn_kind, self.start.node
        least = vec[i64]([0] * len(graph.nodes))
        ends: list[Partial | None] = [None] * len(graph.nodes)
        order: list[int] = []  # the spaces, as first found
        for key, shelf in best.items():
            node = targets[key >> 1]
            if node == start or lander[node] & LANDER:
                continue
            records = shelf.records
            at: i64 = 0
            end: i64 = len(records)
            while at < end:
                cost = records[at]
                if ends[node] is None:
                    order.append(node)
                elif cost >= least[node]:
                    at += STRIDE
                    continue
                least[node] = cost
                ends[node] = shelf.labels[at // STRIDE]
                at += STRIDE
        ids = graph.ids
        return {ids[node]: label for node in order if (label := ends[node]) is not None}


def _ones(bits: i64) -> i64:
    """How many bits of ``bits`` (>= 0) are set (``int.bit_count``, which a compiled search
    calls by name)."""
    ones: i64 = 0
    while bits:
        bits &= bits - 1
        ones += 1
    return ones


def _packed(ahead: i64, left: i64) -> i64:
    """A label's bonus burns beyond its Burns (``ahead``, maybe negative) and ballerinas in
    one integer (``ahead`` high: ``>> PACKED_SHIFT`` gives it back)."""
    return ahead << PACKED_SHIFT | left


def _pack(fuel: int, burns: int, hazards: int, belts: int) -> int:
    """The COST of those counts."""
    return (fuel << 3 * WIDTH) | (burns << 2 * WIDTH) | (hazards << WIDTH) | belts
