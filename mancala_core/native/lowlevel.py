# mypy: disable-error-code="no-untyped-call"
"""Two low-level aids of the compiled kernels, measured where they are used.

**Leaf functions without reference counts** (:func:`leaf`): numba counts the
references of every array a compiled function receives, with atomic increments
and decrements at its entry and exit, unless it can prove them useless. A small
function called once a move (Kalah's sowing, a database rank) pays them at every
call: in the Kalah endgame database's build they were 45 % of the samples and
the build took 922 ns a position; compiled without them (numba's ``_nrt=False``,
for functions that allocate nothing), 653 ns. ``_nrt`` is numba's own flag
(private by name, used by numba's own test suite since its first releases with
reference counting).

**Prefetch** (:func:`prefetch`, :func:`prefetch_row`): a hint to the processor
to fetch a table's entry into the cache now, because it will be read soon
(LLVM's ``llvm.prefetch``). A probe of a big table costs a trip to memory
(about 100 ns) when the entry is not cached; a search that knows the entries it
will read (the children of a node) asks for all of them at once and reads them
after, so that the trips overlap instead of following each other: 12 % more
nodes a second in the Kalah search. A prefetch never faults and never
changes what a program computes, only when the memory arrives.

    >>> import numpy as np
    >>> from numba import njit
    >>> @njit
    ... def first(a):
    ...     prefetch_row(a, 1)
    ...     return a[1, 0]
    >>> int(first(np.arange(6).reshape(3, 2)))
    2
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from llvmlite import ir
from numba import njit, types
from numba.core import cgutils
from numba.extending import intrinsic

__all__ = ["leaf", "prefetch", "prefetch_row"]

F = TypeVar("F", bound=Callable[..., Any])


def leaf(fn: F) -> F:
    """Compile ``fn`` as a leaf: cached, without reference counting. ``fn`` must
    allocate nothing (no arrays made, no objects returned)."""
    # ``_nrt`` is not in numba's type hints (a private flag), hence the cast
    return cast(F, cast(Any, njit)(cache=True, _nrt=False)(fn))


def _emit(builder: Any, ptr: Any) -> None:
    i8p = ir.IntType(8).as_pointer()
    i32 = ir.IntType(32)
    fnty = ir.FunctionType(ir.VoidType(), [i8p, i32, i32, i32])
    fn = cgutils.get_or_insert_function(builder.module, fnty, "llvm.prefetch.p0")
    # read (0), keep in every cache level (3), data cache (1)
    builder.call(fn, [builder.bitcast(ptr, i8p), ir.Constant(i32, 0), ir.Constant(i32, 3),
                      ir.Constant(i32, 1)])


@intrinsic
def _prefetch(typingctx: Any, arr: Any, idx: Any) -> Any:
    """Prefetch ``arr[idx]`` of a one-dimensional array (no bounds check: a
    prefetch of any address is harmless)."""
    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        aryty = signature.args[0]
        ary = context.make_array(aryty)(context, builder, args[0])
        _emit(builder, cgutils.get_item_pointer(context, builder, aryty, ary, [args[1]],
                                                wraparound=False))
        return context.get_dummy_value()
    return types.void(arr, idx), codegen


@intrinsic
def _prefetch_row(typingctx: Any, arr: Any, row: Any) -> Any:
    """Prefetch the start of row ``row`` of a two-dimensional array."""
    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        aryty, rowty = signature.args
        ary = context.make_array(aryty)(context, builder, args[0])
        zero = context.get_constant(rowty, 0)
        _emit(builder, cgutils.get_item_pointer(context, builder, aryty, ary,
                                                [args[1], zero], wraparound=False))
        return context.get_dummy_value()
    return types.void(arr, row), codegen


#: :func:`_prefetch` as compiled code calls it: ``prefetch(array, index)``
prefetch = cast(Callable[[Any, Any], None], _prefetch)
#: :func:`_prefetch_row` as compiled code calls it: ``prefetch_row(array, row)``
prefetch_row = cast(Callable[[Any, Any], None], _prefetch_row)
