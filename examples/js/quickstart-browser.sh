npm init --yes >/dev/null                          # a package.json here, for npm to install into
npm install --no-audit --no-fund ./bezique-*.tgz
python3 -m http.server 8000                        # then open http://localhost:8000/quickstart.html
