"""``python -m bot`` without a token explains itself and exits with code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import main


def test_missing_token_exits_with_code_2(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "")
    assert main([]) == 2
    error = capsys.readouterr().err
    assert ".env.example" in error and "--local" in error and error.count("\n") == 1
