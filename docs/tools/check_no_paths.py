"""Checks that the generated site names no path of the machine that built it.

    python docs/tools/check_no_paths.py SITE_DIR SOURCE_DIR BUILD_DIR

Reads every text file of the site (HTML, JavaScript, the search index, CSS, text) and the
object inventory (objects.inv, decompressed) and fails, naming file and path, when one contains
the source folder, the build folder, or either as the real path behind a link. A page that
showed where it was built would show the reader a stranger's folders and change with every
checkout.
"""

from __future__ import annotations

import sys
import zlib
from pathlib import Path

TEXT_SUFFIXES = {".html", ".js", ".css", ".txt", ".json", ".svg", ".xml"}


def site_texts(site: Path):
    for path in sorted(site.rglob("*")):
        if path.suffix in TEXT_SUFFIXES:
            yield path, path.read_text(encoding="utf-8", errors="replace")
        elif path.name == "objects.inv":
            data = path.read_bytes()
            header_end = 0
            for _ in range(4):  # four lines of header, then zlib
                header_end = data.index(b"\n", header_end) + 1
            yield path, zlib.decompress(data[header_end:]).decode("utf-8", errors="replace")


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    site = Path(sys.argv[1])
    folders = set()
    for folder in sys.argv[2:]:
        folders.add(str(Path(folder)).rstrip("/"))
        folders.add(str(Path(folder).resolve()).rstrip("/"))
    checked = 0
    found = []
    for path, text in site_texts(site):
        checked += 1
        for folder in folders:
            if folder in text:
                found.append(f"{path.relative_to(site)}: contains {folder}")
    for line in found:
        print(f"check_no_paths: {line}", file=sys.stderr)
    print(f"check_no_paths: {checked} files of the site read, {len(found)} machine paths found")
    return 1 if found or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
