"""The rules on the site: RULES.md published as the page `rules`, the generated options and
presets reference as the page `rules-reference`. bezique_mentions links every mention of a
RULES.md section in the guides and the API reference to the rule here.

RULES.md is the rules contract. It is kept beside the project, not in it, so the docs build
reads it from the path CMake gives (BEZIQUE_RULES_FILE, `../shared/RULES.md` by default). Each
section `## N. Title` gets the label `rules-N`, each numbered rule at the start of a line in it
`rules-N-M`, so "RULES.md 2.8" and "RULES.md section 4" link to the rule itself. When the file
is missing the page says so and the mentions link to that page.
"""

from __future__ import annotations

import re
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)

RULES_DOC = "rules"
REFERENCE_DOC = "rules-reference"

SECTION_HEADING = re.compile(r"^## (\d+)\. ")
NUMBERED_RULE = re.compile(r"^(\d+)\. ")


def label(section: str, rule: str | None = None) -> str:
    return f"rules-{section}" + (f"-{rule}" if rule else "")


def labelled_rules(text: str) -> str:
    """RULES.md with a MyST target before each section heading and each numbered rule."""
    out: list[str] = []
    section = None
    for line in text.splitlines():
        heading = SECTION_HEADING.match(line)
        rule = NUMBERED_RULE.match(line)
        if heading:
            section = heading.group(1)
            out += [f"({label(section)})=", ""]
        elif rule and section:
            # A target between two items ends the list; the next starts at its own number.
            out += ["", f"({label(section, rule.group(1))})=", ""]
        out.append(line)
    return "\n".join(out) + "\n"


def missing_rules_page(path: str) -> str:
    return (
        "# The rules\n\n"
        "The rules contract, RULES.md, is kept beside the project rather than in it, and it was\n"
        f"not found when this site was built (looked for: `{Path(path).name}`; the CMake option\n"
        "`BEZIQUE_RULES_FILE` names it). Every rule is an option of the variant: see the\n"
        "{doc}`rules-reference`.\n"
    )


def rules_file(app: Sphinx) -> Path | None:
    path = app.config.bezique_rules_file
    return Path(path) if path and Path(path).is_file() else None


def read_source(app: Sphinx, docname: str, source: list[str]) -> None:
    if docname == RULES_DOC:
        path = rules_file(app)
        if path is None:
            logger.info("bezique_rules: RULES.md not found; the rules page says so")
            source[0] = missing_rules_page(app.config.bezique_rules_file or "RULES.md")
            return
        app.env.note_dependency(str(path))
        source[0] = labelled_rules(path.read_text(encoding="utf-8"))
    elif docname == REFERENCE_DOC:
        path = Path(app.config.bezique_rules_reference)
        app.env.note_dependency(str(path))
        source[0] = path.read_text(encoding="utf-8")


def setup(app: Sphinx) -> dict:
    app.add_config_value("bezique_rules_file", "", "env", types=(str,))
    app.add_config_value("bezique_rules_reference", "", "env", types=(str,))
    app.connect("source-read", read_source)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
