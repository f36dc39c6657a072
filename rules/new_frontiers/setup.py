"""A new game of New Frontiers (docs/rules/new-frontiers.md §2) and its table options.

Decisions where the sources are silent (recorded in docs/new-frontiers.md too):

* The colonist supply is 12 per seat and each home world's colonist is taken from it: the box
  holds 60 colonists, exactly 12 for each of 5 seats (§2 step 6, §9 #8).
* The VP-chip supply is counted in VP: 12 VP per seat (the 40 chips are worth 135 VP, more
  than the 60 VP of 5 seats; counted in chips 5 seats could not have 12 each) (§9 #8).
* "The last player" of the starting credits is the last seat on the random priority track.
* Each empire mat has a recommended side; the stand-in marks side ``a`` (§9 #4).
* Option ``empire``: every seat plays its dealt mat on the ``recommended`` side (the first
  game), on a ``random`` side, or on the side it ``chosen`` ("the side recommended in the rules,
  or a side of their choice", §2 step 4): a side of its own dealt mat, chosen by every seat at
  once before the first selection (:mod:`rules.new_frontiers.empire`).
* With two seats each seat selects two tiles per round, down the priority track and round again
  (option ``two_player_picks``, default 2; 1 keeps one selection per seat). Only then is the
  CN note that Envoys "may let a player act twice running" *in a two-player game* a two-player
  matter, and with 4 actions a round bot games last a median 13 rounds, within the published
  12–15 (with one selection each: 19) (§3, §9 #1; bench/nf_length.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from rules.core.chance import rng_for, shuffled
from rules.core.errors import IllegalAction
from rules.core.game import OptionValue
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.core.wording import chain
from rules.new_frontiers.pack import COLOURS, GOODS_SUPPLY, Pack
from rules.new_frontiers.powers import put_good
from rules.new_frontiers.state import TILES, NewFrontiersState, Seat

OPTIONS: dict[str, tuple[str, tuple[OptionValue, ...]]] = {
    "empire": (
        "empire mat sides: `recommended`, `random`, or `chosen` by each player, secretly, "
        "before the first selection (default: `recommended`)",
        ("recommended", "random", "chosen"),
    ),
    "developments": (
        "small and large developments: `suggested` (first game), `random` (a coin per stack) "
        "(default: `suggested`)",
        ("suggested", "random"),
    ),
    "goals": (
        "goals variant: Chart Galactic Goals replaces Isolation (default: off)",
        (False, True),
    ),
    "two_player_picks": (
        "selections per seat and round with 2 players: `2` or `1` (default: `2`)",
        (2, 1),
    ),
}
PER_SEAT = 12
START_CREDITS = 3


def option(options: Mapping[str, OptionValue] | None, name: str) -> OptionValue:
    """The value of option ``name`` (its default when absent).

    Raises:
        IllegalAction: an unknown option, or a value the option does not take.
    """
    given = dict(options or {})
    unknown = sorted(set(given) - set(OPTIONS))
    if unknown:
        raise IllegalAction(
            Msg(
                "new_frontiers.error.option",
                "Unknown option `{name}`; options: {options}.",
                name=unknown[0],
                options=", ".join(f"`{name}`" for name in OPTIONS),
            )
        )
    allowed = OPTIONS[name][1]
    value = given.get(name, allowed[0])
    if value not in allowed or type(value) is not type(allowed[0]):
        raise IllegalAction(
            Msg(
                "new_frontiers.error.option_value",
                "The option `{name}` takes {values}.",
                name=name,
                values=chain(
                    "new_frontiers.error.option_or",
                    "{first} or {rest}",
                    [Msg("new_frontiers.error.option_word", "`{v}`", v=str(v)) for v in allowed],
                ),
            )
        )
    return value


def copies(num_players: int) -> int:
    """Copies of each small (and core) development: 1 / 2 / 3 for 2 / 3–4 / 5 seats (§1)."""
    return 1 if num_players == 2 else 3 if num_players == 5 else 2


def development_supply(
    pack: Pack, num_players: int, rng: random.Random, suggested: bool
) -> dict[str, int]:
    """Copies in play per development: the 8 core, then one face of each small and large stack
    (the □ face, or a coin per stack), small ones in 1–3 copies, large ones 1 (§1, §2 step 1)."""
    supply = {d.id: copies(num_players) for d in pack.developments if d.kind == "core"}
    for kind in ("small", "large"):
        for stack in range(1, 9):
            faces = sorted(
                (d for d in pack.developments if d.kind == kind and d.stack == stack),
                key=lambda d: not d.suggested,
            )
            face = faces[0] if suggested or rng.random() < 0.5 else faces[1]
            supply[face.id] = copies(num_players) if kind == "small" else 1
    return supply


def deal_empires(pack: Pack, num_players: int, rng: random.Random, side: str) -> list[str]:
    """One random mat per seat, on its recommended side or a random one (§2 step 4); with
    ``chosen``, the recommended side stands for the mat until the seat chooses."""
    mats = rng.sample(range(1, 9), num_players)
    found: list[str] = []
    for mat in mats:
        sides = [e for e in pack.empires if e.mat == mat]
        chosen = rng.choice(sides) if side == "random" else next(e for e in sides if e.recommended)
        found.append(chosen.id)
    return found


def new_seats(pack: Pack, empires: list[str], priority: list[int], placed: bool) -> list[Seat]:
    """Each seat's home world (or, not ``placed``, its mat still to turn to a side) and
    credits: 3, the last seat on the track 4 (the last two with 4–5 seats) (§2 step 5)."""
    rich = set(priority[-2:] if len(priority) >= 4 else priority[-1:])
    return [
        Seat(
            empire=empire if placed else "",
            worlds=[pack.empire_by_id[empire].home.id] if placed else [],
            mat=None if placed else pack.empire_by_id[empire].mat,
            credits=START_CREDITS + (seat in rich),
        )
        for seat, empire in enumerate(empires)
    ]


def new_game(
    pack: Pack, num_players: int, seed: str, options: Mapping[str, OptionValue] | None
) -> NewFrontiersState:
    """The state before the first selection (§2).

    Raises:
        IllegalAction: an unknown option or value.
    """
    rng = rng_for(seed, 0, "setup")
    values = {name: option(options, name) for name in OPTIONS}
    priority = shuffled(range(num_players), rng)
    side = str(values["empire"])
    empires = deal_empires(pack, num_players, rng, side)
    seats = new_seats(pack, empires, priority, placed=side != "chosen")
    goals = bool(values["goals"])
    state = NewFrontiersState(
        seed=seed,
        num_players=num_players,
        pack=pack.id,
        seats=seats,
        priority=priority,
        picks=int(values["two_player_picks"]) if num_players == 2 else 1,
        tiles=[*TILES, "goals" if goals else "isolation"],
        colonist_supply=PER_SEAT * num_players - num_players,
        vp_supply=PER_SEAT * num_players,
        goods_supply={colour: GOODS_SUPPLY[colour] for colour in COLOURS},
        developments=development_supply(
            pack, num_players, rng, values["developments"] == "suggested"
        ),
        bag=sorted(w.id for w in pack.worlds),
        goal_stack=shuffled([g.id for g in pack.goals], rng) if goals else [],
    )
    if side == "chosen":
        state.phase = "empire"
        state.window = DecisionWindow.open("empire", priority, secret=True)
        return state
    for seat, empire in enumerate(empires):
        place_empire(pack, state, seat, empire)
    return state


def place_empire(pack: Pack, state: NewFrontiersState, seat: int, empire: str) -> None:
    """Put ``seat``'s empire side ``empire`` in play: its home world, and a good on it when it
    is a windfall world (§2 step 4)."""
    holder = state.seats[seat]
    home = pack.empire_by_id[empire].home
    holder.empire, holder.worlds, holder.mat = empire, [home.id], None
    if home.kind == "windfall":
        put_good(pack, state, seat, home.id)
