"""A quiet table through the fake Discord (docs/play-by-post.md §2): one board per turn edited in
place, a chain of bot moves as one post, never more than 5 messages or edits per 5 s in a
channel, a 429 waited out, and "since your last turn" in every ping."""

from __future__ import annotations

from typing import Any

from tests.discord.fake import Sent
from tests.discord.flows import current, open_game, pinged_users, play_to_the_end, user_of
from tests.discord.harness import Driver
from tests.discord.transport import CHANNEL_OPS_MAX


def boards(driver: Driver) -> list[Sent]:
    """The channel's posts that ping nobody (boards, lobby lines), oldest first."""
    return [m for m in driver.fake.public_messages() if not pinged_users(m)]


async def play_move(driver: Driver, users: list[Any]) -> dict[str, Any]:
    """``/play move`` by the seat that must act; returns its user."""
    table = await current(driver)
    seat = min(table.game.to_act(table.state) - table.bot_seats)
    user = user_of(users, table.seat_users[seat])
    await driver.slash(user, "play", action="move")
    return user


async def test_a_seats_second_move_edits_its_turns_board(table: Driver, users: list[Any]) -> None:
    await open_game(table, users, "toy")
    await play_move(table, users)
    posted = boards(table)
    await play_move(table, users)  # the same seat: the toy's turn is two moves
    after = boards(table)
    assert len(after) == len(posted)
    lines = after[-1].content.splitlines()
    assert sum(1 for line in lines if line.endswith("moved")) == 2
    assert [kind for _, kind in table.fake.rates.ops_in(int(table.channel["id"]))][-2:] == [
        "edit",
        "send",
    ]  # the board edited, then the next seat's ping


async def test_a_chain_of_bot_turns_is_one_post(table: Driver, users: list[Any]) -> None:
    await table.slash(users[0], "game new", game="toy", bots=2)
    await table.slash(users[0], "game start")
    await table.settle()  # bot seats seated before the human have played
    await play_move(table, users)
    before = len(table.fake.public_messages())
    await play_move(table, users)  # ends the human's turn: both bots play theirs
    fresh = table.fake.public_messages()[before:]
    table_now = await current(table)
    assert table_now.game.to_act(table_now.state) - table_now.bot_seats  # back to the human
    posts = [m for m in fresh if not pinged_users(m)]
    assert posts == []  # the human's board was edited: its turn, then the bots' moves
    board = boards(table)[-1].content
    assert "Bot 2" in board and "Bot 3" in board
    assert [len(pinged_users(m)) for m in fresh] == [1]


async def test_no_channel_gets_more_than_five_messages_or_edits_in_five_seconds(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy", "length=30", bots=1)
    await play_to_the_end(table, users)
    channel = int(table.channel["id"])
    assert len(table.fake.rates.ops_in(channel)) > 3 * CHANNEL_OPS_MAX
    assert table.fake.rates.busiest(channel) <= CHANNEL_OPS_MAX


async def test_a_429_is_waited_out_and_the_board_still_arrives(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users[:2], "toy")
    channel = int(table.channel["id"])
    started = table.fake.pace.now()
    table.fake.rates.rate_limit(channel, retry_after=3.0, times=2)
    await play_move(table, users)
    assert len(table.fake.rates.refused) == 2
    assert table.fake.pace.now() - started >= 6.0
    assert boards(table)[-1].content.splitlines()[0].endswith("moved")


async def test_a_ping_says_what_happened_since_the_seats_last_turn(
    table: Driver, users: list[Any]
) -> None:
    await open_game(table, users, "toy", "length=30")
    first = await current(table)
    opener = min(first.game.to_act(first.state))
    for _ in range(8):  # four turns of two moves: every seat moved, the opener twice
        await play_move(table, users)
    live = await current(table)
    assert min(live.game.to_act(live.state)) != opener
    waiting = min(live.game.to_act(live.state))
    user = int(user_of(users, live.seat_users[waiting])["id"])
    ping = next(m for m in reversed(table.fake.public_messages()) if user in pinged_users(m))
    lines = ping.content.splitlines()
    assert lines[1] == "Since your last turn:"
    assert len([line for line in lines if line.startswith("• ")]) == 4
    assert all(live.names[waiting] not in line for line in lines[2:])


async def test_a_long_absence_ends_with_the_log_command(table: Driver, users: list[Any]) -> None:
    players = [*users, table.fake.add_user("dee")]
    await open_game(table, players, "toy", "length=30")
    for _ in range(10):  # between two turns of a seat, the three others' six moves
        await play_move(table, players)
    pings = [m.content.splitlines() for m in table.fake.public_messages() if pinged_users(m)]
    bullets = [[line for line in ping if line.startswith("• ")] for ping in pings]
    assert max(len(lines) for lines in bullets) == 5
    assert pings[-1][-1] == "…and 1 more, see `/game log`."
