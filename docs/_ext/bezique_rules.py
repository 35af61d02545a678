"""The rules on the site, and the tests that pin them.

- `rules` (docs/rules.md) is the project's rules reference, written in the repository. Its
  sections keep the rules contract's numbers, which the scenario suites are named by
  (`Section2Trump`, `Section4Reuse`, ...): each section and numbered rule has a target
  `rules-N` / `rules-N-M`, so that bezique_mentions links "docs/rules.md 2.8" to rule 2.8.
- `rules-tests` is generated here from the scenario suites, tests/core/test_section*.cpp: each
  file, and each test in it under a target of its own, included from the file itself.
- The role ``{test}`Suite.Name``` cites a test: a link to it on `rules-tests`, so a citation
  of a test that does not exist is an undefined label, a warning and so an error in the docs
  build. Every test of those files must be cited from the rules page: a test that pins no
  documented rule is a warning too.
- `rules-reference` is the options and presets reference that docs/tools/gen_rules_reference.cpp
  writes from the option registry (BEZIQUE_RULES_REFERENCE).

Nothing here reads outside the repository and the build tree.
"""

from __future__ import annotations

import re
from pathlib import Path

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

logger = logging.getLogger(__name__)

RULES_DOC = "rules"
TESTS_DOC = "rules-tests"
REFERENCE_DOC = "rules-reference"
# The scenario suites, relative to the repository root.
SUITES_GLOB = "tests/core/test_section*.cpp"
TEST_MACRO = re.compile(r"^TEST(?:_F|_P)?\((\w+),\s*(\w+)\)")


def label(section: str, rule: str | None = None) -> str:
    return f"rules-{section}" + (f"-{rule}" if rule else "")


def test_label(name: str) -> str:
    return "test-" + name.replace(".", "-").lower()


def repository_root(app: Sphinx) -> Path:
    return Path(app.srcdir).parent


def suite_files(app: Sphinx) -> list[Path]:
    return sorted(repository_root(app).glob(SUITES_GLOB), key=natural_key)


def natural_key(path: Path) -> list[object]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.name)]


def code_of(line: str) -> str:
    """A line of C++ without its string and character literals and its // comment."""
    line = re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', "", line)
    return line.split("//", 1)[0]


def blocks_of(path: Path) -> list[tuple[str | None, int, int]]:
    """The file as blocks (test or None, first line, last line; 1-based): each test from the
    comment lines right above its TEST macro to its closing brace; None for what lies between
    (includes, helpers)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    tests: list[tuple[str, int, int]] = []
    index = 0
    while index < len(lines):
        match = TEST_MACRO.match(lines[index])
        if not match:
            index += 1
            continue
        first = index
        while first > 0 and lines[first - 1].startswith("//"):
            first -= 1
        depth, last, opened = 0, index, False
        while last < len(lines):
            code = code_of(lines[last])
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if opened and depth == 0:
                break
            last += 1
        tests.append((f"{match.group(1)}.{match.group(2)}", first, last))
        index = last + 1
    blocks: list[tuple[str | None, int, int]] = []
    position = 0
    for name, first, last in tests + [(None, len(lines), len(lines))]:
        between = [i for i in range(position, first) if lines[i].strip() and
                   not lines[i].startswith("}  // namespace")]
        if between:
            blocks.append((None, between[0] + 1, between[-1] + 1))
        if name is not None:
            blocks.append((name, first + 1, last + 1))
        position = last + 1
    return blocks


def tests_of(path: Path) -> list[str]:
    return [name for name, _, _ in blocks_of(path) if name is not None]


def tests_page(app: Sphinx) -> str:
    out = [
        "# The rules' tests\n",
        "The scenario suites that pin the rules of the [rules reference](rules.md), shown as they are",
        "in the repository (`tests/core/test_section*.cpp`). Each suite is named by the section of",
        "the rules it tests, each test by what it checks; the rules reference cites every one of",
        "them beside the rule it pins. They run in the C++ suite (`bezique_core_tests`, CTest label",
        "`cxx`, also under AddressSanitizer and UndefinedBehaviorSanitizer), where a scenario",
        "stacks the deck, plays the moves the test names and checks scores, events and the legal",
        "moves (`tests/core/scenario.hpp`). The random-play harness",
        "(`RandomPlay.EveryStepKeepsTheInvariants`, `tests/core/test_random_play.cpp`) checks every",
        "preset's invariants after every action of thousands of random games besides.\n",
    ]
    root = repository_root(app)
    for path in suite_files(app):
        relative = path.relative_to(root).as_posix()
        app.env.note_dependency(str(path))
        out.append(f"## `{relative}`\n")
        for name, first, last in blocks_of(path):
            target = f"({test_label(name)})=\n" if name else ""
            caption = name or "helpers"
            out.append(f"{target}```{{literalinclude}} ../{relative}\n:language: cpp\n"
                       f":lines: {first}-{last}\n:lineno-match:\n:caption: {caption}\n```\n")
    return "\n".join(out)


def read_source(app: Sphinx, docname: str, source: list[str]) -> None:
    if docname == TESTS_DOC:
        source[0] = tests_page(app)
    elif docname == REFERENCE_DOC:
        path = Path(app.config.bezique_rules_reference)
        app.env.note_dependency(str(path))
        source[0] = path.read_text(encoding="utf-8")


def test_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """{test}`Suite.Name`: the test, linked on the page of the rules' tests."""
    env = inliner.document.settings.env
    test = text.strip()
    env.bezique_cited_tests.setdefault(env.docname, set()).add(test)
    xref = addnodes.pending_xref(rawtext, refdomain="std", reftype="ref", refexplicit=True,
                                 reftarget=test_label(test), refdoc=env.docname)
    xref += nodes.literal(test, test, classes=["xref", "std", "bezique-test"])
    return [xref], []


def init(app: Sphinx) -> None:
    if not hasattr(app.env, "bezique_cited_tests"):
        app.env.bezique_cited_tests = {}


def purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    env.bezique_cited_tests.pop(docname, None)


def merge(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment) -> None:
    for docname in docnames:
        env.bezique_cited_tests[docname] = other.bezique_cited_tests.get(docname, set())


def check_every_test_cited(app: Sphinx, env: BuildEnvironment) -> None:
    cited = env.bezique_cited_tests.get(RULES_DOC, set())
    root = repository_root(app)
    for path in suite_files(app):
        for name in tests_of(path):
            if name not in cited:
                logger.warning(f"bezique_rules: {name} ({path.relative_to(root).as_posix()}) is cited "
                               "nowhere on docs/rules.md: cite it with {test} beside the rule it pins",
                               type="bezique", subtype="uncited-test")


def setup(app: Sphinx) -> dict:
    app.add_config_value("bezique_rules_reference", "", "env", types=(str,))
    app.add_role("test", test_role)
    app.connect("builder-inited", init)
    app.connect("source-read", read_source)
    app.connect("env-purge-doc", purge)
    app.connect("env-merge-info", merge)
    app.connect("env-check-consistency", check_every_test_cited)
    return {"version": "2", "env_version": 2, "parallel_read_safe": True,
            "parallel_write_safe": True}
