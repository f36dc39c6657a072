"""Sealed answers stay sealed (issue #33 item 0; docs/design.md §2 "Decision windows"): while a
secret window is open (a sealed bid, a secret side, a secret pick), no public payload names an
answer already given: not the channel's posts (their log lines and pings), not ``/game log``.
Every registered game is played to its end through the service by its bot policy, and each
sealed answer's notation is looked for, as a code span, in everything public until its window
closes: a line naming the seat that answered and the notation it answered with. (Another seat's
prompt may offer the same notation: that names no answer.) Once the window closes the answers are
public (the game reveals them together)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.services.game_service import GameService
from bot.store.db import connect
from rules import GAMES
from rules.core.game import answers_sealed
from tests.bot.helpers import CHANNEL, make_service, open_table, user_of

LIMIT = 4000


def _open_secret(state: object) -> bool:
    windows = state.windows()  # type: ignore[attr-defined]
    return any(window.secret and not window.is_closed for window in windows)


async def _public_texts(service: GameService, posts: list[str]) -> list[str]:
    log = await service.log(CHANNEL, None)
    return [*posts, log.reply]


async def _sealed_leaks(service: GameService, seed: int) -> list[str]:
    """Play the channel's game to its end; return the public lines that named a sealed answer
    while its window was open."""
    rng = random.Random(seed)
    sealed: set[tuple[str, str]] = set()  # (the answering seat's name, its notation's code span)
    leaks: list[str] = []
    for _ in range(LIMIT):
        table = await service.table_of(CHANNEL)
        assert table is not None
        if table.row.status != "active":
            return leaks
        seat = rng.choice(sorted(table.game.to_act(table.state)))
        action = table.game.bot_action(table.state, seat, rng)
        notation = table.game.describe_action(table.state, seat, action)
        if answers_sealed(table.state, seat):
            sealed.add((table.names[seat], f"`{notation}`"))
        outputs = await service.act(CHANNEL, user_of(table, seat), notation, table.row.version)
        after = await service.tables.by_id(table.row.id)
        if not _open_secret(after.state):
            sealed.clear()
            continue
        texts = await _public_texts(service, [post.text for post in outputs.public])
        lines = [line for text in texts for line in text.splitlines()]
        leaks += [line for line in lines if any(n in line and c in line for n, c in sealed)]
    raise AssertionError(f"the game did not end within {LIMIT} actions")


@pytest.mark.parametrize("seats", [2, 3])
async def test_no_public_payload_names_a_sealed_answer_before_its_window_closes(
    key: str, seats: int, tmp_path: Path
) -> None:
    if seats < GAMES[key].min_players:
        pytest.skip("fewer seats than the game allows")
    db = await connect(tmp_path / "orrery.sqlite3")
    try:
        service = make_service(db)
        await open_table(service, key, seats)
        leaks = await _sealed_leaks(service, seed=seats)
    finally:
        await db.close()
    assert not leaks, f"{len(leaks)} public texts name a sealed answer: {leaks[:3]}"
