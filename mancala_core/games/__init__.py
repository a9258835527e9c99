"""The games of the family, one folder each: what a game is lives with the game.

Each folder holds the game's rules (``rules.py``), its narrator (``narrator.py``,
the explanations of its moves), its board facts as data, and for Kalah and Oware
their compiled move, search, endgame database, horizon search and playouts.
Importing a game's package loads its rules only; the compiled parts load when a
search asks for them. The registry of :mod:`mancala_core.rules.registry` lists the
games.
"""
