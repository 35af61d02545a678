"""Checks that a test builds and runs every example file the documentation site shows.

    python docs/tools/check_examples.py REPO_ROOT EXAMPLES_ON_SITE

EXAMPLES_ON_SITE is the list the docs build writes (docs/_ext/bezique_examples.py): the files
the pages include, relative to the repository root. A file counts as run by a test when a
CMakeLists.txt that registers tests (add_test) names it - the one in its own folder by file
name, any other by its path from the root - or when a test script or CMake file of tests under
tests/ (which CTest runs) names it by its path. Exits 1 naming each file that no test runs.
"""

from __future__ import annotations

import sys
from pathlib import Path


def test_definitions(root: Path) -> list[Path]:
    """Every file that registers or runs tests: CMakeLists.txt with add_test, test scripts."""
    files = [p for folder in ("examples", "tests") for p in (root / folder).rglob("CMakeLists.txt")
             if "add_test(" in p.read_text(encoding="utf-8")]
    files += [p for p in (root / "tests").rglob("*.sh")]
    files += [p for p in (root / "tests").rglob("*.cmake") if "add_test(" in p.read_text(encoding="utf-8")]
    return files


def runs(definition: Path, example: Path, root: Path) -> bool:
    text = definition.read_text(encoding="utf-8")
    if definition.name == "CMakeLists.txt" and definition.parent == example.parent:
        return example.name in text
    return example.relative_to(root).as_posix() in text


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(sys.argv[1]).resolve()
    listed = Path(sys.argv[2]).read_text(encoding="utf-8").split()
    if not listed:
        print("check_examples: the site shows no example file; is the list from a docs build?",
              file=sys.stderr)
        return 1
    definitions = test_definitions(root)
    missing = []
    for name in listed:
        example = root / name
        runners = [d for d in definitions if runs(d, example, root)]
        if not example.is_file() or not runners:
            missing.append(name)
        else:
            print(f"{name}: {', '.join(d.relative_to(root).as_posix() for d in runners)}")
    for name in missing:
        print(f"check_examples: {name} is on the site but no test builds and runs it",
              file=sys.stderr)
    print(f"check_examples: {len(listed) - len(missing)} of {len(listed)} example files "
          "on the site are run by a test")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
