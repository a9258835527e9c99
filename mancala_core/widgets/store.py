"""A text kept where the learner is: in the browser's storage, or in a file.

An app that runs in the offline site (Python in the browser, Pyodide) cannot keep a file
between two visits: the browser's ``localStorage`` can. :class:`BrowserStore` is a widget
with nothing to see that reads one key of it when it is drawn and writes it when Python
asks; it also hands the learner a file to download (a teacher collects them), and tells
Python the query of the page's address (``?puzzle=…``), which the kernel of the offline
site cannot see. Python
stays the authority: what the browser says the key held is *offered* to the listeners of
:meth:`BrowserStore.on_load`, which check it before they use it.

:class:`FileStore` keeps the same text in a file (written atomically), for the apps run by
a Jupyter server (JupyterLab, Voilà on Binder). Both answer :meth:`read` and :meth:`write`;
:func:`store_for` picks the one that fits where Python runs.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> store = FileStore(folder / "progress.json")
    >>> store.read() is None
    True
    >>> store.write('{"a": 1}')
    >>> store.read()
    '{"a": 1}'
    >>> BrowserStore("mancala-course/test")
    BrowserStore('mancala-course/test')
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..files import write_atomically

__all__ = ["BrowserStore", "FileStore", "in_browser", "store_for"]

#: the longest text the view may offer (a learner's progress is a few hundred kB at most)
MAX_TEXT = 5_000_000
#: the longest query of the page's address passed on
MAX_QUERY = 2_000

_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  const key = () => model.get("key");
  let stored = null;
  try { stored = window.localStorage.getItem(key()); } catch (e) { stored = null; }
  model.send({ type: "loaded", text: stored });
  model.send({ type: "address", query: String(window.location.search || "") });
  model.on("msg:custom", (msg) => {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "save" && typeof msg.text === "string") {
      try { window.localStorage.setItem(key(), msg.text); } catch (e) { /* full or refused */ }
    } else if (msg.type === "download" && typeof msg.text === "string") {
      const blob = new Blob([msg.text], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = typeof msg.name === "string" ? msg.name : "progress.json";
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }
  });
}
export default { render };
"""


def in_browser() -> bool:
    """Whether Python runs in the browser (Pyodide: the offline site's kernel)."""
    return sys.platform == "emscripten"


class BrowserStore(anywidget.AnyWidget):  # type: ignore[misc]
    """One key of the browser's ``localStorage``, read when the widget is drawn.

    Put it among an app's widgets (it shows nothing). When a view draws it, the view sends
    what the key holds (or nothing); the listeners of :meth:`on_load` get the text and
    decide whether to use it. :meth:`write` stores a text under the key, :meth:`download`
    offers a text to the learner as a file.
    """

    _esm = _ESM
    key = traitlets.Unicode("").tag(sync=True)

    def __init__(self, key: str, **kwargs: Any) -> None:
        if not isinstance(key, str) or not key:
            raise ValueError(f"a browser store needs a key (a non-empty text), not {key!r}")
        super().__init__(key=key, **kwargs)
        self._listeners: list[Callable[[str | None], None]] = []
        self._address_listeners: list[Callable[[str], None]] = []
        #: the text the browser last said the key holds (``None``: nothing, or not yet)
        self.last_loaded: str | None = None
        self.on_msg(self._message)

    def __repr__(self) -> str:
        return f"BrowserStore({self.key!r})"

    def on_load(self, callback: Callable[[str | None], None]) -> None:
        """Call ``callback(text)`` when a view says what the key holds (``None``: nothing)."""
        self._listeners.append(callback)

    def on_address(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(query)`` with the query of the page's address (``"?puzzle=…"``,
        or ``""``) when a view is drawn: in the offline site the kernel cannot see it."""
        self._address_listeners.append(callback)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # the browser is not trusted: only a text (or nothing) of a sane size is passed on
        if not isinstance(content, dict):
            return
        if content.get("type") == "address":
            query = content.get("query")
            if isinstance(query, str) and len(query) <= MAX_QUERY:
                for heard in list(self._address_listeners):
                    heard(query)
            return
        if content.get("type") != "loaded":
            return
        text = content.get("text")
        if text is not None and (not isinstance(text, str) or len(text) > MAX_TEXT):
            return
        self.last_loaded = text
        for callback in list(self._listeners):
            callback(text)

    def read(self) -> str | None:
        """What the browser last said the key holds (read when the view was drawn)."""
        return self.last_loaded

    def write(self, text: str) -> None:
        """Store ``text`` under the key (in every view of this widget)."""
        self.last_loaded = text
        self.send({"type": "save", "text": text})

    def download(self, text: str, name: str) -> None:
        """Offer ``text`` to the learner as a file called ``name``."""
        self.send({"type": "download", "text": text, "name": name})


class FileStore:
    """A text kept in the file at ``path`` (written atomically)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    def __repr__(self) -> str:
        return f"FileStore({str(self.path)!r})"

    def read(self) -> str | None:
        """The file's text, or ``None`` when there is no file yet."""
        try:
            return self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None

    def write(self, text: str) -> None:
        """Replace the file's text with ``text``, whole or not at all."""
        write_atomically(self.path, text.encode("utf-8"))


def store_for(key: str, path: str | os.PathLike[str]) -> BrowserStore | FileStore:
    """The browser's storage under ``key`` in Pyodide, else the file at ``path``."""
    return BrowserStore(key) if in_browser() else FileStore(path)
