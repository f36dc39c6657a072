"""Many processes, one PostgreSQL store (issue #31): shards held through advisory locks, timers
claimed exactly once and only by the process serving their game's shard, start-up reads of its
own shards' games only, and a change made by one process heard by the owner of the game. Each
asyncpg connection is its own PostgreSQL session, as each bot process's is."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import timedelta

import aiosqlite
import pytest

from bot.store import postgres
from bot.store.actions import NewAction, commit_action
from bot.store.games import NewGame, NewSeat, active_game_ids, create_game, start_game
from bot.store.shards import EVERY, Shards, ShardsRefused, hold, shard_of
from bot.store.skips import games_with_skips, mark_skipped
from bot.store.table import Turn, games_owed_by_bots, open_turn
from bot.store.timers import add_timer, claim_due, interrupt_stale_games
from tests.bot.helpers import NOW

COUNT = 4


def _guild(shard: int, n: int = 0) -> int:
    """A guild id of ``shard`` among :data:`COUNT` (snowflake-sized)."""
    return ((1_000_000 + n * COUNT + shard) << 22) | 12345


def test_a_game_belongs_to_its_guilds_shard() -> None:
    assert shard_of(_guild(3), COUNT) == 3
    assert shard_of(None, COUNT) == 0
    assert Shards.parse("0-1,3", COUNT) == Shards(frozenset({0, 1, 3}), COUNT)
    assert Shards.parse("1-2", COUNT).owns(_guild(2)) and not Shards.parse("1", 4).owns(None)
    with pytest.raises(ValueError, match="within 0-3"):
        Shards.parse("2-4", COUNT)


async def test_sqlite_serves_every_shard_alone(db: aiosqlite.Connection) -> None:
    await hold(db, EVERY)
    with pytest.raises(ShardsRefused, match="postgresql"):
        await hold(db, Shards.parse("0-1", COUNT))


async def _connect(url: str, shards: str | None = None) -> aiosqlite.Connection:
    db = await postgres.connect(url)
    if shards is not None:
        await hold(db, Shards.parse(shards, COUNT))
    return db


async def test_a_second_process_on_the_same_shard_refuses_until_the_first_is_gone(
    postgres_url: str,
) -> None:
    first = await _connect(postgres_url, "0-1")
    second = await _connect(postgres_url, "2-3")
    third = await postgres.connect(postgres_url)
    with pytest.raises(ShardsRefused, match="shard 1 of 4 is served by another Orrery process"):
        await hold(third, Shards.parse("1-2", COUNT))
    with pytest.raises(ShardsRefused, match="--shard-count 4"):
        await hold(third, Shards(frozenset({0}), 8))
    await first.close()  # the process died: its shards are free
    await hold(third, Shards.parse("0-1", COUNT))
    await second.close()
    await third.close()


async def test_every_timer_is_claimed_once_by_the_process_of_its_shard(
    postgres_url: str,
) -> None:
    setup = await postgres.connect(postgres_url)
    owner_of: dict[int, int] = {}
    for n in range(12):
        shard = n % COUNT
        game = await create_game(setup, NewGame(n, _guild(shard, n), "g", "", "s", {}, 7), now=NOW)
        for k in range(3):
            timer = await add_timer(setup, "ping", NOW, now=NOW, game_id=game.id, key=f"{n}.{k}")
            assert timer is not None
            owner_of[timer] = shard
    digest = await add_timer(setup, "digest", NOW, now=NOW, payload={"user": 5})
    assert digest is not None
    owner_of[digest] = 0
    processes = [await _connect(postgres_url, str(shard)) for shard in range(COUNT)]

    async def drain(db: aiosqlite.Connection) -> list[int]:
        claimed: list[int] = []
        while (timer := await claim_due(db, NOW + timedelta(seconds=1))) is not None:
            claimed.append(timer.id)
            await asyncio.sleep(0)
        return claimed

    # two claimers per process: the same session never claims a row twice, nor do two
    claims = await asyncio.gather(*(drain(db) for db in processes for _ in range(2)))
    counts = Counter(timer for claimed in claims for timer in claimed)
    assert set(counts) == set(owner_of) and set(counts.values()) == {1}
    for index, claimed in enumerate(claims):
        assert {owner_of[timer] for timer in claimed} <= {index // 2}
    for db in [setup, *processes]:
        await db.close()


async def test_unsharded_processes_never_claim_one_timer_twice(postgres_url: str) -> None:
    setup = await postgres.connect(postgres_url)
    made = {await add_timer(setup, "ping", NOW, now=NOW, key=str(n)) for n in range(40)}
    processes = [await postgres.connect(postgres_url) for _ in range(4)]

    async def drain(db: aiosqlite.Connection) -> list[int]:
        claimed: list[int] = []
        while (timer := await claim_due(db, NOW)) is not None:
            claimed.append(timer.id)
        return claimed

    claims = await asyncio.gather(*(drain(db) for db in processes))
    every = [timer for claimed in claims for timer in claimed]
    assert None not in made and sorted(every) == sorted(t for t in made if t is not None)
    for db in [setup, *processes]:
        await db.close()


async def test_a_restart_interrupts_only_its_own_shards_timers(postgres_url: str) -> None:
    setup = await postgres.connect(postgres_url)
    games = [
        await create_game(setup, NewGame(n, _guild(n), "g", "", "s", {}, 7), now=NOW)
        for n in range(2)
    ]
    for game in games:
        await add_timer(setup, "ping", NOW, now=NOW, game_id=game.id)
    zero, one = await _connect(postgres_url, "0"), await _connect(postgres_url, "1")
    assert await claim_due(zero, NOW) is not None
    assert await claim_due(one, NOW) is not None
    await zero.close()  # shard 0's process crashed mid-timer and restarts
    restarted = await _connect(postgres_url, "0")
    assert await interrupt_stale_games(restarted) == [games[0].id]
    for db in (setup, one, restarted):
        await db.close()


async def test_start_up_reads_only_its_own_shards_games(postgres_url: str) -> None:
    setup = await postgres.connect(postgres_url)
    games = []
    for n in range(COUNT):
        new = NewGame(n, _guild(n), "g", "", "s", {}, created_by=7)
        game = await create_game(setup, new, now=NOW, seats=[NewSeat(7, "bot", is_bot=True)])
        await start_game(
            setup, game.id, seat_order=[7], pack="", state_json="{}", version=0, now=NOW
        )
        await open_turn(setup, Turn(game.id, 0, 0, NOW))
        await mark_skipped(setup, game.id, 0, 1)
        games.append(game.id)
    process = await _connect(postgres_url, "1-2")
    mine = [games[1], games[2]]
    assert await active_game_ids(process) == mine
    assert sorted(await games_owed_by_bots(process)) == mine
    assert sorted(await games_with_skips(process)) == mine
    assert await active_game_ids(setup) == games  # a process serving every shard reads all
    for db in (setup, process):
        await db.close()


async def test_a_change_made_elsewhere_wakes_the_process_of_the_games_shard(
    postgres_url: str,
) -> None:
    writer = await _connect(postgres_url, "0")  # e.g. the process that received a DM button
    owner = await _connect(postgres_url, "1")
    games = []
    for n in (1, 2):
        new = NewGame(n, _guild(n), "g", "", "s", {}, created_by=7)
        game = await create_game(writer, new, now=NOW, seats=[NewSeat(7, "a")])
        await start_game(
            writer, game.id, seat_order=[7], pack="", state_json="", version=0, now=NOW
        )
        games.append(game.id)
    heard: list[int] = []
    woke = asyncio.Event()

    def woken(game_id: int) -> None:
        heard.append(game_id)
        woke.set()

    await postgres.listen_changes(owner, woken)
    await postgres.listen_changes(writer, lambda game_id: heard.append(-game_id))
    for game_id in games:  # shard 1's game, then shard 2's (no process of this test)
        action = NewAction(0, 7, "go", "a: go", "{}", closes_undo=False)
        await commit_action(
            writer, game_id, 0, action, new_state_json="", new_status="active", now=NOW
        )
    await asyncio.wait_for(woke.wait(), 5)
    await asyncio.sleep(0.2)  # a wrong second notification would arrive by now
    assert heard == [games[0]]
    for db in (writer, owner):
        await db.close()
