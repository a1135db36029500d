#!/usr/bin/env bash
# Validates mconv's ProseMirror/Tiptap, Portable Text and Contentful Rich Text output on the
# app goldens and every CommonMark/GFM spec example: JSON Schemas (Debian's python3-jsonschema)
# and independent tooling from PyPI (prosemirror, portabletext-html, rich-text-renderer), in a
# virtualenv that sees the system's jsonschema. See scripts/app-json-check.py for the checks.
# Takes about 25 s with a debug build (longer the first time, while the virtualenv installs).
#   scripts/app-json-check.sh [MCONV_BINARY] [VENV_DIR]
#   (defaults: .build/debug/mconv, built if missing; /tmp/mconv-appjson-venv)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=${1:-$root/.build/debug/mconv}
venv=${2:-/tmp/mconv-appjson-venv}
"$root/scripts/install-packages.sh" python3-jsonschema python3-venv
if [[ ! -x $binary ]]; then
    (cd "$root" && swift build --product mconv)
fi
if [[ ! -x $venv/bin/python ]]; then
    python3 -m venv --system-site-packages "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
    "prosemirror==0.6.1" "portabletext-html==1.1.3" "rich-text-renderer==0.2.8"
conformance=${MCONV_CONFORMANCE_DIR:-$root/../shared/conformance}
exec "$venv/bin/python" "$root/scripts/app-json-check.py" "$binary" "$conformance"
