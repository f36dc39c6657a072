"""The destination search of :func:`rules.high_frontier.routes.destinations`
(docs/rules/high-frontier.md §8.3–§8.5).

A label-setting search (Dijkstra on the packed cost fuel, Burns, Hazard Rolls, Belt Rolls) over
the states ``(arc arrived by, free lander burn)``: each state keeps the labels (partial moves) no
other label of it covers (:meth:`Search.keep`), extended in the order :meth:`Search.run` gives;
a landing is kept but not extended.

It applies the step rules the route checker (:meth:`rules.high_frontier.moves.Rules.enter`)
applies, stated once in :mod:`rules.high_frontier.moves` (what a step costs,
:func:`~rules.high_frontier.moves.pay`; whether a hazard rolls,
:func:`~rules.high_frontier.moves.rolls_hazard`; how it lands,
:meth:`~rules.high_frontier.moves.Rules.landing`), on the graph's per-arc tables
(:attr:`Graph.turns`, :attr:`Graph.target_kind`), with a label held as a
:class:`~rules.high_frontier.search_labels.Partial` rather than the checker's
:class:`~rules.high_frontier.moves.Label` (whose making was most of the search's time); what
it keeps and compares is in :mod:`rules.high_frontier.search_labels`. Every route found is one
the checker accepts with the same counts (``tests/rules/high_frontier/test_route_answers.py``).

Plain Python (its compiled copy was retired in November 2026): what it reads per step is laid
out in flat lists of integers (:class:`Shelf`'s records, the graph's per-arc tables), the
counts packed in one integer (COST). A Mag Sail's search takes 0.1-1.2 s, so the game searches
a seat's reach when its turn opens, off the event loop, and ``/play`` autocomplete reads it from
a cache (:func:`rules.high_frontier.flight.prepare`; docs/rules/high-frontier.md §23 D7).
"""

from __future__ import annotations

import heapq
from typing import Final, final

from rules.high_frontier.graph import BELT, FLYBY, HAZARD, LANDER, SITE, Graph
from rules.high_frontier.moves import Label, Rules, pay, rolls_hazard
from rules.high_frontier.search_labels import (
    BURNS_SHIFT,
    CHEAPEST_GUARDS,
    FIELD,
    FUEL_SHIFT,
    GUARDS,
    LIMIT,
    PACKED_SHIFT,
    STRIDE,
    WIDTH,
    Cover,
    Partial,
    Shelf,
    pack_bonus,
    pack_cost,
)

RICH: Final = 6  # the bits below COST in the queue's keys: how rich a label is (Search.run)
RICHEST: Final = (1 << RICH) - 1


@final
class Search:
    """One destination search: a rocket's step rules (:class:`Rules`) from its start label;
    with ``cheapest``, for each space's cheapest route only (:meth:`cheapest`, fewer labels
    kept, :meth:`keep`), else for every space's Pareto routes (:meth:`routes`); with ``exact``,
    without the bound of §23 D7 (a mag sail's search then takes 20-70 s:
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
        compared = CHEAPEST_GUARDS if cheapest else GUARDS
        cost = pack_cost(first.fuel, first.burns, first.hazards, first.belts)
        self.start = Partial(
            cost, first.pivots_left, first.bonus, 0, 0, first.free, -1, first.node, None,
            first.bonus_spent, first.pivots, HAZARD if first.hazard else 0, None,
        )  # fmt: skip
        self.liftoff = first.liftoff
        # Per space, its bit among the bonus spaces paid (Partial.used), or for a mag sail's
        # radiation belt its bit among the belts paid (Partial.belted), negated; 0 for a space
        # that pays this rocket nothing (Rules.gains). Two sets of bits, so each fits in a
        # machine word (the map has 54 belts and 14 other bonus spaces).
        self.bits = [0] * len(graph.nodes)
        paid = belted = 0
        for i, gain in enumerate(rules.gains):
            if gain and rocket.mag_sail and graph.nodes[i].type == "radiation_belt":
                assert gain == 1  # keep counts a belt's bonus as its bit (Rules._bonus_of)
                self.bits[i], belted = -(1 << belted), belted + 1
            elif gain:
                self.bits[i], paid = 1 << paid, paid + 1
        # What another label may still gain at each bonus space a label has used (see keep).
        owed_of_bit = {bit: rules.gains[i] for i, bit in enumerate(self.bits) if bit > 0}
        self.cover = Cover(compared, rules.full, owed_of_bit, paid)
        # Per space, the bits of the mag sail's belts that another label may still gain
        # (see keep): those near it (the bound of §23 D7) or, exact, all; 0 for other rockets.
        every = (1 << belted) - 1
        self.near = (
            [every] * len(graph.nodes)
            if exact or not belted
            else [sum(-self.bits[belt] for belt in belts) for belts in graph.near_belts]
        )

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
        target_kind, gains, bits = graph.target_kind, rules.gains, self.bits
        thrust: int = rocket.net_thrust
        capacity: int = rules.capacity
        full: int = rules.full
        parachute = rocket.parachute
        saved: int = full - rules.half  # a half lander's fuel back
        near = self.near
        slots: list[Shelf | None] = [None] * (2 * len(graph.arcs))
        start = self.start
        queue: list[int] = [start.cost << RICH]
        buckets: dict[int, list[Partial]] = {start.cost << RICH: [start]}
        push, pop = heapq.heappush, heapq.heappop
        fuel_shift, burns_shift, width, limit, field = FUEL_SHIFT, BURNS_SHIFT, WIDTH, LIMIT, FIELD
        # the graph's bits as locals (read once, not per step from the module)
        lander, hazard, belt, flyby, site = LANDER, HAZARD, BELT, FLYBY, SITE
        nodes, liftoff, lands = graph.nodes, self.liftoff, rules.landing
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
                due, halved, paid, n_left, n_free = pay(kind, pivot == 1, bonus, left, free)
                n_bonus, n_spent, n_pivots = bonus - paid, spent + paid, pivots + pivot
                n_fuel, n_burns = fuel, burns
                if due:  # Burns paid with thrust, each with its fuel (§8.3)
                    n_burns += due
                    n_fuel += due * full - (saved if halved else 0)
                    if n_burns > thrust or n_fuel > capacity:
                        continue
                target = targets[index]
                n_hazards, n_belts, n_used, n_belted = hazards, belts, used, belted
                marks: int = 0
                if kind & belt:
                    n_belts, marks = belts + 1, belt
                elif kind & flyby:
                    marks = flyby
                bit = bits[target]  # a first entry into a bonus space pays (§23 D2)
                if bit > 0 and not n_used & bit:
                    n_bonus, n_used = n_bonus + gains[target], n_used | bit
                elif bit < 0 and not n_belted & -bit:
                    n_bonus, n_belted = n_bonus + 1, n_belted | -bit
                if kind & hazard and rolls_hazard(nodes[target], first, liftoff, parachute):
                    n_hazards, marks = n_hazards + 1, marks | hazard
                landing = None
                if kind & site:
                    outcome = lands(index)
                    if isinstance(outcome, str):
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

    def keep(
        self,
        shelf: Shelf,
        cost: int,
        bonus: int,
        left: int,
        used: int,
        belted: int,
        near: int,
    ) -> bool:
        """Whether a new label of these COST, BONUS, LEFT, USED and BELTED (as :class:`Partial`
        holds them) and NEAR (the bits of the belts near its space, :attr:`near`) is to join
        the labels ``shelf`` keeps for its state: no kept label covers it
        (:meth:`Cover.covers`). If so, the kept labels it covers are dropped (and marked); the
        caller adds it (:meth:`Shelf.add`).

        It reads the kept labels' records (:attr:`Shelf.records`), newest first: labels
        arrive about cheapest first, so the one that covers a new label is most often the
        last kept (a Mag Sail at LEO: 119,000 labels read instead of 229,000).
        """
        records = shelf.records
        # what covers() tests first, read here without the call: a label that covers this
        # one is ahead on bonus burns beyond Burns by the bonus of the spaces it used and
        # this one did not
        ahead: int = bonus - ((cost >> BURNS_SHIFT) & FIELD)
        mine: int = pack_bonus(ahead, left)
        cover = self.cover
        owed = cover.owed
        dearer: int = -1  # the first kept label no cheaper and no richer: this one may cover it
        at: int = len(records) - STRIDE
        while at >= 0:
            old_cost: int = records[at]
            margin = (records[at + 1] >> PACKED_SHIFT) - ahead
            if old_cost >= cost and margin <= 0:
                dearer = at
            if old_cost <= cost:
                extra = records[at + 2] & ~used
                if extra and margin >= 0:
                    gain = owed[extra]
                    margin -= gain if gain >= 0 else cover.owing(extra)
                if margin >= 0 and cover.covers(
                    old_cost, records[at + 1], records[at + 2], records[at + 3],
                    cost, mine, used, belted, near,
                ):  # fmt: skip
                    return False
            at -= STRIDE
        if dearer >= 0:
            shelf.drop(cover, dearer, cost, mine, used, belted, near)
        return True

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
        least = [0] * len(graph.nodes)
        ends: list[Partial | None] = [None] * len(graph.nodes)
        order: list[int] = []  # the spaces, as first found
        for key, shelf in best.items():
            node = targets[key >> 1]
            if node == start or lander[node] & LANDER:
                continue
            records = shelf.records
            at: int = 0
            end: int = len(records)
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
