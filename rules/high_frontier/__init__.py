"""High Frontier 4 All (docs/rules/high-frontier.md): the pack, the Fuel Strip and movement.

Not registered in ``rules.GAMES`` yet: the game is not playable (no engine).
"""
