"""The terminal table (``python -m bot --local``) driven by piped input."""

from __future__ import annotations

import io
import random
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiosqlite
import pytest

from bot.local import Terminal, main, plain_moments
from bot.services.clock import moment_and_wait
from bot.services.game_service import Player
from bot.services.seating import seat_order
from rules import GAMES
from tests.bot.helpers import make_service
from tests.table.toy import TOY

SEED = "local-seed"
NAMES = {1: "ana", 2: "bo"}  # the terminal table numbers players in join order


def _whole_game_script(key: str) -> str:
    """Commands that seat ana and bo and play a whole game with the game's bot choosing."""
    game = GAMES[key]
    seats = [NAMES[user] for user in seat_order(SEED, list(NAMES))]
    lines = [f"new {key}", "join ana", "join bo", "start"]
    state = game.setup(len(seats), seed=SEED, options={})
    rng = random.Random(0)
    while seats_to_act := game.to_act(state):
        seat = min(seats_to_act)
        action = game.bot_action(state, seat, rng)
        lines += [f"as {seats[seat]}", f"play {game.describe_action(state, seat, action)}"]
        state = game.apply(state, seat, action).state
    return "\n".join([*lines, "log", "quit", ""])


def _run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, script: str, *flags: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(script))
    args = ["--local", "--db", str(tmp_path / "t.sqlite3"), "--boards", str(tmp_path / "b")]
    assert main([*args, "--seed", SEED, *flags]) == 0


def test_terminal_table_plays_a_whole_game_from_piped_input(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    game_key: str,
) -> None:
    _run(monkeypatch, tmp_path, _whole_game_script(game_key), "--no-images")
    out = capsys.readouterr().out
    assert "Game over" in out
    assert not [line for line in out.splitlines() if line.startswith("! ")]


def test_terminal_table_writes_board_images(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game_key: str
) -> None:
    _run(monkeypatch, tmp_path, f"new {game_key}\njoin ana\njoin bo\nstart\nboard\n")
    assert list((tmp_path / "b").glob("*board*.png"))


def test_terminal_table_explains_an_unknown_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _run(monkeypatch, tmp_path, "dance\n")
    assert "unknown command" in capsys.readouterr().out


def test_terminal_table_shows_service_refusals(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _run(monkeypatch, tmp_path, "join ana\n")
    assert "! There is no game in this channel" in capsys.readouterr().out


def test_terminal_table_bots_move_until_the_human_owes_a_decision(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = "new space_base bots=2\njoin ana\nstart\nauto 3\nstatus\n"
    _run(monkeypatch, tmp_path, script, "--no-images")
    out = capsys.readouterr().out.split("[table] **Space Base** begins!")[1]
    moves = [line for line in out.splitlines() if line.startswith("[table] Bot ")]
    assert moves and out.rstrip().splitlines()[-1].startswith("@ana: ")


def test_terminal_table_refuses_a_bot_count_that_is_no_number(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _run(monkeypatch, tmp_path, "new space_base bots=many\n")
    assert "! usage: new <game> [bots=N]" in capsys.readouterr().out


async def test_terminal_table_prompt_names_who_has_the_keyboard(
    db: aiosqlite.Connection, tmp_path: Path
) -> None:
    terminal = Terminal(make_service(db), tmp_path, io.StringIO())
    assert terminal.prompt() == "> "
    terminal.current = Player(1, "ana")
    assert terminal.prompt() == "ana> "


async def _toy_table(
    db: aiosqlite.Connection, tmp_path: Path, out: io.StringIO
) -> tuple[Terminal, str]:
    """A terminal table of the toy game with ana and bo seated and started, and the name of
    the player to act first."""
    terminal = Terminal(make_service(db, {"toy": TOY}), tmp_path, out)
    for line in ("new toy", "join ana", "join bo", "start"):
        await terminal.execute(line)
    table = await terminal.service.table_of(1)
    assert table is not None
    return terminal, table.names[min(table.game.to_act(table.state))]


async def test_terminal_table_confirm_answers_the_undo_question(
    db: aiosqlite.Connection, tmp_path: Path
) -> None:
    out = io.StringIO()
    terminal, first = await _toy_table(db, tmp_path, out)
    for line in (f"as {first}", "play move", "undo", "confirm"):
        await terminal.execute(line)
    table = await terminal.service.table_of(1)
    assert table is not None and table.row.version == 0, out.getvalue()
    assert "unknown command" not in out.getvalue()


async def test_terminal_legal_lists_the_games_hints_first(
    db: aiosqlite.Connection, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``legal`` prints what ``/play``'s autocomplete offers (GameService.choices): the game's
    notation hints (High Frontier's ``fly`` destinations) before its legal notations."""

    def hints(state: object, seat: int, typed: str) -> list[tuple[str, str]]:
        return [(f"Hint for {typed!r}", "move")]

    monkeypatch.setattr(TOY, "notation_hints", hints, raising=False)
    out = io.StringIO()
    terminal, first = await _toy_table(db, tmp_path, out)
    await terminal.execute(f"as {first}")
    start = len(out.getvalue())
    await terminal.execute("legal mo")
    assert out.getvalue()[start:].splitlines()[0] == "move — Hint for 'mo'"  # what to type first


def test_two_terminal_sessions_keep_their_own_boards(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    script = "new space_base\njoin ana\njoin bo\nstart\nboard\n"
    _run(monkeypatch, tmp_path, script)
    first = set((tmp_path / "b").glob("*.png"))
    (tmp_path / "t.sqlite3").unlink()
    monkeypatch.setattr("bot.local.os.getpid", lambda: 1)  # another process
    _run(monkeypatch, tmp_path, script)
    second = set((tmp_path / "b").glob("*.png"))
    assert first and len(second) == 2 * len(first)


def test_a_private_post_is_in_its_reader_s_language_throughout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The terminal speaks English, the table zh-TW, and ana reads the table's language: her
    private news (a secret choice's own sentence) is in zh-TW like its header, not in the
    language of the command that caused it."""
    script = "new high_frontier bots=1 language=zh-TW\njoin ana\nstart\nplay side front\nquit\n"
    _run(monkeypatch, tmp_path, script, "--no-images")
    out = capsys.readouterr().out
    private = out.split("[to ana]")[-1].split("\n[")[0]
    assert "第 2 步" in private and "你選擇了正面" in private, private
    assert "You chose" not in private


def test_a_board_asked_for_is_posted_in_the_table_s_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The terminal speaks English, the table zh-TW: the public board post ``board`` asks for
    opens with the table's title line in zh-TW, like the rest of the post."""
    script = "new high_frontier bots=1 language=zh-TW\njoin ana\nstart\nboard\nquit\n"
    _run(monkeypatch, tmp_path, script, "--no-images")
    out = capsys.readouterr().out
    assert "[table] **高邊疆 4**，第 1 步。" in out, out[-600:]
    assert "[table] **High Frontier 4 All**" not in out


def test_terminal_card_shows_a_component_and_saves_its_picture(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = "new space_base\njoin ana\njoin bo\nstart\ncard skiff mira\ncard zeppelin\ncard\n"
    _run(monkeypatch, tmp_path, script)
    out = capsys.readouterr().out
    assert "[you] **Skiff Mira** (ship, `l1-09`)" in out
    assert "! No component of Space Base is called `zeppelin`." in out
    assert "! card <name or id>" in out
    assert list((tmp_path / "b").glob("*-card.png"))


def test_the_terminal_shows_discord_times_as_dates_and_distances() -> None:
    now = datetime(2026, 11, 28, 12, tzinfo=UTC)
    text = plain_moments(f"away until {moment_and_wait(now + timedelta(hours=5))}", now)
    assert text.startswith("away until 2026-11-28 ") and text.endswith(" (in 5 hours)")
    assert "<t:" not in text


def test_terminal_card_shows_an_eclipse_sector_by_its_name(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = "new eclipse\njoin ana\njoin bo\nstart\ncard altair\ncard anything\n"
    _run(monkeypatch, tmp_path, script, "--no-images")
    out = capsys.readouterr().out
    assert "**223 Altair** (sector, `223`)" in out and "• Artifacts: 1" in out
    assert "! No component of Eclipse: Second Dawn for the Galaxy is called `anything`." in out


def test_lang_is_the_reader_s_language_and_a_new_table_s(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--lang zh-CN``: the table ``new`` opens speaks zh-CN, and so do ``legal`` (each move's
    words beside its notation), a refusal and the keyboard's notices."""
    script = "new eclipse\njoin ana\njoin bo\nstart\nas ana\nlegal\nplay nonsense\nquit\n"
    _run(monkeypatch, tmp_path, script, "--no-images", "--lang", "zh-CN")
    out = capsys.readouterr().out
    assert "[table] **蚀：银河第二黎明** 开始了！" in out, out[-800:]
    assert "（现在由 ana 操作键盘）" in out
    listed = out.split("操作键盘）\n")[-1].split("\n! ")[0].splitlines()
    assert "explore — 执行探索行动" in listed and "pass — 本回合声明跳过" in listed, listed
    refusal = [line for line in out.splitlines() if line.startswith("! ")]
    assert len(refusal) == 1 and re.search(r"[\u4e00-\u9fff]", refusal[0]), refusal


def test_language_sets_the_table_s_and_lang_the_reader_s(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--lang zh-CN`` with ``language=zh-TW``: the table's posts read Traditional Chinese,
    what the keyboard's reader is told Simplified."""
    script = "new eclipse language=zh-TW\njoin ana\njoin bo\nstart\nas ana\nlegal\nquit\n"
    _run(monkeypatch, tmp_path, script, "--no-images", "--lang", "zh-CN")
    out = capsys.readouterr().out
    assert "[table] **蝕：銀河第二黎明** 開始了！" in out, out[-800:]
    assert "pass — 本回合声明跳过" in out and "pass — 本回合聲明跳過" not in out
