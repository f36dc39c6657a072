"""Settings from the environment and ``.env`` (pydantic-settings), see ``.env.example``.

Other parts of the bot extend :class:`Settings` with their own fields (reminder defaults and so
on); every field reads the upper-case environment variable of its name.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.store.postgres import is_postgres
from bot.store.shards import Shards


class Settings(BaseSettings):
    """The bot's configuration.

    Attributes:
        discord_token: the bot token (``DISCORD_TOKEN``); ``None`` when unset or empty.
        database: where every game is stored (``DATABASE``): a SQLite file (the default), or a
            ``postgresql://`` URL for the PostgreSQL store (``pip install 'orrery[postgres]'``;
            :mod:`bot.store.postgres`), kept as the string given.
        log_level: ``DEBUG``, ``INFO``, ``WARNING`` or ``ERROR`` (``LOG_LEVEL``).
        dev_guild_id: a guild where slash commands sync instantly (``DEV_GUILD_ID``); empty -> None.
        boards_dir: where the terminal table writes board PNGs (``BOARDS_DIR``).
        backup_dir: where scheduled backups of the database go (``BACKUP_DIR``); empty -> None,
            no backups.
        backup_hours: hours between backups, 1 to 168 (``BACKUP_HOURS``).
        backup_keep: how many backups are kept, 1 to 1000, the oldest deleted (``BACKUP_KEEP``).
        shards: the gateway shards this process serves, e.g. ``0-3`` (``SHARDS``, or
            ``--shards``); ``None``: every shard. Needs a PostgreSQL ``database`` when it is not
            every shard (:mod:`bot.store.shards`).
        shard_count: how many shards the bot has in all, ≥ 1 (``SHARD_COUNT``, or
            ``--shard-count``); the same in every process of one database.
    """

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database: Path | str = Path("orrery.sqlite3")
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    boards_dir: Path = Path("boards")
    backup_dir: Path | None = None
    backup_hours: float = Field(default=24, ge=1, le=168)
    backup_keep: int = Field(default=14, ge=1, le=1000)
    shards: str | None = None
    shard_count: int = Field(default=1, ge=1)

    @property
    def served_shards(self) -> Shards:
        """The shards of :attr:`shards` among :attr:`shard_count` (all of them when unset).

        Raises:
            ValueError: :attr:`shards` is malformed or outside ``0..shard_count-1``.
        """
        if self.shards is None:
            return Shards(frozenset(range(self.shard_count)), self.shard_count)
        return Shards.parse(self.shards, self.shard_count)

    @field_validator("discord_token", "dev_guild_id", "backup_dir", "shards", mode="before")
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        """Treat an empty variable (``DEV_GUILD_ID=`` in ``.env``) as unset."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("database", mode="before")
    @classmethod
    def _file_or_url(cls, value: object) -> object:
        """A ``postgresql://`` URL stays a string; anything else names a SQLite file."""
        if isinstance(value, str) and not is_postgres(value):
            return Path(value)
        return value

    @property
    def sqlite_path(self) -> Path | None:
        """The SQLite file of ``database``, or ``None`` when it is a PostgreSQL URL."""
        return None if isinstance(self.database, str) else self.database

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        """Accept the standard logging level names, in any case."""
        level = value.strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {value!r}")
        return level
