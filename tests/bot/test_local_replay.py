"""``python -m bot --local --replay FILE`` driven by piped input, on exports of whole games."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from bot.local import main
from bot.services.export import ExportedAction, GameExport
from rules import GAMES

SEED = "replay-seed"


def whole_game_export(key: str) -> GameExport:
    """The export of a 2-seat game played to the end by the game's bot."""
    game = GAMES[key]
    state = game.setup(2, seed=SEED, options={})
    rng = random.Random(0)
    actions = []
    while to_act := game.to_act(state):
        seat = min(to_act)
        action = game.bot_action(state, seat, rng)
        notation = game.describe_action(state, seat, action)
        payload = json.loads(action.model_dump_json())
        actions.append(
            ExportedAction(version=state.version, seat=seat, notation=notation, action=payload)
        )
        state = game.apply(state, seat, action).state
    return GameExport(
        game_key=key,
        pack=state.pack,
        seed=SEED,
        options={},
        num_players=2,
        status="finished",
        names=["ana", "bo"],
        actions=actions,
    )


def replay(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    export: GameExport | str,
    script: str,
    *flags: str,
) -> int:
    path = tmp_path / "game.json"
    path.write_text(export if isinstance(export, str) else export.model_dump_json())
    monkeypatch.setattr("sys.stdin", io.StringIO(script))
    boards = ["--boards", str(tmp_path / "b")]
    return main(["--local", "--replay", str(path), *boards, *flags])


def test_replay_last_shows_the_final_scores(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    game_key: str,
) -> None:
    export = whole_game_export(game_key)
    assert replay(monkeypatch, tmp_path, export, "last\nquit\n", "--no-images") == 0
    out = capsys.readouterr().out
    assert f"move {len(export.actions)}/{len(export.actions)}" in out and "Game over" in out


def test_replay_steps_forward_and_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = whole_game_export("space_base")
    replay(monkeypatch, tmp_path, export, "next 3\nback\n", "--no-images")
    lines = [line for line in capsys.readouterr().out.splitlines() if "[replay]" in line]
    assert [line.split(":")[0] for line in lines] == [
        f"[replay] move {step}/{len(export.actions)}" for step in (0, 3, 2)
    ]


def test_replay_step_names_the_player_who_moved(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = whole_game_export("space_base")
    replay(monkeypatch, tmp_path, export, "next\n", "--no-images")
    first = export.actions[0]
    assert f"move 1/{len(export.actions)}: {export.names[first.seat]}" in capsys.readouterr().out


def test_replay_writes_the_board_of_each_step_shown(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    replay(monkeypatch, tmp_path, whole_game_export("space_base"), "last\n")
    assert sorted(p.name for p in (tmp_path / "b").glob("*.png"))[0] == "replay-0000.png"
    assert len(list((tmp_path / "b").glob("*.png"))) == 2


def test_replay_board_without_images_prints_the_public_view(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    replay(monkeypatch, tmp_path, whole_game_export("space_base"), "board\n", "--no-images")
    game = GAMES["space_base"]
    view = game.view(game.setup(2, seed=SEED, options={}), None).model_dump(mode="json")
    name, value = next(iter(view.items()))
    assert f"{name}: {json.dumps(value)}" in capsys.readouterr().out.splitlines()


def test_replay_refuses_a_file_that_is_no_export(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert replay(monkeypatch, tmp_path, '{"hello": 1}', "") == 2
    assert "Cannot replay" in capsys.readouterr().err


def test_replay_refuses_a_log_with_a_gap(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = whole_game_export("space_base")
    broken = export.model_copy(update={"actions": export.actions[1:]})
    assert replay(monkeypatch, tmp_path, broken, "") == 2
    assert "jumps from version" in capsys.readouterr().err
