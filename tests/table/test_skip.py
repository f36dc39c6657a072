"""The stall notice's skip, carried out by the rules' ``skip_action`` (bot/services/skips.py).

Seeds: with ``s0`` the stalled Space Base allocation at the start opens no off-turn window; with
``s1``, after 56 moves of the game's bot (:data:`WINDOW_AFTER`), the next seat's skipped
allocation opens one (each test checks which case it is in). Windows whose choices are identical
or dominated are settled without asking, so a real one needs cards bought first.
"""

from __future__ import annotations

import random
from datetime import timedelta

import aiosqlite

from bot.services.clock import ManualClock
from bot.services.context import Table as Live
from bot.services.game_service import GameService
from bot.services.outputs import Outputs
from bot.store import table as table_store
from bot.store.actions import list_actions
from rules.core.game import skip_action
from rules.space_base.actions import Pass
from tests.table.harness import CHANNEL, GAMES, USERS, Opener, Table, make_table, restart

HOUR = timedelta(hours=1)
NO_WINDOW, WINDOW = "s0", "s1"
WINDOW_AFTER = 56


async def stalled(
    db: aiosqlite.Connection, clock: ManualClock, key: str, seed: str = "s0"
) -> Table:
    """A 3-player game of ``key`` whose seat to act has stalled (3 reminders, the notice); with
    the :data:`WINDOW` seed, after :data:`WINDOW_AFTER` moves of the game's bot."""
    table = await make_table(db, clock, seed)
    await table.start(3, key=key)
    rng = random.Random(seed)
    for _ in range(WINDOW_AFTER if seed == WINDOW else 0):
        now = await live(table)
        seat = min(now.game.to_act(now.state))
        action = now.game.bot_action(now.state, seat, rng)
        await table.service.act_as_seat(table.game_id, seat, action)
    for _ in range(3):
        await table.wait(12 * HOUR)
    return table


async def live(table: Table) -> Live:
    found = await table.service.table_of(CHANNEL)
    assert found is not None
    return found


async def stalled_seat(table: Table) -> int:
    (seat,) = (await live(table)).game.to_act((await live(table)).state)
    return seat


async def skip_by_vote(table: Table, seat: int) -> Outputs:
    """The two other players vote to skip ``seat``'s stalled turn."""
    turn = await table_store.get_turn(table.db, table.game_id, seat)
    assert turn is not None
    key = await table.reminders.decision_key(turn)
    owner = (await live(table)).seat_users[seat]
    outputs = Outputs()
    for voter in (user for user in USERS if user.user_id != owner):
        outputs = await table.services.stall.choose("skip", key, voter.user_id)
    return outputs


async def answer_window(service: GameService, table: Live) -> None:
    """The seat asked in the off-turn window answers with its stated default."""
    (seat,) = table.game.to_act(table.state)
    user = next(user for user in USERS if user.user_id == table.seat_users[seat])
    default = table.game.default_action(table.state, seat)
    await service.act(CHANNEL, user, table.game.describe_action(table.state, seat, default))


async def actions_of(table: Table, seat: int, since: int) -> list[object]:
    game = (await live(table)).game
    rows = await list_actions(table.db, table.game_id, offset=since)
    return [game.action_from_json(row.payload_json) for row in rows if row.seat == seat]


async def test_stall_notice_offers_skip_where_the_rules_allow_it(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "afternova")
    assert "skip" in [button.action for button in table.notifier.notices[-1].buttons]


async def test_skipped_afternova_turn_pings_the_next_seat(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "afternova")
    seat = await stalled_seat(table)
    await skip_by_vote(table, seat)
    after = await live(table)
    (next_seat,) = after.game.to_act(after.state)
    assert next_seat != seat
    assert table.notifier.notices[-1].mention_user_ids == (after.seat_users[next_seat],)


async def test_skipped_afternova_turn_is_logged_as_skipped_by_the_table(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "afternova")
    seat = await stalled_seat(table)
    await skip_by_vote(table, seat)
    name = (await live(table)).names[seat]
    assert f"The table skipped {name}'s turn" in (await table.service.log(CHANNEL)).reply


async def test_skip_vote_posts_the_skipped_turn(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "afternova")
    seat = await stalled_seat(table)
    outputs = await skip_by_vote(table, seat)
    name = (await live(table)).names[seat]
    assert f"The table skipped the turn of seat {seat + 1}." in outputs.public[0].text
    assert any(f"The table skipped {name}'s turn" in post.text for post in outputs.public[1:])


async def test_skipped_space_base_turn_allocates_by_default_and_passes(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "space_base", NO_WINDOW)
    seat = await stalled_seat(table)
    before = await live(table)
    await skip_by_vote(table, seat)
    default = skip_action(before.game, before.state, seat)
    assert await actions_of(table, seat, before.row.version) == [default, Pass()]
    assert (await live(table)).state.turn_number == before.state.turn_number + 1


async def test_space_base_skip_passes_the_purchase_once_the_window_closes(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "space_base", WINDOW)
    seat = await stalled_seat(table)
    await skip_by_vote(table, seat)
    in_window = await live(table)
    assert in_window.state.phase == "rewards" and seat not in in_window.game.to_act(in_window.state)
    await answer_window(table.service, in_window)
    await table.services.skips.idle()
    assert await actions_of(table, seat, in_window.row.version) == [Pass()]
    assert (await live(table)).state.turn_number == in_window.state.turn_number + 1


async def test_skipped_seat_is_not_pinged_for_its_purchase(
    db: aiosqlite.Connection, clock: ManualClock
) -> None:
    table = await stalled(db, clock, "space_base", WINDOW)
    seat = await stalled_seat(table)
    await skip_by_vote(table, seat)
    sent = len(table.notifier.notices)
    await answer_window(table.service, await live(table))
    await table.services.skips.idle()
    owner = (await live(table)).seat_users[seat]
    assert all(owner not in n.mention_user_ids for n in table.notifier.notices[sent:])


async def test_skipped_turn_is_remembered_after_a_restart(
    open_db: Opener, clock: ManualClock
) -> None:
    first = await stalled(await open_db(), clock, "space_base", WINDOW)
    seat = await stalled_seat(first)
    await skip_by_vote(first, seat)
    second = await restart(open_db, clock)
    in_window = await live(second)
    await answer_window(second.service, in_window)
    await second.services.skips.idle()
    assert await actions_of(second, seat, in_window.row.version) == [Pass()]


async def test_skipped_turn_resumes_at_start_up(open_db: Opener, clock: ManualClock) -> None:
    first = await stalled(await open_db(), clock, "space_base", WINDOW)
    seat = await stalled_seat(first)
    await skip_by_vote(first, seat)
    in_window = await live(first)
    unannounced = GameService(first.db, render_images=False, now=clock.now, games=GAMES)
    await answer_window(unannounced, in_window)  # the process died before announcing it
    second = await restart(open_db, clock)
    assert await actions_of(second, seat, in_window.row.version) == [Pass()]
