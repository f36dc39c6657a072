"""Loaded dice for High Frontier scenario tests: a :class:`random.Random` whose ``randint``
rolls the given faces in order (``Step(state=…, seat=0, chance=lambda: Dice(5))``)."""

from __future__ import annotations

import random


class Dice(random.Random):
    """Dice that roll the given faces in order."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)
