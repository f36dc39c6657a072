"""The stall notice's skip through Discord: an Afternova turn skipped by the table's vote.

The game is dealt as usual (:func:`staged_table` with no edit); the bot's manual clock runs the
reminders until the stall notice, and the two other players click its "Skip this turn" button.
"""

from __future__ import annotations

from pathlib import Path

from rules.afternova.state import AfternovaState
from tests.discord.afternova_stage import DealTable, staged_table
from tests.discord.harness import ErrorLog

SKIP = "Skip this turn"


def as_dealt(state: AfternovaState) -> None:
    """No edit: the game as setup dealt it."""


async def stall(game: DealTable) -> int:
    """Run three reminders (12 h each) so that the active seat stalls; return that seat."""
    seat = (await game.state()).active
    for _ in range(3):
        await game.lapse(12)
    return seat


async def test_table_skips_a_stalled_turn_by_vote_and_pings_the_next_seat(
    tmp_path: Path, error_log: ErrorLog
) -> None:
    async with staged_table(tmp_path, as_dealt, error_log=error_log) as game:
        stalled = await stall(game)
        notice = game.fake.public_messages()[-1]
        assert "has stalled" in notice.content
        before = len(game.fake.public_messages())
        for seat in sorted({0, 1, 2} - {stalled}):
            await game.click_label(seat, notice, SKIP)
        texts = [m.content for m in game.fake.public_messages()[before:]]
        name = (await game.user(stalled))["global_name"]
        assert any(f"The table skipped {name}'s turn" in text for text in texts)
        next_user = (await game.user((await game.state()).active))["id"]
        assert any(f"<@{next_user}> — your turn" in text for text in texts)
