python3 -m venv venv
venv/bin/pip install --quiet bezique-*.whl
venv/bin/python quickstart.py
