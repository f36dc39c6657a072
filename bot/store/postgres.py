"""The PostgreSQL backend (``DATABASE=postgresql://…``, the ``orrery[postgres]`` extra, asyncpg).

Decision (issue #31): the store modules keep one SQL text, written for SQLite, and
:class:`PostgresConnection` offers them the part of :class:`aiosqlite.Connection` they use
(``execute`` as an awaitable or ``async with``, ``execute_fetchall``, ``executemany``,
``in_transaction``, ``close``) on one asyncpg connection, translating each statement once
(cached):

* ``?`` and ``:name`` parameters become ``$1``, ``$2``… (string literals are left alone); a
  negative ``LIMIT ?`` becomes ``NULL`` (SQLite's and PostgreSQL's "no limit");
* ``BEGIN IMMEDIATE`` becomes ``BEGIN`` (the row-level compare-and-swap on ``games.version``
  does the rest, as it does on SQLite);
* ``INSERT OR IGNORE`` becomes ``INSERT … ON CONFLICT DO NOTHING``; ``INSERT OR REPLACE`` becomes
  ``INSERT … ON CONFLICT (primary key) DO UPDATE``, setting every other column (those not listed
  to their default, as SQLite's delete-and-insert does);
* an ``INSERT`` into a table with an ``id`` column returns it, for ``cursor.lastrowid``.

SQLite's JSON functions the store calls (``json_extract``, ``json_set``, ``json_group_object``)
exist in the PostgreSQL schema as functions of the same names (``pg_migrations/``). Errors
keep the store's contract: a constraint violation raises :class:`sqlite3.IntegrityError`, a
read-only or full database :class:`bot.services.errors.CannotSave`.

Like aiosqlite's one thread, the connection runs one statement at a time (an asyncio lock), so
a read made while another task's transaction is open sees that transaction's rows, exactly as
on SQLite; each process holds one connection.

Schema: SQLite's numbered migrations stay SQLite's; PostgreSQL has its own numbered files in
``pg_migrations/`` (``020_schema.sql`` is the whole schema as of SQLite migration 020); a later
migration is written once per backend under the same number (``tests/bot/test_store.py`` checks
both end at the same number). ``schema_version`` records the last one applied.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import (
    AsyncIterator,
    Awaitable,
    Callable,
    Generator,
    Iterable,
    Mapping,
    Sequence,
)
from contextlib import asynccontextmanager
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from bot.services.errors import CannotSave

if TYPE_CHECKING:
    import aiosqlite
    import asyncpg

    from bot.store.shards import Shards

MIGRATIONS = Path(__file__).with_name("pg_migrations")
SCHEMES = ("postgresql://", "postgres://")
MIGRATION_LOCK = 0x0E1E_0001
"""The advisory lock key held while migrating, so two processes starting together migrate once."""
_NUMBERED = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
_TOKENS = re.compile(r"'(?:[^']|'')*'|\?|(?<!:):([A-Za-z_]\w*)")
_INSERT = re.compile(r"^\s*INSERT\s+(OR\s+(IGNORE|REPLACE)\s+)?INTO\s+(\w+)", re.IGNORECASE)
_REPLACE_COLUMNS = re.compile(r"INTO\s+\w+\s*\(([^)]*)\)\s*VALUES", re.IGNORECASE)
_RETURNING = re.compile(r"\sRETURNING\s", re.IGNORECASE)
CHANGED = "orrery_game_changed"
"""The LISTEN/NOTIFY channel of committed game changes; payload ``"<game id> <guild id or 0>"``."""
OWN_SHARDS = "((COALESCE(g.guild_id, 0) >> 22) % :shard_count) = ANY(:shard_ids)"
"""The condition "game ``g`` (a LEFT JOIN: none is shard 0) belongs to this process's shards",
with the parameters of :func:`shard_parameters`."""


def is_postgres(database: object) -> bool:
    """True when ``database`` (the ``DATABASE`` setting) is a ``postgresql://`` URL."""
    return isinstance(database, str) and database.startswith(SCHEMES)


@dataclass(frozen=True)
class Table:
    """One table's ``columns`` in order and its ``key`` (primary key columns)."""

    columns: tuple[str, ...]
    key: tuple[str, ...]


@dataclass(frozen=True)
class Statement:
    """A translated statement: its PostgreSQL ``sql``, the ``names`` of its ``:name``
    parameters in ``$n`` order (empty for ``?`` parameters) and the 0-based ``limits``, the
    parameters that are a ``LIMIT``."""

    sql: str
    names: tuple[str, ...]
    limits: tuple[int, ...] = ()

    def values(self, parameters: Sequence[Any] | Mapping[str, Any]) -> list[Any]:
        """The ``$n`` values of ``parameters`` (a negative limit as ``None``)."""
        if isinstance(parameters, Mapping):
            found = [parameters[name] for name in self.names]
        else:
            found = list(parameters)
        for index in self.limits:
            if isinstance(found[index], int) and found[index] < 0:
                found[index] = None
        return found


def translate(sql: str, tables: Mapping[str, Table]) -> Statement:
    """The PostgreSQL text of the store's SQLite statement ``sql`` (see the module docstring).

    Raises:
        KeyError: an ``INSERT OR REPLACE`` into a table not in ``tables``.
    """
    names: list[str] = []
    limits: list[int] = []
    count = 0

    def number(match: re.Match[str]) -> str:
        nonlocal count
        token = match.group(0)
        if token.startswith("'"):
            return token
        name = match.group(1)
        if name is None:
            count += 1
            if sql[: match.start()].rstrip().upper().endswith("LIMIT"):
                limits.append(count - 1)
            return f"${count}"
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    text = _TOKENS.sub(number, sql)
    if text.strip().upper() == "BEGIN IMMEDIATE":
        return Statement("BEGIN", ())
    insert = _INSERT.match(text)
    if insert:
        text = _insert(text, insert, tables)
    return Statement(text, tuple(names), tuple(limits))


def _insert(text: str, insert: re.Match[str], tables: Mapping[str, Table]) -> str:
    """``text`` (an INSERT) with its SQLite conflict clause made PostgreSQL's, returning ``id``."""
    conflict, name = (insert.group(2) or "").upper(), insert.group(3)
    table = tables.get(name)
    text = text[: insert.start()] + f"INSERT INTO {name}" + text[insert.end() :]
    clause = ""
    if conflict == "IGNORE":
        clause = " ON CONFLICT DO NOTHING"
    elif conflict == "REPLACE":
        table = tables[name]
        listed = _REPLACE_COLUMNS.search(text)
        given = (
            [column.strip() for column in listed.group(1).split(",")] if listed else table.columns
        )
        sets = [
            f"{column} = " + ("EXCLUDED." + column if column in given else "DEFAULT")
            for column in table.columns
            if column not in table.key
        ]
        clause = f" ON CONFLICT ({', '.join(table.key)}) DO " + (
            "UPDATE SET " + ", ".join(sets) if sets else "NOTHING"
        )
    returning = _RETURNING.search(text)
    if returning:
        return text[: returning.start()] + clause + text[returning.start() :]
    if table is not None and "id" in table.columns:
        clause += " RETURNING id"
    return text + clause


def _number(text: str) -> int | float:
    """A ``numeric`` value as SQLite gives it: an ``int`` when written without a point (``SUM``
    of integers), else a ``float`` (``AVG``)."""
    return int(text) if "." not in text and "e" not in text.lower() else float(Decimal(text))


class Cursor:
    """What a statement returned: its rows, ``rowcount`` (rows changed; -1 for a query) and
    ``lastrowid`` (the ``id`` an INSERT gave its row, else ``None``)."""

    def __init__(self, rows: list[Any], status: str, returns_id: bool) -> None:
        self._rows = rows
        verb, _, tail = status.partition(" ")
        counted = tail.rsplit(" ", 1)[-1]
        self.rowcount = int(counted) if verb != "SELECT" and counted.isdigit() else -1
        self.lastrowid: int | None = int(rows[0][0]) if returns_id and rows else None

    async def fetchone(self) -> Any:
        """The first row, or ``None``."""
        return self._rows[0] if self._rows else None

    async def fetchall(self) -> list[Any]:
        """Every row."""
        return list(self._rows)

    async def close(self) -> None:
        """Nothing to release (the rows are already read)."""

    async def __aenter__(self) -> Cursor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class _Result:
    """``db.execute(...)``: awaited, the cursor; or ``async with db.execute(...) as cursor``."""

    def __init__(self, run: Awaitable[Cursor]) -> None:
        self._run = run
        self._cursor: Cursor | None = None

    def __await__(self) -> Generator[Any, None, Cursor]:
        return self._run.__await__()

    async def __aenter__(self) -> Cursor:
        self._cursor = await self._run
        return self._cursor

    async def __aexit__(self, *exc: object) -> None:
        return None


class PostgresConnection:
    """The part of :class:`aiosqlite.Connection` the store uses, on one asyncpg connection
    (see the module docstring). ``raw`` is the asyncpg connection (advisory locks,
    LISTEN/NOTIFY)."""

    row_factory: object = None
    shards: Shards | None = None
    """The shards this connection's process serves (:func:`bot.store.shards.hold`); ``None``:
    every game."""

    def __init__(self, raw: asyncpg.Connection, tables: Mapping[str, Table]) -> None:
        self.raw = raw
        self.tables = dict(tables)
        self._lock = asyncio.Lock()
        self._statements: dict[str, Any] = {}
        self._translations: dict[str, Statement] = {}

    @property
    def in_transaction(self) -> bool:
        """True inside ``BEGIN`` … ``COMMIT``/``ROLLBACK``."""
        return bool(self.raw.is_in_transaction())

    def execute(self, sql: str, parameters: Sequence[Any] | Mapping[str, Any] = ()) -> _Result:
        """Run one statement; see :class:`Cursor`."""
        return _Result(self._execute(sql, parameters))

    async def execute_fetchall(
        self, sql: str, parameters: Sequence[Any] | Mapping[str, Any] = ()
    ) -> list[Any]:
        """Every row of one statement."""
        return await (await self._execute(sql, parameters)).fetchall()

    async def executemany(
        self, sql: str, parameters: Iterable[Sequence[Any] | Mapping[str, Any]]
    ) -> None:
        """Run one statement once per parameter set."""
        for one in parameters:
            await self._execute(sql, one)

    async def executescript(self, script: str) -> None:
        """Run several statements without parameters."""
        async with self._lock, _errors():
            await self.raw.execute(script)

    async def close(self) -> None:
        """Close the connection."""
        await self.raw.close()

    async def listen_changes(self, woken: Callable[[int], None]) -> None:
        """Call ``woken(game_id)`` when another process commits a change to a game of this
        process's shards (:func:`notify_changed`; LISTEN on :data:`CHANGED`)."""
        own_pid = self.raw.get_server_pid()

        def heard(_raw: object, pid: int, _channel: str, payload: object) -> None:
            game_id, _, guild_id = str(payload).partition(" ")
            guild = int(guild_id) or None
            if pid != own_pid and (self.shards is None or self.shards.owns(guild)):
                woken(int(game_id))

        async with self._lock:
            await self.raw.add_listener(CHANGED, heard)

    async def _execute(self, sql: str, parameters: Sequence[Any] | Mapping[str, Any]) -> Cursor:
        statement = self._translations.get(sql)
        if statement is None:
            statement = self._translations[sql] = translate(sql, self.tables)
        values = statement.values(parameters)
        async with self._lock, _errors():
            prepared = self._statements.get(statement.sql)
            if prepared is None:
                if len(self._statements) > 1000:
                    self._statements.clear()
                prepared = await self.raw.prepare(statement.sql)
                self._statements[statement.sql] = prepared
            rows = await prepared.fetch(*values)
            status = prepared.get_statusmsg() or ""
        returns_id = status.startswith("INSERT") and not _RETURNING.search(sql)
        return Cursor(rows, status, returns_id)


@asynccontextmanager
async def _errors() -> AsyncIterator[None]:
    """Raise asyncpg's refusals as the store's: :class:`sqlite3.IntegrityError` for a
    constraint, :class:`CannotSave` for a read-only or full database."""
    import asyncpg

    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as error:
        raise sqlite3.IntegrityError(str(error)) from error
    except (
        asyncpg.ReadOnlySQLTransactionError,
        asyncpg.DiskFullError,
        asyncpg.InsufficientResourcesError,
    ) as error:
        raise CannotSave() from error


def migration_files() -> list[tuple[int, Path]]:
    """``(number, path)`` of every PostgreSQL migration, in order."""
    found = [
        (int(match.group(1)), path)
        for path in MIGRATIONS.iterdir()
        if (match := _NUMBERED.match(path.name))
    ]
    return sorted(found)


async def migrate(raw: asyncpg.Connection) -> int:
    """Apply every PostgreSQL migration newer than ``schema_version``, each in its transaction,
    under the advisory lock :data:`MIGRATION_LOCK`.

    Returns:
        The schema version after migrating.
    """
    async with raw.transaction():
        await raw.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await raw.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        current = int(await raw.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
        for number, path in migration_files():
            if number <= current:
                continue
            await raw.execute(path.read_text(encoding="utf-8"))
            await raw.execute("DELETE FROM schema_version")
            await raw.execute("INSERT INTO schema_version VALUES ($1)", number)
            current = number
    return current


async def tables(raw: asyncpg.Connection) -> dict[str, Table]:
    """Every table of the current schema: its columns in order and its primary key."""
    rows = await raw.fetch(
        "SELECT c.relname AS name, a.attname AS column, a.attnum AS position,"
        " COALESCE(a.attnum = ANY(i.indkey), false) AS in_key"
        " FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid"
        " LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary"
        " WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace"
        " AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum"
    )
    columns: dict[str, list[str]] = {}
    keys: dict[str, list[str]] = {}
    for row in rows:
        columns.setdefault(row["name"], []).append(row["column"])
        if row["in_key"]:
            keys.setdefault(row["name"], []).append(row["column"])
    return {name: Table(tuple(cols), tuple(keys.get(name, ()))) for name, cols in columns.items()}


async def connect(url: str) -> aiosqlite.Connection:
    """Connect to the PostgreSQL database at ``url``, migrate it, and return the connection
    the store modules take (typed as theirs: :class:`PostgresConnection` implements the part
    of it they use; the shared store suite runs them on both).

    Raises:
        ModuleNotFoundError: asyncpg is not installed (``pip install 'orrery[postgres]'``).
        OSError, asyncpg.PostgresError: the server is unreachable or refused the login.
    """
    try:
        import asyncpg
    except ModuleNotFoundError as missing:
        raise ModuleNotFoundError(
            "DATABASE is a PostgreSQL URL but asyncpg is missing: pip install 'orrery[postgres]'"
        ) from missing
    raw = await asyncpg.connect(url)
    await raw.set_type_codec(
        "numeric", encoder=str, decoder=_number, schema="pg_catalog", format="text"
    )
    await migrate(raw)
    return cast("aiosqlite.Connection", PostgresConnection(raw, await tables(raw)))


def set_shards(db: aiosqlite.Connection, shards: Shards) -> None:
    """Record that ``db``'s process serves ``shards`` (its advisory locks are held)."""
    found: object = db
    assert isinstance(found, PostgresConnection)
    found.shards = shards


def shard_parameters(db: aiosqlite.Connection) -> dict[str, Any]:
    """The parameters of :data:`OWN_SHARDS` for ``db`` (every game when no shards are held)."""
    found: object = db
    shards = found.shards if isinstance(found, PostgresConnection) else None
    if shards is None:
        return {"shard_count": 1, "shard_ids": [0]}
    return {"shard_count": shards.count, "shard_ids": sorted(shards.ids)}


async def notify_changed(db: aiosqlite.Connection, game_id: int) -> None:
    """Tell the other processes, when the caller's transaction commits, that game ``game_id``
    changed (nothing on SQLite: one process)."""
    if raw_connection(db) is not None:
        await db.execute(
            f"SELECT pg_notify('{CHANGED}', id || ' ' || COALESCE(guild_id, 0)) FROM games"
            " WHERE id = ?",
            (game_id,),
        )


async def listen_changes(db: aiosqlite.Connection, woken: Callable[[int], None]) -> None:
    """:meth:`PostgresConnection.listen_changes` on PostgreSQL; nothing on SQLite."""
    found: object = db
    if isinstance(found, PostgresConnection):
        await found.listen_changes(woken)


def own_games(db: aiosqlite.Connection, column: str) -> tuple[str, tuple[Any, ...]]:
    """A condition to append to a ``WHERE`` (and its parameters, to append to the statement's):
    the game id in ``column`` is of a game of this process's shards. Empty when the process
    serves every game (SQLite; PostgreSQL without shards)."""
    found: object = db
    shards = found.shards if isinstance(found, PostgresConnection) else None
    if shards is None or shards.is_every:
        return "", ()
    condition = (
        f" AND {column} IN (SELECT id FROM games"
        " WHERE ((COALESCE(guild_id, 0) >> 22) % ?) = ANY(?))"
    )
    return condition, (shards.count, sorted(shards.ids))


def raw_connection(db: aiosqlite.Connection) -> asyncpg.Connection | None:
    """The asyncpg connection under ``db``, or ``None`` when ``db`` is SQLite."""
    found: object = db
    return found.raw if isinstance(found, PostgresConnection) else None
