"""Fixtures shared by every test folder: a throwaway PostgreSQL cluster for the session and
``any_db``, a migrated store on each backend in turn (issue #31). The PostgreSQL half skips
when PostgreSQL is not installed (``tests/postgres_cluster.py``); ``.ci/run`` installs it.

``ORRERY_TEST_STORE=postgresql`` runs every test's ``database`` (hence ``db``) on PostgreSQL
instead of SQLite: the whole service suite as a check of the PostgreSQL store.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import aiosqlite
import pytest

from bot.store import postgres
from bot.store.db import connect
from tests.postgres_cluster import Cluster, running_cluster


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """One throwaway PostgreSQL cluster for the session (skips when none is installed, or
    asyncpg is missing: ``pip install -e '.[postgres]'``)."""
    pytest.importorskip("asyncpg")
    with running_cluster() as cluster:
        if cluster is None:
            pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
        yield cluster


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> str:
    """The URL of a fresh, migrated PostgreSQL database."""
    return postgres_cluster.fresh_database()


@pytest.fixture
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """The ``DATABASE`` of one test: a SQLite file, or with ``ORRERY_TEST_STORE=postgresql`` a
    fresh PostgreSQL database's URL."""
    if os.environ.get("ORRERY_TEST_STORE") == "postgresql":
        return str(request.getfixturevalue("postgres_url"))
    return tmp_path / "orrery.sqlite3"


@pytest.fixture(params=["sqlite", "postgresql"])
async def any_db(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[aiosqlite.Connection]:
    """A migrated store on each backend in turn: a SQLite file, a PostgreSQL database. A store
    test module runs on both by defining ``db`` as this fixture."""
    if request.param == "sqlite":
        connection = await connect(tmp_path / "orrery.sqlite3")
    else:
        connection = await postgres.connect(request.getfixturevalue("postgres_url"))
    yield connection
    await connection.close()
