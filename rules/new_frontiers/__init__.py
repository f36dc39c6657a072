"""New Frontiers: the rules engine over a component pack (docs/rules/new-frontiers.md)."""

from rules.new_frontiers.engine import NewFrontiers

GAME = NewFrontiers()

__all__ = ["GAME", "NewFrontiers"]
