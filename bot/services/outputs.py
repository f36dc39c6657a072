"""What a service call produces, independent of Discord (routed by bot/discord and bot/local).

Everything in :class:`PublicPost` is built from the public view and redacted events only; private
content goes in :class:`PrivatePost`, addressed to one user.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Choice:
    """One button or select option for the current decision.

    Attributes:
        label: short text shown on the button (≤ 80 characters).
        notation: the action notation ``/play`` would take; never holds a secret when public.
        seat: the seat this choice belongs to.
        index: the action's position in ``game.legal_actions(state, seat)`` at the post's
            version: what a component's ``custom_id`` carries (a public number, never a name).
        player: the seat's player name, for a choice shown beside other seats' choices.
    """

    label: str
    notation: str
    seat: int
    index: int
    player: str


@dataclass(frozen=True)
class PublicPost:
    """A message for the game's channel.

    Attributes:
        text: markdown, ≤ 2000 characters.
        image_png: the public board, or ``None``.
        mention_user_ids: users pinged (the seats that must act next).
        choices: public decision components (e.g. for the active seat's main decision).
        game_id, version: the state the choices were made on (go into custom_ids).
        board: the game's board number (``bot.store.boards``): the posts of one number are one
            message, sent once and then edited in place (the turn's board); 0 for a post of its
            own (lobby, votes, ``/game board post:yes``).
        rematch: the label of the Rematch button the board of a finished game with a human
            seat carries, in the table's language (:mod:`bot.services.rematch`); '' for none.
    """

    text: str
    image_png: bytes | None = None
    mention_user_ids: tuple[int, ...] = ()
    choices: tuple[Choice, ...] = ()
    game_id: int = 0
    version: int = 0
    board: int = 0
    rematch: str = ""


@dataclass(frozen=True)
class PrivatePost:
    """A message for one user only (DM, or ephemeral when DMs are closed)."""

    user_id: int
    text: str
    image_png: bytes | None = None
    choices: tuple[Choice, ...] = ()
    game_id: int = 0
    version: int = 0


@dataclass(frozen=True)
class Outputs:
    """Everything one service call asks the front end to deliver, in order.

    Attributes:
        public: posts for the game's channel.
        private: posts for one user each (DM, ephemeral fallback).
        reply: an answer for the caller only (ephemeral on Discord); may name the caller's own
            hidden components (their notation, their hand), never another seat's.
        reply_image_png: an image for that answer (``/hand``'s private view), or ``None``.
    """

    public: tuple[PublicPost, ...] = ()
    private: tuple[PrivatePost, ...] = ()
    reply: str = ""
    reply_image_png: bytes | None = None
