#!/usr/bin/env bash
# The npm package, bezique-V-npm.tgz, installed with `npm install` (offline: it has no
# dependencies) into an empty project, where the Node.js example of docs/javascript.md plays a
# whole game and replays it; the installed package.json has the release's version.
# Usage: check_npm.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
tarball=$(artifact "$dist/bezique-$version-npm.tgz")
mkdir project && cd project
echo '{"name": "consumer", "private": true, "type": "module"}' >package.json
npm install --no-audit --no-fund --offline --loglevel=error "$tarball"
installed=$(node -p 'require("./node_modules/bezique/package.json").version')
[ "$installed" = "$version" ] || { echo "the installed package is version $installed, not $version"; exit 1; }
cp "$src/examples/js/play_game.mjs" .
node play_game.mjs two-handed 9 >game.txt
grep -q "^replayed: " game.txt
tail -n 2 game.txt
