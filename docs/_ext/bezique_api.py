"""The C++ and C# reference pages, laid out from Doxygen's XML index so that every public
header and every public C# type gets a section of its own (and an entry in the page's table of
contents) without a list kept by hand:

- `reference/cpp`: one section per header of include/bezique (the core, then `ai/`), each
  rendered by Breathe's ``doxygenfile``;
- `reference/csharp`: the enumerations, then one section per public class or struct of the
  namespace ``Bezique`` (C#'s internal types, which Doxygen marks ``prot="package"``, are left
  out), rendered in sphinx-csharp's domain. Overrides documented with <inheritdoc/> (Equals,
  GetHashCode, ToString), which Doxygen counts as undocumented, are listed too.

Doxygen links a mention of a header ("bezique.h", "state.hpp") to the header's own page, which
this site does not have: such a link goes to the header's section instead, and a link to a
namespace goes to its reference page. Breathe declares a header's namespace again for each
header rendered; those repeated namespace declarations are not duplicates of any symbol, and
their warnings are dropped (and only those).
"""

from __future__ import annotations

import logging
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util.logging import WarningStreamHandler
from sphinx.util.nodes import make_refnode

CPP_DOC = "reference/cpp"
CSHARP_DOC = "reference/csharp"
C_DOC = "reference/c"
# Doxygen's ids of the namespaces, and the page of each.
NAMESPACE_PAGES = {"namespacebezique": CPP_DOC, "namespacebezique_1_1ai": CPP_DOC,
                   "namespaceBezique": CSHARP_DOC}
# The C ABI's headers; every other header is C++.
C_HEADERS = {"bezique.h", "bezique_version.h"}


# What a header's reference shows (breathe's section kinds, in this order): its public API, not
# the private members of its classes, which Doxygen's XML lists whatever EXTRACT_PRIVATE says.
PUBLIC_SECTIONS = " ".join([
    "briefdescription", "detaileddescription", "user-defined", "public-type", "public-func",
    "public-attrib", "public-static-func", "public-static-attrib", "related", "define", "typedef",
    "enum", "func", "var", "innerclass", "innernamespace"])


def xml_dir(app: Sphinx) -> Path:
    return Path(app.config.breathe_projects[app.config.breathe_default_project])


def compounds(app: Sphinx, kind: str) -> list[tuple[str, str]]:
    """(refid, name) of every compound of a kind in Doxygen's index."""
    index = ElementTree.parse(xml_dir(app) / "index.xml").getroot()
    return [(c.get("refid"), c.findtext("name")) for c in index.iter("compound")
            if c.get("kind") == kind]


def header_anchor(name: str) -> str:
    return "header-" + name.replace(".", "-").replace("_", "-")


def cpp_sections(app: Sphinx) -> str:
    headers = [(refid, name) for refid, name in compounds(app, "file")
               if name.endswith(".hpp")]
    ai = {refid for refid, _ in headers if is_ai_header(app, refid)}
    out = []
    for title, group in (("The core: namespace `bezique`", [h for h in headers if h[0] not in ai]),
                         ("Automatic players: namespace `bezique::ai`", [h for h in headers if h[0] in ai])):
        out.append(f"## {title}\n")
        for refid, name in sorted(group, key=lambda h: h[1]):
            path = ("ai/" if refid in ai else "") + name
            out.append(f"({header_anchor(name)})=\n### `bezique/{path}`\n\n"
                       f"```{{doxygenfile}} {name}\n:project: bezique\n:sections: {PUBLIC_SECTIONS}\n```\n")
    return "\n".join(out)


def is_ai_header(app: Sphinx, refid: str) -> bool:
    location = ElementTree.parse(xml_dir(app) / f"{refid}.xml").getroot().find(".//location")
    return location is not None and "/ai/" in location.get("file", "").replace("\\", "/")


def csharp_sections(app: Sphinx) -> str:
    namespace = ElementTree.parse(xml_dir(app) / "namespaceBezique.xml").getroot()
    out = ["## Enumerations\n"]
    for member in namespace.iter("memberdef"):
        if member.get("kind") == "enum" and member.get("prot") == "public":
            name = member.findtext("name")
            out.append(f"### {name}\n\n```{{doxygenenum}} Bezique::{name}\n:project: bezique\n```\n")
    out.append("## Types\n")
    for inner in namespace.iter("innerclass"):
        if inner.get("prot") != "public":
            continue
        name = inner.text
        kind = "struct" if inner.get("refid").startswith("struct") else "class"
        out.append(f"### {name.split('::')[-1]}\n\n"
                   f"```{{doxygen{kind}}} {name}\n:project: bezique\n:members:\n:undoc-members:\n```\n")
    return "\n".join(out)


def read_source(app: Sphinx, docname: str, source: list[str]) -> None:
    sections = {CPP_DOC: cpp_sections, CSHARP_DOC: csharp_sections}.get(docname)
    if sections is None:
        return
    app.env.note_dependency(str(xml_dir(app) / "index.xml"))
    source[0] += "\n" + sections(app)


def link_header(app: Sphinx, env: BuildEnvironment, node: pending_xref,
                contnode: nodes.Element) -> nodes.Element | None:
    """A Doxygen link to a header's page (refid `state_8hpp`) goes to its section."""
    target = node.get("reftarget", "")
    if node.get("reftype") != "ref":
        return None
    if target in NAMESPACE_PAGES:
        return make_refnode(app.builder, node["refdoc"], NAMESPACE_PAGES[target], "", contnode)
    if not (target.endswith("_8h") or target.endswith("_8hpp")):
        return None
    name = target.replace("__", "\0").replace("_8", ".").replace("\0", "_")
    if name in C_HEADERS:
        return make_refnode(app.builder, node["refdoc"], C_DOC, "", contnode)
    return make_refnode(app.builder, node["refdoc"], CPP_DOC, header_anchor(name), contnode)


class DropRepeatedNamespaces(logging.Filter):
    REPEATED = re.compile(r"Duplicate C\+\+ declaration.*\n?.*Declaration is "
                          r"'\.\. cpp:type:: (bezique|ai)'", re.DOTALL)

    def filter(self, record: logging.LogRecord) -> bool:
        return not self.REPEATED.search(record.getMessage())


def install_filter(app: Sphinx) -> None:
    for handler in logging.getLogger("sphinx").handlers:
        if isinstance(handler, WarningStreamHandler):
            handler.filters.insert(0, DropRepeatedNamespaces())


def setup(app: Sphinx) -> dict:
    app.setup_extension("breathe")
    install_filter(app)
    app.connect("source-read", read_source)
    app.connect("missing-reference", link_header)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
