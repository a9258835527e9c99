# The environment the warmed caches need, in one place: sourced by binder/start (every
# launch on Binder, and `make course`, which runs JupyterLab through binder/start) and by
# binder/postBuild (the image build, which fills the caches). Bash only.
#
# The caches live in the repository's own .cache/ (ignored by git). On Binder the
# repository is the home folder (/home/jovyan), so that is ~/.cache there, the place the
# endgame databases go by default anyway; on a laptop it keeps the course's caches beside
# the course, where `make clean` finds them.
#
# NUMBA_CPU_NAME=generic: numba keys each cached function by the CPU it was compiled for
# (name and features); "generic" (features then default to none) compiles code that any
# x86-64 machine can run, so the cache filled on Binder's build machine is used on the
# machine that serves the learner. It costs some speed: see benchmarks/README.md.
_mancala_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NUMBA_CACHE_DIR="$_mancala_root/.cache/numba"
export NUMBA_CPU_NAME=generic
export MANCALA_CACHE="$_mancala_root/.cache/mancala-course"
unset _mancala_root
