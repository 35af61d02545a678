"""Mentions of the rules and the guides in plain text become links, wherever they are: in the
guides, and in the doc comments of the C and C++ headers, the C# sources, the JavaScript
declarations and the Python docstrings, which name them in a form that reads well in the source
too:

- "docs/rules.md 2.8", "docs/rules.md section 4", "docs/rules.md sections 2.7" link to that rule
  or section of the rules reference (targets `rules-N`, `rules-N-M`, written in docs/rules.md;
  a mention of a rule that has none is an undefined label, so an error in the docs build);
- "docs/determinism.md" (any page of docs/) links to that page.
"""

from __future__ import annotations

import re

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform

from bezique_rules import RULES_DOC, label

RULES_MENTION = re.compile(r"\bdocs/rules\.md,?\s+(?:sections?\s+)?(\d+)(?:\.(\d+))?\b")
GUIDE_MENTION = re.compile(r"\bdocs/([a-z0-9-]+)\.md\b")
MENTION = re.compile(f"{RULES_MENTION.pattern}|{GUIDE_MENTION.pattern}")
# Text inside these is code, a signature or already a link.
SKIP_PARENTS = (nodes.literal, nodes.literal_block, nodes.reference, addnodes.pending_xref,
                addnodes.desc_signature, nodes.raw, nodes.title)


def parents(node: nodes.Node):
    node = node.parent
    while node is not None:
        yield node
        node = node.parent


class LinkMentions(SphinxTransform):
    default_priority = 500

    def apply(self) -> None:
        docname = self.env.docname
        for text in list(self.document.findall(nodes.Text)):
            if not MENTION.search(text) or any(isinstance(p, SKIP_PARENTS) for p in parents(text)):
                continue
            text.parent.replace(text, self.linked(str(text), docname))

    def target(self, match: re.Match) -> tuple[str, str] | None:
        """(reftype, target) of the mention, or None to leave it as text."""
        if match.group(3):
            guide = match.group(3)
            return ("doc", "/" + guide) if guide in self.env.found_docs else None
        if self.env.docname == RULES_DOC:
            return None
        return ("ref", label(match.group(1), match.group(2)))

    def linked(self, text: str, docname: str) -> list[nodes.Node]:
        out: list[nodes.Node] = []
        position = 0
        for match in MENTION.finditer(text):
            target = self.target(match)
            if target is None:
                continue
            out.append(nodes.Text(text[position:match.start()]))
            xref = addnodes.pending_xref("", refdomain="std", reftype=target[0], refexplicit=True,
                                         reftarget=target[1], refdoc=docname)
            xref += nodes.inline(match.group(0), match.group(0), classes=["xref", "std"])
            out.append(xref)
            position = match.end()
        out.append(nodes.Text(text[position:]))
        return out


def setup(app: Sphinx) -> dict:
    app.setup_extension("bezique_rules")
    app.add_transform(LinkMentions)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
