#!/usr/bin/env bash
# Installs what scripts/browser-sanitizer-check.py and scripts/nh3-parity.py need: Debian's
# chromium (the browser under test) and cmark-gfm (the unsafe Markdown renderer used as the
# identity and as nh3's front end), and a Python virtualenv with PyPI websocket-client (the
# DevTools protocol client), nh3 (the reference sanitizer) and html5lib (the parity parser).
# Prints the virtualenv's python on its last line.
#   scripts/sanitizer-check-setup.sh [VENV_DIR]    (default /tmp/mconv-sanitizer-venv)
set -euo pipefail

venv="${1:-/tmp/mconv-sanitizer-venv}"
packages=(chromium cmark-gfm python3-venv)
"$(dirname "$0")/install-packages.sh" "${packages[@]}"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
    "websocket-client==1.9.2" "nh3==0.3.8" "html5lib==1.1"
echo "$venv/bin/python"
