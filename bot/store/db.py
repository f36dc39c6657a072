"""The SQLite connection: WAL mode and numbered migrations (docs/design.md §6).

Migrations are ``migrations/NNN_name.sql`` files applied in number order; ``PRAGMA user_version``
records the highest one applied, so each runs once per database. :func:`open_store` opens either
backend: this SQLite file (the default) or PostgreSQL (:mod:`bot.store.postgres`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import re
import shutil
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from weakref import WeakKeyDictionary

import aiosqlite

from bot.services.errors import CannotSave
from bot.store import postgres

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    RowT = TypeVar("RowT", bound=DataclassInstance)
else:
    RowT = TypeVar("RowT")

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).with_name("migrations")
UNWRITABLE = frozenset({sqlite3.SQLITE_READONLY, sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR})
"""SQLite's primary result codes of a write the database cannot take now (read-only, disk full,
disk I/O error)."""
LOW_DISK = 50 * 1024 * 1024
"""Free bytes below which the start-up warns that the disk may fill (50 MiB)."""
_NUMBERED = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
_WRITE_LOCKS: WeakKeyDictionary[aiosqlite.Connection, asyncio.Lock] = WeakKeyDictionary()
_WRITERS: WeakKeyDictionary[aiosqlite.Connection, asyncio.Task[Any]] = WeakKeyDictionary()


def row_to(cls: type[RowT], row: aiosqlite.Row, **converted: Any) -> RowT:
    """The dataclass ``cls`` read from ``row``: each field from the column of the same name,
    except those given in ``converted`` (JSON decoded, flags made ``bool``, renamed columns)."""
    names = [field.name for field in dataclasses.fields(cls) if field.name not in converted]
    return cls(**{name: row[name] for name in names}, **converted)


async def fetch_all(db: aiosqlite.Connection, sql: str, params: Any = ()) -> list[aiosqlite.Row]:
    """Every row of one query, in one round trip to the connection's thread (a cursor costs
    three: execute, fetch, close)."""
    return list(await db.execute_fetchall(sql, params))


async def fetch_one(db: aiosqlite.Connection, sql: str, params: Any = ()) -> aiosqlite.Row | None:
    """The first row of one query (``None`` when there is none), in one round trip."""
    rows = await db.execute_fetchall(sql, params)
    return next(iter(rows), None)


def migration_files() -> list[tuple[int, Path]]:
    """Return ``(number, path)`` for every migration file, in order.

    Raises:
        RuntimeError: two files share a number.
    """
    found: dict[int, Path] = {}
    for path in MIGRATIONS.iterdir():
        match = _NUMBERED.match(path.name)
        if not match:
            continue
        number = int(match.group(1))
        if number in found:
            raise RuntimeError(
                f"two migrations numbered {number}: {found[number].name}, {path.name}"
            )
        found[number] = path
    return sorted(found.items())


async def connect(path: str | Path) -> aiosqlite.Connection:
    """Open ``path`` (":memory:" allowed), enable WAL and foreign keys, apply pending migrations.

    Returns:
        An open connection with ``row_factory = aiosqlite.Row``; the caller closes it.
    """
    db = await aiosqlite.connect(str(path), isolation_level=None)
    db.row_factory = aiosqlite.Row
    await db.execute("PRAGMA journal_mode=WAL")
    await db.execute("PRAGMA foreign_keys=ON")
    await db.execute("PRAGMA busy_timeout=5000")
    await migrate(db)
    return db


async def open_store(database: str | Path) -> aiosqlite.Connection:
    """Open the store ``database`` names (the ``DATABASE`` setting): a ``postgresql://`` URL
    (:func:`bot.store.postgres.connect`) or a SQLite file (:func:`connect`), migrated."""
    if postgres.is_postgres(database):
        return await postgres.connect(str(database))
    return await connect(database)


async def schema_version(db: aiosqlite.Connection) -> int:
    """The number of the last migration applied (``PRAGMA user_version``; PostgreSQL's
    ``schema_version`` table)."""
    sql = "PRAGMA user_version"
    if postgres.raw_connection(db) is not None:
        sql = "SELECT COALESCE(MAX(version), 0) FROM schema_version"
    async with db.execute(sql) as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def migrate(db: aiosqlite.Connection) -> int:
    """Apply every migration newer than ``user_version``, each in its own transaction.

    Returns:
        The schema version after migrating.
    """
    current = await schema_version(db)
    for number, path in migration_files():
        if number <= current:
            continue
        script = path.read_text(encoding="utf-8")
        await db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version={number};\nCOMMIT;")
        current = number
    return current


@asynccontextmanager
async def transaction(db: aiosqlite.Connection) -> AsyncIterator[aiosqlite.Connection]:
    """Run the block as one write transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``).

    The connection is shared by every coroutine of the bot, so transactions on it are serialised
    by a per-connection :class:`asyncio.Lock`; every multi-statement write must go through here.
    An exception inside the block rolls the whole transaction back and propagates.

    A block opened by the task that already holds the connection's transaction joins it (no
    ``BEGIN``, no ``COMMIT``): a move's own writes and the table services' rows it changes
    (decisions owed, timers) commit together, once. An exception inside a joined block rolls
    back the outer transaction too, unless the outer block catches it: callers that join must
    let it propagate.

    Raises:
        CannotSave: the database is read-only or its disk full (:data:`UNWRITABLE`); nothing
            was written.
    """
    task = asyncio.current_task()
    if task is not None and _WRITERS.get(db) is task:
        yield db
        return
    lock = _WRITE_LOCKS.setdefault(db, asyncio.Lock())
    async with lock:
        if task is not None:
            _WRITERS[db] = task
        try:
            await _begin(db)
            try:
                yield db
            except BaseException:
                if db.in_transaction:  # SQLite already rolled back after some errors
                    await db.execute("ROLLBACK")
                raise
            await db.execute("COMMIT")
        except sqlite3.OperationalError as error:
            if error.sqlite_errorcode & 0xFF not in UNWRITABLE:
                raise
            log.warning("the database refused a write: %s", error)
            raise CannotSave() from error
        finally:
            _WRITERS.pop(db, None)


async def _begin(db: aiosqlite.Connection) -> None:
    """``BEGIN IMMEDIATE``, undone if the task is cancelled meanwhile: the statement runs on in
    the connection's thread, so a cancelled wait would otherwise leave the transaction open
    with its lock released (every later write then fails, "database is locked")."""
    begin = asyncio.ensure_future(db.execute("BEGIN IMMEDIATE"))
    try:
        await asyncio.shield(begin)
    except asyncio.CancelledError:
        with suppress(Exception):
            await begin
            if db.in_transaction:
                await db.execute("ROLLBACK")
        raise


async def storage_warnings(db: aiosqlite.Connection, path: str | Path) -> list[str]:
    """What keeps moves from being saved, for a warning at start-up: the database refuses a
    write (read-only), or the disk holding ``path`` has less than :data:`LOW_DISK` free (a
    SQLite file only: a PostgreSQL server watches its own disk).

    Returns:
        One sentence per problem (none when all is well).
    """
    found = []
    on_postgres = postgres.raw_connection(db) is not None
    try:
        async with transaction(db):
            version = await schema_version(db)
            if on_postgres:
                await db.execute("UPDATE schema_version SET version = version")
            else:
                await db.execute(f"PRAGMA user_version = {version:d}")  # the same: a header write
    except CannotSave as error:
        found.append(f"the database {path} cannot be written ({error.__cause__})")
    if str(path) != ":memory:" and not on_postgres:
        free = shutil.disk_usage(Path(path).resolve().parent).free
        if free < LOW_DISK:
            found.append(f"only {free // (1024 * 1024)} MiB free on the disk of {path}")
    return found
