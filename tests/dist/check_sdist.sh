#!/usr/bin/env bash
# The Python sdist, bezique-V.tar.gz: its metadata names the release's version and its license,
# and it holds every file of the source archive that a build can need (all but .ci/), so that
# `pip install bezique-V.tar.gz` builds what the wheels were built from (the Python suite
# builds that same tree with pip in CI).
# Usage: check_sdist.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
sdist=$(artifact "$dist/bezique-$version.tar.gz")
source_archive=$(artifact "$dist/bezique-$version-src.tar.gz")
python3 - "$sdist" "$source_archive" "$version" <<'PY'
import sys, tarfile
sdist_path, source_path, version = sys.argv[1:]
root = f"bezique-{version}/"
sdist = tarfile.open(sdist_path)
names = {m.name for m in sdist.getmembers() if m.isfile()}
outside = [n for n in names if not n.startswith(root)]
assert not outside, f"outside {root}: {outside[:5]}"
files = {n[len(root):] for n in names}
meta = sdist.extractfile(root + "PKG-INFO").read().decode()
assert f"\nVersion: {version}\n" in meta, "PKG-INFO does not say Version: " + version
assert "\nName: bezique\n" in meta
assert not any(f.startswith(("build/", ".ci/", ".git/")) for f in files), "build folders or CI files in the sdist"
source = {m.name.split("/", 1)[1] for m in tarfile.open(source_path).getmembers() if m.isfile()}
needed = {f for f in source if not f.startswith(".ci/")}
missing = sorted(needed - files)
assert not missing, f"the sdist lacks {len(missing)} files of the source archive: {missing[:10]}"
print(f"{sdist_path.rsplit('/', 1)[-1]}: version {version}, {len(files)} files, every one the build may need")
PY
