"""Orrery's bot: the discord.py adapter, the services and the store (docs/design.md §5).

``Settings`` and ``create_bot`` are imported lazily so that the terminal table
(``python -m bot --local``) does not load discord.py's client machinery.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.discord.client import create_bot
    from bot.settings import Settings

__all__ = ["Settings", "create_bot"]


def __getattr__(name: str) -> Any:
    if name == "Settings":
        from bot.settings import Settings

        return Settings
    if name == "create_bot":
        from bot.discord.client import create_bot

        return create_bot
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
