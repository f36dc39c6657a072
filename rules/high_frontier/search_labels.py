"""What a destination search (:mod:`rules.high_frontier.search`) keeps and compares: its
labels (:class:`Partial`, partial moves) with their counts packed in one integer (COST), each
state's kept labels with their counts laid out in a row of machine integers (:class:`Shelf`),
and when one label covers another (:class:`Cover`; docs/rules/high-frontier.md §23 D1, D2, D7).
"""

from __future__ import annotations

from typing import Final, final

from rules.high_frontier.moves import Landing, Trail

# COST packs fuel, Burns, Hazard Rolls and Belt Rolls in WIDTH-bit fields (fuel first, so one
# integer orders the search), each with a spare top bit (GUARDS), so one subtraction compares
# all four: ``a`` is no worse than ``b`` on every count when
# ``((b | GUARDS) - a) & GUARDS == GUARDS``. 4 fields of 14 bits and the queue's RICH bits
# (rules.high_frontier.search.Search.run) make 62: a small integer.
WIDTH: Final = 14
LIMIT: Final = 1 << (WIDTH - 1)  # every count stays below it
GUARDS: Final = sum(LIMIT << (WIDTH * field) for field in range(4))
# The guards of fuel and Burns: the counts a search of the cheapest routes compares
# (Cover.covers); ``(b | GUARDS) - a`` still isolates each field.
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


class Partial:
    """A partial move (a search label), compared by identity: a state's kept list drops the
    very label covered. A plain slotted class; its counts are read from its COST (fewer
    fields: the search makes tens of thousands)."""

    __slots__ = (
        "arc", "belted", "bonus", "cost", "dominated", "free", "landing", "left", "marks",
        "node", "parent", "pivots", "spent", "trail", "used",
    )  # fmt: skip

    def __init__(
        self,
        cost: int,
        left: int,
        bonus: int,
        used: int,
        belted: int,
        free: bool,
        arc: int,
        node: int,
        parent: Partial | None,
        spent: int,
        pivots: int,
        marks: int,
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
    def fuel(self) -> int:
        """The fuel used, in 1/scale steps."""
        return self.cost >> FUEL_SHIFT

    @property
    def burns(self) -> int:
        """The Burns paid with thrust."""
        return (self.cost >> BURNS_SHIFT) & FIELD


@final
class Shelf:
    """The labels a search keeps at one state, and beside them their records: per label, in
    the order kept, its COST, bonus burns beyond Burns and ballerinas (:func:`pack_bonus`), the
    bonus spaces and belts it used (:attr:`Partial.used`, :attr:`Partial.belted`), in one row
    of integers (``STRIDE`` each), which ``Search.keep`` reads without touching
    the labels: read from the labels, most of a mag sail's search was spent waiting for
    memory (docs/rules/high-frontier.md §23 D7)."""

    __slots__ = ("labels", "records")

    def __init__(self) -> None:
        self.labels: list[Partial] = []
        self.records: list[int] = []

    def add(self, label: Partial) -> None:
        """Keep ``label`` (newest last)."""
        self.labels.append(label)
        self.records += (
            label.cost,
            pack_bonus(label.bonus - label.burns, label.left),
            label.used,
            label.belted,
        )

    def drop(
        self,
        cover: Cover,
        first: int,
        cost: int,
        packed: int,
        used: int,
        belted: int,
        near: int,
    ) -> None:
        """Drop (and mark) the kept labels a label of these counts covers
        (:meth:`Cover.covers`), keeping the others in their order; the records before
        ``first`` it does not cover (``Search.keep`` found none there)."""
        records, labels = self.records, self.labels
        ahead: int = packed >> PACKED_SHIFT  # as keep()
        kept: int = first
        at: int = first
        end: int = len(records)
        while at < end:
            old_cost: int = records[at]
            behind = records[at + 1] >> PACKED_SHIFT
            if old_cost >= cost and behind <= ahead and cover.covers(
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
            del records[kept:]


@final
class Cover:
    """When one label covers another (:meth:`covers`) in one search: the counts it compares
    (``compared``: the guards of COST's fields compared), a Burn's fuel (``full``, in
    1/scale steps) and, per bit of a bonus space but a mag sail's belts, the bonus burns it
    pays (``owed_of_bit``; ``paid`` such bits).

    Raises:
        ValueError: more than ``PAID`` (16) such bonus spaces (the core map has 14).
    """

    __slots__ = ("compared", "full", "owed", "owed_of_bit")

    def __init__(self, compared: int, full: int, owed_of_bit: dict[int, int], paid: int) -> None:
        if paid > PAID:
            raise ValueError(f"{paid} bonus spaces: the search holds at most {PAID}")
        self.compared: int = compared
        self.full: int = full
        self.owed_of_bit = owed_of_bit
        # Per set of bonus-space bits, the sum of their owed_of_bit (-1: not summed yet).
        self.owed: list[int] = [-1] * (1 << paid)

    def covers(
        self,
        cost: int,
        packed: int,
        used: int,
        belted: int,
        other_cost: int,
        other_packed: int,
        other_used: int,
        other_belted: int,
        near: int,
    ) -> bool:
        """Whether a label ``a`` of these COST, bonus burns beyond Burns and ballerinas
        (``packed``, :func:`pack_bonus`), USED and BELTED covers a label ``b`` of the same state
        with the OTHER ones; NEAR: the bits of the mag sail's belts near their space
        (``Search.near``).

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
        compared: int = self.compared
        if cost > other_cost or ((other_cost | GUARDS) - cost) & compared != compared:
            return False
        lead: int = ((other_cost >> BURNS_SHIFT) & FIELD) - ((cost >> BURNS_SHIFT) & FIELD)
        # its bonus burns beyond ``a``'s: ``b``'s bonus burns beyond Burns less ``a``'s, plus
        # ``a``'s lead on Burns
        owed: int = (other_packed >> PACKED_SHIFT) - (packed >> PACKED_SHIFT) + lead
        if owed > lead:  # behind on bonus burns more than ahead on Burns
            return False  # (what follows only adds to what it owes)
        more: int = (other_packed & PACKED_MASK) - (packed & PACKED_MASK)
        if more > 0:
            owed += more + more
        if near:
            belts: int = belted & ~other_belted & near
            if belts:
                owed += belts.bit_count()
        extra: int = used & ~other_used
        if extra:
            gain = self.owed[extra]
            owed += gain if gain >= 0 else self.owing(extra)
        if owed <= 0:
            return True
        full: int = self.full
        return (
            owed <= lead
            and (cost >> FUEL_SHIFT) + owed * full <= other_cost >> FUEL_SHIFT
            and cost + (owed * full << FUEL_SHIFT) + (owed << BURNS_SHIFT) <= other_cost
        )

    def owing(self, used: int) -> int:
        """The bonus burns another label may still gain at the bonus spaces of the bits
        ``used`` (memoized in :attr:`owed`)."""
        total: int = 0
        bits = used
        while bits:
            bit = bits & -bits
            total += self.owed_of_bit[bit]
            bits ^= bit
        self.owed[used] = total
        return total


def pack_bonus(ahead: int, left: int) -> int:
    """A label's bonus burns beyond its Burns (``ahead``, maybe negative) and ballerinas in
    one integer (``ahead`` high: ``>> PACKED_SHIFT`` gives it back)."""
    return ahead << PACKED_SHIFT | left


def pack_cost(fuel: int, burns: int, hazards: int, belts: int) -> int:
    """The COST of those counts."""
    return (fuel << 3 * WIDTH) | (burns << 2 * WIDTH) | (hazards << WIDTH) | belts
