"""``python -m bot``'s own command line."""

from __future__ import annotations

import pytest

from bot.__main__ import main


def test_help_prints_the_usage_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "usage: python -m bot" in out and "--local" in out


def test_an_unknown_option_is_refused_with_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bogus"]) == 2
    assert "unrecognized arguments: --bogus" in capsys.readouterr().err


def test_local_help_lists_the_terminal_tables_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--local", "--help"])
    assert done.value.code == 0
    assert "--boards" in capsys.readouterr().out


def test_shards_outside_the_count_are_refused_with_a_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main(["--shards", "2-9", "--shard-count", "4"]) == 2
    assert "--shards: shard ids '2-9' are not within 0-3" in capsys.readouterr().err


def test_shards_build_a_bot_connecting_those_shards_alone() -> None:
    from bot import Settings, create_bot
    from bot.discord.client import ShardedOrreryBot

    bot = create_bot(Settings(database="postgresql://x@/y", shards="0-3", shard_count=8))
    assert isinstance(bot, ShardedOrreryBot)
    assert (bot.shard_ids, bot.shard_count) == ([0, 1, 2, 3], 8)
    assert not isinstance(create_bot(Settings(database="x.sqlite3")), ShardedOrreryBot)
