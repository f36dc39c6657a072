"""Eclipse: Second Dawn for the Galaxy: the foundations (pack, galaxy, combat, odds).

Not registered in ``rules.GAMES`` yet: there is no engine. Rules: docs/rules/eclipse.md.
"""
