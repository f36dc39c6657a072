"""Settings from the environment and ``.env`` (pydantic-settings), see ``.env.example``.

Other parts of the bot extend :class:`Settings` with their own fields (reminder defaults and so
on); every field reads the upper-case environment variable of its name.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """The bot's configuration.

    Attributes:
        discord_token: the bot token (``DISCORD_TOKEN``); ``None`` when unset or empty.
        database: the SQLite file holding every game (``DATABASE``).
        log_level: ``DEBUG``, ``INFO``, ``WARNING`` or ``ERROR`` (``LOG_LEVEL``).
        dev_guild_id: a guild where slash commands sync instantly (``DEV_GUILD_ID``); empty -> None.
        boards_dir: where the terminal table writes board PNGs (``BOARDS_DIR``).
        backup_dir: where scheduled backups of the database go (``BACKUP_DIR``); empty -> None,
            no backups.
        backup_hours: hours between backups, 1 to 168 (``BACKUP_HOURS``).
        backup_keep: how many backups are kept, 1 to 1000, the oldest deleted (``BACKUP_KEEP``).
    """

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database: Path = Path("orrery.sqlite3")
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    boards_dir: Path = Path("boards")
    backup_dir: Path | None = None
    backup_hours: float = Field(default=24, ge=1, le=168)
    backup_keep: int = Field(default=14, ge=1, le=1000)

    @field_validator("discord_token", "dev_guild_id", "backup_dir", mode="before")
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        """Treat an empty variable (``DEV_GUILD_ID=`` in ``.env``) as unset."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        """Accept the standard logging level names, in any case."""
        level = value.strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {value!r}")
        return level
