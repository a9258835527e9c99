"""The ``mancala`` command: list the rulesets, draw a position, replay moves.

::

    mancala rules
    mancala show kalah --seeds 3 [--position TEXT] [--svg board.svg]
    mancala replay kalah 3 6 [--position TEXT] [--json]

Every option of a ruleset is a command-line option (``--empty-capture true``;
``--empty_capture`` works too). Errors (an unknown ruleset or option, a bad
value, a bad position text, an illegal move, a file that cannot be written)
print one message on stderr, nothing on stdout, and exit with status 2::

    >>> main(["replay", "kalah", "--pits", "3", "--seeds", "2", "3", "1"])
    kalah[pits=3,seeds=2]
    North   3    2    1
    +----+----+----+----+----+
    |    |  3 |  3 |  0 |    |
    |  1 +----+----+----+  1 |
    |    |  2 |  2 |  0 |    |
    +----+----+----+----+----+
            1    2    3  South
    North to move
    moves: 3 1
    position: kalah[pits=3,seeds=2] 2.2.0:1/0.3.3:1 N
    to move: North
    scores: South 1, North 1
    over: no
    winner: none (the game is not over)
    0
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn, TextIO

from . import __version__
from .errors import InvalidOptionError, InvalidPositionError, MancalaError
from .files import write_atomically
from .rules import RULESETS, Option, Position, Rules, parse, rules
from .rules.options import format_value

__all__ = ["main"]

PROG = "mancala"

_POSITION_HELP = (
    "start from this position text (as printed by 'position:' or Position.text()) instead of "
    "the start. Its rules must be RULES; an option given on the command line must agree with "
    "the text, and options left out are taken from the text."
)


class _Usage(Exception):
    """A command-line mistake, reported with the command's usage (exit status 2)."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that raises instead of exiting, so that :func:`main` returns."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(allow_abbrev=False, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise _Usage(f"{self.format_usage()}{self.prog}: error: {message}")


def _options() -> dict[str, list[tuple[str, Option]]]:
    """Every option name of every ruleset, with the rulesets that have it."""
    found: dict[str, list[tuple[str, Option]]] = {}
    for name, cls in RULESETS.items():
        for option in cls.OPTIONS:
            found.setdefault(option.name, []).append((name, option))
    return found


def _dest(name: str) -> str:
    return f"option_{name}"


def _metavar(option: Option) -> str:
    """``N`` for a whole number, ``BOOL`` for true/false, else ``VALUE``."""
    if isinstance(option.allowed, range):
        return "N"
    if all(isinstance(value, bool) for value in option.allowed):
        return "BOOL"
    return "VALUE"


def _add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rules", metavar="RULES", help=f"the game: {', '.join(RULESETS)}")
    group = parser.add_argument_group(
        "options of the rules", "see 'mancala rules' for what each option means"
    )
    for name, owners in _options().items():
        flags = [f"--{name.replace('_', '-')}"]
        if "_" in name:
            flags.append(f"--{name}")
        allowed = "; ".join(
            f"{game}: {option.describe_allowed()} (default {format_value(option.default)})"
            for game, option in owners
        )
        metavar = _metavar(owners[0][1])
        if any(_metavar(option) != metavar for _, option in owners):
            metavar = "VALUE"
        group.add_argument(*flags, dest=_dest(name), metavar=metavar, help=allowed)
    parser.add_argument("--position", metavar="TEXT", help=_POSITION_HELP)


def _parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    top = _Parser(
        prog=PROG,
        description="Play with the mancala family of sowing games from the command line.",
        epilog="Run 'mancala COMMAND --help' for a command's options.",
    )
    top.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    top.add_argument(
        "command",
        choices=("rules", "show", "replay", "solve", "endgame"),
        help="rules: list the rulesets and their options; show: draw a position; "
        "replay: play moves and report the result; solve: the exact value under perfect play; "
        "endgame: build (or check) a Kalah endgame database in the cache",
    )
    subs: dict[str, argparse.ArgumentParser] = {}

    subs["rules"] = _Parser(
        prog=f"{PROG} rules", description="List every ruleset with its options."
    )

    show = subs["show"] = _Parser(
        prog=f"{PROG} show",
        description="Draw a position (the start, or --position) as a text diagram.",
    )
    _add_rules_arguments(show)
    show.add_argument(
        "--svg", metavar="FILE", help="also write the board as an SVG picture to FILE"
    )

    replay = subs["replay"] = _Parser(
        prog=f"{PROG} replay",
        description="Play MOVEs from the start (or from --position) and report the final "
        "position, the player to move, the scores, whether the game is over and the winner.",
    )
    _add_rules_arguments(replay)
    replay.add_argument(
        "moves", metavar="MOVE", nargs="*", help="a pit number counted from the mover's left, "
        "or swap"
    )
    replay.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object with the keys position, to_move (0 = South), scores, "
        "over, winner (a player index, null for a draw or an unfinished game) and moves",
    )

    solve = subs["solve"] = _Parser(
        prog=f"{PROG} solve",
        description="Solve a position (the start, or --position) under perfect play: its "
        "value for the player to move (their final score minus the opponent's), the exact "
        "value of every move and a principal variation. Kalah and Oware. With a budget, an "
        "unfinished search reports the bounds it proved, never a guess.",
    )
    _add_rules_arguments(solve)
    solve.add_argument("--max-nodes", metavar="N", type=int, help="stop after N nodes")
    solve.add_argument("--max-seconds", metavar="S", type=float, help="stop after S seconds")
    solve.add_argument(
        "--endgame", metavar="K", default="auto",
        help="Kalah: probe an endgame database of every position with at most K seeds in the "
        "pits (built with a progress bar and cached on disk on first use); 'auto' (the "
        "default) sizes it from the free memory (16 seeds on 6 pits), 'off' uses none",
    )
    solve.add_argument(
        "--moves", metavar="WHICH", default="all",
        help="all (the default): every move's exact value; best: the value and the best "
        "moves, every other move only proved worse (Kalah(6,4): a fifth of the nodes)",
    )
    solve.add_argument(
        "--threads", metavar="T", type=int, default=None,
        help="Kalah: search the root moves on T threads (default: every core)",
    )
    solve.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: position, value (null if a budget stopped the search), "
        "lower, upper, exact, moves, move_bounds, line, nodes, seconds, notes (why a "
        "search that is not exact stopped)",
    )
    endgame = subs["endgame"] = _Parser(
        prog=f"{PROG} endgame",
        description="Build a Kalah endgame database (the exact value of every position with "
        "at most K seeds in the pits) in the cache folder, with a progress bar; levels "
        "already there are checked and loaded, an interrupted build resumes at the first "
        "missing level. Later solves, players and hints load the biggest database the cache "
        "holds (within an eighth of the free memory): 18 seeds halve a Kalah(6,4) solve's "
        "search, 20 seeds quarter it, at one byte a position.",
    )
    _add_rules_arguments(endgame)
    endgame.add_argument(
        "--max-seeds", metavar="K", default="auto",
        help="the most seeds in the pits (1 to 40); 'auto' (the default): the size the "
        "search would build by itself (16 seeds on 6 pits)",
    )
    return top, subs


def _rules_from(args: argparse.Namespace) -> tuple[Rules, set[str]]:
    """The rules that RULES and the options name, and the options that were given."""
    name = args.rules
    if name not in RULESETS:
        rules(name)  # raises UnknownRulesError with the known names
    cls = RULESETS[name]
    known = {option.name: option for option in cls.OPTIONS}
    given: dict[str, Any] = {}
    for option_name in _options():
        text = getattr(args, _dest(option_name))
        if text is None:
            continue
        if option_name not in known:
            raise InvalidOptionError(
                f"{name} has no option --{option_name.replace('_', '-')}: its options are "
                + (", ".join(f"--{o.replace('_', '-')}" for o in known) or "none")
            )
        given[option_name] = known[option_name].read(text, name)
    return cls(**given), set(given)


def _start(args: argparse.Namespace) -> Position:
    """The position the command works on: the start of the rules, or ``--position``."""
    game, given = _rules_from(args)
    if args.position is None:
        return game.start()
    pos = parse(args.position)
    theirs = pos.rules
    mismatch = theirs.name != game.name or any(
        theirs.options[name] != game.options[name] for name in given
    )
    if mismatch:
        raise InvalidPositionError(
            f"--position {args.position!r} is played with the rules {theirs.label()}, "
            f"not {game.label() if given else game.name}"
        )
    return pos


def _write_atomically(path: str, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all."""
    write_atomically(path, text.encode("utf-8"))


def _list_rules(out: TextIO) -> None:
    for name, cls in RULESETS.items():
        print(f"{name}: {cls.title}", file=out)
        flags = {o.name: f"--{o.name.replace('_', '-')} {_metavar(o)}" for o in cls.OPTIONS}
        width = max((len(flag) for flag in flags.values()), default=0)
        for option in cls.OPTIONS:
            print(f"  {flags[option.name]:<{width}}  {option.doc}", file=out)
            print(
                f"  {'':<{width}}  default {format_value(option.default)}; "
                f"allowed {option.describe_allowed()}",
                file=out,
            )
    print("\nExample: mancala show kalah --seeds 3 --empty-capture true", file=out)


def _summary(pos: Position, moves: Sequence[str]) -> str:
    names = pos.rules.side_names
    winner = pos.winner()
    if not pos.is_over():
        winner_text = "none (the game is not over)"
    elif winner is None:
        winner_text = "none (a draw)"
    else:
        winner_text = names[winner]
    scores = ", ".join(f"{names[p]} {s}" for p, s in enumerate(pos.scores()))
    return "\n".join([
        f"moves: {' '.join(moves) if moves else '(none)'}",
        f"position: {pos.text()}",
        f"to move: {names[pos.to_move]}",
        f"scores: {scores}",
        f"over: {'yes' if pos.is_over() else 'no'}",
        f"winner: {winner_text}",
    ])


def _run(argv: list[str], out: TextIO) -> int:
    top, subs = _parsers()
    if not argv or argv[0] not in subs:
        top.parse_args(argv[:1])  # --help, --version, or a usage error
        return 2  # pragma: no cover - parse_args always exits or raises here
    command, rest = argv[0], argv[1:]
    args = subs[command].parse_intermixed_args(rest)

    if command == "rules":
        _list_rules(out)
        return 0

    if command == "endgame":
        return _endgame(args, out)

    pos = _start(args)
    if command == "solve":
        for name in ("max_nodes", "max_seconds"):
            value = getattr(args, name)
            if value is not None and not ((isinstance(value, int) or math.isfinite(value))
                                          and value > 0):
                raise InvalidOptionError(f"--{name.replace('_', '-')} {value}: a budget must be "
                                         f"a finite positive number (position {pos.text()!r})")
        endgame: int | bool = args.endgame != "off"
        if args.endgame not in ("auto", "off"):
            size = int(args.endgame) if args.endgame.isdigit() else -1
            from .search.engine import engine_of

            if not engine_of(pos.rules).endgame_databases or not 0 < size <= 40:
                raise InvalidOptionError(
                    f"--endgame {args.endgame}: endgame databases are for kalah, 1 to 40 "
                    f"seeds, or 'auto' or 'off' (position {pos.text()!r})")
            endgame = size
        if args.moves not in ("all", "best"):
            raise InvalidOptionError(f"--moves {args.moves}: give all or best "
                                     f"(position {pos.text()!r})")
        if args.threads is not None and args.threads <= 0:
            raise InvalidOptionError(f"--threads {args.threads} must be positive")
        import warnings

        from .native.database import CacheWarning

        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", CacheWarning)
            text = solve_command(pos, args.json, max_nodes=args.max_nodes,
                                 max_seconds=args.max_seconds, endgame=endgame,
                                 threads=args.threads, moves=args.moves)
        for warning in caught:
            if issubclass(warning.category, CacheWarning):
                print(f"{PROG}: warning: {warning.message}", file=sys.stderr)
        print(text, file=out)
        return 0
    if command == "show":
        if args.svg:
            from .render.svg import board_svg

            _write_atomically(args.svg, board_svg(pos) + "\n")
        print(pos, file=out)
        print(f"position: {pos.text()}", file=out)
        return 0

    played: list[str] = []
    for number, move in enumerate(args.moves, start=1):
        try:
            pos = pos.play(move)
        except MancalaError as error:
            raise MancalaError(f"move {number} ({move!r}): {error}") from None
        played.append(move.strip())
    if args.json:
        winner = pos.winner()
        report = {
            "position": pos.text(),
            "to_move": pos.to_move,
            "scores": list(pos.scores()),
            "over": pos.is_over(),
            "winner": winner,
            "moves": played,
        }
        print(json.dumps(report), file=out)
    else:
        print(pos, file=out)
        print(_summary(pos, played), file=out)
    return 0


def _levels(levels: Sequence[int]) -> str:
    """Consecutive levels as ranges: ``[0, 1, 2, 5]`` is ``0-2, 5``."""
    runs: list[list[int]] = []
    for level in levels:
        if runs and runs[-1][1] == level - 1:
            runs[-1][1] = level
        else:
            runs.append([level, level])
    return ", ".join(f"{a}-{b}" if a < b else f"{a}" for a, b in runs) or "none"


def _endgame(args: argparse.Namespace, out: TextIO) -> int:
    """``mancala endgame``: build or load a Kalah endgame database in the cache."""
    import time
    import warnings

    from .search.engine import engine_of

    game, _ = _rules_from(args)
    tools = engine_of(game).endgame_tools()
    if tools is None:
        raise InvalidOptionError(f"endgame databases are for kalah, not {game.name!r}")
    if getattr(args, "position", None) is not None:
        raise InvalidOptionError(f"--position {args.position!r}: 'mancala endgame' builds the "
                                 f"database of every position of {game.label()} and takes no "
                                 f"position")
    CacheWarning, EndgameDB = tools.CacheWarning, tools.EndgameDB
    auto_seeds, cache_dir = tools.auto_seeds, tools.cache_dir

    if args.max_seeds == "auto":
        seeds = auto_seeds(game)
    else:
        seeds = int(args.max_seeds) if args.max_seeds.isdigit() else -1
        if not 0 < seeds <= 40:
            raise InvalidOptionError(f"--max-seeds {args.max_seeds}: give 1 to 40 seeds, or "
                                     f"'auto' (rules {game.label()})")
    start = time.perf_counter()
    with warnings.catch_warnings():
        # the command's whole point is the file: a cache that cannot be written is
        # an error here, not the search's warning
        warnings.simplefilter("ignore", CacheWarning)
        db = EndgameDB(game, seeds)
    seconds = time.perf_counter() - start
    if db.cache_error is not None:
        raise OSError(f"cannot save the endgame database of {game.label()} in "
                      f"{str(cache_dir() / 'endgame')!r} ({db.cache_error}); set MANCALA_CACHE "
                      f"to a writable folder")
    built = sorted(level for level, what in db.log.items() if what != "loaded")
    size = int(db.offsets[-1])
    print(f"{game.label()}: endgame database of {db.max_seeds} seeds, {size:,} positions "
          f"({size / 1e6:,.0f} MB), in {seconds:.1f} s", file=out)
    if db.max_seeds < seeds:
        print(f"  {seeds} seeds do not fit the memory limit: {db.max_seeds} kept", file=out)
    loaded = sorted(level for level, what in db.log.items() if what == "loaded")
    print(f"  levels loaded: {_levels(loaded)}; built: {_levels(built)}", file=out)
    print(f"  folder: {db.folder if db.folder is not None else '(not saved)'}", file=out)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``mancala`` command with ``argv`` (default: ``sys.argv[1:]``); return its status.

    Output is gathered first and printed only on success, so that a failing
    command writes nothing to stdout.
    """
    import io

    args = list(sys.argv[1:] if argv is None else argv)
    buffer = io.StringIO()
    try:
        status = _run(args, buffer)
    except _Usage as usage:
        print(usage, file=sys.stderr)
        return 2
    except SystemExit as done:  # --help and --version
        sys.stdout.write(buffer.getvalue())
        return done.code if isinstance(done.code, int) else 0
    except (MancalaError, OSError) as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    return _output(buffer.getvalue(), status)


def _output(text: str, status: int) -> int:
    """Write the command's output; an output that cannot be written (a full disk,
    ``> /dev/full``, a closed pipe) is one message and status 2, not a traceback."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError as error:
        print(f"{PROG}: error: cannot write the output ({error.strerror or error})",
              file=sys.stderr)
        try:  # the interpreter flushes standard output again at exit: let it go nowhere
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 2
    return status


# -- mancala solve: the solution in words or JSON ---------------------------------------


def _signed(v: int) -> str:
    """A value with its sign: ``+3``, ``0``, ``-2``."""
    return f"+{v}" if v > 0 else str(v)


def solve_command(pos: Position, as_json: bool, *, max_nodes: int | None = None,
                  max_seconds: float | None = None, endgame: int | bool = True,
                  threads: int | None = None, moves: str = "all") -> str:
    """Solve ``pos`` and describe the solution: JSON (``as_json``) or text lines.

    ``endgame``: Kalah only; ``True`` (the default) probes the automatic endgame
    database (:func:`~mancala_core.games.kalah.endgame.default_endgame`), ``False``
    none, a number one of up to that many seeds
    (:class:`~mancala_core.games.kalah.endgame.EndgameDB`); a database is built on
    first use with a progress bar on stderr and cached on disk.

    The JSON object has ``position``, ``value`` (``null`` if a budget stopped the
    search), ``lower``, ``upper``, ``exact``, ``moves`` (exact values),
    ``move_bounds``, ``line``, ``nodes``, ``seconds`` and ``notes`` (why a search that
    is not exact stopped, when it is not the budget).

    >>> import mancala_core as mc
    >>> print(solve_command(mc.rules("kalah", pits=3, seeds=1).start(), as_json=False))
    ... # doctest: +ELLIPSIS
    kalah[pits=3,seeds=1] 1.1.1:0/1.1.1:0 S
    value: 0 for South (exact)
    moves: 1 = 0, 2 = -4, 3 = 0
    line: ...
    nodes: ...
    """
    from .search import solve
    from .search.engine import engine_of

    db: Any = bool(endgame)
    if endgame is not True and endgame:
        found = engine_of(pos.rules).endgame_database(pos.rules, int(endgame))
        if found is not None:
            db = found
    sol = solve(pos, max_nodes=max_nodes, max_seconds=max_seconds, endgame=db, threads=threads,
                moves=moves)
    if as_json:
        return json.dumps(sol.as_dict())
    side = pos.rules.side_names[pos.to_move]
    lines = [pos.text()]
    if sol.exact:
        lines.append(f"value: {_signed(sol.lower)} for {side} (exact)")
    else:
        # why it stopped: the solver's notes (the kernel's depth, say), else the budget
        why = "; ".join(dict.fromkeys(sol.notes)) or "the budget ran out"
        lines.append(f"value: between {_signed(sol.lower)} and {_signed(sol.upper)} for "
                     f"{side} ({why})")
    parts = []
    for move, (lo, hi) in sol.move_bounds.items():
        if lo == hi:
            parts.append(f"{move} = {_signed(lo)}")
        elif sol.exact:  # moves="best": proved worse than the value
            parts.append(f"{move} <= {_signed(hi)}")
        else:
            parts.append(f"{move} in {_signed(lo)}..{_signed(hi)}")
    if parts:
        lines.append("moves: " + ", ".join(parts))
    if sol.line:
        lines.append("line: " + " ".join(sol.line))
    lines.append(f"nodes: {sol.nodes} in {sol.seconds:.2f} s")
    return "\n".join(lines)
