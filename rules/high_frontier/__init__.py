"""High Frontier 4 All (docs/rules/high-frontier.md): the pack, the Fuel Strip, movement and the
rules engine (:class:`rules.high_frontier.engine.HighFrontier`, 1–5 seats, core game)."""

from rules.high_frontier.engine import HighFrontier

GAME = HighFrontier()

__all__ = ["GAME", "HighFrontier"]
