"""The search's public questions, each asked of the engine of the position's rules
(:func:`mancala_core.search.engine.engine_of`): the exact values
(:mod:`~.solving`), the cheaper yes/no questions (:mod:`~.yes_no`), the horizon
(:mod:`~.horizon`), the computer players (:mod:`~.players`), the explanations
(:mod:`~.explain`, with the threats of :mod:`~.threats`) and the hints
(:mod:`~.hints`). :mod:`mancala_core.search` gathers their public names.
"""
