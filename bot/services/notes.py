"""Private notes (issue #30 item 7; docs/play-by-post.md §7 "Hidden information stays hidden").

``/note add:<text>`` adds a line to the notepad of the caller's seat in the channel's game,
``/note clear:yes`` empties it, ``/note`` alone shows it. The notepad is shown to the seat's owner
alone: in the ephemeral answer and under the private view of ``/hand``; it is never posted,
logged or exported. It belongs to the seat (it follows a seat that changes hands, as the hand
does) and outlives the game, so a finished game's notes can still be read.
"""

from __future__ import annotations

import aiosqlite

from bot.i18n import t
from bot.services.clock import Clock
from bot.services.context import TableLoader
from bot.services.errors import ServiceError
from bot.services.outputs import Outputs
from bot.store.notes import note_of, set_note

NOTE_MAX = 1_500
"""The longest notepad, in characters: it fits one message beside the private view's text."""


class NoteTooLong(ServiceError):
    """The notepad would exceed :data:`NOTE_MAX`. Fields: ``limit``, ``length``."""

    key = "notes.too_long"


def shown(text: str) -> str:
    """The notepad as its owner reads it: a heading and each line quoted ('' when empty)."""
    if not text:
        return ""
    return "\n".join([t("notes.heading"), *(f"> {line}" for line in text.splitlines())])


class Notes:
    """Reads and writes the seats' notepads.

    Args:
        db: the connection. tables: the GameService's loader. clock: the time of a change.
    """

    def __init__(self, db: aiosqlite.Connection, tables: TableLoader, clock: Clock) -> None:
        self.db, self.tables, self.clock = db, tables, clock

    async def note(
        self, channel_id: int, user_id: int, add: str = "", *, clear: bool = False
    ) -> Outputs:
        """Add ``add`` as a line (after clearing, with ``clear``) to the caller's notepad in
        the channel's game, and answer with the notepad (to the caller alone).

        Raises:
            NoGameHere, NotStarted, NotSeated: the caller holds no seat of the game.
            NoteTooLong: the notepad would exceed :data:`NOTE_MAX` characters.
        """
        table = await self.tables.started(channel_id)
        seat = table.seat_of(user_id)
        text = "" if clear else await note_of(self.db, table.row.id, seat)
        if add.strip():
            text = "\n".join(filter(None, [text, add.strip()]))
        if len(text) > NOTE_MAX:
            raise NoteTooLong(limit=NOTE_MAX, length=len(text))
        if clear or add.strip():
            await set_note(self.db, table.row.id, seat, text, self.clock.now())
        return Outputs(reply=shown(text) or t("notes.empty"))
