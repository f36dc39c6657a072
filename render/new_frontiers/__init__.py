"""New Frontiers renderers: the public table and a seat's private goals (docs/design.md §4)."""

from render.new_frontiers.board import draw
from render.new_frontiers.private import draw_private

__all__ = ["draw", "draw_private"]
