"""Private posts read as text: the game's ``private_summary`` (hand and hidden objective in words)
in each seat's DM and ``/hand``; games without it list the seat's secret ids."""

from __future__ import annotations

from dataclasses import replace

import aiosqlite

from bot.services.compose import private_lines, private_post
from bot.services.game_service import GameService
from bot.services.outputs import Outputs
from rules import GAMES
from rules.afternova.cards import catalog
from rules.afternova.state import AfternovaState
from rules.core.game import component_names, private_summary
from tests.bot.helpers import CHANNEL, GUILD, USERS, make_service, open_table, user_of
from tests.table.toy import TOY

DISCORD_LIMIT = 2000


async def _afternova_start(service: GameService, players: int) -> tuple[AfternovaState, Outputs]:
    await service.new_game(CHANNEL, GUILD, USERS[0], "afternova", {})
    for user in USERS[1:players]:
        await service.join(CHANNEL, user)
    outputs = await service.start(CHANNEL, USERS[0])
    table = await service.table_of(CHANNEL)
    assert table is not None
    return table.state, outputs


async def test_each_start_dm_names_its_seat_hand_ids_and_objective_colours(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    state, outputs = await _afternova_start(service, 3)
    table = await service.table_of(CHANNEL)
    assert table is not None and len(outputs.private) == 3
    cat = catalog(state.pack)
    for post in outputs.private:
        seat = table.seat_users.index(post.user_id)
        colours = cat.starship[state.seats[seat].starship].objective.colours
        assert all(f"`{card}`" in post.text for card in state.seats[seat].hand)
        assert all(f"**{colour}**" in post.text for colour in colours)


async def test_a_start_dm_names_no_card_of_another_seat(db: aiosqlite.Connection) -> None:
    service = make_service(db)
    state, outputs = await _afternova_start(service, 4)
    table = await service.table_of(CHANNEL)
    assert table is not None
    for post in outputs.private:
        seat = table.seat_users.index(post.user_id)
        others = [card for s, p in enumerate(state.seats) if s != seat for card in p.hand]
        assert not any(card in post.text for card in others)


async def test_hand_reply_holds_the_private_summary(db: aiosqlite.Connection) -> None:
    service = make_service(db)
    table = await open_table(service, "afternova", 2)
    outputs = await service.hand(CHANNEL, user_of(table, 1))
    assert (private_summary(table.game, table.state, 1) or "") in (outputs.reply or "")


async def test_a_dm_with_a_full_hand_fits_one_discord_message_whole(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db)
    table = await open_table(service, "afternova", 3)
    cat = catalog(table.state.pack)
    full = table.state.model_copy(deep=True)
    full.seats[0].hand = [p.id for p in cat.pack.hired_paws[-8:]] + [
        b.id for b in cat.pack.blueprints[-6:]
    ]
    post = await private_post(service.tables, replace(table, state=full), 0, [], with_view=True)
    assert len(post.text) <= DISCORD_LIMIT
    assert post.text.endswith(private_summary(table.game, full, 0) or "")


async def test_a_game_without_a_summary_lists_the_seat_secret_ids(
    db: aiosqlite.Connection,
) -> None:
    service = make_service(db, {"toy": TOY})
    table = await open_table(service, "toy", 2)
    outputs = await service.hand(CHANNEL, user_of(table, 0))
    hidden = ", ".join(f"`{card}`" for card in sorted(TOY.secret_ids(table.state, 0)))
    assert f"Only you see: {hidden}." in (outputs.reply or "")


def test_the_secret_components_are_named_as_printed() -> None:
    """A game without a summary (High Frontier) names each hidden card by its printed name
    beside its id, so a reader knows its hand without the picture."""
    game = GAMES["high_frontier"]
    state = game.setup(2, seed="hand").model_copy(deep=True)
    state.players[0].hand = ["thruster-03", "robonaut-09"]
    said = "\n".join(private_lines(game, state, 0, ["Ana", "Ben"]))
    names = component_names(game, state)
    assert all(f"{names[c]} (`{c}`)" in said for c in ("thruster-03", "robonaut-09"))
