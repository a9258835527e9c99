"""Each lesson's exercises and teacher's notes: ``lessonNN`` for ``course/NN_….ipynb``.

A lesson notebook imports its exercises from its module, bound as ``q1``, ``q2``…::

    from coursework.lessons.lesson02 import q1, q2, q3

and the module also holds ``TEACHER`` (:class:`~coursework.notes.TeacherNotes`), which
``python -m coursework.teacher`` writes into the lesson's teacher's copy. The kinds of
exercise the modules build on are in :mod:`coursework.kinds`.
"""
