"""Build the course as an offline JupyterLite site: ``python tools/site/build.py build/site``.

``make site`` runs it in the site's own environment (``tools/site/requirements.txt``:
jupyterlite-core and its Pyodide kernel, with anywidget's and ipywidgets' front ends). The
site runs Python in the browser (Pyodide) and fetches nothing from outside itself:

1. Pyodide's core (the wasm, the standard library and its lock file) from the npm registry;
2. the pure-Python wheels Pyodide needs at start (micropip, IPython, jedi, ...) from PyPI,
   at the versions Pyodide's lock names, put beside the core and written into the lock;
3. the course's wheels: ``mancala-course`` built from this checkout (the rules, the
   search's readable path, the widgets, the puzzles with their collections, coursework)
   and the widget libraries, pure Python from PyPI, also written into the lock, so that
   the kernel loads them when it starts (``loadPyodideOptions.packages``) and a lesson
   runs as it is, with no install cell;
4. the lessons at ``course/NN_….ipynb`` (the teacher's copies stay out);
5. ``jupyter lite build`` into the output folder, whose ``index.html`` opens JupyterLab.

Downloads are kept in ``build/site-cache`` (``--cache``) so a second build needs no network.
Every file is checked against the hash the lock or the index gives.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

#: jupyterlite-pyodide-kernel 0.8.6's Pyodide (its ``constants.PYODIDE_VERSION``)
PYODIDE_VERSION = "314.0.6"
#: Pyodide's Python, for ``pip download``
PYTHON_VERSION = "3.14"
#: what Pyodide itself must load before the kernel starts (their dependencies follow)
START = ("micropip", "packaging", "ipython", "jedi", "traitlets", "typing-extensions", "tqdm")
#: the widget libraries the course needs, pure Python, pinned as the course's tests run them,
#: each with what it needs in the lock (Pyodide's ``depends``)
WIDGETS = {
    "comm": ("0.2.3", ("traitlets",)),
    "jupyterlab-widgets": ("3.0.17", ()),
    "ipywidgets": ("8.1.9", ("comm", "ipython", "traitlets", "jupyterlab-widgets")),
    "psygnal": ("0.16.1", ("typing-extensions",)),
    "anywidget": ("0.11.0", ("ipywidgets", "psygnal", "typing-extensions")),
}
#: the course's own package and what it imports in the browser
COURSE = ("mancala-course", ("ipywidgets", "anywidget", "tqdm"))
#: loaded when the kernel starts: the course and the packages the kernel would otherwise
#: ask piplite for one by one
PRELOAD = ("mancala-course", "anywidget", "ipywidgets", "comm", "ipython", "tqdm")


def say(text: str) -> None:
    print(f"site: {text}", flush=True)


def canon(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(*argv: str | Path, cwd: Path | None = None) -> None:
    subprocess.run([str(a) for a in argv], check=True, cwd=cwd)


def pyodide_core(cache: Path, dest: Path) -> None:
    """Pyodide's core from npm into ``dest`` (no source maps, consoles or type files)."""
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        say(f"npm pack pyodide@{PYODIDE_VERSION}")
        run("npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", cache)
    unpacked = cache / f"pyodide-{PYODIDE_VERSION}"
    if not unpacked.exists():
        with tarfile.open(tgz) as archive:
            archive.extractall(unpacked, filter="data")
    shutil.copytree(unpacked / "package", dest, ignore=shutil.ignore_patterns(
        "*.map", "*.d.ts", "console*.html", "README.md", "package.json"))


def wheel(cache: Path, name: str, version: str) -> Path:
    """The pure-Python wheel of ``name==version`` for Pyodide's Python, from PyPI (cached)."""
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)

    def found() -> list[Path]:
        return [w for w in wheels.glob("*.whl")
                if canon(w.name.split("-")[0]) == canon(name) and w.name.split("-")[1] == version
                and w.name.endswith("-none-any.whl")]

    if not found():
        run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--only-binary=:all:", "--python-version", PYTHON_VERSION, "--implementation", "py",
            "--abi", "none", "--platform", "any", f"{name}=={version}", "-d", wheels)
    hits = found()
    if not hits:
        raise SystemExit(f"site: no pure-Python wheel of {name}=={version} on the index")
    return hits[0]


def lock_entry(path: Path, name: str, version: str, depends: tuple[str, ...],
               imports: list[str]) -> dict[str, object]:
    return {"name": name, "version": version, "file_name": path.name, "install_dir": "site",
            "sha256": sha256(path), "package_type": "package", "imports": imports,
            "depends": list(depends), "unvendored_tests": False}


def top_level(path: Path) -> list[str]:
    """The packages a wheel installs (its ``top_level.txt``, else its folders)."""
    import zipfile

    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        tops = [n for n in names if n.endswith(".dist-info/top_level.txt")]
        if tops:
            return [line for line in archive.read(tops[0]).decode().split() if line]
    return sorted({n.split("/")[0] for n in names if "/" in n and ".dist-info" not in n
                   and not n.split("/")[0].endswith(".data")})


def localise(pyodide: Path, cache: Path, course_wheel: Path) -> list[str]:
    """Make Pyodide's lock point at files beside it for everything the site loads."""
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = lock["packages"]
    by_canon = {canon(key): key for key in packages}
    todo, seen = [canon(name) for name in START], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo += [canon(d) for d in packages[by_canon[name]]["depends"]]
    local = []
    for name in sorted(seen):
        entry = packages[by_canon[name]]
        if not entry["file_name"].endswith("-none-any.whl"):
            raise SystemExit(f"site: {entry['file_name']} is not pure Python: it is not "
                             f"in Pyodide's npm package and cannot be fetched offline")
        path = wheel(cache, entry["name"], entry["version"])
        shutil.copy2(path, pyodide / path.name)
        entry.update(file_name=path.name, sha256=sha256(path), unvendored_tests=False)
        local.append(path.name)
    for name, (version, depends) in WIDGETS.items():
        path = wheel(cache, name, version)
        shutil.copy2(path, pyodide / path.name)
        packages[name] = lock_entry(path, name, version, depends, top_level(path))
        local.append(path.name)
    name, depends = COURSE
    version = course_wheel.name.split("-")[1]
    shutil.copy2(course_wheel, pyodide / course_wheel.name)
    packages[name] = lock_entry(course_wheel, name, version, depends, top_level(course_wheel))
    local.append(course_wheel.name)
    lock_path.write_text(json.dumps(lock, indent=1))
    return local


def course_wheel(cache: Path) -> Path:
    """``mancala-course``'s wheel, built from this checkout."""
    out = cache / "course-wheel"
    shutil.rmtree(out, ignore_errors=True)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", out, ROOT)
    (found,) = out.glob("mancala_course-*.whl")
    return found


#: a picture a lesson's text shows from the checkout (``![…](../docs/x.png)``)
PICTURE = re.compile(r"\]\((\.\./[^)\s]+\.(?:png|svg|jpg|gif))\)")


def contents(dest: Path) -> list[str]:
    """The lessons, at ``course/NN_….ipynb``, and the pictures their texts show (at the
    same place beside them as in the checkout)."""
    course = dest / "course"
    course.mkdir(parents=True)
    lessons = sorted((ROOT / "course").glob("[0-9][0-9]_*.ipynb"))
    for lesson in lessons:
        shutil.copy2(lesson, course / lesson.name)
        for picture in sorted(set(PICTURE.findall(lesson.read_text(encoding="utf-8")))):
            source = (ROOT / "course" / picture).resolve()
            target = (course / picture).resolve()
            if not source.is_file() or dest.resolve() not in target.parents:
                raise SystemExit(f"site: {lesson.name} shows {picture}, which is not a file "
                                 f"of the checkout beside the course")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return [lesson.name for lesson in lessons]


def build(out: Path, cache: Path) -> None:
    started = time.monotonic()
    work = out.parent / f"{out.name}-work"
    shutil.rmtree(work, ignore_errors=True)
    (work / "static").mkdir(parents=True)
    cache.mkdir(parents=True, exist_ok=True)
    say("Pyodide's core")
    pyodide_core(cache, work / "static" / "pyodide")
    say("the course's wheel")
    ours = course_wheel(cache)
    say("wheels for the lock")
    local = localise(work / "static" / "pyodide", cache, ours)
    say(f"{len(local)} wheels beside Pyodide")
    lessons = contents(work / "content")
    say(f"{len(lessons)} lessons")
    (work / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {"contents": ["content"], "output_dir": str(out.resolve()),
                            "no_sourcemaps": True},
    }, indent=1))
    (work / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Mancala course",
            # window.jupyterapp, which the site's browser tests drive (tests/test_site.py)
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": list(PRELOAD)},
                },
            },
        },
    }, indent=1))
    shutil.rmtree(out, ignore_errors=True)
    say("jupyter lite build")
    jupyter = Path(sys.executable).parent / "jupyter"
    log = work / "build.log"
    with log.open("w") as handle:
        done = subprocess.run([str(jupyter), "lite", "build"], cwd=work, stdout=handle,
                              stderr=subprocess.STDOUT)
    if done.returncode != 0:
        sys.stdout.write(log.read_text()[-4000:])
        raise SystemExit(f"site: jupyter lite build failed (log: {log})")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"built {out}/index.html: {size / 1e6:.1f} MB in {time.monotonic() - started:.0f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", default=ROOT / "build" / "site")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache")
    args = parser.parse_args(argv)
    build(args.out, args.cache)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
