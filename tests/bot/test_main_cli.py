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
