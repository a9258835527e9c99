"""The lessons' own tests check the full explanation of each typical wrong answer, the
one a learner reads from the third wrong try on (:attr:`coursework.Exercise.REVEAL_AFTER`);
``test_feedback_levels.py`` checks what the first and second wrong tries say, and sets the
level itself."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from coursework import Exercise


@pytest.fixture(autouse=True)
def _full_explanations(request: pytest.FixtureRequest) -> Iterator[None]:
    if request.module.__name__.endswith("test_feedback_levels"):
        yield
        return
    saved = Exercise.REVEAL_AFTER
    Exercise.REVEAL_AFTER = 1
    yield
    Exercise.REVEAL_AFTER = saved
