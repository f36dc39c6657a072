"""Benchmark: the recap of a whole seeded game of every game in ``render.RENDERERS``
(:mod:`bot.services.recap`): the log replayed for the recap
(:func:`bot.services.recap_facts.replay_recap`: every state, the running public VP, the frames
picked) and the pictures drawn as the bot's worker thread draws them
(:func:`render.recap_pictures`: every frame's board, the animated WebP, the VP chart).

A game is played to its end by the games' bot players at two seats (one for a game whose fewest
is one), seed ``bench-recap``. Per game it prints the moves, the frames, the replay's time, the
drawing's time (wall clock and CPU: the machine may be shared), the time-lapse's size against
Discord's 8 MiB limit and the chart's size. ``--locale zh-TW`` draws in that language.
Run: ``python -m bench.recap [--game KEY] [--locale zh-CN]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render
from bot.services.images import picture_script, picture_translator
from bot.services.recap_facts import replay_recap
from bot.store.actions import ActionRow
from bot.store.games import GameRow
from render.recap import MAX_BYTES
from rules import GAMES
from rules.core.chance import rng_for

SEED = "bench-recap"
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Fay")


def seeded_log(key: str) -> tuple[GameRow, list[ActionRow], int]:
    """A whole game of ``key`` played by its bot players: the game's row, its log (one move a
    minute) and the seat count."""
    game = GAMES[key]
    seats = max(2, game.min_players)
    state = game.setup(seats, seed=SEED)
    rng = rng_for(SEED, 0, "bench-policy")
    start = datetime(2026, 1, 1, tzinfo=UTC)
    log: list[ActionRow] = []
    while owing := game.to_act(state):
        seat = min(owing)
        action = game.bot_action(state, seat, rng)
        at = (start + timedelta(minutes=len(log))).isoformat()
        log.append(
            ActionRow(
                seat=seat,
                user_id=None,
                notation="",
                public_text="",
                payload_json=action.model_dump_json(),
                closes_undo=False,
                game_id=1,
                version=state.version,
                created_at=at,
            )
        )
        state = game.apply(state, seat, action).state
    row = GameRow(
        id=1,
        channel_id=1,
        guild_id=None,
        game_key=key,
        pack=state.pack,
        status="finished",
        version=state.version,
        seed=SEED,
        options={},
        state_json=None,
        created_by=0,
        created_at="",
        updated_at="",
        table_options={},
    )
    return row, log, seats


def measure(key: str, locale: str) -> str:
    """One printed line of figures for game ``key``'s recap, drawn in ``locale``."""
    row, log, seats = seeded_log(key)
    game = GAMES[key]
    start = time.perf_counter()
    replayed = replay_recap(game, row, seats, log)
    replay_s = time.perf_counter() - start
    start, cpu = time.perf_counter(), time.process_time()
    film, chart = render.recap_pictures(
        key,
        replayed.views,
        replayed.series,
        names=NAMES[:seats],
        translate=picture_translator(key, locale),
        script=picture_script(locale),
    )
    draw_s, draw_cpu = time.perf_counter() - start, time.process_time() - cpu
    fits = "ok" if len(film) <= MAX_BYTES else "OVER 8 MiB"
    return (
        f"{key:14} {seats}p {replayed.moves:5d} moves {len(replayed.views):3d} frames  "
        f"replay {replay_s:5.2f} s  draw {draw_s:6.2f} s (cpu {draw_cpu:6.2f} s)  "
        f"film {len(film) / 2**20:5.2f} MiB {fits}  chart {len(chart or b'') / 1024:4.0f} KiB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=sorted(render.RENDERERS))
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    for key in [args.game] if args.game else sorted(render.RENDERERS):
        print(measure(key, args.locale), flush=True)


if __name__ == "__main__":
    main()
