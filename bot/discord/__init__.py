"""The discord.py adapter: client factory, cogs, routing, persistent components, translator."""
