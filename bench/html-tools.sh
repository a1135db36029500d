#!/usr/bin/env bash
# Installs what the HTML benchmarks need (bench/html-bench.sh, bench/speed-memory-bench.sh):
# Debian's python3.11-doc and git-doc pages, pandoc, hyperfine, /usr/bin/time and python3-venv,
# the Debian packages named as arguments when dpkg does not list them as installed, and the
# Python peers (selectolax, markupever, html-to-markdown, markdownify, nh3) in bench/out/venv.
#
# Usage: bench/html-tools.sh [PACKAGE...]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV="$ROOT/bench/out/venv"

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'html-tools: error: %s\n' "$*" >&2; exit 1; }

missing=()
[[ -d /usr/share/doc/python3.11/html ]] || missing+=(python3.11-doc)
[[ -d /usr/share/doc/git-doc ]] || missing+=(git-doc)
command -v pandoc >/dev/null || missing+=(pandoc)
command -v hyperfine >/dev/null || missing+=(hyperfine)
[[ -x /usr/bin/time ]] || missing+=(time)
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
done
if ((${#missing[@]} > 0)); then
    log "installing missing tools: ${missing[*]}"
    [[ $(id -u) -eq 0 ]] || die "missing ${missing[*]}; run as root or: apt-get install -y ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" ||
        { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"; }
fi
if [[ ! -x "$VENV/bin/python" ]]; then
    log "creating $VENV with the Python peers"
    python3 -m venv "$VENV"
fi
"$VENV/bin/python" -c 'import selectolax, markupever, html_to_markdown, markdownify, nh3' 2>/dev/null ||
    "$VENV/bin/pip" install -q selectolax markupever html-to-markdown markdownify nh3
