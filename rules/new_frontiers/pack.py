"""New Frontiers component pack: worlds, developments, empires and goals as data, with a closed
vocabulary of "Action: effect" powers (docs/rules/new-frontiers.md §1, §7, §8).

Every world, development, home world and goal is data only, in the manner of Race for the
Galaxy's phase/code/value card powers: a :class:`Power` names the action it works in, its effect
and the values of that effect. Powers are compulsory unless ``may`` is set; an ``after`` power
works only once its condition is met within the action (docs/rules/new-frontiers.md §3,
"Tile effects"); powers of the same action combine. ``PACK.md`` documents the format for owners
transcribing the real tiles without code.

:func:`load` validates a pack file (pydantic, ``extra="forbid"``) and then checks the cross
references and the published counts, reporting every problem at once (:class:`PackError`).
"""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from rules.core.packs import PackError, Provenance, load_pack

DATA = Path(__file__).with_name("data")

Colour = Literal["novelty", "rare", "genes", "alien"]
COLOURS: tuple[Colour, ...] = get_args(Colour)
WorldKind = Literal["windfall", "production", "gray"]
Tag = Literal["uplift", "rebel", "imperium", "alien"]
ActionName = Literal["explore", "develop", "settle", "produce", "trade", "consume"]
Effect = Literal["draw", "colonists", "credits", "vp", "discount", "military", "windfall", "sell"]
DevKind = Literal["core", "small", "large"]
Thing = Literal["worlds", "developments", "goods", "stockpile"]

#: Published goods supply per colour (docs/rules/new-frontiers.md §1).
GOODS_SUPPLY: dict[Colour, int] = {"novelty": 19, "rare": 17, "genes": 13, "alien": 11}
#: Trade price of one good per colour in credits (docs/rules/new-frontiers.md §3, Trade).
TRADE_PRICE: dict[Colour, int] = {"novelty": 1, "rare": 2, "genes": 3, "alien": 4}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Count(_Model):
    """Which of a seat's things a power or a score counts; every field set must match.

    Attributes:
        what: ``worlds`` (settled, home included), ``developments``, ``goods`` (on worlds) or
            ``stockpile`` (items on the stockpile mat, goals variant).
        colour: worlds or goods of this colour.
        kind: worlds of this kind (windfall, production, gray).
        tag: worlds of this trait.
        military: worlds with (True) or without (False) a red border.
        dev_kind: developments of this kind.
        every: one unit per this many matches (``every: 2`` = 1 per 2 worlds).
    """

    what: Thing = "worlds"
    colour: Colour | None = None
    kind: WorldKind | None = None
    tag: Tag | None = None
    military: bool | None = None
    dev_kind: DevKind | None = None
    every: int = Field(1, ge=1)


class Power(_Model):
    """One "Action: effect" power (docs/rules/new-frontiers.md §8; PACK.md lists each effect).

    Attributes:
        action: the action it works in.
        effect: what it does (see PACK.md for the meaning of each effect in each action).
        amount: the effect's number (worlds drawn, colonists, credits, VP, military, discount).
        colour: only for worlds or goods of this colour.
        tag: only against worlds of this trait (military, discount).
        per: multiply ``amount`` by this count of the owner's things.
        after: works only after the owner developed / settled within the action.
        may: optional (the owner may decline); otherwise compulsory.
        goods: ``consume``: the most goods this power consumes in one use.
        vp, credits: ``consume``: the reward per good consumed.
    """

    action: ActionName
    effect: Effect | Literal["consume"]
    amount: int = Field(1, ge=0)
    colour: Colour | None = None
    tag: Tag | None = None
    per: Count | None = None
    after: bool = False
    may: bool = False
    goods: int = Field(1, ge=1, le=3)
    vp: int = Field(0, ge=0)
    credits: int = Field(0, ge=0)


class Bonus(_Model):
    """A "?" end-game bonus: ``vp`` per counted thing (docs/rules/new-frontiers.md §5)."""

    vp: int = Field(1, ge=1)
    per: Count


class World(_Model):
    """A world tile or a home world (docs/rules/new-frontiers.md §3, Settle; §7, Worlds).

    Attributes:
        id, name: unique in the pack; ids appear in notation (``settle w-12``).
        kind: windfall (halo: a good when settled), production (a good at each Produce), gray.
        colour: the good's colour; ``None`` exactly for gray worlds.
        military: red border: settled by military ≥ ``defence``; else paid ``cost`` credits.
        defence: a military world's defence.
        cost: a non-military world's price in credits.
        colonists: colonists needed to settle it (1–2).
        vp: printed VP (hexagon).
        tags: traits (Uplift, Rebel, Imperium, Alien).
        powers: its "Action: effect" powers once settled.
        bonus: its "?" bonus, if it has one.
    """

    id: str
    name: str
    kind: WorldKind
    colour: Colour | None = None
    military: bool = False
    defence: int = Field(0, ge=0)
    cost: int = Field(0, ge=0)
    colonists: int = Field(1, ge=1, le=2)
    vp: int = Field(0, ge=0)
    tags: tuple[Tag, ...] = ()
    powers: tuple[Power, ...] = ()
    bonus: Bonus | None = None


class Development(_Model):
    """A development face (docs/rules/new-frontiers.md §1, "Development structure"; §3, Develop).

    Attributes:
        kind: ``core`` (always in play), ``small`` or ``large`` (9-cost, 2 spaces, 1 copy).
        stack: the mat position of a small or large face (1–8); ``None`` for core.
        suggested: the □ face of its stack, used in the first game (the other face: ``False``).
        cost, vp, powers, bonus: as printed.
    """

    id: str
    name: str
    kind: DevKind
    stack: int | None = Field(None, ge=1, le=8)
    suggested: bool = True
    cost: int = Field(ge=0)
    vp: int = Field(0, ge=0)
    powers: tuple[Power, ...] = ()
    bonus: Bonus | None = None

    @property
    def spaces(self) -> int:
        """Development spaces it fills: 2 for a large 9-cost one, else 1."""
        return 2 if self.kind == "large" else 1


class Empire(_Model):
    """One side of an empire mat: its home world (docs/rules/new-frontiers.md §2 step 4).

    Attributes:
        id: ``e-<mat><side>``, e.g. ``e-3b``.
        mat: 1–8; side: ``a`` or ``b``.
        recommended: the side the rules recommend (decided: side ``a``, §9 #4).
        home: the home world, settled from the start with one colonist.
    """

    id: str
    mat: int = Field(ge=1, le=8)
    side: Literal["a", "b"]
    recommended: bool
    home: World


class Stockpile(_Model):
    """A goal's stockpile: after ``after`` resolves, each seat may set one ``item`` aside."""

    after: ActionName
    item: Literal["credit", "good"]


class Goal(_Model):
    """A goal tile (goals variant, docs/rules/new-frontiers.md §6): every seat scores it once
    revealed, ``vp`` per counted thing; a stockpile goal also lets seats stockpile."""

    id: str
    name: str
    vp: int = Field(1, ge=1)
    per: Count
    stockpile: Stockpile | None = None


class Pack(_Model):
    """A whole component pack (``data/<id>.yaml``)."""

    id: str
    provenance: Provenance
    worlds: tuple[World, ...]
    developments: tuple[Development, ...]
    empires: tuple[Empire, ...]
    goals: tuple[Goal, ...]

    @cached_property
    def by_id(self) -> dict[str, World | Development | Goal]:
        """Every world, home world, development and goal by id."""
        found: dict[str, World | Development | Goal] = {}
        for item in (*self.worlds, *(e.home for e in self.empires)):
            found[item.id] = item
        for dev in self.developments:
            found[dev.id] = dev
        for goal in self.goals:
            found[goal.id] = goal
        return found

    @cached_property
    def world_index(self) -> dict[str, World]:
        """Every world and home world by id (looked up at every step)."""
        return {k: v for k, v in self.by_id.items() if isinstance(v, World)}

    @cached_property
    def development_index(self) -> dict[str, Development]:
        """Every development by id (looked up at every step)."""
        return {k: v for k, v in self.by_id.items() if isinstance(v, Development)}

    def world(self, world_id: str) -> World:
        """The world or home world ``world_id`` (KeyError if none)."""
        return self.world_index[world_id]

    def development(self, dev_id: str) -> Development:
        """The development ``dev_id`` (KeyError if none)."""
        return self.development_index[dev_id]

    def goal(self, goal_id: str) -> Goal:
        """The goal ``goal_id`` (KeyError if none)."""
        found = self.by_id[goal_id]
        if not isinstance(found, Goal):
            raise KeyError(goal_id)
        return found

    @cached_property
    def empire_by_id(self) -> dict[str, Empire]:
        """Empire sides by id."""
        return {empire.id: empire for empire in self.empires}

    def names(self) -> dict[str, str]:
        """Component id -> displayed name (worlds, home worlds, developments, goals)."""
        return {item_id: item.name for item_id, item in self.by_id.items()}


def _count_problems(pack: Pack) -> list[str]:
    """The published counts (docs/rules/new-frontiers.md §1): 60 worlds, 8 core + 16 small + 16
    large faces on 8 + 8 stacks, 16 empire sides, 8 goals."""
    problems: list[str] = []
    kinds = [d.kind for d in pack.developments]
    expected = {"worlds": (len(pack.worlds), 60), "empire sides": (len(pack.empires), 16)}
    expected |= {"goals": (len(pack.goals), 8), "core developments": (kinds.count("core"), 8)}
    expected |= {"small faces": (kinds.count("small"), 16)}
    expected |= {"large faces": (kinds.count("large"), 16)}
    for label, (found, wanted) in expected.items():
        if found != wanted:
            problems.append(f"{wanted} {label} expected, found {found}")
    for kind in ("small", "large"):
        for stack in range(1, 9):
            faces = [d for d in pack.developments if d.kind == kind and d.stack == stack]
            if sorted(d.suggested for d in faces) != [False, True]:
                problems.append(f"{kind} stack {stack} needs one □ face and one other face")
    return problems


def _world_problems(world: World) -> list[str]:
    problems: list[str] = []
    if (world.colour is None) != (world.kind == "gray"):
        problems.append(f"{world.id}: a colour exactly when not gray")
    if world.military and world.cost:
        problems.append(f"{world.id}: a military world has a defence, not a cost")
    if not world.military and world.defence:
        problems.append(f"{world.id}: a non-military world has a cost, not a defence")
    return problems


def _problems(pack: Pack) -> list[str]:
    """Every cross-reference and count problem of ``pack`` (empty when sound)."""
    problems = _count_problems(pack)
    ids = [w.id for w in pack.worlds] + [e.home.id for e in pack.empires]
    ids += [d.id for d in pack.developments] + [g.id for g in pack.goals]
    ids += [e.id for e in pack.empires]
    problems += [f"id {i} is used twice" for i in sorted({i for i in ids if ids.count(i) > 1})]
    names = [n for i, n in pack.names().items()]
    problems += [
        f"name {n!r} is used twice" for n in sorted({n for n in names if names.count(n) > 1})
    ]
    for world in (*pack.worlds, *(e.home for e in pack.empires)):
        problems += _world_problems(world)
    tiles: list[World | Development] = [*pack.worlds, *(e.home for e in pack.empires)]
    for tile in (*tiles, *pack.developments):
        if sum(p.effect == "consume" for p in tile.powers) > 1:
            problems.append(f"{tile.id}: one consume power per tile at most")
    for dev in pack.developments:
        if (dev.stack is None) != (dev.kind == "core"):
            problems.append(f"{dev.id}: a stack exactly when small or large")
        if dev.kind == "large" and (dev.cost != 9 or dev.bonus is None):
            problems.append(f"{dev.id}: a large development costs 9 and has a '?' bonus")
    for mat in range(1, 9):
        sides = sorted((e.side, e.recommended) for e in pack.empires if e.mat == mat)
        if sides not in ([("a", True), ("b", False)], [("a", False), ("b", True)]):
            problems.append(f"empire mat {mat} needs sides a and b, one recommended")
    return problems


@cache
def load(pack_id: str = "standin") -> Pack:
    """Load and check ``data/<pack_id>.yaml`` once.

    Raises:
        PackError: the file breaks the models or the cross-checks (every problem listed).
    """
    pack = load_pack(DATA / f"{pack_id}.yaml", Pack)
    problems = _problems(pack)
    if problems:
        raise PackError(f"{pack_id}.yaml: " + "; ".join(problems))
    return pack
