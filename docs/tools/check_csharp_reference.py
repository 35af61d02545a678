"""Checks that the site's C# reference holds every public member of Bezique.dll.

    python docs/tools/check_csharp_reference.py BEZIQUE_XML OBJECTS_INV

BEZIQUE_XML is the XML documentation that mcs -doc writes with the assembly: one entry per
public type and member (mcs fails the build on a missing one, CS1591). OBJECTS_INV is the
site's object inventory. Every type, method, constructor, property, field and event of the XML
must be an object of the site's C# domain (sphinx-csharp, from Doxygen's reading of the same
sources); overloads are matched by name, operators by their metadata names (op_Equality). Exits 1 naming each one the site lacks.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ElementTree
import zlib
from pathlib import Path

# A member ID: kind letter, then the dotted name, then (for methods) the parameters.
MEMBER_ID = re.compile(r"^([TMPFE]):([^(]+)")


def site_names(inventory: Path) -> set[str]:
    data = inventory.read_bytes()
    start = 0
    for _ in range(4):
        start = data.index(b"\n", start) + 1
    names = set()
    for line in zlib.decompress(data[start:]).decode("utf-8").splitlines():
        name, role = line.split(" ", 2)[:2]
        if role.startswith("cs:"):
            names.add(name.split("(")[0])
    return names


def expected_names(documentation: Path) -> list[str]:
    names = []
    for member in ElementTree.parse(documentation).getroot().iter("member"):
        match = MEMBER_ID.match(member.get("name", ""))
        if not match:
            continue
        name = match.group(2).replace("`1", "")
        owner, _, last = name.rpartition(".")
        if last == "#ctor":
            last = owner.rpartition(".")[2]
        names.append(f"{owner}.{last}" if owner else last)
    return names


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    on_site = site_names(Path(sys.argv[2]))
    expected = expected_names(Path(sys.argv[1]))
    missing = sorted({name for name in expected if name not in on_site})
    for name in missing:
        print(f"check_csharp_reference: {name} is public in Bezique.dll but not on the site",
              file=sys.stderr)
    print(f"check_csharp_reference: {len(expected)} documented members of Bezique.dll, "
          f"{len(missing)} missing from the site")
    return 1 if missing or not expected else 0


if __name__ == "__main__":
    sys.exit(main())
