#!/usr/bin/env python3
"""Writes the amalgamation: the whole engine (rules core, players, C ABI) as one C++17
translation unit, SQLite's model, for build systems that take one file (Xcode, Android Studio,
Meson, Bazel, Unity's IL2CPP plugins).

    scripts/amalgamate.py OUT_DIR

writes OUT_DIR/bezique.cpp and OUT_DIR/bezique/bezique.h (scripts/dist.sh zips them):
  - bezique.cpp: every .cpp of src/core, src/ai and src/capi (each named in its CMakeLists.txt),
    with every project header they include written once, in place, where it is first included
    (bezique.h among them), so that the file compiles alone with no include path; #line
    directives point compiler messages at the original files;
  - bezique/bezique.h: the C ABI header for the host's code, with bezique_version.h (made from
    src/capi/bezique_version.h.in and project(VERSION)) and portability.h written into it.
Both define BZQ_STATIC unless BZQ_BUILDING_LIBRARY is defined: the file is compiled into the
program that uses it, which exports nothing, unless it is built as a shared library.

The files of one translation unit share their namespaces: file-local helpers (an unnamed
namespace or `static`) of two files in the same namespace would be defined twice, or a
variable or type would be. The generator fails naming both files when it finds such a
collision (functions of the same name with different parameters are overloads and allowed), and
when a file-local macro is defined in a .cpp. Rename one of the two.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ["src/core", "src/ai", "src/capi"]
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]')


def fail(message: str) -> None:
    print(f"amalgamate.py: {message}", file=sys.stderr)
    sys.exit(1)


def version() -> tuple[str, str, str]:
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"project\(bezique VERSION (\d+)\.(\d+)\.(\d+)", text)
    if not match:
        fail("no project(bezique VERSION MAJOR.MINOR.PATCH) in CMakeLists.txt")
    return match.group(1), match.group(2), match.group(3)


def version_header() -> str:
    major, minor, patch = version()
    text = (ROOT / "src/capi/bezique_version.h.in").read_text(encoding="utf-8")
    # The ABI version is the major version (src/capi/CMakeLists.txt: BEZIQUE_ABI_VERSION).
    values = {"PROJECT_VERSION_MAJOR": major, "PROJECT_VERSION_MINOR": minor, "PROJECT_VERSION_PATCH": patch,
              "PROJECT_VERSION": f"{major}.{minor}.{patch}", "BEZIQUE_ABI_VERSION": major}
    unknown = set(re.findall(r"@(\w+)@", text)) - values.keys()
    if unknown:
        fail(f"src/capi/bezique_version.h.in has variables the generator does not know: {sorted(unknown)}")
    return re.sub(r"@(\w+)@", lambda m: values[m.group(1)], text)


def sources() -> list[Path]:
    """Every .cpp of the three layers, in order; each must be named in its CMakeLists.txt."""
    files = []
    for layer in LAYERS:
        cmake = (ROOT / layer / "CMakeLists.txt").read_text(encoding="utf-8")
        for path in sorted((ROOT / layer).glob("*.cpp")):
            if not re.search(rf"(^|\s){re.escape(path.name)}(\s|\))", cmake):
                fail(f"{layer}/{path.name} is not in {layer}/CMakeLists.txt: is it part of the library?")
            files.append(path)
    return files


def resolve(name: str, includer: Path) -> Path | None:
    """The project header an #include names, or None for a system header."""
    for candidate in (includer.parent / name, ROOT / "include" / name):
        if candidate.is_file():
            return candidate.resolve()
    if name == "bezique/bezique_version.h":
        return ROOT / "include/bezique/bezique_version.h"  # generated: written from the .in
    return None


def strip_comments_and_strings(text: str) -> str:
    """The text with comments, string and character literals blanked (lines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            delimiter = text[i + 2:text.index("(", i)]
            j = text.index(")" + delimiter + '"', i) + len(delimiter) + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


DECLARATION = re.compile(
    r"(?:template\s*<[^;{]*>\s*)?(?:(?:static|inline|constexpr|const|extern|thread_local)\s+)*"
    r"(?:(?P<kind>struct|class|union|enum\s+class|enum\s+struct|enum)\s+(?P<type>\w+)"
    r"|using\s+(?P<alias>\w+)\s*="
    r"|[\w:<>,\s*&]*?\b(?P<name>\w+)\s*(?P<rest>\(|\[|=|\{|;))")


def file_local_names(path: Path) -> list[tuple[str, str, str, int]]:
    """(namespace, name, what, line) of each declaration with internal linkage at namespace
    scope: the direct members of unnamed namespaces, and `static` declarations outside any
    class or function. `what` is the parameter list of a function, or "object" otherwise."""
    text = strip_comments_and_strings(path.read_text(encoding="utf-8"))
    found: list[tuple[str, str, str, int]] = []
    # The open braces: ("ns", "a::b") for `namespace a::b {` ("" unnamed), ("linkage", "") for
    # `extern "C" {` (still namespace scope), ("block", "") for classes, functions and the rest.
    stack: list[tuple[str, str]] = []
    statement_start = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "#":  # a preprocessor line, with its continuations
            j = text.find("\n", i)
            while j > 0 and text[j - 1] == "\\":
                j = text.find("\n", j + 1)
            i = n if j < 0 else j
            statement_start = i
            continue
        if c in "{};":
            head = text[statement_start:i]
            at_namespace_scope = all(kind != "block" for kind, _ in stack)
            namespace = re.fullmatch(r"\s*(?:inline\s+)?namespace\s*([\w:]*)\s*", head)
            if c == "{" and namespace:
                stack.append(("ns", namespace.group(1)))
            elif c == "{" and re.fullmatch(r'\s*extern\s*"\s*"\s*', head):
                stack.append(("linkage", ""))
            else:
                if c != "}" and at_namespace_scope and head.strip():
                    record(found, stack, head, text.count("\n", 0, statement_start + len(head) - len(head.lstrip())) + 1)
                if c == "{":
                    stack.append(("block", ""))
                elif c == "}" and stack:
                    stack.pop()
            statement_start = i + 1
        i += 1
    return found


def record(found: list[tuple[str, str, str, int]], stack: list[tuple[str, str]], head: str, line: int) -> None:
    head = re.sub(r"\s+", " ", head).strip()
    if head.startswith(("using namespace", "template class")):
        return
    unnamed = any(kind == "ns" and not name for kind, name in stack)
    if not unnamed and not re.match(r"(template\s*<[^>]*>\s*)?static\b", head):
        return
    match = DECLARATION.match(head)
    if not match:
        return
    namespace = "::".join(name for kind, name in stack if kind == "ns" and name)
    if match.group("type") or match.group("alias"):
        found.append((namespace, match.group("type") or match.group("alias"), "object", line))
    elif match.group("rest") != "(":
        found.append((namespace, match.group("name"), "object", line))
    else:
        params = head[match.end("rest"):]
        depth = 1
        for end, ch in enumerate(params):
            depth += (ch == "(") - (ch == ")")
            if depth == 0:
                break
        found.append((namespace, match.group("name"), parameter_types(params[:end]), line))


def parameter_types(params: str) -> str:
    """A parameter list without names and default arguments: 'int,constEvent&'."""
    parts, depth, current = [], 0, ""
    for ch in params + ",":
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += (ch in "<([") - (ch in ">)]")
        current += ch
    types = []
    for part in parts:
        part = part.split("=")[0].strip()
        named = re.fullmatch(r"(.*[\w>*&\]])\s+\w+", part)
        types.append(re.sub(r"\s+", "", named.group(1) if named else part))
    return ",".join(types)


def check_collisions(files: list[Path]) -> None:
    seen: dict[tuple[str, str], list[tuple[Path, str, int]]] = {}
    problems = []
    for path in files:
        for namespace, name, what, line in file_local_names(path):
            for other, other_what, other_line in seen.get((namespace, name), []):
                if other == path:
                    continue
                if what == "object" or other_what == "object" or what == other_what:
                    problems.append(f"{other.relative_to(ROOT)}:{other_line} and {path.relative_to(ROOT)}:{line} "
                                    f"both define '{name}' in namespace {namespace or '(global)'}")
            seen.setdefault((namespace, name), []).append((path, what, line))
    for path in files:
        for number, text in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            if re.match(r"\s*#\s*define\s", text):
                problems.append(f"{path.relative_to(ROOT)}:{number} defines a macro, which would reach every later file")
    if problems:
        fail("file-local names that would collide in one translation unit (rename one of each pair):\n  " +
             "\n  ".join(problems))


class Writer:
    """Writes files with the project headers they include written in place, once each;
    line_directives: #line directives naming the original files (the .cpp, not the header)."""

    def __init__(self, line_directives: bool) -> None:
        self.line_directives = line_directives
        self.parts: list[str] = []
        self.done: set[Path] = set()
        self.generated = {ROOT / "include/bezique/bezique_version.h": version_header()}

    def add(self, path: Path, text: str | None = None) -> None:
        relative = path.relative_to(ROOT).as_posix()
        text = self.generated.get(path, text) if text is None else text
        if text is None:
            text = path.read_text(encoding="utf-8")
        if self.line_directives:
            self.parts.append(f'#line 1 "{relative}"\n')
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        for number, line in enumerate(lines, 1):
            if re.match(r"\s*#\s*pragma\s+once\b", line):
                self.parts.append("/* #pragma once: each header is written once */\n")
                continue
            match = INCLUDE.match(line)
            header = resolve(match.group(1), path) if match else None
            if header is None:
                self.parts.append(line + "\n")
                continue
            if header not in self.done:
                self.done.add(header)
                self.add(header)
                if self.line_directives:
                    self.parts.append(f'#line {number + 1} "{relative}"\n')
            else:
                self.parts.append(f"/* {line.strip()}: written above */\n")

    def text(self) -> str:
        return "".join(self.parts)


PREAMBLE = """/* bezique {version}: the whole engine (rules core, players, C ABI) as one C++17 file,
 * generated by scripts/amalgamate.py from the files named in the #line directives. Do not
 * edit: change those files and generate it again.
 *
 * Compile it with any C++17 compiler and link it into the program that includes
 * bezique/bezique.h, e.g.
 *   c++ -std=c++17 -O2 -c bezique.cpp && cc -std=c99 my_game.c bezique.o -lstdc++ -lm -pthread
 * BEZIQUE_THREADS=0 makes the match runner play every game on the calling thread (WebAssembly
 * without threads); BZQ_BUILDING_LIBRARY builds a shared library that exports the bzq_ functions.
 */
#ifndef BEZIQUE_THREADS
#define BEZIQUE_THREADS 1
#endif
"""

STATIC = """/* The amalgamation is compiled into the program that uses it: the bzq_ functions are neither
 * imported nor exported, unless it is built as a shared library (BZQ_BUILDING_LIBRARY). */
#if !defined(BZQ_BUILDING_LIBRARY) && !defined(BZQ_STATIC)
#define BZQ_STATIC
#endif
"""


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(sys.argv[1])
    files = sources()
    check_collisions(files)
    ver = ".".join(version())

    unit = Writer(line_directives=True)
    unit.parts.append(PREAMBLE.format(version=ver) + STATIC)
    for path in files:
        unit.add(path)
    header = Writer(line_directives=False)
    header.parts.append(f"/* bezique {ver}: the C ABI, bezique.h of the amalgamation (scripts/amalgamate.py). */\n" +
                        STATIC)
    header.add(ROOT / "include/bezique/bezique.h")

    (out / "bezique").mkdir(parents=True, exist_ok=True)
    (out / "bezique.cpp").write_text(unit.text(), encoding="utf-8")
    (out / "bezique/bezique.h").write_text(header.text(), encoding="utf-8")
    print(f"amalgamate.py: {out / 'bezique.cpp'} ({len(files)} files, {unit.text().count(chr(10))} lines), "
          f"{out / 'bezique/bezique.h'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
