"""Space Base renderers: the public table and a player's private Light-Speed hand
(docs/design.md §4)."""

from render.space_base.board import draw
from render.space_base.private import draw_private

__all__ = ["draw", "draw_private"]
