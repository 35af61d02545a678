"""The JavaScript reference: the package's declarations (bindings/js/index.d.ts), read by TypeDoc
into JSON (docs/CMakeLists.txt, BEZIQUE_JS_API), rendered in Sphinx's js domain.

    ```{bezique-js-api}
    ```

renders every export: functions, classes (constructor, properties, methods, static methods),
the interfaces of the values the package returns, type aliases and constants, each with its
doc comment. An export, member or parameter without a doc comment is a warning, so an error in
the docs build. Without BEZIQUE_JS_API (no npm where the site was built) the page says so.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)

# TypeDoc's ReflectionKind values.
KIND_VARIABLE = 32
KIND_FUNCTION = 64
KIND_CLASS = 128
KIND_INTERFACE = 256
KIND_CONSTRUCTOR = 512
KIND_PROPERTY = 1024
KIND_METHOD = 2048
KIND_ACCESSOR = 262144
KIND_TYPE_ALIAS = 2097152

SECTIONS = [
    (KIND_FUNCTION, "Functions"),
    (KIND_CLASS, "Classes"),
    (KIND_INTERFACE, "Objects the package returns or takes"),
    (KIND_TYPE_ALIAS, "Types"),
    (KIND_VARIABLE, "Constants"),
]


def type_text(t: dict[str, Any] | None) -> str:
    """A TypeDoc type as TypeScript source text."""
    if t is None:
        return "unknown"
    kind = t["type"]
    if kind in ("intrinsic", "reference", "typeParameter"):
        name = t["name"]
        args = t.get("typeArguments")
        return f"{name}<{', '.join(type_text(a) for a in args)}>" if args else name
    if kind == "literal":
        return json.dumps(t["value"]) if t["value"] is not None else "null"
    if kind == "union":
        return " | ".join(type_text(u) for u in t["types"])
    if kind == "intersection":
        return " & ".join(type_text(u) for u in t["types"])
    if kind == "array":
        inner = type_text(t["elementType"])
        return f"({inner})[]" if " " in inner else f"{inner}[]"
    if kind == "typeOperator":
        return f"{t['operator']} {type_text(t['target'])}"
    if kind == "tuple":
        return "[" + ", ".join(type_text(e) for e in t.get("elements", [])) + "]"
    if kind == "reflection":
        decl = t["declaration"]
        if decl.get("signatures"):
            sig = decl["signatures"][0]
            return f"({params_text(sig)}) => {type_text(sig.get('type'))}"
        members = []
        for child in decl.get("children", []):
            optional = "?" if child["flags"].get("isOptional") else ""
            readonly = "readonly " if child["flags"].get("isReadonly") else ""
            members.append(f"{readonly}{child['name']}{optional}: {type_text(child.get('type'))}")
        return "{ " + "; ".join(members) + " }"
    if kind == "query":
        return f"typeof {type_text(t['queryType'])}"
    if kind == "indexedAccess":
        return f"{type_text(t['objectType'])}[{type_text(t['indexType'])}]"
    return kind


def params_text(sig: dict[str, Any]) -> str:
    parts = []
    for p in sig.get("parameters", []):
        optional = "?" if p["flags"].get("isOptional") or "defaultValue" in p else ""
        parts.append(f"{p['name']}{optional}: {type_text(p.get('type'))}")
    return ", ".join(parts)


def comment_text(comment: dict[str, Any] | None) -> str:
    """A doc comment's summary as reST (code spans stay code: the site's default role)."""
    if not comment:
        return ""
    out = []
    for part in comment.get("summary", []):
        text = part["text"]
        if part["kind"] == "code" and text.startswith("```"):
            text = text.strip("`")
        out.append(text)
    return "".join(out).strip()


def literal(text: str) -> str:
    return "``" + text.replace("`", "") + "``"


class Renderer:
    def __init__(self, location: str) -> None:
        self.lines: list[str] = []
        self.location = location

    def emit(self, text: str = "", indent: int = 0) -> None:
        for line in text.split("\n") if text else [""]:
            self.lines.append(("   " * indent + line) if line else "")

    def missing(self, what: str) -> None:
        logger.warning("JavaScript reference: %s has no doc comment (bindings/js/index.d.ts)", what,
                       location=self.location)

    def body(self, what: str, comment: dict[str, Any] | None, indent: int) -> None:
        text = comment_text(comment)
        if not text:
            self.missing(what)
            return
        self.emit("", indent)
        self.emit(text, indent)

    def signature_fields(self, what: str, sig: dict[str, Any], indent: int, returns: bool = True) -> None:
        fields = []
        for p in sig.get("parameters", []):
            description = comment_text(p.get("comment"))
            fields.append(f":param {p['name']}: {literal(type_text(p.get('type')))}"
                          + (f" -- {description}" if description else ""))
        result = type_text(sig.get("type"))
        if returns and result != "void":
            fields.append(f":returns: {literal(result)}")
        if fields:
            self.emit("", indent)
            for field in fields:
                self.emit(field.replace("\n", " "), indent)

    def function(self, directive: str, prefix: str, node: dict[str, Any], owner: str, indent: int) -> None:
        for sig in node.get("signatures", []):
            names = ", ".join(p["name"] + ("?" if p["flags"].get("isOptional") or "defaultValue" in p else "")
                              for p in sig.get("parameters", []))
            self.emit(f".. js:{directive}:: {node['name']}({names})", indent)
            self.body(f"{owner}{prefix}{node['name']}()", sig.get("comment"), indent + 1)
            self.signature_fields(f"{owner}{node['name']}", sig, indent + 1)
            self.emit()

    def attribute(self, node: dict[str, Any], owner: str, indent: int) -> None:
        if node["kind"] == KIND_ACCESSOR:
            getter = (node.get("getSignature") or {})
            value_type, comment = getter.get("type"), getter.get("comment") or node.get("comment")
        else:
            value_type, comment = node.get("type"), node.get("comment")
        flags = node["flags"]
        qualifiers = [q for q, on in (("static", flags.get("isStatic")), ("read-only", flags.get("isReadonly")),
                                      ("optional", flags.get("isOptional"))) if on]
        self.emit(f".. js:attribute:: {node['name']}", indent)
        self.body(f"{owner}{node['name']}", comment, indent + 1)
        self.emit("", indent + 1)
        self.emit(f"Type: {literal(type_text(value_type))}" + (f" ({', '.join(qualifiers)})" if qualifiers else ""),
                  indent + 1)
        self.emit()

    def class_like(self, node: dict[str, Any]) -> None:
        name = node["name"]
        constructor = next((c for c in node.get("children", []) if c["kind"] == KIND_CONSTRUCTOR), None)
        constructible = constructor is not None and not constructor["flags"].get("isPrivate") and \
            not any(s["flags"].get("isPrivate") for s in constructor.get("signatures", []))
        sig = constructor["signatures"][0] if constructible else None
        if node["kind"] == KIND_INTERFACE:
            self.emit(f".. js:class:: {name}")
        elif sig is not None:
            names = ", ".join(p["name"] + ("?" if p["flags"].get("isOptional") else "") for p in sig.get("parameters", []))
            self.emit(f".. js:class:: {name}({names})")
        else:
            self.emit(f".. js:class:: {name}")
        self.body(name, node.get("comment"), 1)
        extra = []
        if node["kind"] == KIND_INTERFACE:
            extra.append("An interface: the shape of a plain object.")
        elif sig is None:
            extra.append("Not constructed directly: the package makes these.")
        bases = [type_text(b) for b in node.get("extendedTypes", [])]
        if bases:
            extra.append("Extends " + ", ".join(literal(b) for b in bases) + ".")
        for line in extra:
            self.emit("", 1)
            self.emit(line, 1)
        if sig is not None:
            self.signature_fields(name, sig, 1, returns=False)
        self.emit()
        members = [c for c in node.get("children", []) if c["kind"] != KIND_CONSTRUCTOR
                   and not c["flags"].get("isPrivate") and not c["flags"].get("isInherited")]
        for member in members:
            if member["kind"] == KIND_METHOD:
                static = member["flags"].get("isStatic")
                self.function("function" if static else "method", "", member, f"{name}.", 1)
            else:
                self.attribute(member, f"{name}.", 1)

    def render(self, api: dict[str, Any]) -> None:
        children = api.get("children", [])
        for kind, title in SECTIONS:
            of_kind = [c for c in children if c["kind"] == kind]
            if not of_kind:
                continue
            self.emit(f".. rubric:: {title}")
            self.emit()
            for node in sorted(of_kind, key=lambda c: c["name"]):
                if kind == KIND_FUNCTION:
                    self.function("function", "", node, "", 0)
                elif kind in (KIND_CLASS, KIND_INTERFACE):
                    self.class_like(node)
                else:
                    self.emit(f".. js:data:: {node['name']}")
                    self.body(node["name"], node.get("comment"), 1)
                    self.emit("", 1)
                    self.emit(f"Type: {literal(type_text(node.get('type')))}", 1)
                    self.emit()


class JsApiDirective(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        path = os.environ.get("BEZIQUE_JS_API", "")
        if not path:
            paragraph = nodes.paragraph(text="The JavaScript reference is generated from the package's "
                                             "declarations by TypeDoc, which needs npm where the site is built.")
            return [paragraph]
        self.env.note_dependency(path)
        api = json.loads(Path(path).read_text(encoding="utf-8"))
        renderer = Renderer(self.get_location())
        renderer.render(api)
        container = nodes.container()
        self.state.nested_parse(StringList(renderer.lines, source=path), self.content_offset, container)
        return container.children


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("bezique-js-api", JsApiDirective)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
