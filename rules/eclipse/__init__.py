"""Eclipse: Second Dawn for the Galaxy: the pack, galaxy, combat and odds, and the rules engine
(:class:`rules.eclipse.engine.Eclipse`).

Not registered in ``rules.GAMES`` yet: it waits for a board renderer. Rules: docs/rules/eclipse.md.
"""
