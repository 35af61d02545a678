#!/usr/bin/env bash
# Every archive of build/dist carries the project's LICENSE (as LICENSE, LICENSE.md in the Unity
# package, or a wheel's .dist-info/licenses/LICENSE), identical to the source tree's.
# Usage: check_licenses.sh DIST_DIR
source "$(dirname "$0")/common.sh"
dist=$1
count=0
for archive in "$dist"/*; do
  case $archive in */SHA256SUMS) continue ;; esac
  python3 - "$archive" "$src/LICENSE" <<'PY'
import sys, tarfile, zipfile
path, license_path = sys.argv[1], sys.argv[2]
expected = open(license_path, "rb").read()
if path.endswith((".zip", ".whl", ".nupkg")):
    archive = zipfile.ZipFile(path)
    names = {name: (lambda n=name: archive.read(n)) for name in archive.namelist()}
else:
    archive = tarfile.open(path)
    names = {m.name: (lambda m=m: archive.extractfile(m).read()) for m in archive.getmembers() if m.isfile()}
found = [n for n in names if n.rsplit("/", 1)[-1] in ("LICENSE", "LICENSE.md") and n.count("/") <= 3]
if not found:
    sys.exit(f"{path}: no LICENSE")
for n in found:
    if names[n]() != expected:
        sys.exit(f"{path}: {n} differs from the source tree's LICENSE")
print(f"{path.rsplit('/', 1)[-1]}: {', '.join(sorted(found))}")
PY
  count=$((count + 1))
done
echo "$count archives, each with the LICENSE"
