"""Benchmark: how well the High Frontier bot plays (docs/rules/high-frontier.md §16, §17; issue
#28 item 5), against the bot it replaced.

For each seat count it plays ``--games`` seeded bot-only games to the end (every seat chosen as
:func:`rules.core.playout.choose_seat` chooses it) and prints the median and mean VP per seat,
the seats that claimed, built a Factory and flew, and the time per bot decision (median, p95,
max, in ms). A solo game is the Altruism variant (short: 40 VP to win, §17): it prints how many
games met the target. ``--versus`` plays 2-seat games of the bot against the old one (seats
swapped every other game) and prints how often the new bot scored more.

The old bot is the policy of commit :data:`OLD` (``rules/high_frontier/bot.py`` and
``botplan.py``), read from git history and loaded here: the package holds one bot only.

    python -m bench.hf_bot [--games 20] [--seats 1 2 3 4 5] [--policy new|old] [--versus]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.core.chance import rng_for  # noqa: E402
from rules.core.game import Game  # noqa: E402
from rules.core.playout import choose_seat  # noqa: E402
from rules.high_frontier import bot  # noqa: E402
from rules.high_frontier.actions import Action, Fly  # noqa: E402
from rules.high_frontier.engine import HighFrontier  # noqa: E402
from rules.high_frontier.state import HighFrontierState  # noqa: E402
from rules.high_frontier.year import score  # noqa: E402

OLD = "1605cb8"  # main before the new bot: its bot.py and botplan.py are the old policy
GAME = HighFrontier()
Choose = Callable[[HighFrontierState, int, random.Random], Action]


def _from_git(path: str, name: str, replace: tuple[str, str] | None = None) -> ModuleType:
    source = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{OLD}:{path}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    if replace is not None:
        source = source.replace(*replace)
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    exec(compile(source, f"{OLD}:{path}", "exec"), module.__dict__)
    return module


def old_policy() -> Choose:
    """The old bot's ``choose`` (its own ``botplan`` beside it)."""
    _from_git("rules/high_frontier/botplan.py", "bench_hf_old_botplan")
    old = _from_git(
        "rules/high_frontier/bot.py",
        "bench_hf_old_bot",
        ("rules.high_frontier.botplan", "bench_hf_old_botplan"),
    )
    return cast(Choose, old.choose)


@dataclass
class Tally:
    """What one seat count's games added up to."""

    vp: list[int] = field(default_factory=list)
    claimed: int = 0
    industrialized: int = 0
    flew: int = 0
    seats: int = 0
    met: int = 0
    decisions: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)


def play(players: int, seed: str, policies: list[Choose], tally: Tally) -> list[int]:
    """One bot-only game, seat ``s`` played by ``policies[s]``; its figures go into ``tally``.
    Returns the seats' VP."""
    start = time.perf_counter()
    state = GAME.setup(players, seed=seed)
    chooser = rng_for(seed, 0, "playout-policy")
    flew: set[int] = set()
    while (seat := choose_seat(cast(Game, GAME), state, chooser, 0.0)) is not None:
        before = time.perf_counter()
        action = policies[seat](state, seat, chooser)
        tally.decisions.append((time.perf_counter() - before) * 1000)
        if isinstance(action, Fly):
            flew.add(seat)
        state = GAME.apply(state, seat, action).state
    tally.wall.append(time.perf_counter() - start)
    vps = [score(state, s).vp for s in range(players)]
    tally.vp.extend(vps)
    tally.seats += players
    tally.flew += len(flew)
    tally.claimed += sum(1 for p in state.players if p.claims or p.factories)
    tally.industrialized += sum(1 for p in state.players if p.factories)
    if state.altruism is not None and players == 1:
        tally.met += int(vps[0] >= 40)
    return vps


def _ms(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def report(players: int, tally: Tally) -> str:
    """One printed line of figures."""
    line = (
        f"{players} seat(s): VP/seat median {statistics.median(tally.vp):g} "
        f"mean {statistics.mean(tally.vp):.1f} max {max(tally.vp)}; "
        f"flew {tally.flew}/{tally.seats} claimed {tally.claimed} factories "
        f"{tally.industrialized}; decision ms median {_ms(tally.decisions, 0.5):.1f} "
        f"p95 {_ms(tally.decisions, 0.95):.1f} max {max(tally.decisions):.0f}; "
        f"{statistics.mean(tally.wall):.1f} s/game"
    )
    if players == 1:
        line += f"; Altruism short: {tally.met}/{len(tally.vp)} met 40 VP"
    return line


def versus(games: int, seed: str, new: Choose, old: Choose) -> str:
    """2-seat games of the new bot against the old, seats swapped every other game."""
    tally = Tally()
    wins = ties = 0
    margins = []
    for index in range(games):
        swap = index % 2
        policies = [old, new] if swap else [new, old]
        vps = play(2, f"{seed}-versus-{index}", policies, tally)
        mine, theirs = vps[swap], vps[1 - swap]
        wins += mine > theirs
        ties += mine == theirs
        margins.append(mine - theirs)
    return (
        f"versus the old bot (2 seats): new wins {wins}/{games} ({100 * wins / games:.0f} %), "
        f"ties {ties}; median margin {statistics.median(margins):g} VP; "
        f"decision ms p95 {_ms(tally.decisions, 0.95):.1f}"
    )


def main() -> None:
    """Parse the command line and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per seat count")
    parser.add_argument("--seats", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument("--policy", choices=["new", "old"], default="new")
    parser.add_argument("--versus", action="store_true", help="only the new bot against the old")
    parser.add_argument("--seed", default="hfbot")
    args = parser.parse_args()
    GAME.setup(1, seed="bench-warm-up")
    old = old_policy()
    if args.versus:
        print(versus(args.games, args.seed, bot.choose, old), flush=True)
        return
    policy = bot.choose if args.policy == "new" else old
    for players in args.seats:
        tally = Tally()
        for index in range(args.games):
            play(players, f"{args.seed}-{players}-{index}", [policy] * players, tally)
        print(f"{args.policy}: {report(players, tally)}", flush=True)


if __name__ == "__main__":
    main()
