"""Cogs: every module here with an ``async def setup(bot)`` is loaded at start.

Adding a cog is adding a file. A cog that adds subcommands to ``/game`` declares its own
``app_commands.Group`` named ``tr("discord.cmd.game.name")``; :class:`bot.discord.tree.OrreryTree`
merges groups of the same name into one ``/game``.
"""

from __future__ import annotations

import pkgutil

from discord.ext import commands


def cog_modules() -> list[str]:
    """The dotted names of every cog module, in alphabetical order."""
    return [
        f"{__name__}.{module.name}"
        for module in pkgutil.iter_modules(__path__)
        if not module.name.startswith("_")
    ]


async def load_cogs(bot: commands.Bot) -> None:
    """Load every cog module as an extension (each must define ``setup``)."""
    for name in cog_modules():
        await bot.load_extension(name)
