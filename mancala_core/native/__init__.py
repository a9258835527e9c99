"""Native helpers under the compiled searches: which search runs (:mod:`.backend`),
the machine's memory, cores and cache folder (:mod:`.machine`), a clock
(:mod:`.clock`), numba's low-level helpers (:mod:`.lowlevel`), the ranking of seed
compositions that the endgame databases index by (:mod:`.compositions`) and the
playouts' shared random source (:mod:`.playout_common`).

Nothing here knows a game; the games' compiled code (``mancala_core.games.<game>``)
and the search (:mod:`mancala_core.search`) build on it.
"""
