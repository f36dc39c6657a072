"""What a ping says (docs/play-by-post.md §1): the one message naming the player a decision
waits for, what is asked and, for a decision window, when it closes and its stated default.
Built from the public prompt only, so a ping names no secret; :mod:`bot.services.reminders`
sends it when the decision opens.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.i18n import N_, t
from bot.services.clock import moment
from bot.services.narration import prompt_of
from bot.services.posts import is_public_safe, secrets_of
from rules.core.game import Game

TURN_PREFIX = N_("table.turn_prefix")
"""The message id of what a turn's prompt opens with ("Your turn: ", 轮到你了：): the ping
says it already."""


def ping_text(
    game: Game,
    state: Any,
    seat: int,
    user: int,
    closes: str | None,
    names: Sequence[str] = (),
) -> str:
    """The ping of ``user`` for the decision ``seat`` just entered (public: names no secret).

    A turn's ping names what is asked without the prompt's own "Your turn: " (in the language
    spoken); a decision window's (``closes`` is not ``None``: when it closes, see
    :func:`closing`) also names when it closes and its stated default, unless the default's
    notation names a hidden component (an Afternova discard names cards in hand). ``names``
    (display names by seat) fill the prompt's ``{pN}`` placeholders.
    """
    prompt = prompt_of(game, state, seat, names)
    if closes is None:
        asked = prompt.removeprefix(t(TURN_PREFIX))
        return t("table.ping", user=user, title=game.title, prompt=asked)
    notation = game.describe_action(state, seat, game.default_action(state, seat))
    public = is_public_safe(notation, secrets_of(game, [state]))
    return t(
        "table.ping_window",
        user=user,
        title=game.title,
        prompt=prompt,
        closes=closes,
        default=t("table.ping_default", default=notation) if public else "",
    )


def closing(due: datetime, now: datetime, *, paused: bool) -> str:
    """When a decision window closes, for its ping: Discord's relative timestamp (each reader
    sees "in 23 hours" in their own language and zone, issue #30 item 5); while the game is
    paused, the hours left once it resumes (the deadline moves with the pause)."""
    if paused:
        return t("table.closes_after_pause", hours=round((due - now).total_seconds() / 3600))
    return moment(due, "R")
