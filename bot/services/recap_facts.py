"""What a finished game's recap says and draws, read from its log (issue #30 item 8;
docs/play-by-post.md §10 "Recap"): the game replayed state by state, each seat's public VP after
every move (:class:`rules.core.game.HasScores`), the public boards the time-lapse shows, the
longest turn and the biggest swing, and the sentences of the recap's first post.

Decisions where the issue is silent:

* **Longest turn**: the longest wall time between two consecutive moves of the log, credited to
  the seat that made the later move (the one the table waited on). The wait before the first
  move is not counted (the lobby is no turn).
* **Biggest swing**: the largest change of one seat's public VP in one move, up or down (a
  battle lost, a scoring round, hidden VP revealed at the end); the earliest on a tie.
* **Frames**: the setup, the board at the start of every player turn (``HasTurns``; every move
  for a game without turns) and the final board, thinned to :data:`render.recap.MAX_FRAMES`.
* **Moves** are the log's public moves: an action private to its actor
  (:func:`rules.core.game.is_private_action`, a standing choice) is left out of the count, the
  move numbers, the chart and the longest turn, as it is out of the public log.

Everything here reads public things only: public views, public VP, public moves' times and
seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from pydantic import BaseModel

from bot.i18n import t, tn
from bot.services.inbox import waited
from bot.services.posts import outcome_lines
from bot.store.actions import ActionRow
from bot.store.games import GameRow
from bot.store.replay import replay_states
from render.recap import pick_steps
from rules.core import Game
from rules.core.game import Outcome, is_private_action, scores, turn_number


@dataclass(frozen=True)
class LongestTurn:
    """The longest wait between two moves: ``seat`` made move ``move`` (1-based) ``span``
    after the move before it."""

    seat: int
    move: int
    span: timedelta


@dataclass(frozen=True)
class Swing:
    """The biggest change of one seat's public VP in one move: ``delta`` VP (signed) to
    ``seat`` at move ``move`` (1-based)."""

    seat: int
    move: int
    delta: int


@dataclass(frozen=True)
class Replayed:
    """A finished game replayed for its recap.

    Attributes:
        views: the public views the time-lapse shows, in order (``view(state, None)``).
        series: each seat's public VP after the setup and after every public move (index =
            seat); empty for a game without a running score.
        log: the public moves, in order (move *k* is ``log[k - 1]``).
    """

    views: tuple[BaseModel, ...]
    series: tuple[tuple[int, ...], ...]
    log: tuple[ActionRow, ...]

    @property
    def moves(self) -> int:
        """The number of public moves."""
        return len(self.log)


def replay_recap(
    game: Game, row: GameRow, num_players: int, actions: Sequence[ActionRow]
) -> Replayed:
    """Replay the log of ``row``'s game (seed, options, reseeds) and keep what the recap shows
    (see the module docstring). CPU-bound: the service runs it in a worker thread.

    Raises:
        RulesError: an action no longer applies.
    """
    every = list(replay_states(game, row, num_players, actions))
    public = [0] + [
        k
        for k, entry in enumerate(actions, start=1)
        if not is_private_action(
            game, every[k - 1], entry.seat, game.action_from_json(entry.payload_json)
        )
    ]
    states = [every[k] for k in public]
    log = tuple(actions[k - 1] for k in public[1:])
    running = [scores(game, state) for state in states]
    series = () if None in running else tuple(zip(*running, strict=True))
    turns = [turn_number(game, state) for state in states]
    starts = [k for k in range(1, len(states)) if turns[k] is None or turns[k] != turns[k - 1]]
    views = tuple(game.view(states[k], None) for k in pick_steps(len(states), starts))
    return Replayed(views, tuple(tuple(int(vp) for vp in seat) for seat in series), log)


def longest_turn(actions: Sequence[ActionRow]) -> LongestTurn | None:
    """The longest wait between consecutive moves (see the module docstring); ``None`` with
    fewer than two moves."""
    times = [datetime.fromisoformat(action.created_at) for action in actions]
    waits = [
        LongestTurn(actions[k].seat, k + 1, times[k] - times[k - 1]) for k in range(1, len(times))
    ]
    return max(waits, key=lambda w: w.span, default=None)


def biggest_swing(series: Sequence[Sequence[int]]) -> Swing | None:
    """The largest one-move change of a seat's VP in ``series`` (see the module docstring);
    ``None`` when no seat's VP ever changed."""
    swings = [
        Swing(seat, move, points[move] - points[move - 1])
        for seat, points in enumerate(series)
        for move in range(1, len(points))
        if points[move] != points[move - 1]
    ]
    return max(swings, key=lambda s: (abs(s.delta), -s.move), default=None)


def scores_text(
    title: str,
    outcome: Outcome,
    names: Sequence[str],
    replayed: Replayed,
    *,
    pictures: bool,
) -> str:
    """The recap's first post, in the language spoken: a heading, the final ranking and
    scores (:func:`~bot.services.posts.outcome_lines`), the longest turn, the biggest swing,
    and (``pictures``) that the time-lapse and the chart follow."""
    lines = [tn("recap.heading", replayed.moves, title=title)]
    lines += outcome_lines(outcome, names)
    if (longest := longest_turn(replayed.log)) is not None:
        start = datetime.fromisoformat(replayed.log[0].created_at)
        span = waited(start, start + longest.span)
        lines.append(
            t("recap.longest_turn", name=names[longest.seat], span=span, move=longest.move)
        )
    if (swing := biggest_swing(replayed.series)) is not None:
        lines.append(
            t(
                "recap.swing",
                name=names[swing.seat],
                delta=f"{swing.delta:+d}",
                move=swing.move,
            )
        )
    if pictures:
        lines.append(t("recap.film_coming"))
    return "\n".join(lines)


def film_text(replayed: Replayed) -> str:
    """The caption of the recap's pictures, in the language spoken."""
    return tn("recap.film", len(replayed.views))


def film_alt(title: str, replayed: Replayed) -> str:
    """The time-lapse's alt text, in the language spoken (≤ 1024 characters)."""
    return tn("recap.film_alt", len(replayed.views), title=title)[:1024]


def chart_alt(names: Sequence[str], series: Sequence[Sequence[int]]) -> str:
    """The chart's alt text: each seat's final VP, in the language spoken (≤ 1024 characters)."""
    finals = ", ".join(
        t("recap.chart_seat", name=names[seat], vp=points[-1]) for seat, points in enumerate(series)
    )
    return t("recap.chart_alt", finals=finals)[:1024]
