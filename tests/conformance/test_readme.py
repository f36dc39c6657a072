"""The README lists every registered game as the registry gives it (docs/adding-a-game.md, step
12): its title, key and seats in the games table, marked playable, and a link to its players'
guide, which exists in English, Simplified and Traditional Chinese."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules import GAMES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _games_table() -> dict[str, list[str]]:
    """Key -> the cells (title, key, seats, status) of the README's games table."""
    lines = README.split("| game | key | seats | status |", 1)[1].splitlines()[2:]
    rows: dict[str, list[str]] = {}
    for line in lines:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows[cells[1].strip("`")] = cells
    return rows


def test_the_games_table_lists_exactly_the_registered_games() -> None:
    assert sorted(_games_table()) == sorted(GAMES)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_games_row_gives_its_title_seats_and_status(key: str) -> None:
    title, _, seats, status = _games_table()[key]
    game = GAMES[key]
    assert title == game.title
    numbers = re.findall(r"\d+", seats)
    assert (numbers[0], numbers[-1]) == (str(game.min_players), str(game.max_players))
    assert status.startswith("playable")


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_readme_links_the_games_guide_in_three_languages(key: str) -> None:
    guide = f"docs/{key.replace('_', '-')}.md"
    assert f"]({guide})" in README
    for name in (guide, guide.replace(".md", ".zh-CN.md"), guide.replace(".md", ".zh-TW.md")):
        assert (ROOT / name).is_file(), name
