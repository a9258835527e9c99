"""The learner's Jupyter server: the teacher's copies (``course/teacher/``, every answer
filled in) are neither listed in the file browser nor served, nor rendered as apps by Voilà
(``/voila/render/course/teacher/...`` is a 404, ``/voila/files/...`` a 403).

``binder/start`` puts this folder first on ``JUPYTER_CONFIG_PATH``, so it applies wherever
the course runs the way Binder runs it (Binder itself, ``make course``). A teacher opens the
copies with ``make teacher`` (``MANCALA_TEACHER=1 binder/start ...``: this file is then not
loaded). The kernel can still read the files, as a learner's terminal can: they are out of the
learner's way, not locked.
"""

from __future__ import annotations

from typing import Any

from jupyter_server.files.handlers import FilesHandler
from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from tornado.web import HTTPError
from traitlets import default

c: Any = get_config()  # type: ignore[name-defined]  # noqa: F821  (traitlets provides it)

#: what the learner's server keeps out of sight, as API paths (from the repository root)
HIDDEN = ("course/teacher",)


class LearnerContentsManager(AsyncLargeFileManager):  # type: ignore[misc]
    """The default contents manager, with :data:`HIDDEN` treated as hidden files are: not
    listed, and a 404 for the contents API, ``/files/`` and downloads; and a 404 from
    :meth:`get` itself, which Voilà calls to read the notebook it renders (the contents API
    asks :meth:`is_hidden` before it calls :meth:`get`; Voilà does not)."""

    async def get(self, path: str, *args: Any, **kwargs: Any) -> Any:
        if not self.allow_hidden and await self.is_hidden(path):
            raise HTTPError(404, f"file or directory does not exist: {path!r}")
        return await super().get(path, *args, **kwargs)

    @default("files_handler_class")
    def _files_handler_class_default(self) -> type:
        # /files/ through this manager (which asks is_hidden), not straight from the disk
        return FilesHandler

    @default("files_handler_params")
    def _files_handler_params_default(self) -> dict[str, Any]:
        return {"path": self.root_dir}  # StaticFileHandler.initialize needs one

    async def is_hidden(self, path: str) -> bool:
        clean = path.strip("/")
        if any(clean == hidden or clean.startswith(hidden + "/") for hidden in HIDDEN):
            return True
        return bool(await super().is_hidden(path))


c.ServerApp.contents_manager_class = LearnerContentsManager
# the listing checks names only (hide_globs): keep jupyter_server's defaults, add the folder
c.ContentsManager.hide_globs = ["__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~", "teacher"]
# Voilà's /voila/files/ (pictures beside an app) reads the disk itself: Voilà's own refusal
# (notebooks, Python files) and the hidden folders
c.VoilaConfiguration.file_denylist = [r".*\.(ipynb|py)",
                                      *(rf"{hidden}(/.*)?" for hidden in HIDDEN)]
