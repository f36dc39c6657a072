"""The service's refusals: each carries one friendly sentence from the ``service`` catalogue.

Front ends show :meth:`ServiceError.text` in the caller's language (ephemerally on Discord);
:attr:`ServiceError.message` is the sentence in the language spoken when it was raised. Rules errors
(:class:`rules.core.RulesError`) pass through the service unchanged and are shown the same way.
"""

from __future__ import annotations

from typing import ClassVar

from bot.i18n import t


class ServiceError(Exception):
    """Base of every refusal of :class:`bot.services.game_service.GameService`.

    Subclasses name their catalogue message in ``key``; ``fields`` fill its placeholders.
    """

    key: ClassVar[str] = "service.error"

    def __init__(self, **fields: object) -> None:
        self.fields = fields
        self.message = t(self.key, None, **fields)
        super().__init__(self.message)

    def text(self, locale: str | None = None) -> str:
        """The refusal in ``locale`` (the current one of :func:`bot.i18n.speaking` if ``None``);
        a field that is a :class:`bot.i18n.Lazy` sentence is rendered in the same language."""
        return t(self.key, locale, **self.fields)


class NoGameHere(ServiceError):
    """The channel has no live game (or none that has started, for play commands)."""

    key = "service.no_game_here"


class UnknownGame(ServiceError):
    """``/game new`` named a game key that does not exist. Fields: ``key``, ``games``."""

    key = "service.unknown_game"


class UnknownOption(ServiceError):
    """``/game new`` gave an option the game does not have. Fields: ``name``, ``options``."""

    key = "service.unknown_option"


class AlreadyRunning(ServiceError):
    """The channel already has a live game. Fields: ``title``, ``status``."""

    key = "service.already_running"


class NotInLobby(ServiceError):
    """Joining, leaving or starting after the start."""

    key = "service.not_in_lobby"


class AlreadyStarted(NotInLobby):
    """``/game start`` after the start."""

    key = "service.already_started"


class NotStarted(ServiceError):
    """A play command before ``/game start``."""

    key = "service.not_started"


class AlreadySeated(ServiceError):
    """The user already holds a seat in this game."""

    key = "service.already_seated"


class LobbyFull(ServiceError):
    """Every seat is taken. Fields: ``max_players``."""

    key = "service.lobby_full"


class TooFewPlayers(ServiceError):
    """Start with fewer seats than the game needs. Fields: ``min_players``, ``seated``."""

    key = "service.too_few_players"


class NotSeated(ServiceError):
    """The user holds no seat in this game."""

    key = "service.not_seated"


class NotAllowed(ServiceError):
    """The user may not do this (e.g. start a lobby someone else opened). Field: ``reason``."""

    key = "service.not_allowed"


class StaleVersion(ServiceError):
    """The action was made on an older board. Field: ``current_version`` (also an attribute)."""

    key = "service.stale_version"

    def __init__(self, *, current_version: int) -> None:
        super().__init__(current_version=current_version)
        self.current_version = current_version


class NotYourChoice(ServiceError):
    """A component of another seat's decision was clicked. Field: ``name`` (that seat's player)."""

    key = "discord.not_your_choice"


class NotAnOption(ServiceError):
    """A component sent a value that is not among the options it offered."""

    key = "discord.not_an_option"


class NothingToUndo(ServiceError):
    """No action of the caller's can be undone. Field: ``reason`` (a catalogued sentence)."""

    key = "service.nothing_to_undo"


class UnreadableGame(ServiceError):
    """A game whose stored state cannot be read, neither from its snapshot nor from its log."""

    key = "service.unreadable_game"


class CannotSave(ServiceError):
    """The database refused a write: it is read-only or its disk is full (raised by
    :func:`bot.store.db.transaction`, so every write path answers with this sentence)."""

    key = "service.cannot_save"
