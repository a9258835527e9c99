"""The compiled search (numba), game-neutral: the step functions over a game's own
compiled functions (:mod:`~.kernel`, which takes them from the game's engine as a
:class:`~mancala_core.native.cells.KernelGame`), the general negamax
(:mod:`~.negamax`), the random playouts' entry (:mod:`~.playout`) and the exact
solver's compiled front (:mod:`~.solver`). Imported only where numba is installed.
"""
