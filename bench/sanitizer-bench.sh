#!/usr/bin/env bash
# Sanitizer benchmark: mconv's HTMLSanitizer (default policy) against nh3.clean (ammonia, Rust)
# with its defaults, both in-process, in one run, on the same inputs:
#   - real pages nobody here wrote: Debian's git-doc HTML, then python3.11-doc pages, in a
#     fixed order, up to CORPUS_MB (12 by default);
#   - 10,000 generated snippets of about 300 bytes (bench/gen-snippets.py, seed 1).
# Then the CLI on the whole corpus as one file (`mconv -f html -t html`), for the wall time
# a user sees. The goal (issue 12): at least 1.5x nh3's throughput on the pages and per
# snippet.
#
# Usage: bench/sanitizer-bench.sh
# Environment: CORPUS_MB (default 12), REPEAT (passes, best kept; default 5),
#              MCONV_BUILD_LOCK (default /tmp/mconv-build.lock)
# Output: bench/out/sanitizer/ (git-ignored): inputs, JSON results, summary.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/sanitizer"
CORPUS_MB=${CORPUS_MB:-12}
REPEAT=${REPEAT:-5}
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}

log() { printf '==> %s\n' "$*" >&2; }

mkdir -p "$OUT"
"$ROOT/scripts/install-packages.sh" python3.11-doc git-doc hyperfine
PYTHON=$("$ROOT/scripts/sanitizer-check-setup.sh" "$OUT/venv" | tail -1)

"$ROOT/bench/html-corpus.sh" "$OUT" "$CORPUS_MB"

log "building mconv and bench/html (release)"
(cd "$ROOT" && flock "$LOCK" swift build -c release --product mconv >&2)
(cd "$ROOT/bench/html" && flock "$LOCK" swift build -c release >&2)

log "mconv in-process"
"$ROOT/bench/html/.build/release/HTMLBench" html --corpus-list "$OUT/corpus-list.txt" --snippets "$OUT/snippets.bin" \
    --repeat "$REPEAT" --only "sanitized" >"$OUT/mconv.json"
log "nh3 in-process"
"$PYTHON" "$ROOT/bench/html-peers.py" --corpus-list "$OUT/corpus-list.txt" --snippets "$OUT/snippets.bin" \
    --repeat "$REPEAT" --only sanitize >"$OUT/nh3.json"
log "CLI, whole corpus as one file"
hyperfine -N --style basic --warmup 1 --runs 5 --export-json "$OUT/cli.json" \
    "$ROOT/.build/release/mconv -f html -t html -q $OUT/corpus.html" >&2

python3 - "$OUT" <<'PY'
import json, os, sys
out = sys.argv[1]
ours = json.load(open(os.path.join(out, "mconv.json")))[0]
nh3 = json.load(open(os.path.join(out, "nh3.json")))[0]
cli = json.load(open(os.path.join(out, "cli.json")))["results"][0]
size = os.path.getsize(os.path.join(out, "corpus.html"))
page_ratio = ours["mb_per_s"] / nh3["mb_per_s"]
snippet_ratio = nh3["us_per_snippet"] / ours["us_per_snippet"]
def verdict(ok): return "met" if ok else "MISSED"
lines = [
    f"Corpus: {ours['corpus_bytes']:,} bytes of real pages (git-doc, python3.11-doc); snippets: 10,000 × ~300 bytes",
    "",
    "| sanitizer | real pages MB/s | µs per snippet |",
    "|---|---|---|",
    f"| mconv HTMLSanitizer (default policy) | {ours['mb_per_s']:.1f} | {ours['us_per_snippet']:.1f} |",
    f"| nh3.clean (ammonia defaults) | {nh3['mb_per_s']:.1f} | {nh3['us_per_snippet']:.1f} |",
    "",
    "| goal | result | status |",
    "|---|---|---|",
    f"| ≥ 1.5× nh3 on real pages | {page_ratio:.2f}× | {verdict(page_ratio >= 1.5)} |",
    f"| ≥ 1.5× nh3 per snippet | {snippet_ratio:.2f}× | {verdict(snippet_ratio >= 1.5)} |",
    f"| CLI `mconv -f html -t html` on the corpus as one file | {size / 1e6 / cli['median']:.1f} MB/s (median of {len(cli['times'])}) | – |",
]
text = "\n".join(lines)
print(text)
open(os.path.join(out, "summary.md"), "w").write(text + "\n")
PY
