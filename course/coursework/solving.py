"""Lesson 15's tools: a readable minimax and alpha-beta that count the positions they
visit, a game tree drawn with a board at every node, and the Kalah(6,3) and (6,4) solves.

The searches here are for reading, in plain Python over the rules' own
``legal_moves``/``play``; the course's real solver is the compiled one in
:mod:`mancala_core.search`. Values are **for the player to move** (negamax), as the
solver gives them: the final score of the mover minus the opponent's.

    >>> import mancala_core as mc
    >>> start = mc.rules("kalah", pits=3, seeds=2).start()
    >>> minimax(start)
    4
    >>> count_minimax(start)
    Count(value=4, nodes=19114)
    >>> count_alphabeta(start, order="best-first").value
    4
    >>> game_tree(mc.rules("kalah", pits=2, seeds=1).start())
    GameTree(kalah[pits=2,seeds=1] 1.1:0/1.1:0 S: South +2, 9 positions)
"""

from __future__ import annotations

import datetime
import json
import os
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

import mancala_core as mc
from mancala_core.i18n import _, ngettext
from mancala_core.render.svg import board_svg
from mancala_core.rules.words import side_name

from .kinds.answers import Shape
from .kinds.exercise import Exercise
from .kinds.feedback import Feedback, malformed, right, wrong
from .kinds.questions import FunctionTask

__all__ = [
    "FULL_SOLVE",
    "RECORD",
    "Count",
    "GameTree",
    "SolveRecord",
    "SolverTask",
    "SolverValues",
    "count_alphabeta",
    "count_minimax",
    "game_tree",
    "kalah_6_4",
    "minimax",
    "ordered",
    "solve_start",
    "stored_record",
]

Order = Literal["pits", "best-first", "worst-first"]
#: the environment flag that makes lesson 15 run the long Kalah(6,4) solve itself
FULL_SOLVE = "MANCALA_FULL_SOLVE"
#: the measured result of that solve, stored with the course
RECORD = Path(__file__).parent / "kalah_6_4.json"
#: said under a stored record shown because the compiled search is missing
NOT_COMPILED = ("The compiled search (numba) is not available here, as in Python running in "
                "the browser: this is the measurement stored with the course, not a live one.")
#: the published values of Kalah(6, seeds) with the lone-seed capture (Irving, Donkers and
#: Uiterwijk 2000)
PUBLISHED = {1: 2, 2: 10, 3: 2, 4: 10, 5: 12}


def final_margin(pos: mc.Position) -> int:
    """The finished game's score of the player to move minus the opponent's."""
    scores = pos.scores()
    return scores[pos.to_move] - scores[1 - pos.to_move]


def minimax(pos: mc.Position) -> int:
    """The exact value of ``pos`` for its mover: every line followed to the end.

    An extra move keeps the same player moving, so the child's value is taken as it
    is; otherwise it is the opponent's value and changes sign.
    """
    if pos.is_over():
        return final_margin(pos)
    best = None
    for move in pos.legal_moves():
        after = pos.play(move)
        value = minimax(after) if after.to_move == pos.to_move else -minimax(after)
        best = value if best is None else max(best, value)
    assert best is not None
    return best


@dataclass(frozen=True)
class Count:
    """A search's value and the number of positions it visited."""

    value: int
    nodes: int


def count_minimax(pos: mc.Position, *, table: bool = False) -> Count:
    """:func:`minimax`, counting the positions visited. ``table=True`` remembers every
    position's value (a transposition table keyed by the whole position), so a position
    reached by two different move orders is searched once."""
    nodes = 0
    seen: dict[mc.Position, int] = {}

    def search(p: mc.Position) -> int:
        nonlocal nodes
        if table and p in seen:
            return seen[p]
        nodes += 1
        if p.is_over():
            value = final_margin(p)
        else:
            value = max(search(a) if a.to_move == p.to_move else -search(a)
                        for a in (p.play(m) for m in p.legal_moves()))
        if table:
            seen[p] = value
        return value

    return Count(search(pos), nodes)


def _gain(pos: mc.Position, after: mc.Position) -> int:
    """What a move banks for its mover, less what it banks for the opponent, with an
    extra move worth a few seeds more: a cheap guess of how good the move is."""
    me = pos.to_move
    gain = (after.store(me) - pos.store(me)) - (after.store(1 - me) - pos.store(1 - me))
    return gain + (3 if not after.is_over() and after.to_move == me else 0)


def ordered(pos: mc.Position, order: Order) -> list[tuple[mc.Move, mc.Position]]:
    """The legal moves of ``pos`` with the positions they lead to, in the order a search
    tries them: ``"pits"`` as the board numbers them, ``"best-first"`` the moves that bank
    most (extra moves, captures) first, ``"worst-first"`` the other way round."""
    kids = [(m, pos.play(m)) for m in pos.legal_moves()]
    if order == "best-first":
        kids.sort(key=lambda k: -_gain(pos, k[1]))
    elif order == "worst-first":
        kids.sort(key=lambda k: _gain(pos, k[1]))
    elif order != "pits":
        raise ValueError(f"order {order!r}: choose 'pits', 'best-first' or 'worst-first'")
    return kids


def count_alphabeta(pos: mc.Position, *, order: Order = "pits") -> Count:
    """Alpha-beta: the same value as :func:`minimax`, counting the positions visited.

    The window ``(alpha, beta)`` is what the mover can already get elsewhere (alpha) and
    what the opponent would never allow (beta); once a move reaches beta, the other
    moves cannot change the result and are not searched (a cut-off). The order of the
    moves decides how soon that happens.
    """
    nodes = 0

    def search(p: mc.Position, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        if p.is_over():
            return final_margin(p)
        best = -10_000
        for _move, after in ordered(p, order):
            if after.to_move == p.to_move:   # an extra move: the same side, the same window
                value = search(after, max(alpha, best), beta)
            else:
                value = -search(after, -beta, -max(alpha, best))
            best = max(best, value)
            if best >= beta:
                break
        return best

    total = pos.rules.total_seeds
    return Count(search(pos, -total - 1, total + 1), nodes)


# -- the tree as a picture ---------------------------------------------------------------

SVG_NS = "http://www.w3.org/2000/svg"
ET.register_namespace("", SVG_NS)
#: colours of the players' moves and values: South, North
SIDE_COLOURS = ("#1f6fb2", "#b23a1f")


@dataclass
class Node:
    """One position of a game tree: its move from the parent, its value for South (the
    first player), its children, and whether it lies on the best line."""

    position: mc.Position
    move: str
    value: int
    children: list[Node] = field(default_factory=list)
    best: bool = False
    x: float = 0.0
    depth: int = 0


def _south_value(pos: mc.Position) -> int:
    value = minimax(pos)
    return value if pos.to_move == 0 else -value


class GameTree:
    """Every line of a small game, drawn from the top: a board at each position, the
    move on each edge, each position's value **for South** under it (South takes the
    largest value of the children, North the smallest), the best line in bold.

    In JupyterLab the tree shows as one picture (``_repr_svg_``); ``str()`` is a text
    outline.
    """

    BOARD = 150
    GAP_X = 20
    GAP_Y = 62

    def __init__(self, position: mc.Position, *, blanks: bool = False) -> None:
        self.position = position
        self.blanks = blanks
        self.root = self._build(position, "", 0)
        self._mark_best(self.root)
        self.leaves = 0
        self._place(self.root)
        #: the letters of the positions still to move, top to bottom and left to right:
        #: the blanks a learner fills in (``blanks=True`` draws them instead of the values)
        self.letters: dict[str, Node] = {}
        for node in self.nodes():
            if node.children:
                self.letters[chr(ord("A") + len(self.letters))] = node

    def letter_of(self, node: Node) -> str:
        """The letter of a position still to move (see :attr:`letters`)."""
        return next(letter for letter, known in self.letters.items() if known is node)

    def _build(self, pos: mc.Position, move: str, depth: int) -> Node:
        node = Node(pos, move, _south_value(pos), depth=depth)
        if not pos.is_over():
            node.children = [self._build(pos.play(m), m.text, depth + 1) for m in pos.legal_moves()]
        return node

    def _mark_best(self, node: Node) -> None:
        node.best = True
        for child in node.children:
            if child.value == node.value:
                self._mark_best(child)
                break

    def _place(self, node: Node) -> None:
        if not node.children:
            node.x = self.leaves
            self.leaves += 1
            return
        for child in node.children:
            self._place(child)
        node.x = (node.children[0].x + node.children[-1].x) / 2

    def nodes(self) -> list[Node]:
        """Every node, parents before children."""
        out, todo = [], [self.root]
        while todo:
            node = todo.pop(0)
            out.append(node)
            todo.extend(node.children)
        return out

    def __repr__(self) -> str:
        if self.blanks:
            return (f"GameTree({self.position.text()}: {len(self.nodes())} positions, "
                    f"{len(self.letters)} values to fill in, "
                    f"{min(self.letters)} to {max(self.letters)})")
        return (f"GameTree({self.position.text()}: South {self.root.value:+d}, "
                f"{len(self.nodes())} positions)")

    def __str__(self) -> str:
        lines = []

        def walk(node: Node, indent: str) -> None:
            who = "game over" if node.position.is_over() else \
                f"{self.position.rules.side_names[node.position.to_move]} to move"
            label = f"{node.move}: " if node.move else ""
            lines.append(f"{indent}{label}{node.position.text().split(' ', 1)[1]}  "
                         f"({who}, South {node.value:+d}){'  *' if node.best else ''}")
            for child in node.children:
                walk(child, indent + "    ")

        walk(self.root, "")
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        return self.svg()

    def svg(self) -> str:
        """The tree as one SVG picture."""
        b, gx, gy = self.BOARD, self.GAP_X, self.GAP_Y
        sample = ET.fromstring(board_svg(self.position, size=b))
        bh = float(sample.get("height", b))
        depth = max(n.depth for n in self.nodes()) + 1
        width = self.leaves * (b + gx)
        height = depth * (bh + gy) + 10
        root = ET.Element(f"{{{SVG_NS}}}svg", {
            "version": "1.1", "viewBox": f"0 0 {width:.0f} {height:.0f}",
            "width": f"{width:.0f}", "height": f"{height:.0f}", "role": "img",
            "font-family": "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif",
            "aria-label": (f"The game tree of {self.position.text()}: the values of the "
                           f"positions {min(self.letters)} to {max(self.letters)} to fill in"
                           if self.blanks else
                           f"The game tree of {self.position.text()}: South "
                           f"{self.root.value:+d} with perfect play"),
        })
        ET.SubElement(root, f"{{{SVG_NS}}}title").text = repr(self)

        def left(node: Node) -> float:
            return node.x * (b + gx) + gx / 2

        def top(node: Node) -> float:
            return node.depth * (bh + gy) + 5

        for node in self.nodes():  # the edges first, under the boards
            for child in node.children:
                x1, y1 = left(node) + b / 2, top(node) + bh + 18
                x2, y2 = left(child) + b / 2, top(child)
                mover = node.position.to_move
                bold = node.best and child.best and not self.blanks
                ET.SubElement(root, f"{{{SVG_NS}}}line", {
                    "x1": f"{x1:.1f}", "y1": f"{y1:.1f}", "x2": f"{x2:.1f}", "y2": f"{y2:.1f}",
                    "stroke": SIDE_COLOURS[mover], "stroke-width": "5" if bold else "1.5",
                    "opacity": "1" if bold else "0.6"})
                label = ET.SubElement(root, f"{{{SVG_NS}}}text", {
                    "x": f"{(x1 + x2) / 2 + 6:.1f}", "y": f"{(y1 + y2) / 2 + 4:.1f}",
                    "font-size": "14", "font-weight": "bold", "fill": SIDE_COLOURS[mover]})
                label.text = f"{self.position.rules.side_names[mover][0]}{child.move}"
        for node in self.nodes():
            parent = node.position
            board = ET.fromstring(board_svg(parent, size=b))
            board.set("x", f"{left(node):.1f}")
            board.set("y", f"{top(node):.1f}")
            root.append(board)
            if node.position.is_over():
                colour, word = "#444", "end"
            else:
                colour = SIDE_COLOURS[node.position.to_move]
                word = "max" if node.position.to_move == 0 else "min"
            value = ET.SubElement(root, f"{{{SVG_NS}}}text", {
                "x": f"{left(node) + b / 2:.1f}", "y": f"{top(node) + bh + 14:.1f}",
                "text-anchor": "middle", "font-size": "15",
                "font-weight": "bold" if node.best and not self.blanks else "normal",
                "fill": colour})
            if self.blanks and node.children:
                value.text = f"{word} {self.letter_of(node)} = ?"
            else:
                value.text = f"{word} {node.value:+d}"
        return ET.tostring(root, encoding="unicode")


def game_tree(position: mc.Position | str, *, blanks: bool = False) -> GameTree:
    """The whole game tree of a small position (a few dozen positions at most); with
    ``blanks=True`` the positions still to move show a letter to fill in, not their value
    (the finished games keep theirs), and no best line is drawn.

    >>> import mancala_core as mc
    >>> game_tree(mc.rules("kalah", pits=2, seeds=1).start(), blanks=True)
    GameTree(kalah[pits=2,seeds=1] 1.1:0/1.1:0 S: 9 positions, 6 values to fill in, A to F)
    """
    pos = position if isinstance(position, mc.Position) else mc.parse(position)
    tree = GameTree(pos, blanks=blanks)
    if len(tree.nodes()) > 60:
        raise ValueError(f"the tree of {pos.text()!r} has {len(tree.nodes())} positions: "
                         "too many to draw (take one with fewer seeds)")
    return tree


# -- solving a whole game: the measured record ----------------------------------------------


@dataclass(frozen=True)
class SolveRecord:
    """What one solve of a game's start found and what it cost, as measured."""

    position: str
    value: int | None
    moves: dict[str, int]
    line: list[str]
    nodes: int
    solve_seconds: float
    wall_seconds: float
    cpu_seconds: float
    cores: int
    load_before: float
    load_after: float
    date: str
    exact: bool
    stored: bool = False
    #: one sentence shown under the record (not stored): why a stored one is shown
    note: str = ""

    def __str__(self) -> str:
        rules = mc.parse(self.position).rules
        seeds = int(rules.options["seeds"])
        published = PUBLISHED.get(seeds) if int(rules.options["pits"]) == 6 else None
        value = "not proved" if self.value is None else f"{self.value:+d}"
        rule = " with the empty capture" if rules.options.get("empty_capture") else ""
        head = f"Kalah({rules.options['pits']},{seeds}){rule} = {value} for South"
        if published is not None:
            head += f" (published: {published:+d})"
        moves = ", ".join(f"{m}: {v:+d}" for m, v in self.moves.items())
        winning = [m for m, v in self.moves.items() if v > 0]
        how = ("the stored measurement of " + self.date if self.stored
               else "measured now")
        return "\n".join([
            head,
            f"first moves:  {moves}",
            f"winning first moves: {', '.join(winning) if winning else 'none'}",
            f"best line:    {' '.join(self.line[:12])} ...",
            f"positions searched: {self.nodes:,}",
            f"time: {self.wall_seconds:.1f} s in all, the search {self.solve_seconds:.1f} s, "
            f"{self.cpu_seconds:.1f} s of CPU on {self.cores} cores (load {self.load_before:.1f} "
            f"before, {self.load_after:.1f} after): {how}",
            *([self.note] if self.note else []),
        ])

    __repr__ = __str__

    @classmethod
    def load(cls, path: Path = RECORD, *, note: str = "") -> SolveRecord:
        """The record stored with the course, with ``note`` said under it."""
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(**{**data, "stored": True, "note": note})

    def save(self, path: Path = RECORD) -> None:
        """Store the record (atomically)."""
        from mancala_core.files import write_atomically

        data = asdict(self)
        data.pop("stored")
        data.pop("note")
        write_atomically(path, (json.dumps(data, indent=1) + "\n").encode("utf-8"))


def stored_record(seeds: int, *, pits: int = 6) -> Path:
    """Where the measured solve of Kalah(``pits``, ``seeds``) is stored with the course
    (there may be none)."""
    return Path(__file__).parent / f"kalah_{pits}_{seeds}.json"


def _load_average() -> float:
    """The machine's load over the last minute (0 where it cannot be read, as in a
    browser)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return 0.0


def _cpu_seconds() -> float:
    """The CPU time this process has used."""
    return time.process_time()


def solve_start(seeds: int, *, pits: int = 6) -> SolveRecord:
    """Solve the start of Kalah(``pits``, ``seeds``) with the lone-seed capture (the rules
    of the published solutions) by ``mc.solve`` with its defaults, and measure it.

    Without the compiled search (:data:`mancala_core.native.backend.COMPILED` False: the
    course in a browser, where the readable search would take minutes) the record stored
    with the course (:func:`stored_record`) is shown instead, when there is one, with a
    sentence saying so."""
    from mancala_core.native import backend

    if not backend.COMPILED and stored_record(seeds, pits=pits).exists():
        return SolveRecord.load(stored_record(seeds, pits=pits), note=NOT_COMPILED)
    started = time.perf_counter()
    load = _load_average()
    cpu = _cpu_seconds()
    pos = mc.rules("kalah", pits=pits, seeds=seeds, empty_capture=True).start()
    from mancala_core.search import solve
    from mancala_core.search.engine import engine_of

    # the endgame database, loaded (or built) quietly
    engine_of(pos.rules).endgame(pos.rules, pos.seeds_on_board(), progress=False)
    sol = solve(pos)
    return SolveRecord(
        position=pos.text(), value=sol.value, moves=dict(sol.moves), line=list(sol.line),
        nodes=sol.nodes, solve_seconds=round(sol.seconds, 1),
        wall_seconds=round(time.perf_counter() - started, 1),
        cpu_seconds=round(_cpu_seconds() - cpu, 1),
        cores=os.cpu_count() or 1, load_before=round(load, 1),
        load_after=round(_load_average(), 1), date=datetime.date.today().isoformat(),
        exact=sol.exact)


def kalah_6_4(*, run: bool | None = None) -> SolveRecord:
    """Kalah(6,4) solved from the start: the stored measurement, or, with ``run=True``
    (or the environment variable ``MANCALA_FULL_SOLVE=1``), a fresh solve of several
    minutes on a two-core machine."""
    if run is None:
        run = os.environ.get(FULL_SOLVE, "") == "1"
    return solve_start(4) if run else SolveRecord.load()


# -- the learner's minimax, checked against the solver ------------------------------------


class SolverValues:
    """The core solver's exact values of positions of one small game, remembered."""

    def __init__(self) -> None:
        self._values: dict[mc.Position, int] = {}

    def __call__(self, pos: mc.Position) -> int:
        if pos not in self._values:
            if pos.is_over():
                self._values[pos] = final_margin(pos)
            else:
                from mancala_core.search import solve

                sol = solve(pos, endgame=False, table_bits=16, threads=1)
                assert sol.value is not None
                self._values[pos] = sol.value
        return self._values[pos]


def _board_text(pos: mc.Position) -> str:
    names = pos.rules.side_names
    who = (_("the game is over") if pos.is_over() else
           _("%(side)s to move") % {"side": side_name(names[pos.to_move])})
    return f"'{pos.text()}' ({who})"


class SolverTask(FunctionTask):
    """Write a search function; the check calls it on many positions and compares what it
    returns with the core's solver. A mismatch is followed down the tree with the
    learner's own function to the first position where it goes wrong although it is
    right on every position after it, and explained there: the position, both values,
    and how the right value comes from the children's.

    :param name: the function's name, as the learner writes it
    :param positions: the positions to try
    :param solution_code: the source of a right function, shown by ``solution()``
    :param windows: ``True`` for ``name(pos, alpha, beta)`` (alpha-beta): each position is
        also tried with windows around and beside its value, and the result must be the
        value inside the window, at most alpha below it, at least beta above it
    """

    answer_shape = "a function (write `def ...` and pass its name)"

    def __init__(self, name: str, positions: list[mc.Position], solution_code: str, *,
                 windows: bool = False, **kwargs: Any) -> None:
        Exercise.__init__(self, **kwargs)  # not FunctionTask's: no reference function to call
        self.name = name
        self.positions = list(positions)
        self.solution_code = solution_code
        self.windows = windows
        self.truth = SolverValues()

    def expected(self) -> Callable[..., Any]:
        namespace: dict[str, Any] = {}
        exec(self.solution_code, namespace)  # the author's own code, as the learner writes it
        return namespace[self.name]  # type: ignore[no-any-return]

    def answer_code(self) -> str:
        return self.solution_code.strip()

    def _explain_solution(self) -> str:
        return "\n" + self.solution_code.strip()

    def _cases(self, pos: mc.Position) -> list[tuple[int, int]]:
        """The windows a position is tried with."""
        v, total = self.truth(pos), pos.rules.total_seeds
        if not self.windows:
            return []
        return [(-total - 1, total + 1), (v - 1, v + 1), (v, v + 1), (v - 1, v),
                (v + 2, v + 6), (v - 6, v - 2)]

    def _judge(self, answer: Any) -> Feedback:
        if not callable(answer):
            return malformed(Shape(self.answer_shape, repr(answer)))
        calls = 0
        if self._placeholder(answer):
            return Feedback("unanswered", _(
                "No answer yet: %(name)s gives back nothing for now; write its body where "
                "the comment says, run its cell, then run this check again.") % {
                "name": self.name})
        for pos in self.positions:
            for args in ([()] if not self.windows else self._cases(pos)):
                calls += 1
                try:
                    got = answer(pos, *args)
                except RecursionError:
                    return wrong(_("%(call)s never stopped calling itself (RecursionError): "
                                    "does it return when pos.is_over()?") % {
                        "call": f"{self.name}({_board_text(pos)}{_window(args)})"})
                except Exception as error:
                    return wrong(_("%(call)s raised %(error)s") % {
                        "call": f"{self.name}({_board_text(pos)}{_window(args)})",
                        "error": f"{type(error).__name__}: {error}"})
                problem = self._wrong_result(pos, args, got)
                if problem:
                    return wrong(problem + self._follow(answer, pos, args))
        return right(ngettext("%(name)s agrees with the solver on all %(n)s positions "
                               "(%(calls)s calls)",
                               "%(name)s agrees with the solver on all %(n)s positions "
                               "(%(calls)s calls)", len(self.positions)) % {
            "name": self.name, "n": len(self.positions), "calls": calls})

    def _placeholder(self, answer: Callable[..., Any]) -> bool:
        """True if ``answer`` is still the lesson's empty function (None everywhere)."""
        try:
            return all(answer(pos, *self._cases(pos)[:1][0]) is None if self.windows
                       else answer(pos) is None for pos in self.positions)
        except Exception:
            return False

    def _wrong_result(self, pos: mc.Position, args: tuple[int, ...], got: Any) -> str:
        """What is wrong with ``got`` as the result of ``pos`` (``""``: nothing)."""
        value = self.truth(pos)
        call = f"{self.name}({_board_text(pos)}{_window(args)})"
        if got is None:
            return _("%(call)s returned None: it should return a number, %(value)s") % {
                "call": call, "value": f"{value:+d}"}
        if isinstance(got, bool) or not isinstance(got, (int, float)):
            return _("%(call)s returned %(got)r: it should return a number, %(value)s") % {
                "call": call, "got": got, "value": f"{value:+d}"}
        words = {"call": call, "got": f"{got:+g}", "value": f"{value:+d}"}
        if not args:
            if got == value:
                return ""
            return _("%(call)s returned %(got)s, but the solver says %(value)s") % words
        alpha, beta = args
        words.update(alpha=f"{alpha:+d}", beta=f"{beta:+d}")
        if alpha < value < beta and got != value:
            return _("%(call)s returned %(got)s, but the value %(value)s lies inside the "
                     "window, so it must be returned exactly") % words
        if value <= alpha and got > alpha:
            return _("%(call)s returned %(got)s, but the value is %(value)s, not above "
                     "alpha = %(alpha)s: the result must be at most alpha") % words
        if value >= beta and got < beta:
            return _("%(call)s returned %(got)s, but the value is %(value)s, not below "
                     "beta = %(beta)s: the result must be at least beta") % words
        return ""

    def _follow(self, answer: Callable[..., Any], pos: mc.Position, args: tuple[int, ...]
                ) -> str:
        """Go down from ``pos`` while a child is wrong too; explain the last position."""
        full = () if not self.windows else (-pos.rules.total_seeds - 1, pos.rules.total_seeds + 1)
        depth = 0
        while not pos.is_over() and depth < 40:
            wrong_child = None
            for move in pos.legal_moves():
                child = pos.play(move)
                try:
                    if self._wrong_result(child, full, answer(child, *full)):
                        wrong_child = child
                        break
                except Exception:
                    wrong_child = child
                    break
            if wrong_child is None:
                break
            pos, depth = wrong_child, depth + 1
        try:
            got = answer(pos, *full)
        except Exception as error:
            return _(". Going down that line, the first position where it goes wrong is "
                     "%(position)s: it raises %(error)s") % {
                "position": _board_text(pos), "error": type(error).__name__}
        value = self.truth(pos)
        names = pos.rules.side_names
        if not isinstance(got, (int, float)) or isinstance(got, bool):
            return _(". Going down that line, it first goes wrong at %(position)s: it "
                     "returns %(got)r there, not a number") % {
                "position": _board_text(pos), "got": got}
        where = "" if depth == 0 else ngettext(
            ". Going down the line with your own function, it goes wrong first at "
            "%(position)s, %(n)s move on, where it gives %(got)s and the solver %(value)s",
            ". Going down the line with your own function, it goes wrong first at "
            "%(position)s, %(n)s moves on, where it gives %(got)s and the solver %(value)s",
            depth) % {"position": _board_text(pos), "n": depth, "got": f"{got:+g}",
                      "value": f"{value:+d}"}
        if pos.is_over():
            scores = pos.scores()
            me = pos.to_move
            return where + _(
                ". The game is over there: the value is the final score of the player to move "
                "(%(side)s, %(mine)s) minus the other's (%(theirs)s), %(value)s; your function "
                "gives %(got)s") % {"side": side_name(names[me]), "mine": scores[me],
                                    "theirs": scores[1 - me], "value": f"{value:+d}",
                                    "got": f"{got:+g}"}
        parts = []
        for move in pos.legal_moves():
            child = pos.play(move)
            v = self.truth(child)
            mover, other = side_name(names[pos.to_move]), side_name(names[1 - pos.to_move])
            words = {"move": move.text, "mover": mover, "other": other, "value": f"{v:+d}",
                     "negated": f"{-v:+d}"}
            if child.to_move == pos.to_move:
                parts.append((_("%(move)s: the game is over with %(mover)s still the player to "
                                "move there, %(value)s, which counts as it is")
                              if child.is_over() else
                              _("%(move)s: an extra move: %(mover)s still the player to move "
                                "there, %(value)s, which counts as it is")) % words)
            else:
                parts.append((_("%(move)s: the game ends, %(other)s has %(value)s after it, so "
                                "%(negated)s for %(mover)s")
                              if child.is_over() else
                              _("%(move)s: %(other)s has %(value)s after it, so %(negated)s "
                                "for %(mover)s")) % words)
        hint = ""
        if got == -value and pos.to_move == 1:
            hint = _(" Yours is South's value; the value is for the player to move, %(side)s "
                     "here") % {"side": side_name(names[1])}
        return where + _(". Your function is right on every position after a move from there; "
                         "the moves give: %(moves)s. %(side)s takes the largest, "
                         "%(value)s.") % {"moves": "; ".join(parts),
                                         "side": side_name(names[pos.to_move]),
                                         "value": f"{value:+d}"} + hint


def _window(args: tuple[int, ...]) -> str:
    return "" if not args else f", {args[0]}, {args[1]}"
