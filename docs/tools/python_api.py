"""Writes the Python API reference of the installed ``bezique`` package: one HTML page per
public module, from the docstrings, with pydoc (standard library only). Fails, naming them, if a
public class, function, method or property has no docstring, so the reference cannot fall
behind the package.

    python docs/tools/python_api.py OUTPUT_DIR

Run it with an interpreter that can ``import bezique`` (the Python suite runs it in its fresh
virtual environment after ``pip install .``). ``bezique.env`` is documented when its optional
packages (``pip install bezique[rl]``) are installed.
"""

from __future__ import annotations

import argparse
import enum
import importlib
import inspect
import pkgutil
import pydoc
import sys
from pathlib import Path
from types import ModuleType
from typing import List


def public_modules(package: ModuleType) -> List[ModuleType]:
    """The package and its submodules whose names do not start with an underscore."""
    modules = [package]
    for info in pkgutil.iter_modules(package.__path__):
        if info.name.startswith("_"):
            continue
        name = package.__name__ + "." + info.name
        try:
            modules.append(importlib.import_module(name))
        except ImportError as error:  # an optional extra is not installed
            print(f"python_api: {name} skipped ({error})", file=sys.stderr)
    return modules


def undocumented(package: ModuleType) -> List[str]:
    """Public names of the package (its __all__) and their public members without a docstring."""
    missing: List[str] = []
    for name in getattr(package, "__all__", []):
        obj = getattr(package, name)
        if not (inspect.isclass(obj) or inspect.isroutine(obj)):
            continue  # constants and type aliases carry no docstring of their own
        if not (obj.__doc__ or "").strip():
            missing.append(f"{package.__name__}.{name}")
        if not inspect.isclass(obj) or issubclass(obj, (enum.Enum, BaseException)):
            continue
        for member, value in vars(obj).items():
            if member.startswith("_"):
                continue
            target = value.fget if isinstance(value, property) else value
            if isinstance(target, (staticmethod, classmethod)):
                target = target.__func__
            if not (inspect.isroutine(target) or isinstance(value, property)):
                continue
            if target is None or not (getattr(target, "__doc__", None) or "").strip():
                missing.append(f"{package.__name__}.{name}.{member}")
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path, help="folder for the HTML pages")
    args = parser.parse_args()

    package = importlib.import_module("bezique")
    args.output.mkdir(parents=True, exist_ok=True)
    html = pydoc.HTMLDoc()
    for module in public_modules(package):
        page = html.page(pydoc.describe(module), html.document(module, module.__name__))
        (args.output / f"{module.__name__}.html").write_text(page, encoding="utf-8")
    (args.output / "index.html").write_text(
        '<!DOCTYPE html><meta http-equiv="refresh" content="0; url=bezique.html">'
        '<a href="bezique.html">bezique</a>\n',
        encoding="utf-8",
    )

    missing = undocumented(package)
    for name in missing:
        print(f"python_api: {name} has no docstring", file=sys.stderr)
    if missing:
        print(f"python_api: {len(missing)} public name(s) without a docstring", file=sys.stderr)
        return 1
    print(f"python_api: wrote the reference of bezique {package.__version__} to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
