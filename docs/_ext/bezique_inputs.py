"""The list of every file the site was built from, for docs/tools/check_inputs.py (CTest
``docs.inputs``): each page's source, each file Sphinx noted as a page's dependency (included
examples and tests, the generated references), and the build tree's inputs named in conf.py
(Doxygen's XML, the TypeDoc JSON). The check fails when one lies outside the repository and the
build tree, as the rules page once did (it was read from a folder beside the checkout). Python's
own modules, which autodoc notes for the classes the package builds on (enum, typing), are the
tools', not the site's, and are left out.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from sphinx.application import Sphinx


def write_inputs(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None:
        return
    env = app.env
    source = Path(app.srcdir)
    files: set[str] = set()
    for docname in env.found_docs:
        files.add(str(env.doc2path(docname)))
        for dependency in env.dependencies.get(docname, ()):
            files.add(str(source / dependency))
    files.add(app.config.bezique_rules_reference)
    files.add(app.config.breathe_projects[app.config.breathe_default_project])
    if os.environ.get("BEZIQUE_JS_API"):
        files.add(os.environ["BEZIQUE_JS_API"])
    python = [Path(p).resolve() for p in {sys.prefix, sys.base_prefix}]
    files = {f for f in files if not any(Path(f).resolve().is_relative_to(p) for p in python)}
    report = Path(app.config.bezique_docs_report_dir)
    report.mkdir(parents=True, exist_ok=True)
    (report / "inputs.txt").write_text("".join(f"{os.path.normpath(f)}\n" for f in sorted(files)),
                                       encoding="utf-8")


def setup(app: Sphinx) -> dict:
    app.connect("build-finished", write_inputs)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
