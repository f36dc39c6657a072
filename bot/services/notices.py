"""What the table services ask the front end to post: pings, reminders, stall notices.

Like :mod:`bot.services.outputs`, a notice is plain data; the Discord adapter
(:mod:`bot.discord.cogs.table`) turns its buttons into restart-proof ``DynamicItem``s whose
``custom_id`` holds only ``action:game_id:seat:since_version:handovers`` (never a secret). Text
is built from the public prompt and names only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class DecisionKey:
    """One decision of one seat's owner, as a notice's buttons name it.

    A seat that changes hands keeps its pending decision (the version does not move), so the
    version alone cannot tell the old owner's decision from the new owner's: ``handovers``
    does.

    Attributes:
        game_id, seat: the seat that owes the decision.
        since_version: the state version at which the decision began.
        handovers: how many times the seat had changed hands when the notice was posted.
    """

    game_id: int
    seat: int
    since_version: int
    handovers: int = 0


@dataclass(frozen=True)
class NoticeButton:
    """One button under a notice.

    Attributes:
        action: ``not_today``, ``wait``, ``skip``, ``bot``, ``replace`` or ``abandon``.
        label: the button text (≤ 80 characters).
        decision: the decision it concerns; a click once the seat moved on or changed hands is
            refused.
    """

    action: str
    label: str
    decision: DecisionKey

    @property
    def custom_id(self) -> str:
        """``orrery:table:<action>:<game>:<seat>:<since_version>:<handovers>`` (well under 100
        characters)."""
        d = self.decision
        return f"orrery:table:{self.action}:{d.game_id}:{d.seat}:{d.since_version}:{d.handovers}"


@dataclass(frozen=True)
class NoticeFile:
    """A file a notice carries (the recap's time-lapse and chart).

    Attributes:
        name: the file name Discord shows, with its extension (``recap.webp``).
        data: the file's bytes (at most 8 MiB, Discord's upload limit).
        description: its alt text (at most 1024 characters), '' for none.
    """

    name: str
    data: bytes
    description: str = ""


@dataclass(frozen=True)
class TableNotice:
    """A message of the table services for a game's channel (or one player's DMs).

    Attributes:
        channel_id: the game's channel or thread.
        text: markdown, ≤ 2000 characters; user mentions as ``<@id>``.
        mention_user_ids: the users pinged (allowed mentions).
        buttons: at most 5 (one row).
        game_id: the game it concerns.
        dm_user_id: a notice for one player's DMs instead of a channel (the daily digest,
            :mod:`bot.services.digest`; ``channel_id`` is then 0).
        files: attachments (public: the recap's pictures, :mod:`bot.services.recap`).
    """

    channel_id: int
    text: str
    mention_user_ids: tuple[int, ...] = ()
    buttons: tuple[NoticeButton, ...] = ()
    game_id: int = 0
    dm_user_id: int | None = None
    files: tuple[NoticeFile, ...] = ()


class Notifier(Protocol):
    """Delivers notices (the Discord cog in production, a recorder in tests)."""

    async def notify(self, notice: TableNotice) -> None:
        """Post ``notice`` in its channel."""
        ...
