"""Afternova's asynchronous deals, out-of-turn completion and the last chance, through Discord.

Every game here is a rulebook situation staged by :class:`StagedAfternova` (seat 0 is "Jeff", the
first player, seat 1 "Andrew"), driven with ``/play`` and button clicks on the fake Discord. After
every step the leak watch checks, by component id, that no hand card or objective still hidden
reached the channel, a custom_id, a button label or another seat's DM.
"""

from __future__ import annotations

from pathlib import Path

from rules.afternova.cards import catalog
from rules.afternova.state import AfternovaState, CompletedBlueprint
from tests.discord.afternova_stage import staged_table
from tests.discord.fake import Sent
from tests.discord.flows import current, latest_board
from tests.discord.harness import ErrorLog
from tests.rules.afternova.an_helpers import give_hand, set_planet, set_storage

JEFF, ANDREW, CY = 0, 1, 2
PALLAS = "pl-17"  # piloting 3, engineering 2, 4 spaces
RULEBOOK_DEAL = "propose 1 with hp-41 hp-45 | @2 engineering:1 gets purple purple"
CAT = catalog()


def accept(paw: str) -> str:
    """The label of accepting a deal with Hired Paw ``paw``: its skills, never its id."""
    skills = ", ".join(f"{skill} {n}" for skill, n in CAT.paw[paw].skills.items())
    return f"Accept with ({skills})"


def labels(message: Sent) -> list[str]:
    """The button labels of ``message``."""
    return [b["label"] for row in message.payload.get("components", []) for b in row["components"]]


def nectar(state: AfternovaState) -> None:
    """The rulebook's extraction: Jeff lacks one engineering for Pallas; Andrew can help."""
    set_planet(state, 0, PALLAS, ["purple", "purple", "green", "white"])
    give_hand(state, JEFF, ["hp-45", "hp-41", "hp-01"])  # hp-01 stays hidden in his hand
    give_hand(state, ANDREW, ["hp-33", "hp-02"])


async def test_helper_is_pinged_publicly_and_answers_by_dm_button(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        andrew = await game.user(ANDREW)
        board, ping = game.fake.public_messages()[-2:]
        assert f"<@{andrew['id']}>" in ping.content and "engineering:1" in ping.content
        jeff = await game.user(JEFF)
        asks = f"{jeff['username']} (@{JEFF + 1}) asks you"
        assert "{p" not in ping.content and asks in ping.content
        dm = await game.dm_with_choices(ANDREW)
        assert "{p" not in board.content and asks in board.content
        assert "{p" not in dm.content and asks in dm.content
        assert labels(board) == ["Decline the deal"]  # the accepts name his hand: DM only
        assert labels(dm) == [accept("hp-02"), accept("hp-33")]


async def test_rulebook_deal_lands_two_purple_with_andrew(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        await game.click_label(ANDREW, await game.dm_with_choices(ANDREW), accept("hp-02"))
        state = await game.state()
    assert state.seats[ANDREW].storage == ["purple", "purple"]
    assert state.seats[JEFF].storage == ["green", "white"]
    assert state.deal is None and state.active == ANDREW


async def test_public_ping_names_no_uncommitted_hand_card(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        text = game.fake.public_messages()[-1].content
    assert "hp-01" not in text and "hp-02" not in text and "hp-33" not in text


async def test_a_declined_deal_gives_jeff_his_paws_and_his_turn_back(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        await game.click_label(
            ANDREW, latest_board(game.fake.public_messages()), "Decline the deal"
        )
        state = await game.state()
        pinged = latest_board(game.fake.public_messages()).content
    assert sorted(state.seats[JEFF].hand) == ["hp-01", "hp-41", "hp-45"]
    assert state.deal is None and state.active == JEFF
    assert "declined the deal" in pinged


async def test_jeff_withdraws_and_takes_the_market_action(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        await game.play(JEFF, "withdraw")
        for slot in (1, 2, 3):
            await game.play(JEFF, f"take bp {slot}")
        state = await game.state()
    assert state.active == ANDREW and len(state.seats[JEFF].hand) == 6


async def test_the_helper_cannot_accept_after_a_withdrawal(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        dm = await game.dm_with_choices(ANDREW)
        await game.play(JEFF, "withdraw")
        await game.click_label(ANDREW, dm, accept("hp-02"))
        state = await game.state()
    assert state.deal is None and state.seats[ANDREW].storage == []


def gift_of_green(state: AfternovaState) -> None:
    """The rulebook's gift: Jeff gives a stored green so Andrew keeps all four fragments."""
    nectar(state)
    give_hand(state, JEFF, ["hp-45", "hp-02"])
    give_hand(state, ANDREW, ["hp-41", "hp-33"])
    set_storage(state, JEFF, ["green"])


async def test_a_gift_of_a_stored_fragment_changes_hands_on_acceptance(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, gift_of_green, error_log=error_log) as game:
        await game.play(JEFF, "propose 1 with hp-02 hp-45 | @2 piloting:1 | gift @1 green->@2")
        await game.click_label(ANDREW, await game.dm_with_choices(ANDREW), accept("hp-41"))
        state = await game.state()
    assert state.seats[JEFF].storage == ["purple", "purple", "green", "white"]
    assert state.seats[ANDREW].storage == ["green"]


async def test_a_malformed_proposal_gets_one_private_sentence_and_changes_nothing(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        before = len(game.fake.public_messages())
        reply = await game.play(JEFF, "propose 1 with hp-41 hp-45 | @2 engineering")
        state = await game.state()
        assert len(game.fake.public_messages()) == before
    assert "piloting:1" in reply and state.version == 0


COMPLETABLE = "bp-03"  # purple + 2 white, 6 VP


def cy_can_complete(state: AfternovaState) -> None:
    """Cy, who is not active, holds a Blueprint whose cost his storage covers."""
    give_hand(state, CY, [COMPLETABLE, "hp-01"])
    set_storage(state, CY, sorted(CAT.blueprint[COMPLETABLE].icons))


async def test_an_idle_seat_completes_a_blueprint_out_of_turn(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, cy_can_complete, error_log=error_log) as game:
        choices = await game.driver.autocomplete(await game.user(CY), "play", "action", "")
        await game.play(CY, f"complete {COMPLETABLE}")
        state = await game.state()
    assert [c["name"].split(" — ")[0] for c in choices] == [f"complete {COMPLETABLE}"]
    assert [c.id for c in state.seats[CY].completed] == [COMPLETABLE]
    assert state.active == JEFF and state.seats[CY].storage == []


def five_done(state: AfternovaState) -> None:
    """Jeff has 5 Blueprints and can complete a 6th; Cy could complete one more too."""
    cy_can_complete(state)
    done = [b.id for b in CAT.pack.blueprints if b.id != COMPLETABLE][:5]
    state.bp_deck = [c for c in state.bp_deck if c not in done]
    state.seats[JEFF].completed = [CompletedBlueprint(id=b) for b in done]
    sixth = next(b for b in state.bp_deck if b != COMPLETABLE)
    give_hand(state, JEFF, [sixth])
    set_storage(state, JEFF, sorted(CAT.blueprint[sixth].icons))


async def test_the_last_chance_closes_when_everyone_answered(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, five_done, error_log=error_log) as game:
        sixth = (await game.state()).seats[JEFF].hand[0]
        await game.play(JEFF, f"complete {sixth}")
        window = (await game.state()).last_chance
        asked = window.asked if window else []
        await game.play(ANDREW, "pass")
        await game.play(CY, f"complete {COMPLETABLE}")
        await game.play(CY, "pass")
        final = game.fake.public_messages()[-1].content
        state = await game.state()
    assert asked == [ANDREW, CY] and state.phase == "over" and "Game over" in final


async def test_autocomplete_completes_a_proposal_from_the_callers_hand(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        jeff = await game.user(JEFF)
        typed = "propose 1 with hp-41 hp-45 | @2"
        choices = await game.driver.autocomplete(jeff, "play", "action", typed)
        await game.watch.check()
    assert "propose 1 with hp-41 hp-45 | @2 engineering:1 gets purple purple" in {
        c["value"] for c in choices
    }


async def test_autocomplete_checks_a_typed_proposal(tmp_path: Path, error_log: ErrorLog) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        jeff = await game.user(JEFF)
        choices = await game.driver.autocomplete(jeff, "play", "action", RULEBOOK_DEAL)
    assert choices[0] == {"name": f"✓ {RULEBOOK_DEAL}", "value": RULEBOOK_DEAL}


async def test_a_helpers_autocomplete_names_only_their_own_paws(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        andrew = await game.user(ANDREW)
        choices = await game.driver.autocomplete(andrew, "play", "action", "")
    shown = [c["name"].split(" — ")[0] for c in choices]  # the notation, then its label
    assert shown == ["accept hp-02", "accept hp-33", "decline"]


async def test_help_in_an_afternova_channel_explains_the_deal_notation(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        cy = await game.user(CY)
        await game.driver.slash(cy, "help")
        text = game.fake.private_messages(int(cy["id"]))[-1].content
    assert "propose 1 with" in text and "gift @1 green->@2" in text and "accept hp-" in text


async def test_an_unanswered_deal_lapses_at_its_deadline(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        await game.lapse(23)
        still_open = (await game.state()).deal is not None
        await game.lapse(2)
        state = await game.state()
        jeff = await game.user(JEFF)
        posted = latest_board(game.fake.public_messages()).content
    assert still_open and state.deal is None and state.active == JEFF
    assert "declined the deal" in posted and f"<@{jeff['id']}>" in posted


async def test_the_last_chance_closes_at_its_deadline_with_pass(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, five_done, error_log=error_log) as game:
        sixth = (await game.state()).seats[JEFF].hand[0]
        await game.play(JEFF, f"complete {sixth}")
        await game.play(ANDREW, "pass")
        await game.lapse(25)
        state = await game.state()
        final = game.fake.public_messages()[-1].content
    assert state.phase == "over" and state.seats[CY].completed == []
    assert "Game over" in final


async def test_the_board_during_a_deal_is_drawn_from_a_view_without_hand_cards(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, nectar, error_log=error_log) as game:
        await game.play(JEFF, RULEBOOK_DEAL)
        table = await current(game.driver)
    public = table.game.view(table.state, None).model_dump_json()
    secrets = set().union(*(table.game.secret_ids(table.state, s) for s in range(3)))
    assert "hp-41" in public and not any(f'"{secret}"' in public for secret in secrets)
