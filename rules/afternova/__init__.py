"""Afternova: the rules engine and its stand-in component pack (see ``engine.py``)."""

from rules.afternova.engine import GAME, AfternovaGame

__all__ = ["GAME", "AfternovaGame"]
