"""The ways out of a stalled game offered by the stall notice (docs/play-by-post.md §3, §5).

``wait`` restarts the seat's reminders at once. ``skip`` (only where the rules allow one:
``rules.core.game.skip_action``; carried out by :mod:`bot.services.skips`), ``bot`` (hand the
seat to the bot player) and ``abandon`` need a strict majority of the human seats; each vote is
counted against the decision the notice was posted for (its version and how many times the seat
had changed hands), so a vote on a decision that is over, or on the previous owner's decision,
is refused. ``replace`` points to ``/game replace``.
"""

from __future__ import annotations

from bot.i18n import Lazy, t
from bot.services.errors import ServiceError
from bot.services.notices import DecisionKey
from bot.services.outputs import Outputs
from bot.services.players import Player
from bot.services.reminders import ReminderService
from bot.services.seats_change import NotSeatedHere, SeatChanges
from bot.services.skips import TurnSkips, can_skip
from bot.services.votes import TableVotes, counted_post, table_post
from bot.store import table as store


class DecisionOver(ServiceError):
    """The button belongs to a decision that is already over."""

    key = "table.moved_on"


class SeatChangedHands(DecisionOver):
    """The button belongs to the previous owner's decision: the seat has changed hands since."""

    key = "table.seat_changed_hands"


class CannotSkip(ServiceError):
    """The rules allow no skip of this decision."""

    key = "table.skip_unavailable"


class StallActions:
    """Carries out the stall notice's buttons.

    Args:
        reminders, votes, seats, skips: the table services.
    """

    def __init__(
        self, reminders: ReminderService, votes: TableVotes, seats: SeatChanges, skips: TurnSkips
    ) -> None:
        self.reminders, self.votes, self.seats, self.skips = reminders, votes, seats, skips

    async def choose(self, action: str, key: DecisionKey, user_id: int) -> Outputs:
        """Apply or vote for ``action`` on the decision ``key`` names.

        Raises:
            DecisionOver: the decision is over. SeatChangedHands: the seat changed hands since
            the notice. CannotSkip: ``skip`` where the rules allow none. NotSeated: a voter
            without a human seat.
        """
        await self._check_current(key)
        if action == "replace":
            return Outputs(reply=t("table.replace_help"))
        if action == "wait":
            user = await self.reminders.wait(key)
            table = await self.votes.tables.active_by_id(key.game_id)
            return table_post(key.game_id, t("table.wait_done", table.locale, user=user))
        if action == "abandon":
            return await self.votes.abandon(key.game_id, user_id)
        table = await self.votes.tables.active_by_id(key.game_id)
        if action == "skip" and not can_skip(table, key.seat):
            raise CannotSkip()
        motion = f"{action}:{key.seat}:{key.since_version}:{key.handovers}"
        result = await self.votes.vote(table, user_id, motion)
        if not result.has_passed:
            return counted_post(table, user_id, result, Lazy(f"table.motion.{action}"))
        if action == "bot":
            return await self.seats.hand_to_bot(key.game_id, key.seat)
        steps = await self.skips.skip(key.game_id, key.seat)
        done = table_post(key.game_id, t("table.skip_done", table.locale, seat=key.seat + 1))
        return Outputs(public=done.public + steps.public, private=steps.private)

    async def _check_current(self, key: DecisionKey) -> None:
        """Raise unless ``key`` names the decision its seat's owner owes now."""
        if await self.reminders.current_turn(key) is not None:
            return
        turn = await store.get_turn(self.reminders.db, key.game_id, key.seat)
        if turn is not None and turn.since_version == key.since_version:
            raise SeatChangedHands()
        raise DecisionOver()

    async def replace(
        self, game_id: int, voter: int, old_user: int, new: Player, *, is_manager: bool
    ) -> Outputs:
        """``/game replace``: at once for a server manager, else once a majority voted for it.

        Raises:
            NotSeatedHere, AlreadySeatedHere, NotSeated (a voter without a human seat).
        """
        if is_manager:
            return await self.seats.replace(game_id, old_user, new)
        table = await self.votes.tables.active_by_id(game_id)
        seat = table.find_seat(old_user)
        if seat is None:
            raise NotSeatedHere(user=old_user)
        result = await self.votes.vote(table, voter, f"replace:{seat}:{new.user_id}")
        if result.has_passed:
            return await self.seats.replace(game_id, old_user, new)
        motion = Lazy("table.motion.replace", {"seat": seat + 1, "user": new.user_id})
        return counted_post(table, voter, result, motion)
