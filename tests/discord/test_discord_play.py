"""Playing through buttons, /play and autocomplete; stale and concurrent clicks; restarts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.discord.conftest import running_bot
from tests.discord.fake import FakeDiscord, Sent
from tests.discord.flows import current, decision_message, open_game
from tests.discord.harness import Driver


def player(table_users: tuple[int, ...], users: list[Any], seat: int) -> dict[str, Any]:
    """The test user holding ``seat``."""
    return next(u for u in users if int(u["id"]) == table_users[seat])


async def board_and_actor(driver: Driver, users: list[Any]) -> tuple[Sent, dict[str, Any]]:
    """The message holding the current decision's components, and the user who must act."""
    table = await current(driver)
    (seat,) = table.game.to_act(table.state)
    actor = player(table.seat_users, users, seat)
    return decision_message(driver, int(actor["id"]), table.state.version), actor


async def test_button_click_applies_the_move(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    board, actor = await board_and_actor(table, users)
    await table.click(actor, board, board.custom_ids()[0])
    assert (await current(table)).state.version == 1


async def test_play_applies_typed_notation(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    _, actor = await board_and_actor(table, users)
    await table.slash(actor, "play", action="move")
    assert (await current(table)).state.version == 1


async def test_autocomplete_offers_the_callers_legal_moves(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    _, actor = await board_and_actor(table, users)
    choices = await table.autocomplete(actor, "play", "action", "")
    assert {"move", "draw"} <= {choice["name"] for choice in choices}
    assert {"#0 move", "#0 draw"} <= {choice["value"] for choice in choices}


async def test_a_move_chosen_twice_from_autocomplete_applies_once(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    _, actor = await board_and_actor(table, users)
    await table.slash(actor, "play", action="#0 move")
    await table.slash(actor, "play", action="#0 move")
    live = await current(table)
    assert live.state.version == 1 and live.state.moves_this_turn == 1
    said = table.fake.private_messages(int(actor["id"]))[-1].content
    assert "older board" in said


async def test_a_typed_move_is_not_pinned(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    _, actor = await board_and_actor(table, users)
    await table.slash(actor, "play", action="move")
    await table.slash(actor, "play", action="move")
    assert (await current(table)).state.version == 2


async def test_stale_button_is_refused_with_the_current_board(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    board, actor = await board_and_actor(table, users)
    await table.slash(actor, "play", action="move")
    record = await table.click(actor, board, board.custom_ids()[0])
    reply = table.fake.messages[record.original or 0]
    assert "older board" in reply.content and (await current(table)).state.version == 1


async def test_two_clicks_on_one_version_apply_once(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    board, actor = await board_and_actor(table, users)
    first = table.click_payload(actor, board, board.custom_ids()[0])
    second = table.click_payload(actor, board, board.custom_ids()[0])
    await table.run([first, second])
    assert (await current(table)).state.version == 1


async def test_other_users_click_is_refused(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    board, actor = await board_and_actor(table, users)
    other = next(u for u in users if u is not actor)
    record = await table.click(other, board, board.custom_ids()[0])
    assert "not you" in table.fake.messages[record.original or 0].content


async def test_buttons_work_after_a_restart(
    fake: FakeDiscord, channel: dict[str, Any], tmp_path: Path, users: list[Any], games: Any
) -> None:
    database = tmp_path / "orrery.sqlite3"
    async with running_bot(fake, channel, database, games) as first:
        await open_game(first, users, "toy")
        board, actor = await board_and_actor(first, users)
    async with running_bot(fake, channel, database, games) as second:
        await second.click(actor, board, board.custom_ids()[0])
        assert (await current(second)).state.version == 1
    assert fake.violations == []


async def test_undo_shows_the_move_then_confirms(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    _, actor = await board_and_actor(table, users)
    await table.slash(actor, "play", action="move")
    record = await table.slash(actor, "game undo")
    preview = table.fake.messages[record.original or 0]
    await table.click(actor, preview, preview.custom_ids()[0])
    assert "`move`" in preview.content and (await current(table)).state.version == 0


async def test_a_stale_undo_confirmation_shows_the_current_board(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    _, actor = await board_and_actor(table, users)
    await table.slash(actor, "play", action="move")
    record = await table.slash(actor, "game undo")
    preview = table.fake.messages[record.original or 0]
    await table.slash(actor, "game undo")
    await table.click(actor, preview, preview.custom_ids()[0])
    await table.click(actor, preview, preview.custom_ids()[0])
    refusal = table.fake.private_messages(int(actor["id"]))[-1].content
    assert "older board" in refusal and "Toy" in refusal


async def test_game_board_shows_the_board_to_the_caller_unless_posted(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy")
    before = len(table.fake.public_messages())
    record = await table.slash(users[0], "game board")
    assert record.ephemeral and len(table.fake.public_messages()) == before
    await table.slash(users[0], "game board", post=True)
    assert len(table.fake.public_messages()) == before + 1
