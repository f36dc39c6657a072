"""New Frontiers renderers: the public table (in words too) and a seat's private goals
(docs/design.md §4)."""

from render.new_frontiers.board import draw
from render.new_frontiers.describe import describe, text_board
from render.new_frontiers.private import draw_private

__all__ = ["describe", "draw", "draw_private", "text_board"]
