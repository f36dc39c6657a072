"""Events: past-tense facts with an audience (docs/design.md §2, "Events").

An event's ``text`` is what its audience sees; ``public_text`` is the redacted form everyone else
sees ("{p0} drew 2 blueprints", not their names). Both may hold ``{pN}`` placeholders for seat N
(0-based), filled with display names by :meth:`Event.render`. Either may be a
:class:`rules.core.text.Msg`: it stays one (field type :data:`rules.core.text.Text`), so the bot
says it in the table's language (``bot.services.narration.event_line``); :meth:`Event.render`
is its English. A stored event whose texts are plain strings reads back as those strings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from rules.core.text import Text

_SEAT = re.compile(r"\{p(\d+)\}")


class Event(BaseModel):
    """One fact that happened during a transition.

    Attributes:
        kind: a stable past-tense name, e.g. ``"BlueprintCompleted"``.
        text: the full sentence, for ``visible_to`` (or everyone when that is ``None``).
        public_text: the redacted sentence for everyone else; ``None`` means others see nothing.
        visible_to: the seats that see ``text``; ``None`` means the event is public.
        closes_undo: chance or newly revealed information happened here (a roll, a draw, a
            shuffle, a reveal), so no action at or before it may be undone (BGA's policy).
    """

    model_config = ConfigDict(frozen=True)

    kind: str
    text: Text
    public_text: Text | None = None
    visible_to: frozenset[int] | None = None
    closes_undo: bool = False

    @property
    def is_public(self) -> bool:
        """True when everyone sees the full text."""
        return self.visible_to is None

    def text_for(self, seat: int | None) -> str | None:
        """Return the sentence ``seat`` may read (``None`` = the public), or ``None`` if nothing."""
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self.text
        return self.public_text

    def render(self, seat: int | None, names: Sequence[str]) -> str | None:
        """Return :meth:`text_for` with ``{pN}`` placeholders replaced by ``names[N]``."""
        text = self.text_for(seat)
        if text is None:
            return None
        return fill_names(text, names)


def fill_names(text: str, names: Sequence[str]) -> str:
    """Replace ``{pN}`` placeholders by ``names[N]`` (``P<N+1>`` where no name is known)."""

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else f"P{seat + 1}"

    return _SEAT.sub(name, text)


def public_event(kind: str, text: str, *, closes_undo: bool = False) -> Event:
    """Shorthand for an event everyone sees."""
    return Event(kind=kind, text=text, closes_undo=closes_undo)


def private_event(
    kind: str,
    seats: frozenset[int] | set[int],
    text: str,
    public_text: str | None,
    *,
    closes_undo: bool = False,
) -> Event:
    """Shorthand for an event only ``seats`` read in full; others read ``public_text``."""
    return Event(
        kind=kind,
        text=text,
        public_text=public_text,
        visible_to=frozenset(seats),
        closes_undo=closes_undo,
    )
