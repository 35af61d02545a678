"""Every example program on the site is a file that a test builds and runs.

A code block in a programming language must come from a file (``literalinclude``), never be
written inline in a page: an inline block is a warning, so an error in the docs build. The
files the site includes are written, relative to the repository root, to
``examples-on-site.txt`` in the report folder; docs/tools/check_examples.py (CTest
``docs.examples``) checks that a test runs each one. Shell commands, build files and text
formats (records, state text) are not programs and may be written inline. Files under tests/
are tests themselves (the page of the rules' tests shows the scenario suites) and are not listed.
"""

from __future__ import annotations

from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

logger = logging.getLogger(__name__)

PROGRAM_LANGUAGES = {"c", "cpp", "c++", "csharp", "cs", "c#", "python", "py", "java",
                     "javascript", "js", "typescript", "ts"}


def included_file(node: nodes.literal_block, doc_source: str) -> str | None:
    """The file a literalinclude read, or None for a block written in the page."""
    source = node.get("source")
    if source and Path(source).resolve() != Path(doc_source).resolve():
        return source
    return None


def collect(app: Sphinx, doctree: nodes.document) -> None:
    env = app.env
    files = env.bezique_examples.setdefault(env.docname, set())
    root = Path(app.srcdir).parent.resolve()
    for node in doctree.findall(nodes.literal_block):
        language = node.get("language", "")
        source = included_file(node, env.doc2path(env.docname))
        if source is None:
            if language in PROGRAM_LANGUAGES:
                logger.warning(f"bezique_examples: an inline {language} example; put it in a file "
                               "that a test runs and include it with literalinclude",
                               location=node, type="bezique", subtype="inline-example")
            continue
        path = Path(source).resolve()
        if path.is_relative_to(root) and not path.is_relative_to(root / "tests"):
            files.add(path.relative_to(root).as_posix())


def init(app: Sphinx) -> None:
    if not hasattr(app.env, "bezique_examples"):
        app.env.bezique_examples = {}


def purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    env.bezique_examples.pop(docname, None)


def merge(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment) -> None:
    for docname in docnames:
        env.bezique_examples[docname] = other.bezique_examples.get(docname, set())


def write_report(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None:
        return
    files = sorted(set().union(*app.env.bezique_examples.values()))
    report = Path(app.config.bezique_docs_report_dir)
    report.mkdir(parents=True, exist_ok=True)
    (report / "examples-on-site.txt").write_text("".join(f + "\n" for f in files), encoding="utf-8")


def setup(app: Sphinx) -> dict:
    app.add_config_value("bezique_docs_report_dir", "", "", types=(str,))
    app.connect("builder-inited", init)
    app.connect("doctree-read", collect)
    app.connect("env-purge-doc", purge)
    app.connect("env-merge-info", merge)
    app.connect("build-finished", write_report)
    return {"version": "1", "env_version": 1, "parallel_read_safe": True,
            "parallel_write_safe": True}
