npm init --yes >/dev/null                          # a package.json here, for npm to install into
npm install --no-audit --no-fund ./bezique-*.tgz
node quickstart.mjs
