"""Table options at ``/game new``: accepted beside the game's own, stored apart, read by the
table services, and never shown to the game's setup (start, undo rebuild, replay, export)."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import pytest

from bot.services.clock import ManualClock
from bot.services.errors import UnknownOption
from bot.services.export import export_game, load_export, rebuild
from bot.services.table_options import InvalidTableOption, TablePolicy
from tests.table.harness import CHANNEL, GAMES, GUILD, USERS, Table, make_table

HOUR = timedelta(hours=1)


@pytest.fixture
async def table(db: aiosqlite.Connection, clock: ManualClock) -> Table:
    return await make_table(db, clock)


async def test_table_and_game_options_are_stored_apart(table: Table) -> None:
    await table.start(length=8, reminder_hours=2, away_stretches_deadlines=False)
    live = await table.service.table_of(CHANNEL)
    assert live is not None
    assert live.row.options == {"length": 8}
    assert live.row.table_options == {
        "reminder_hours": 2,
        "away_stretches_deadlines": False,
        "language": "en",
    }


async def test_lobby_post_lists_game_and_table_options(table: Table) -> None:
    outputs = await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", {"stall_after": 2})
    text = outputs.public[0].text
    assert "`length`" in text and "`deadline_hours`" in text and "`stall_after=2`" in text


async def test_unknown_option_names_both_kinds(table: Table) -> None:
    with pytest.raises(UnknownOption) as refused:
        await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", {"speed": 3})
    assert "`length`" in refused.value.message and "`reminder_hours`" in refused.value.message


@pytest.mark.parametrize(
    ("name", "value"),
    [("stall_after", 0), ("reminder_hours", -1), ("deadline_hours", "soon"), ("stall_after", True)],
)
async def test_out_of_range_table_option_is_refused(
    table: Table, name: str, value: str | int | bool
) -> None:
    with pytest.raises(InvalidTableOption):
        await table.service.new_game(CHANNEL, GUILD, USERS[0], "toy", {name: value})


def test_policy_defaults_without_options() -> None:
    policy = TablePolicy.from_options({})
    assert (policy.reminder_interval, policy.stall_after, policy.deadline) == (
        12 * HOUR,
        3,
        24 * HOUR,
    )


async def test_reminder_hours_sets_the_default_interval(table: Table) -> None:
    await table.start(reminder_hours=2)
    await table.wait(2 * HOUR)
    assert "a reminder" in table.notifier.texts()[-1]


async def test_stall_after_sets_the_reminders_before_the_stall(table: Table) -> None:
    await table.start(stall_after=1)
    await table.wait(12 * HOUR)
    assert "has stalled on" in table.notifier.texts()[-1]


async def test_deadline_hours_closes_a_window_with_its_default(table: Table) -> None:
    await table.start(deadline_hours=1)
    await table.play("draw")  # the next seat gets a claim/pass window
    await table.wait(HOUR)
    live = await table.service.table_of(CHANNEL)
    assert live is not None and live.state.window is None


async def test_undo_rebuild_sees_only_the_game_options(table: Table) -> None:
    await table.start(length=8, deadline_hours=1)
    await table.play("move")
    await table.service.undo(CHANNEL, await table.seat_user(0), confirm=True)
    live = await table.service.table_of(CHANNEL)
    assert live is not None and (live.row.version, live.state.length) == (0, 8)


async def test_export_keeps_table_options_apart_and_rebuilds(table: Table) -> None:
    await table.start(length=8, stall_after=2)
    await table.play("move")
    export = await export_game(table.db, table.game_id, user_id=USERS[2].user_id, is_manager=True)
    loaded = load_export(export.model_dump_json())
    assert (loaded.options, loaded.table_options) == (
        {"length": 8},
        {"stall_after": 2, "language": "en"},
    )
    assert rebuild(loaded, GAMES).version == 1


def test_export_without_table_options_still_loads() -> None:
    text = (
        '{"format": "orrery-export/1", "game_key": "toy", "pack": "toy", "seed": "s",'
        ' "options": {}, "num_players": 2, "status": "finished", "names": ["a", "b"],'
        ' "actions": []}'
    )
    assert load_export(text).table_options == {}
