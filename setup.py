"""The build's one extra step: compile the gettext catalogues (``.po`` → ``.mo``).

Everything else about the package is in pyproject.toml. ``pip install .`` and a wheel get
the compiled catalogues in ``mancala_core/locale``; an editable install compiles them in
place, beside their sources (``.mo`` files are not kept in git).
"""

from __future__ import annotations

import pathlib

from setuptools import setup
from setuptools.command.build_py import build_py

LOCALE = pathlib.Path("mancala_core") / "locale"


class build_py_with_catalogues(build_py):
    """``build_py``, then every ``locale/*/LC_MESSAGES/*.po`` compiled with Babel."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        root = pathlib.Path(".") if self.editable_mode else pathlib.Path(self.build_lib)
        for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
            target = root / po.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parts[-3], domain=po.stem)
            with target.open("wb") as out:
                write_mo(out, catalog)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        root = pathlib.Path(self.build_lib)
        compiled = [str(root / po.with_suffix(".mo"))
                    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po"))]
        return [*super().get_outputs(include_bytecode), *compiled]


setup(cmdclass={"build_py": build_py_with_catalogues})
