#!/usr/bin/env bash
# Installs what mconv needs on a Debian machine that has the Swift toolchain:
# the cmark-gfm C library (build), and for the tests the cmark-gfm CLI (reference),
# nodejs-doc (a real Markdown corpus nobody here wrote), python3, and python3-jsonschema
# (4.10 in bookworm: JSON Schema 2020-12, for scripts/validate-runs.py, which falls back to
# Debian's /usr/bin/python3 when the python3 on PATH lacks the package), unicode-data (the
# Unicode test files the terminal width tests check against) and tmux (the terminal test).
set -euo pipefail

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm nodejs-doc python3 python3-jsonschema unicode-data tmux)
"$(dirname "$0")/install-packages.sh" "${packages[@]}"
command -v swift >/dev/null || { echo "setup: the Swift toolchain is not on PATH" >&2; exit 1; }
