"""A throwaway PostgreSQL cluster for the tests (issue #31): started once per test session
when Debian's ``postgresql`` package is installed (``/usr/lib/postgresql/<version>/bin``),
listening on a unix socket in a temporary folder only; as root the server runs as the
``postgres`` user. Each test gets a fresh database copied from a migrated template.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from bot.store import postgres

TEMPLATE = "orrery_template"
_NAMES = itertools.count(1)


def server_bin() -> Path | None:
    """The newest installed PostgreSQL's ``bin`` folder, or ``None`` when none is installed."""
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda path: int(path.parent.parent.name) if path.parent.parent.name.isdigit() else 0,
    )
    return found[-1].parent if found else None


class Cluster:
    """A running cluster: ``socket_dir`` holds its socket; :meth:`url` names a database."""

    def __init__(self, bin_dir: Path, root: Path) -> None:
        self.bin_dir, self.root = bin_dir, root
        self.socket_dir = root
        self.data = root / "data"

    def _run(self, *command: str) -> None:
        argv = [str(self.bin_dir / command[0]), *command[1:]]
        if os.geteuid() == 0:
            argv = ["runuser", "-u", "postgres", "--", *argv]
        subprocess.run(argv, check=True, capture_output=True, cwd=self.root)

    def start(self) -> None:
        """initdb (trust, no fsync) and start the server on its socket alone."""
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-A",
            "trust",
            "-U",
            "postgres",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )
        options = (
            f"-k {self.socket_dir} -c listen_addresses='' -c fsync=off"
            " -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.root / "log"),
            "-w",
            "start",
        )

    def stop(self) -> None:
        """Stop the server at once (the cluster is thrown away)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def url(self, database: str = "postgres") -> str:
        """The ``postgresql://`` URL of ``database`` on this cluster."""
        return f"postgresql://postgres@/{database}?host={self.socket_dir}"

    def create_template(self) -> None:
        """Create :data:`TEMPLATE` and migrate it."""
        self._run("createdb", "-h", str(self.socket_dir), "-U", "postgres", TEMPLATE)

        async def migrate() -> None:
            db = await postgres.connect(self.url(TEMPLATE))
            await db.close()

        with ThreadPoolExecutor(1) as thread:  # the fixture may be set up inside a running loop
            thread.submit(asyncio.run, migrate()).result()

    def fresh_database(self) -> str:
        """A new migrated database (a copy of the template); its URL."""
        name = f"t{os.getpid()}_{next(_NAMES)}"
        self._run("createdb", "-h", str(self.socket_dir), "-U", "postgres", "-T", TEMPLATE, name)
        return self.url(name)


@contextmanager
def running_cluster() -> Iterator[Cluster | None]:
    """A started cluster with its template, or ``None`` when PostgreSQL is not installed."""
    bin_dir = server_bin()
    if bin_dir is None:
        yield None
        return
    root = Path(tempfile.mkdtemp(prefix="orrery-pg-"))
    cluster = Cluster(bin_dir, root)
    cluster.start()
    try:
        cluster.create_template()
        yield cluster
    finally:
        cluster.stop()
        shutil.rmtree(root, ignore_errors=True)
