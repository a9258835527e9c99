"""``voici build`` that renders only the apps: ``python tools/site/voici_apps.py build``.

Voici renders every notebook of the site's contents as a page (``voici/render/PATH.html``);
the site holds the lessons too, which JupyterLab opens, and a lesson's page would fail to
render (a picture beside the course, ``../docs/x.png``, is outside what Voici's renderer
may read). So Voici's list of pages keeps what lies under ``apps/`` (the apps' pages and
their folder's list); the rest of the build is Voici's own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

#: the folder of the site's contents whose notebooks Voici renders
APPS = "apps"


def only_apps(pages: Iterator[tuple[Path, Any]]) -> Iterator[tuple[Path, Any]]:
    """The pages of ``pages`` (``(render|tree)/PATH``, what to write) under :data:`APPS`.

    >>> [str(p) for p, _ in only_apps(iter([(Path("tree/index.html"), 0),
    ...     (Path("render/apps/trainer.html"), 1), (Path("render/course/01.html"), 2)]))]
    ['render/apps/trainer.html']
    """
    for path, write in pages:
        if len(path.parts) > 2 and path.parts[1] == APPS:
            yield path, write


def main() -> None:
    from voici_core import app, tree_exporter  # type: ignore[import-not-found]

    generate = tree_exporter.VoiciTreeExporter.generate_contents

    def generate_apps(self: Any, *args: Any, **kwargs: Any) -> Iterator[tuple[Path, Any]]:
        return only_apps(generate(self, *args, **kwargs))

    tree_exporter.VoiciTreeExporter.generate_contents = generate_apps  # type: ignore[method-assign]
    app.main()


if __name__ == "__main__":
    main()
