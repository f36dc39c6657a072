"""Eclipse: Second Dawn for the Galaxy: the pack, galaxy, combat and odds, and the rules engine
(:class:`rules.eclipse.engine.Eclipse`), registered in ``rules.GAMES`` with its board in
``render/eclipse``. Rules: docs/rules/eclipse.md.
"""

from rules.eclipse.engine import Eclipse

GAME = Eclipse()

__all__ = ["GAME", "Eclipse"]
