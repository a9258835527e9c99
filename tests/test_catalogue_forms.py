"""The catalogues as gettext itself reads them: ``msgfmt --check`` (GNU gettext, Debian's
``gettext`` package, installed by ``.ci/run``) accepts every one, and every plural message
says its number in each form that its language uses for more than one number.

Babel, which builds the catalogues, checks the placeholders but not the plural forms: a
Russian or Slovenian form 0 serves 1, 21, 31, 101, …, so a form 0 written as "once" tells a
child that 21 relays happened once."""

from __future__ import annotations

import gettext
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "mancala_core" / "locale"
LANGUAGES = ("pl", "hu", "ru", "it", "sl")
PLACEHOLDER = re.compile(r"%\((\w+)\)[sdr]")
# the numbers every plural message is said with: each form of each language, and the
# numbers where the forms of Polish, Russian and Slovenian part (21, 22, 25, 101)
NUMBERS = (0, 1, 2, 5, 21, 22, 25, 101)
MSGFMT = shutil.which("msgfmt") or "/usr/bin/msgfmt"


def catalogue(code: str):  # type: ignore[no-untyped-def]
    with (LOCALE / code / "LC_MESSAGES" / "mancala.po").open("rb") as po:
        return read_po(po, locale=code, domain="mancala")


@pytest.mark.parametrize("code", LANGUAGES)
def test_msgfmt_check_accepts_the_catalogue(code: str, tmp_path: Path) -> None:
    """GNU msgfmt's checks: the header, the format strings (python-format) of every entry,
    the plural formula and the number of forms."""
    assert Path(MSGFMT).exists(), "msgfmt (Debian package gettext) is needed: .ci/run installs it"
    po = LOCALE / code / "LC_MESSAGES" / "mancala.po"
    done = subprocess.run([MSGFMT, "--check", "-o", str(tmp_path / "mancala.mo"), str(po)],
                          capture_output=True, text=True, check=False)
    errors = [line for line in done.stderr.splitlines() if "warning:" not in line]
    assert done.returncode == 0 and errors == [], done.stderr


def plural(code: str):  # type: ignore[no-untyped-def]
    """The catalogue's plural formula (its ``Plural-Forms`` header), as gettext reads it."""
    return gettext.c2py(catalogue(code).plural_expr)


def forms_for_several_numbers(code: str) -> set[int]:
    """The plural forms of a language that serve more than one number (all but the Polish,
    Russian, Slovenian… form for 1 alone, which may say "one" in words)."""
    formula = plural(code)
    served: dict[int, set[int]] = {}
    for n in range(0, 1000):
        served.setdefault(formula(n), set()).add(n)
    return {form for form, numbers in served.items() if len(numbers) > 1}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_plural_message_says_its_number_in_every_form(code: str) -> None:
    cat = catalogue(code)
    formula = plural(code)
    several = forms_for_several_numbers(code)
    plurals = [m for m in cat if m.id and m.pluralizable]
    assert len(plurals) > 80
    problems = []
    for m in plurals:
        singular, many = m.id
        if "%(n)s" not in many:
            continue
        wanted = set(PLACEHOLDER.findall(singular)) | set(PLACEHOLDER.findall(many))
        for n in NUMBERS:
            form = formula(n)
            text = m.string[form]
            if not text:  # not translated yet: tests/test_i18n.py says so
                continue
            said = text % {name: (n if name == "n" else f"<{name}>") for name in wanted}
            if form in several and not re.search(rf"(?<!\d){n}(?!\d)", said):
                problems.append(f"n={n}: {said!r} ({many!r})")
    assert problems == []


@pytest.mark.parametrize(("code", "forms", "numbers"), [
    # which form each of 0, 1, 2, 5, 21, 22, 25, 101 takes
    ("pl", 3, (2, 0, 1, 2, 2, 1, 2, 2)),
    ("ru", 3, (2, 0, 1, 2, 0, 1, 2, 0)),
    ("sl", 4, (3, 0, 1, 3, 3, 3, 3, 0)),
    ("hu", 2, (1, 0, 1, 1, 1, 1, 1, 1)),
    ("it", 3, (2, 0, 2, 2, 2, 2, 2, 2)),
])
def test_the_numbers_take_the_forms_of_their_language(
    code: str, forms: int, numbers: tuple[int, ...]
) -> None:
    cat = catalogue(code)
    assert cat.num_plurals == forms
    assert tuple(plural(code)(n) for n in NUMBERS) == numbers
