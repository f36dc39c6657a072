"""Space Base (John D. Clair, AEG 2018): rules engine and stand-in pack. ``GAME`` is registered."""

from rules.space_base.engine import SpaceBase

GAME = SpaceBase()

__all__ = ["GAME", "SpaceBase"]
