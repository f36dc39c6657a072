"""Timeouts without a vote (issue #30 item 4; docs/play-by-post.md §5): the table option
``on_timeout`` (:mod:`bot.services.table_options`) says what happens to a decision still owed
after ``stall_after`` reminders.

* ``wait`` (the default): nothing automatic; the stall notice asks the table (wait, skip, bot,
  replace, abandon by vote).
* ``skip``: the rules' skip of the decision (:func:`rules.core.game.skip_action`, carried out by
  :class:`~bot.services.skips.TurnSkips`), announced first; where the rules allow no skip, the
  stall notice is posted as with ``wait``.
* ``bot``: the bot player takes the seat (:meth:`SeatChanges.hand_to_bot`), announced with the
  one command that gives it back: the owner's ``/game takeback``
  (:meth:`SeatChanges.take_back`).

The notice names the seat's owner without pinging them: the reminders already did.
"""

from __future__ import annotations

from bot.i18n import t
from bot.services.context import TableLoader
from bot.services.notices import DecisionKey, Notifier, TableNotice
from bot.services.seats_change import SeatChanges
from bot.services.skips import TurnSkips, can_skip


class Timeouts:
    """Applies ``on_timeout`` to stalled decisions (the reminder service's ``timeouts`` hook).

    Args:
        tables: the GameService's loader. seats, skips: the table services that act.
        notifier: posts the announcement in the game's channel.
    """

    def __init__(
        self, tables: TableLoader, seats: SeatChanges, skips: TurnSkips, notifier: Notifier
    ) -> None:
        self.tables, self.seats, self.skips, self.notifier = tables, seats, skips, notifier

    async def apply(self, key: DecisionKey, on_timeout: str, reminders: int) -> bool:
        """Apply ``on_timeout`` to the stalled decision ``key`` after ``reminders`` reminders.

        Returns:
            ``True`` when the seat was skipped or handed to the bot player; ``False`` when the
            stall notice is to ask the table instead (``wait``, or ``skip`` without a skip).
        """
        if on_timeout not in ("skip", "bot"):
            return False
        table = await self.tables.active_by_id(key.game_id)
        if on_timeout == "skip" and not can_skip(table, key.seat):
            return False
        fields = {"user": table.seat_users[key.seat], "seat": key.seat + 1, "reminders": reminders}
        text = t(f"table.timeout_{on_timeout}", table.locale, **fields)
        await self.notifier.notify(TableNotice(table.row.channel_id, text, game_id=key.game_id))
        if on_timeout == "skip":
            await self.skips.skip(key.game_id, key.seat)  # its moves are posted by the relay
        else:
            await self.seats.hand_to_bot(key.game_id, key.seat)  # announced above
        return True
