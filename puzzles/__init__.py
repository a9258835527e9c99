"""The puzzle generator: mine positions with one winning line, grade them and publish them.

It stands on :mod:`mancala_core`'s search; the miner, grader and publisher arrive with it.
"""
