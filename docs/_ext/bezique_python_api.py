"""Every public name of the Python package is documented on the site.

A name the package re-exports from a private module (``bezique.PRESETS`` from
``bezique.variant``) is documented by the docstring written where it is defined, and a class
whose base is private (``Game`` and ``State`` share ``_Position``) shows the public bases of
that base.

Two checks, both warnings (so errors in the docs build, which runs with -W):
- a public class, function, method, property or attribute that autodoc renders without a
  docstring;
- a public name of a public module that no page documents: its ``__all__``, or without one
  the classes and functions it defines.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.pycode import ModuleAnalyzer
from sphinx.errors import PycodeError
from sphinx.util import logging

logger = logging.getLogger(__name__)

# The public modules.
MODULES = ["bezique", "bezique.env"]


def public_names(module: object) -> list[str]:
    if hasattr(module, "__all__"):
        return list(module.__all__)
    return [name for name, value in vars(module).items()
            if not name.startswith("_") and (inspect.isclass(value) or inspect.isfunction(value))
            and value.__module__ == module.__name__]


def defined_docstring(name: str) -> list[str]:
    """The attribute docstring of a re-exported name, from the submodule that defines it."""
    module_name, attribute = name.rsplit(".", 1)
    package = importlib.import_module(module_name)
    for info in pkgutil.iter_modules(getattr(package, "__path__", [])):
        try:
            analyzer = ModuleAnalyzer.for_module(f"{module_name}.{info.name}")
            analyzer.analyze()
        except PycodeError:
            continue
        doc = analyzer.attr_docs.get(("", attribute))
        if doc:
            return list(doc)
    return []


def check_docstring(app: Sphinx, what: str, name: str, obj: object, options: dict,
                    lines: list[str]) -> None:
    if any(part.startswith("_") for part in name.split(".")):
        return
    if what == "module":
        return
    if what == "data":
        defined = defined_docstring(name)
        if defined and defined[0] not in lines:
            lines[:0] = defined + [""]
    if not any(line.strip() for line in lines):
        logger.warning(f"bezique_python_api: {what} {name} has no docstring",
                       type="bezique", subtype="python-docstring")


def check_every_public_name(app: Sphinx, env: BuildEnvironment) -> None:
    documented = set(env.get_domain("py").objects)
    for module_name in MODULES:
        try:
            module = importlib.import_module(module_name)
        except ImportError as error:
            logger.warning(f"bezique_python_api: cannot import {module_name}: {error}",
                           type="bezique", subtype="python-api")
            continue
        for name in public_names(module):
            if f"{module_name}.{name}" not in documented:
                logger.warning(f"bezique_python_api: {module_name}.{name} is public "
                               "but no page documents it", type="bezique", subtype="python-api")


def public_bases(app: Sphinx, name: str, obj: object, options: dict, bases: list) -> None:
    """Replaces a private base by its own bases (by object when it has no other)."""
    while any(base.__name__.startswith("_") for base in bases):
        private = next(base for base in bases if base.__name__.startswith("_"))
        index = bases.index(private)
        bases[index:index + 1] = [b for b in private.__bases__ if b is not object] or [object]


def setup(app: Sphinx) -> dict:
    app.connect("autodoc-process-docstring", check_docstring)
    app.connect("autodoc-process-bases", public_bases)
    app.connect("env-check-consistency", check_every_public_name)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
