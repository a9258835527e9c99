"""Voilà's configuration for the apps (``apps/*.ipynb`` at ``/voila/render/apps/...``), in
the learner's server and the teacher's alike: ``binder/start`` puts this folder on
``JUPYTER_CONFIG_PATH`` and ``binder/share/jupyter`` on ``JUPYTER_PATH``, where Voilà finds
the template named here (``nbconvert/templates/mancala``: Voilà's "lab" template without
the stylesheets it would fetch from a CDN). Voilà looks for templates under ``voila/`` and
``nbconvert/`` of each folder on the path; the template sits under ``nbconvert/`` because
Voilà takes the first ``voila/`` folder it finds there as its own (its themes come from it).

With it, an app's page asks nothing of another host: ``tests/apps/test_voila_browser.py``
refuses every such request.
"""

from __future__ import annotations

from typing import Any

c: Any = get_config()  # type: ignore[name-defined]  # noqa: F821  (traitlets provides it)

c.VoilaConfiguration.template = "mancala"
# no ?template=lab in the address brings the CDN's stylesheets back
c.VoilaConfiguration.allow_template_override = "NO"


def _mathjax_from_the_server(page_config: dict[str, Any], **_: Any) -> dict[str, Any]:
    """No MathJax address: with none, Voilà's front end sets formulas with the MathJax it
    carries instead of loading MathJax from a CDN (its default address)."""
    page_config["fullMathjaxUrl"] = None
    page_config["mathjaxConfig"] = None
    return page_config


c.VoilaConfiguration.page_config_hook = _mathjax_from_the_server
