"""Build the course as an offline site: ``python tools/site/build.py build/site``.

``make site`` runs it in the site's own environment (``tools/site/requirements.txt``:
JupyterLite's builder, its Pyodide kernel and Voici, with anywidget's and ipywidgets'
front ends). The site runs Python in the browser (Pyodide) and fetches nothing from
outside itself. It holds:

- ``index.html``, the landing page (``tools/site/landing.py``): links to the lessons, the
  puzzle trainer and the game room, and the puzzle of the day, in the browser's language;
- the lessons in JupyterLab: ``lab/index.html?path=course/NN_….ipynb``;
- the apps (``apps/*.ipynb``) as Voici pages with no code shown:
  ``voici/render/apps/NAME.html``.

Lessons and apps share one Pyodide (0.29, Python 3.13), which Voici's front end fits. The
steps:

1. Pyodide's core (the wasm, the standard library and its lock file) from the npm registry;
2. the pure-Python wheels Pyodide needs at start (micropip, IPython, jedi, ...) from PyPI,
   at the versions Pyodide's lock names, put beside the core and written into the lock;
3. the course's wheels: ``mancala-course`` built from this checkout (the rules, the
   search's readable path, the widgets, the puzzles with their collections, coursework)
   and the widget libraries, pure Python from PyPI, also written into the lock, so that
   the kernel loads them when it starts (``loadPyodideOptions.packages``) and a lesson or
   an app runs as it is, with no install cell;
4. the lessons at ``course/NN_….ipynb`` (the teacher's copies stay out) and the apps at
   ``apps/NAME.ipynb``;
5. ``voici build`` (``tools/site/voici_apps.py``: Voici renders the apps alone) into the
   output folder, with JupyterLab beside Voici;
6. Font Awesome's CSS and fonts (npm) into ``static/fontawesome``, which the apps' pages
   load instead of the CDN Voila's template names; a page that still names another host
   stops the build;
7. the landing page over JupyterLite's ``index.html``.

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

#: the Pyodide that jupyterlite-pyodide-kernel 0.7.0 runs (it asks for 0.29.0; 0.29.3 is the
#: same series with its fixes)
PYODIDE_VERSION = "0.29.3"
#: Pyodide's Python, for ``pip download``
PYTHON_VERSION = "3.13"
#: Font Awesome 5, whose CSS Voila's page template asks a CDN for: served from the site
FONT_AWESOME = "5.15.4"
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
#: what Pyodide's lock names as a dependency but the site leaves out: compiled packages that
#: are not in Pyodide's npm package, which their dependents do without
LEFT_OUT = {
    # IPython 9 keeps no history on disk without it (IPython.core.history's DummyDB)
    "sqlite3": ("ipython",),
}


def say(text: str) -> None:
    print(f"site: {text}", flush=True)


def canon(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(*argv: str | Path, cwd: Path | None = None) -> None:
    subprocess.run([str(a) for a in argv], check=True, cwd=cwd)


def npm_package(cache: Path, name: str, version: str) -> Path:
    """The npm package ``name@version`` unpacked in the cache: its ``package`` folder."""
    flat = name.lstrip("@").replace("/", "-")
    tgz = cache / f"{flat}-{version}.tgz"
    if not tgz.exists():
        say(f"npm pack {name}@{version}")
        run("npm", "pack", "--silent", f"{name}@{version}", "--pack-destination", cache)
    unpacked = cache / f"{flat}-{version}"
    if not unpacked.exists():
        with tarfile.open(tgz) as archive:
            archive.extractall(unpacked, filter="data")
    return unpacked / "package"


def pyodide_core(cache: Path, dest: Path) -> None:
    """Pyodide's core from npm into ``dest`` (no source maps, consoles or type files)."""
    shutil.copytree(npm_package(cache, "pyodide", PYODIDE_VERSION), dest,
                    ignore=shutil.ignore_patterns("*.map", "*.d.ts", "console*.html",
                                                  "README.md", "package.json"))


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
    for left_out, dependents in LEFT_OUT.items():
        for dependent in dependents:
            entry = packages[by_canon[canon(dependent)]]
            entry["depends"] = [d for d in entry["depends"] if canon(d) != canon(left_out)]
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


def apps(dest: Path, source: Path) -> list[str]:
    """The apps (``apps/*.ipynb``) at ``apps/NAME.ipynb``: Voici renders each as a page with
    no code, ``voici/render/apps/NAME.html``."""
    found = sorted(source.glob("*.ipynb"))
    if not found:
        raise SystemExit(f"site: no app notebooks in {source}")
    (dest / "apps").mkdir(parents=True)
    for app in found:
        shutil.copy2(app, dest / "apps" / app.name)
    return [app.name for app in found]


#: the links to Font Awesome's CDN in Voila's page template, and our copy's files
CDN_FONT_AWESOME = re.compile(
    r"https://cdn\.jsdelivr\.net/npm/@fortawesome/fontawesome-free@[^/\"']*/css/"
    r"(all|v4-shims)\.min\.css")
#: an address outside the site in a page's ``src`` or ``href``
OUTSIDE = re.compile(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", re.IGNORECASE)


def font_awesome(cache: Path, out: Path) -> Path:
    """Font Awesome 5's CSS (all icons and the shims for version 4's names, which
    ipywidgets' buttons use) and its web fonts, at ``static/fontawesome``."""
    package = npm_package(cache, "@fortawesome/fontawesome-free", FONT_AWESOME)
    dest = out / "static" / "fontawesome"
    (dest / "css").mkdir(parents=True)
    for name in ("all.min.css", "v4-shims.min.css"):
        shutil.copy2(package / "css" / name, dest / "css" / name)
    # the browsers of today take woff2 (woff and ttf for the rest); no eot or svg fonts
    shutil.copytree(package / "webfonts", dest / "webfonts",
                    ignore=shutil.ignore_patterns("*.eot", "*.svg"))
    return dest


def voici_pages(out: Path, fonts: Path) -> list[Path]:
    """The apps' pages as the site serves them: Font Awesome from the site, not a CDN; the
    list of the apps Voici writes (not for learners) removed. A page that
    still names another host stops the build."""
    voici = out / "voici"
    shutil.rmtree(voici / "tree", ignore_errors=True)
    (voici / "index.html").write_text(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" '
        'content="0; url=../index.html"><a href="../index.html">Mancala</a>\n',
        encoding="utf-8")
    pages = sorted((voici / "render").rglob("*.html"))
    for page in pages:
        css = (Path(*[".."] * (len(page.relative_to(out).parts) - 1))
               / fonts.relative_to(out) / "css").as_posix()
        text = CDN_FONT_AWESOME.sub(rf"{css}/\1.min.css", page.read_text(encoding="utf-8"))
        outside = OUTSIDE.search(text)
        if outside:
            raise SystemExit(f"site: {page} still asks another host for {outside[0]!r}...")
        page.write_text(text, encoding="utf-8")
    return pages


def landing(out: Path, cache: Path, course: Path) -> None:
    """The landing page (``tools/site/landing.py``), which computes the puzzle of the day
    with the course's own code: the wheel the site ships, unpacked, on ``PYTHONPATH`` (pure
    Python, nothing else needed; this environment does not install it)."""
    import os
    import zipfile

    lib = cache / "course-lib"
    shutil.rmtree(lib, ignore_errors=True)
    with zipfile.ZipFile(course) as archive:
        archive.extractall(lib)
    env = {**os.environ, "PYTHONPATH": str(lib)}
    subprocess.run([sys.executable, str(HERE / "landing.py"), str(out)], check=True, env=env)


def build(out: Path, cache: Path, app_folder: Path) -> None:
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
    found = apps(work / "content", app_folder)
    say(f"apps: {', '.join(found)}")
    (work / "jupyter_lite_config.json").write_text(json.dumps({
        # JupyterLab for the lessons, Voici for the apps, on one Pyodide
        "LiteBuildConfig": {"contents": ["content"], "output_dir": str(out.resolve()),
                            "no_sourcemaps": True, "apps": ["lab", "voici"]},
    }, indent=1))
    (work / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Mancala course",
            # window.jupyterapp, which the lessons' browser tests drive
            # (tests/widgets/test_site_browser.py)
            "exposeAppInBrowser": True,
            # Voila's JupyterLab button ("Render with Voila") needs a Jupyter server
            "disabledExtensions": ["@voila-dashboards/jupyterlab-preview"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    # Voici's pages load Pyodide from a CDN unless told where it is
                    "pyodideUrl": "./static/pyodide/pyodide.js",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": list(PRELOAD)},
                },
            },
        },
    }, indent=1))
    shutil.rmtree(out, ignore_errors=True)
    say("voici build (JupyterLab and the apps)")
    log = work / "build.log"
    with log.open("w") as handle:
        done = subprocess.run([sys.executable, str(HERE / "voici_apps.py"), "build"], cwd=work,
                              stdout=handle,
                              stderr=subprocess.STDOUT)
    if done.returncode != 0:
        sys.stdout.write(log.read_text()[-4000:])
        raise SystemExit(f"site: voici build failed (log: {log})")
    say(f"built in {time.monotonic() - started:.0f} s")
    fonts = font_awesome(cache, out)
    pages = voici_pages(out, fonts)
    say(f"{len(pages)} app pages: {', '.join(p.relative_to(out).as_posix() for p in pages)}")
    say("the landing page and the puzzle of the day")
    landing(out, cache, ours)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"built {out}/index.html: {size / 1e6:.1f} MB in {time.monotonic() - started:.0f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", default=ROOT / "build" / "site")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache")
    parser.add_argument("--apps", type=Path, default=ROOT / "apps",
                        help="the folder of the app notebooks (default: the checkout's apps/)")
    args = parser.parse_args(argv)
    build(args.out, args.cache, args.apps)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
