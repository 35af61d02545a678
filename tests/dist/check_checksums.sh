#!/usr/bin/env bash
# SHA256SUMS lists every artifact of build/dist, each with its version in its name, and every
# sum is right: the artifacts copied into an empty folder, then `sha256sum -c`.
# Usage: check_checksums.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
sums=$(artifact "$dist/SHA256SUMS")
cp "$dist"/* "$tmp/"
sha256sum -c --strict SHA256SUMS
listed=$(awk '{print $2}' SHA256SUMS | sort)
present=$(ls "$dist" | grep -vx SHA256SUMS | sort)
if [ "$listed" != "$present" ]; then
  echo "SHA256SUMS and build/dist differ:"; diff <(echo "$listed") <(echo "$present"); exit 1
fi
unversioned=$(echo "$present" | grep -vF -- "$version" || true)
if [ -n "$unversioned" ]; then echo "artifacts without the version $version in their name: $unversioned"; exit 1; fi
echo "SHA256SUMS: $(echo "$listed" | wc -l) artifacts of version $version, every sum right ($sums)"
