#!/usr/bin/env bash
# Markdown benchmark: mconv against the cmark-gfm CLI on a ~10 MB real-world corpus.
#
# Reports, in one run:
#   (a) Markdown -> HTML throughput (MB/s) of mconv and cmark-gfm, and their time ratio;
#   (b) CLI start-up time of both on an empty file;
#   (c) peak RSS of both, as a multiple of the input size;
#   (d) linearity: mconv (and cmark-gfm) time per MB at 1x, 2x and 4x the corpus;
#   (e) for information only: Markdown -> Markdown, -> text, and -> trusted HTML.
#
# Usage: bench/markdown-bench.sh            (builds .build/release/mconv first)
#        MCONV=/path/to/mconv bench/markdown-bench.sh
# Environment:
#   MCONV           mconv binary to measure (default: build this checkout in release mode)
#   CORPUS_MB       corpus size in MiB (default 10)
#   RUNS            hyperfine runs per throughput measurement (default 10)
#   STARTUP_RUNS    hyperfine runs for the start-up measurement (default 300)
#   MCONV_BUILD_LOCK  lock file that serializes builds (default /tmp/mconv-build.lock)
#
# Everything it writes goes to bench/out/ (git-ignored): the corpus, hyperfine JSON
# exports, and summary.md with the result table.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out"
CORPUS_MB=${CORPUS_MB:-10}
RUNS=${RUNS:-10}
STARTUP_RUNS=${STARTUP_RUNS:-300}
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
CMARK_EXTENSIONS=(-e table -e strikethrough -e autolink -e tagfilter -e tasklist -e footnotes)

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'markdown-bench: error: %s\n' "$*" >&2; exit 1; }

# --- 1. tools ----------------------------------------------------------------------------
install_missing_tools() {
    local missing=()
    command -v cmark-gfm >/dev/null || missing+=(cmark-gfm)
    command -v hyperfine >/dev/null || missing+=(hyperfine)
    [[ -x /usr/bin/time ]] || missing+=(time)
    compgen -G '/usr/share/doc/nodejs/api/*.md.gz' >/dev/null || missing+=(nodejs-doc)
    command -v python3 >/dev/null || missing+=(python3)
    ((${#missing[@]} == 0)) && return
    log "installing missing tools: ${missing[*]}"
    [[ $(id -u) -eq 0 ]] || die "missing ${missing[*]}; run as root or install them: apt-get install -y ${missing[*]}"
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"; then
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
    fi
}

# --- 2. corpus -----------------------------------------------------------------------------
# Node.js API docs plus every other Markdown file under /usr/share/doc, in a fixed order,
# concatenated (repeating the set when it is smaller) until the corpus reaches CORPUS_MB.
build_corpus() {
    local target=$((CORPUS_MB * 1024 * 1024))
    local sources="$OUT/corpus-sources"
    rm -rf "$sources" && mkdir -p "$sources"
    local index=0 file
    while IFS= read -r file; do
        index=$((index + 1))
        case "$file" in
            *.gz) gzip -dc -- "$file" >"$sources/$(printf '%04d' "$index").md" ;;
            *) cat -- "$file" >"$sources/$(printf '%04d' "$index").md" ;;
        esac
    done < <({
        ls /usr/share/doc/nodejs/api/*.md.gz
        find /usr/share/doc -type f \( -name '*.md' -o -name '*.md.gz' \) -not -path '/usr/share/doc/nodejs/api/*'
    } | LC_ALL=C sort)
    ((index > 0)) || die "no Markdown files found under /usr/share/doc"
    local corpus="$OUT/corpus.md" size=0 round=0
    : >"$corpus"
    while ((size < target)); do
        round=$((round + 1))
        for file in "$sources"/*.md; do
            cat -- "$file" >>"$corpus"
            printf '\n\n' >>"$corpus"
            size=$(stat -c %s "$corpus")
            ((size >= target)) && break
        done
    done
    rm -rf "$sources"
    log "corpus: $index files, $round pass(es), $size bytes"
    : >"$OUT/empty.md"
    cat "$corpus" "$corpus" >"$OUT/corpus-2x.md"
    cat "$OUT/corpus-2x.md" "$OUT/corpus-2x.md" >"$OUT/corpus-4x.md"
}

# --- 3. mconv ------------------------------------------------------------------------------
prepare_mconv() {
    if [[ -z "${MCONV:-}" ]]; then
        log "building mconv (release)"
        (cd "$ROOT" && flock "$LOCK" swift build -c release)
        MCONV="$ROOT/.build/release/mconv"
    fi
    [[ -x "$MCONV" ]] || die "mconv binary not found: $MCONV (set MCONV=path)"
    # Measure a private copy, so a rebuild during the run cannot change the binary.
    cp -- "$MCONV" "$OUT/mconv"
    MCONV_SOURCE=$MCONV
    MCONV="$OUT/mconv"
    "$MCONV" -f gfm -t html "$OUT/empty.md" >/dev/null ||
        die "$MCONV_SOURCE does not accept: mconv -f gfm -t html FILE"
}

# --- 4. measurements -----------------------------------------------------------------------
cmark_cmd() { echo "cmark-gfm ${CMARK_EXTENSIONS[*]} --unsafe $1"; }
mconv_cmd() { echo "$MCONV -f gfm -t $1 $2"; }

hf() { # hf NAME RUNS WARMUP CMD... : hyperfine without a shell, JSON into out/NAME.json
    local name=$1 runs=$2 warmup=$3
    shift 3
    local args=()
    local cmd
    for cmd in "$@"; do args+=("$cmd"); done
    hyperfine -N --style basic --warmup "$warmup" --runs "$runs" \
        --export-json "$OUT/$name.json" "${args[@]}" >&2
}

peak_rss_kb() { # peak_rss_kb CMD... : maximum resident set size in KiB
    /usr/bin/time -f %M -o "$OUT/time.txt" "$@" >/dev/null
    cat "$OUT/time.txt"
}

measure() {
    local corpus="$OUT/corpus.md"
    log "sanity: outputs"
    "$MCONV" -f gfm -t html "$corpus" >"$OUT/mconv.html"
    "$MCONV" -f gfm -t html --trusted-html "$corpus" >"$OUT/mconv-trusted.html" 2>/dev/null ||
        : >"$OUT/mconv-trusted.html" # an mconv without --trusted-html: skip that variant
    cmark-gfm "${CMARK_EXTENSIONS[@]}" --unsafe "$corpus" >"$OUT/cmark.html"

    log "(a) Markdown -> HTML throughput"
    hf html "$RUNS" 2 "$(mconv_cmd html "$corpus")" "$(cmark_cmd "$corpus")"

    log "(b) start-up on an empty file"
    hf startup "$STARTUP_RUNS" 20 "$(mconv_cmd html "$OUT/empty.md")" "$(cmark_cmd "$OUT/empty.md")"

    log "(c) peak RSS"
    {
        echo "mconv_html $(peak_rss_kb "$MCONV" -f gfm -t html "$corpus")"
        echo "cmark_html $(peak_rss_kb cmark-gfm "${CMARK_EXTENSIONS[@]}" --unsafe "$corpus")"
        echo "mconv_markdown $(peak_rss_kb "$MCONV" -f gfm -t markdown "$corpus")"
        echo "mconv_text $(peak_rss_kb "$MCONV" -f gfm -t text "$corpus")"
        echo "mconv_html_4x $(peak_rss_kb "$MCONV" -f gfm -t html "$OUT/corpus-4x.md")"
        echo "cmark_html_4x $(peak_rss_kb cmark-gfm "${CMARK_EXTENSIONS[@]}" --unsafe "$OUT/corpus-4x.md")"
        echo "mconv_empty $(peak_rss_kb "$MCONV" -f gfm -t html "$OUT/empty.md")"
        echo "cmark_empty $(peak_rss_kb cmark-gfm "${CMARK_EXTENSIONS[@]}" --unsafe "$OUT/empty.md")"
    } >"$OUT/rss.txt"

    log "(d) linearity 1x / 2x / 4x"
    local lin_runs=$(((RUNS + 1) / 2))
    hf linear-mconv "$lin_runs" 1 "$(mconv_cmd html "$corpus")" "$(mconv_cmd html "$OUT/corpus-2x.md")" "$(mconv_cmd html "$OUT/corpus-4x.md")"
    hf linear-cmark "$lin_runs" 1 "$(cmark_cmd "$corpus")" "$(cmark_cmd "$OUT/corpus-2x.md")" "$(cmark_cmd "$OUT/corpus-4x.md")"

    log "(e) other outputs (no goal)"
    local variants=("$(mconv_cmd markdown "$corpus")" "$(mconv_cmd text "$corpus")")
    if [[ -s "$OUT/mconv-trusted.html" ]]; then
        variants+=("$MCONV -f gfm -t html --trusted-html $corpus")
    fi
    hf variants "$RUNS" 1 "${variants[@]}"
}

# --- 5. report -----------------------------------------------------------------------------
report() {
    python3 - "$OUT" "$MCONV_SOURCE" <<'PY'
import json, os, sys

out, mconv_source = sys.argv[1], sys.argv[2]
size = os.path.getsize(os.path.join(out, "corpus.md"))
mb = size / 1e6

def results(name):
    with open(os.path.join(out, name + ".json")) as f:
        return json.load(f)["results"]

def ms(r):
    return r["mean"] * 1000

html = results("html")
mconv, cmark = html[0], html[1]
startup = results("startup")
rss = dict(line.split() for line in open(os.path.join(out, "rss.txt")))
rss = {k: int(v) * 1024 for k, v in rss.items()}
lin_m, lin_c = results("linear-mconv"), results("linear-cmark")
variants = results("variants")

def verdict(ok):
    return "met" if ok else "MISSED"

ratio = mconv["mean"] / cmark["mean"]
start_ms = ms(startup[0])
rss_multiple = rss["mconv_html"] / size
trusted = open(os.path.join(out, "mconv-trusted.html"), "rb").read()
if not trusted:
    html_same = "not measured (no --trusted-html)"
else:
    html_same = "yes" if trusted == open(os.path.join(out, "cmark.html"), "rb").read() else "no"

lines = []
p = lines.append
p(f"Corpus: {size:,} bytes ({mb:.2f} MB); mconv: {mconv_source}")
p("")
p("| measurement | mconv | cmark-gfm | mconv / cmark | goal | result |")
p("|---|---|---|---|---|---|")
p(f"| (a) MD→HTML time, 1× corpus | {ms(mconv):.1f} ± {mconv['stddev']*1000:.1f} ms | {ms(cmark):.1f} ± {cmark['stddev']*1000:.1f} ms | {ratio:.2f}× | ≤ 1.5× | {verdict(ratio <= 1.5)} |")
p(f"| (a) MD→HTML throughput | {mb / mconv['mean']:.1f} MB/s | {mb / cmark['mean']:.1f} MB/s | | | |")
p(f"| (b) start-up, empty input | {start_ms:.2f} ± {startup[0]['stddev']*1000:.2f} ms (min {startup[0]['min']*1000:.2f}) | {ms(startup[1]):.2f} ± {startup[1]['stddev']*1000:.2f} ms (min {startup[1]['min']*1000:.2f}) | {startup[0]['mean']/startup[1]['mean']:.1f}× | ≤ 3 ms | {verdict(start_ms <= 3)} |")
p(f"| (c) peak RSS, 1× corpus | {rss['mconv_html']/2**20:.1f} MiB = {rss_multiple:.1f}× input | {rss['cmark_html']/2**20:.1f} MiB = {rss['cmark_html']/size:.1f}× input | {rss['mconv_html']/rss['cmark_html']:.2f}× | ≤ 10× input | {verdict(rss_multiple <= 10)} |")
p(f"| (c) peak RSS, 4× corpus | {rss['mconv_html_4x']/2**20:.1f} MiB = {rss['mconv_html_4x']/(4*size):.1f}× input | {rss['cmark_html_4x']/2**20:.1f} MiB = {rss['cmark_html_4x']/(4*size):.1f}× input | | | |")
p(f"| (c) peak RSS, empty input | {rss['mconv_empty']/2**20:.1f} MiB | {rss['cmark_empty']/2**20:.1f} MiB | | | |")
per_mb_m = [r["mean"] * 1000 / (mb * k) for r, k in zip(lin_m, (1, 2, 4))]
per_mb_c = [r["mean"] * 1000 / (mb * k) for r, k in zip(lin_c, (1, 2, 4))]
p(f"| (d) ms per MB at 1× / 2× / 4× | {' / '.join(f'{v:.1f}' for v in per_mb_m)} | {' / '.join(f'{v:.1f}' for v in per_mb_c)} | 4×/1× per MB: {per_mb_m[2]/per_mb_m[0]:.2f} vs {per_mb_c[2]/per_mb_c[0]:.2f} | ≈ 1 | {verdict(per_mb_m[2]/per_mb_m[0] <= 1.25)} |")
for r, label in zip(variants, ("MD→Markdown", "MD→text", "MD→HTML --trusted-html")):
    p(f"| (e) {label} | {ms(r):.1f} ± {r['stddev']*1000:.1f} ms, {mb / r['mean']:.1f} MB/s | | | none | |")
p("")
p(f"mconv --trusted-html output byte-identical to cmark-gfm --unsafe on the corpus: {html_same}")
text = "\n".join(lines)
print(text)
open(os.path.join(out, "summary.md"), "w").write(text + "\n")
PY
}

main() {
    mkdir -p "$OUT"
    install_missing_tools
    build_corpus
    prepare_mconv
    measure
    report
}

main "$@"
