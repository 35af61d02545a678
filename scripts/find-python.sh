# Sourced by scripts/dist.sh and tests/dist: python_for 3.X prints the path of that CPython,
# found as python3.X on PATH or under pyenv ($PYENV_ROOT, default ~/.pyenv), or nothing.
python_for() {
  local candidate
  for candidate in "python$1" "${PYENV_ROOT:-$HOME/.pyenv}"/versions/"$1".*/bin/"python$1"; do
    if "$candidate" -c "import sys; sys.exit(sys.version_info[:2] != tuple(map(int, '$1'.split('.'))))" 2>/dev/null; then
      command -v "$candidate"
      return
    fi
  done
}
