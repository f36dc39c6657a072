"""The 2-player mode with the automa through Discord: a whole game to the final scores, the
automa's turns in the public log, and the automa's help in an extraction (rulebook "2-player
rules")."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from rules import GAMES
from rules.afternova.state import AfternovaState, AutomaState
from rules.core import Game
from tests.discord.afternova_stage import staged_table
from tests.discord.flows import LeakWatch, current, open_game, play_to_the_end
from tests.discord.harness import Driver, ErrorLog
from tests.rules.afternova.an_helpers import give_hand, set_planet

JEFF = 0
PALLAS = "pl-17"  # piloting 3, engineering 2


@pytest.fixture
def games() -> Mapping[str, Game]:
    return {"afternova": GAMES["afternova"]}


async def test_two_players_and_the_automa_reach_the_final_scores(
    table: Driver, users: list[Any]
) -> None:
    watch = LeakWatch(table)
    await open_game(table, users[:2], "afternova")
    await play_to_the_end(table, users[:2], watch)
    final = table.fake.public_messages()[-1].content
    assert "Game over" in final and watch.checked > 0
    assert (await current(table)).state.automa is not None


async def test_the_automas_turns_show_in_the_public_log(table: Driver, users: list[Any]) -> None:
    await open_game(table, users[:2], "afternova")
    await play_to_the_end(table, users[:2])
    record = await table.slash(users[0], "game log", page=1)
    first_page = table.fake.messages[record.original or 0].content
    posts = " ".join(m.content for m in table.fake.public_messages())
    assert "The automa drew a" in posts and "The automa drew a" in first_page


def automa_can_help(state: AfternovaState) -> None:
    """Jeff covers Pallas's piloting alone; the automa may fill its engineering."""
    set_planet(state, 0, PALLAS, ["purple", "green", "black", "white"])
    give_hand(state, JEFF, ["hp-01", "hp-41"])  # piloting 2 + 1


def automa_fragments(automa: AutomaState) -> int:
    """Fragments the automa holds: in storage and on its Blueprints."""
    return len(automa.storage) + sum(len(b.covered) for b in automa.row)


async def test_the_automa_helps_an_extraction_for_one_fragment_per_requirement(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, automa_can_help, players=2, error_log=error_log) as game:
        before = await game.state()
        assert before.automa is not None
        jeff = await game.user(JEFF)
        offered = await game.driver.autocomplete(jeff, "play", "action", "bot fills engineering")
        await game.play(JEFF, offered[0]["value"])
        after = await game.state()
    assert after.automa is not None
    gained = automa_fragments(after.automa) - automa_fragments(before.automa)
    assert gained == 1 and len(after.seats[JEFF].storage) == 3
