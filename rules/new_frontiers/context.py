"""The working state of one New Frontiers transition: the frame's :class:`Step` with the pack."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.engine import Step
from rules.new_frontiers.pack import Pack
from rules.new_frontiers.state import NewFrontiersState


@dataclass
class Ctx(Step[NewFrontiersState]):
    """A transition's copied state, acting seat, chance and events, with the pack it plays."""

    pack: Pack = None  # type: ignore[assignment]
