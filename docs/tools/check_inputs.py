"""Checks that the documentation site was built from the repository and the build tree alone.

    python docs/tools/check_inputs.py INPUTS SOURCE_DIR BUILD_DIR

INPUTS is the list the docs build writes (docs/_ext/bezique_inputs.py): every page's source and
every file Sphinx read for a page (included examples and tests, the generated references,
Doxygen's XML, the TypeDoc JSON). Exits 1 naming each one outside SOURCE_DIR and BUILD_DIR: a
site that needs a file beside the checkout cannot be built from a clone or a source archive.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    inputs = Path(sys.argv[1]).read_text(encoding="utf-8").splitlines()
    roots = [Path(p).resolve() for p in sys.argv[2:]]
    if not inputs:
        print("check_inputs: the list is empty; is it from a docs build?", file=sys.stderr)
        return 1
    outside = [p for p in inputs if not any(Path(p).resolve().is_relative_to(r) for r in roots)]
    for path in outside:
        print(f"check_inputs: the site read {path}, outside the repository and the build tree",
              file=sys.stderr)
    print(f"check_inputs: {len(inputs) - len(outside)} of {len(inputs)} files the site read are in "
          "the repository or the build tree")
    return 1 if outside else 0


if __name__ == "__main__":
    sys.exit(main())
