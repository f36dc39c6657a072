"""Shards: which games a bot process serves when several share one PostgreSQL store (issue #31).

A game belongs to its guild's shard, Discord's own rule: ``(guild_id >> 22) % shard_count``
(https://discord.com/developers/docs/topics/gateway#sharding); a game with no guild (a DM)
and a timer of no game (a daily digest) belong to shard 0, where Discord sends DMs. A process
serves the shards it was started with (``python -m bot --shards 0-3 --shard-count 8``) and holds
each of them, for as long as its connection lives, through a PostgreSQL session advisory lock
(:data:`SHARD_LOCK`, shard), so a second process starting the same shard refuses with a clear
line, and a process that dies (its connection closed) frees its shards for another to take.
Every process of one database must use the same shard count: the count is held as a shared
advisory lock (:data:`COUNT_LOCK`) and a process started with another count refuses.

SQLite serves one process: it owns every shard (:data:`EVERY`) and refuses ``--shards``.
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.store import postgres

SHARD_LOCK = 0x0E1E_0002
"""The first key of the advisory lock that holds a shard (the second is the shard id)."""
COUNT_LOCK = 0x0E1E_0003
"""The first key of the shared advisory lock that holds the shard count (the second)."""


class ShardsRefused(Exception):
    """This process cannot serve the shards it was asked to (the message says why)."""


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard of a game of ``guild_id`` (``None``: a DM, shard 0) among ``count`` shards."""
    return 0 if guild_id is None else (guild_id >> 22) % count


@dataclass(frozen=True)
class Shards:
    """The shards a process serves: ``ids`` among ``count``."""

    ids: frozenset[int]
    count: int

    def owns(self, guild_id: int | None) -> bool:
        """True when games of ``guild_id`` belong to this process."""
        return shard_of(guild_id, self.count) in self.ids

    @property
    def is_every(self) -> bool:
        """True when the process serves every shard."""
        return len(self.ids) == self.count

    @classmethod
    def parse(cls, ids: str, count: int) -> Shards:
        """The shards ``ids`` (``"0-3"``, ``"0,2,5"``, ``"1-2,6"``) among ``count``.

        Raises:
            ValueError: a malformed list, an id outside ``0..count-1``, or ``count < 1``.
        """
        if count < 1:
            raise ValueError(f"the shard count must be at least 1, not {count}")
        found: set[int] = set()
        for part in ids.split(","):
            first, _, last = part.strip().partition("-")
            start, end = int(first), int(last or first)
            if not 0 <= start <= end < count:
                raise ValueError(f"shard ids {part.strip()!r} are not within 0-{count - 1}")
            found.update(range(start, end + 1))
        return cls(frozenset(found), count)


EVERY = Shards(frozenset({0}), 1)
"""One process serving every game (the default; SQLite's only choice)."""


async def hold(db: aiosqlite.Connection, shards: Shards) -> None:
    """Take ``shards`` for this process: on PostgreSQL, the advisory locks of its shards and of
    its count, on ``db``'s session; the connection then serves those shards alone
    (:func:`bot.store.postgres.shards_of`).

    Raises:
        ShardsRefused: another live process holds one of the shards, or uses another shard
            count; or ``shards`` is not :data:`EVERY`-like on SQLite. Nothing is held then.
    """
    raw = postgres.raw_connection(db)
    if raw is None:
        if not shards.is_every:
            raise ShardsRefused(
                "--shards needs DATABASE=postgresql://…: a SQLite file serves one process"
            )
        return
    others = await raw.fetch(
        "SELECT DISTINCT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1"
        " AND objsubid = 2 AND objid <> $2 AND granted",
        COUNT_LOCK,
        shards.count,
    )
    if others:
        counts = ", ".join(str(row[0]) for row in others)
        raise ShardsRefused(
            f"another Orrery process on this database uses --shard-count {counts}, "
            f"not {shards.count}: every process must use the same count"
        )
    await raw.execute("SELECT pg_advisory_lock_shared($1, $2)", COUNT_LOCK, shards.count)
    taken: list[int] = []
    for shard in sorted(shards.ids):
        if await raw.fetchval("SELECT pg_try_advisory_lock($1, $2)", SHARD_LOCK, shard):
            taken.append(shard)
            continue
        holder = await raw.fetchval(
            "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1"
            " AND objid = $2 AND objsubid = 2 AND granted AND mode = 'ExclusiveLock'",
            SHARD_LOCK,
            shard,
        )
        for held in taken:
            await raw.execute("SELECT pg_advisory_unlock($1, $2)", SHARD_LOCK, held)
        await raw.execute("SELECT pg_advisory_unlock_shared($1, $2)", COUNT_LOCK, shards.count)
        raise ShardsRefused(
            f"shard {shard} of {shards.count} is served by another Orrery process "
            f"(PostgreSQL backend {holder}); start this one with other --shards"
        )
    postgres.set_shards(db, shards)
