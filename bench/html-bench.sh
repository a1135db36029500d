#!/usr/bin/env bash
# HTML benchmark: mconv's HTML frontend against selectolax (lexbor), markupever (html5ever),
# html-to-markdown, markdownify and pandoc, in one run, on the same inputs:
#   - real pages nobody here wrote: Debian's git-doc HTML, then python3.11-doc pages, in a
#     fixed order, up to CORPUS_MB;
#   - 10,000 generated snippets of about 300 bytes (bench/gen-snippets.py, seed 1).
# Conversions measured: HTML → DOM, AST, Markdown, text, sanitized HTML, runs.json (and the
# runs.json backend alone, and Markdown → runs.json on the same content converted first).
# Reports HTML -> tree MB/s and us per snippet, HTML -> Markdown MB/s and us per snippet
# (all in-process: bench/html (HTMLBench) for mconv, bench/html-peers.py for the peers),
# the CLI's peak RSS as a multiple of the input, and linearity of the CLI at 1x/2x/4x.
#
# Usage: bench/html-bench.sh
# Environment: CORPUS_MB (default 20), REPEAT (passes, best kept; default 3),
#              MCONV_BUILD_LOCK (default /tmp/mconv-build.lock)
# Output: bench/out/html/ (git-ignored): inputs, JSON results, summary.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/html"
CORPUS_MB=${CORPUS_MB:-20}
REPEAT=${REPEAT:-3}
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
VENV="$ROOT/bench/out/venv"

log() { printf '==> %s\n' "$*" >&2; }

build_inputs() {
    "$ROOT/bench/html-corpus.sh" "$OUT" "$CORPUS_MB"
    # Larger copies, for the CLI's linearity measurement.
    cat "$OUT/corpus.html" "$OUT/corpus.html" >"$OUT/corpus-2x.html"
    cat "$OUT/corpus-2x.html" "$OUT/corpus-2x.html" >"$OUT/corpus-4x.html"
}

build_mconv() {
    log "building mconv and bench/html (release)"
    (cd "$ROOT" && flock "$LOCK" swift build -c release --product mconv >&2)
    (cd "$ROOT/bench/html" && flock "$LOCK" swift build -c release >&2)
    cp "$ROOT/.build/release/mconv" "$OUT/mconv"
    cp "$ROOT/bench/html/.build/release/HTMLBench" "$OUT/mconv-bench"
}

measure() {
    log "mconv in-process"
    "$OUT/mconv-bench" html --corpus-list "$OUT/corpus-list.txt" --snippets "$OUT/snippets.bin" --repeat "$REPEAT" >"$OUT/mconv.json"
    log "peers in-process"
    "$VENV/bin/python" "$ROOT/bench/html-peers.py" --corpus-list "$OUT/corpus-list.txt" --snippets "$OUT/snippets.bin" --repeat "$REPEAT" >"$OUT/peers.json"
    log "CLI peak RSS"
    {
        for to in markdown text html runs.json; do
            /usr/bin/time -f "%M" -o "$OUT/time.txt" "$OUT/mconv" -f html -t "$to" "$OUT/corpus.html" >/dev/null
            echo "$to $(cat "$OUT/time.txt")"
        done
        /usr/bin/time -f "%M" -o "$OUT/time.txt" "$OUT/mconv" -f html -t markdown "$OUT/corpus-4x.html" >/dev/null
        echo "markdown_4x $(cat "$OUT/time.txt")"
    } >"$OUT/rss.txt"
    log "CLI linearity 1x / 2x / 4x"
    hyperfine -N --style basic --warmup 1 --runs 3 --export-json "$OUT/linear.json" \
        "$OUT/mconv -f html -t markdown $OUT/corpus.html" \
        "$OUT/mconv -f html -t markdown $OUT/corpus-2x.html" \
        "$OUT/mconv -f html -t markdown $OUT/corpus-4x.html" >&2
}

report() {
    python3 - "$OUT" <<'PY'
import json, os, sys
out = sys.argv[1]
rows = json.load(open(os.path.join(out, "mconv.json"))) + json.load(open(os.path.join(out, "peers.json")))
size = os.path.getsize(os.path.join(out, "corpus.html"))
rss = {k: int(v) * 1024 for k, v in (l.split() for l in open(os.path.join(out, "rss.txt")))}
linear = json.load(open(os.path.join(out, "linear.json")))["results"]
def find(name):
    return next(r for r in rows if r["name"] == name)
h2m = find("html-to-markdown")
lines = [f"Corpus: {size:,} bytes of real pages; snippets: 10,000 × ~300 bytes", "",
         "| tool | task | real pages MB/s | µs per snippet | corpus bytes |", "|---|---|---|---|---|"]
for r in rows:
    lines.append(f"| {r['name']} | {r['kind']} | {r['mb_per_s']:.1f} | {r['us_per_snippet']:.1f} | {r['corpus_bytes']:,} |")
ast, md = find("mconv HTML → AST"), find("mconv HTML → Markdown")
def verdict(ok): return "met" if ok else "MISSED"
lines += ["", "| goal | result | status |", "|---|---|---|",
          f"| HTML → AST ≥ 40 MB/s | {ast['mb_per_s']:.1f} MB/s | {verdict(ast['mb_per_s'] >= 40)} |",
          f"| HTML → AST ≤ 15 µs per snippet | {ast['us_per_snippet']:.1f} µs | {verdict(ast['us_per_snippet'] <= 15)} |",
          f"| HTML → Markdown ≥ 2× html-to-markdown ({2 * h2m['mb_per_s']:.1f} MB/s) | {md['mb_per_s']:.1f} MB/s = {md['mb_per_s'] / h2m['mb_per_s']:.2f}× | {verdict(md['mb_per_s'] >= 2 * h2m['mb_per_s'])} |",
          f"| HTML → Markdown ≤ 30 µs per snippet | {md['us_per_snippet']:.1f} µs (html-to-markdown {h2m['us_per_snippet']:.1f}) | {verdict(md['us_per_snippet'] <= 30)} |",
          f"| CLI peak RSS ≤ 10× input (-t markdown) | {rss['markdown'] / size:.1f}× ({rss['markdown'] / 2**20:.0f} MiB); -t text {rss['text'] / size:.1f}×, -t html {rss['html'] / size:.1f}×, 4× input {rss['markdown_4x'] / (4 * size):.1f}× | {verdict(rss['markdown'] <= 10 * size)} |"]
per_mb = [r["mean"] * 1000 / (size / 1e6 * k) for r, k in zip(linear, (1, 2, 4))]
runs = find("mconv HTML → runs.json")
backend = find("mconv AST → runs.json (backend only)")
md_runs = find("mconv Markdown → runs.json")
lines += [f"| HTML → runs.json ≤ 15 µs per snippet (incl. parsing and JSON) | {runs['us_per_snippet']:.1f} µs (AST {ast['us_per_snippet']:.1f} + backend {backend['us_per_snippet']:.1f}); Markdown → runs.json {md_runs['us_per_snippet']:.1f} µs | {verdict(runs['us_per_snippet'] <= 15)} |",
          f"| HTML → runs.json ≥ 30 MB/s on real pages | {runs['mb_per_s']:.1f} MB/s (backend alone {backend['mb_per_s']:.1f}); CLI peak RSS -t runs.json {rss['runs.json'] / size:.1f}× input | {verdict(runs['mb_per_s'] >= 30)} |"]
lines.append(f"| CLI linearity, ms per MB at 1× / 2× / 4× | {' / '.join(f'{v:.1f}' for v in per_mb)} | {verdict(per_mb[2] / per_mb[0] <= 1.25)} |")
text = "\n".join(lines)
print(text)
open(os.path.join(out, "summary.md"), "w").write(text + "\n")
PY
}

mkdir -p "$OUT"
"$ROOT/bench/html-tools.sh"
build_inputs
build_mconv
measure
report
