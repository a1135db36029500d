#!/usr/bin/env bash
# Issue 17's table in one run: every row it names, measured side by side on this machine,
# with the issues' other speed rows (12: sanitized HTML against nh3, 16: the self-checked
# Markdown against html-to-markdown) from the same run.
#
#   - Markdown → HTML process CPU against the cmark-gfm CLI (12.96 MB of Node.js docs,
#     alternating pairs);
#   - HTML → Markdown on one big file (12 MB of python3.11-doc pages) against
#     html-to-markdown called in-process on the same text;
#   - HTML → runs.json per snippet and per MB in-process, and through the CLI;
#   - Markdown → runs.json through the CLI;
#   - peak RSS of seven paths on the 12 MB inputs and on 50 MB ones (four copies), with the
#     cmark-gfm CLI's own for reference;
#   - CLI start-up against cmark-gfm (empty input);
#   - every in-process row of bench/html (HTMLBench) and the Python peers (bench/html-peers.py)
#     on html-bench.sh's inputs (21 MB of real pages, 10,000 snippets), so HTML → AST is
#     reported against lexbor and html5ever in the same run;
#   - issue 16's floor: the unchecked HTML → Markdown plus cmark-gfm's own parse of the
#     Markdown it wrote (HTMLBench's "self-check floor" rows), the best a self-check that
#     reads its output back with cmark-gfm could do.
#
# Usage: bench/speed-memory-bench.sh
# Environment: MCONV (a release mconv to measure; default: build this checkout),
#              PAIRS (Markdown → HTML pairs, default 15), REPEAT (HTMLBench passes, default 3),
#              MCONV_BUILD_LOCK (default /tmp/mconv-build.lock)
# Output: bench/out/speed-memory/ (git-ignored): inputs, raw results, summary.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/speed-memory"
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
VENV="$ROOT/bench/out/venv"

log() { printf '==> %s\n' "$*" >&2; }

# The 12 MB inputs of the issue: the first 12,000,000 bytes of python3.11-doc's pages in
# sorted order, and the Node.js API pages (every one, sorted) in whole passes up to 12 MB
# (four passes, 12.96 MB); the 50 MB inputs are four copies of each.
build_inputs() {
    "$ROOT/bench/html-corpus.sh" "$OUT" 20
    find /usr/share/doc/python3.11/html -name '*.html' | LC_ALL=C sort | xargs cat >"$OUT/pages-all.html"
    head -c 12000000 "$OUT/pages-all.html" >"$OUT/pages-12.html"
    rm "$OUT/pages-all.html"
    local pass="$OUT/node-pass.md" file
    : >"$pass"
    for file in $(ls /usr/share/doc/nodejs/api/*.md.gz /usr/share/doc/nodejs/api/*.md 2>/dev/null | LC_ALL=C sort); do
        case "$file" in
            *.gz) gzip -dc -- "$file" >>"$pass" ;;
            *) cat -- "$file" >>"$pass" ;;
        esac
        printf '\n\n' >>"$pass"
    done
    : >"$OUT/node-12.md"
    while (($(stat -c %s "$OUT/node-12.md") < 12000000)); do cat "$pass" >>"$OUT/node-12.md"; done
    cat "$OUT/pages-12.html" "$OUT/pages-12.html" "$OUT/pages-12.html" "$OUT/pages-12.html" >"$OUT/pages-50.html"
    cat "$OUT/node-12.md" "$OUT/node-12.md" "$OUT/node-12.md" "$OUT/node-12.md" >"$OUT/node-50.md"
    : >"$OUT/empty.md"
}

build_binaries() {
    if [[ -z "${MCONV:-}" ]]; then
        log "building mconv (release)"
        (cd "$ROOT" && flock "$LOCK" swift build -c release --product mconv >&2)
        MCONV="$ROOT/.build/release/mconv"
    fi
    log "building bench/html (release)"
    (cd "$ROOT/bench/html" && flock "$LOCK" swift build -c release --product HTMLBench >&2)
    # Private copies, so a rebuild during the run cannot change what is measured.
    cp -- "$MCONV" "$OUT/mconv"
    cp -- "$ROOT/bench/html/.build/release/HTMLBench" "$OUT/mconv-bench"
}

mkdir -p "$OUT"
"$ROOT/bench/html-tools.sh" nodejs-doc cmark-gfm
build_inputs
build_binaries
"$VENV/bin/python" "$ROOT/bench/speed-memory-report.py" --out "$OUT" --pairs "${PAIRS:-15}" --repeat "${REPEAT:-3}"
