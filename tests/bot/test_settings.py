"""Settings from the environment (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.settings import Settings


@pytest.fixture(autouse=True)
def _no_env_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "DATABASE", "LOG_LEVEL", "DEV_GUILD_ID", "BOARDS_DIR"):
        monkeypatch.delenv(name, raising=False)


def test_empty_dev_guild_id_means_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEV_GUILD_ID", "")
    assert Settings().dev_guild_id is None


def test_environment_sets_the_database_and_the_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE", "games.sqlite3")
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    settings = Settings()
    assert settings.database == Path("games.sqlite3")
    assert settings.discord_token is not None and settings.discord_token.get_secret_value() == "abc"


def test_dot_env_file_is_read(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DEV_GUILD_ID=123\nLOG_LEVEL=debug\n", encoding="utf-8")
    settings = Settings()
    assert (settings.dev_guild_id, settings.log_level) == (123, "DEBUG")


def test_unknown_log_level_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOG_LEVEL", "loud")
    with pytest.raises(ValidationError):
        Settings()


def test_a_postgresql_url_selects_the_postgresql_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE", "postgresql://orrery@db.example/orrery")
    settings = Settings()
    assert settings.database == "postgresql://orrery@db.example/orrery"
    assert settings.sqlite_path is None


def test_a_file_name_selects_the_sqlite_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE", "games.sqlite3")
    assert Settings().sqlite_path == Path("games.sqlite3")
