"""Space Base renderers: the public table (in words too) and a player's private Light-Speed hand
(docs/design.md §4)."""

from render.space_base.board import draw
from render.space_base.describe import describe, text_board
from render.space_base.private import draw_private

__all__ = ["describe", "draw", "draw_private", "text_board"]
