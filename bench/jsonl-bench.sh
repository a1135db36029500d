#!/usr/bin/env bash
# Streaming benchmark (issue 15): COUNT generated HTML snippets (bench/gen-snippets.py, seeded,
# about 300 bytes each) converted to Markdown
#   - by `mconv --jsonl -f html -t markdown` with -j 1 and -j 2 (records/s, peak RSS from
#     /usr/bin/time -v; the two outputs must be the same bytes);
#   - by one process per file, on the first SAMPLE snippets written as files: `mconv -f html
#     -t markdown FILE` and `pandoc -f html -t gfm FILE` (files/s, extrapolated);
#   - by PyPI html-to-markdown (Rust-backed) called in a Python loop that streams the same
#     records (json.loads, convert, json.dumps a line; records/s, peak RSS), in a virtualenv
#     the script makes.
#
# Usage: flock /tmp/mconv-build.lock bench/jsonl-bench.sh   (hold the lock: nothing else competes)
# Environment: COUNT (default 100000), SAMPLE (default 500), MCONV (a built release binary;
#              default: build this checkout in release), VENV (default /tmp/mconv-bench-venv)
# Output: bench/out/jsonl/ (git-ignored): the records, the outputs, summary.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/jsonl"
COUNT=${COUNT:-100000}
SAMPLE=${SAMPLE:-500}
VENV=${VENV:-/tmp/mconv-bench-venv}

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'jsonl-bench: error: %s\n' "$*" >&2; exit 1; }

command -v pandoc >/dev/null || die "pandoc is missing (apt-get install pandoc)"
[[ -x /usr/bin/time ]] || die "/usr/bin/time is missing (apt-get install time)"
mkdir -p "$OUT"

if [[ -z "${MCONV:-}" ]]; then
    # The caller holds /tmp/mconv-build.lock (see Usage), so build without taking it again.
    log "building mconv (release)"
    (cd "$ROOT" && swift build -c release --product mconv >&2)
    MCONV="$ROOT/.build/release/mconv"
fi
[[ -x "$MCONV" ]] || die "no mconv at $MCONV"
if [[ ! -x "$VENV/bin/python" ]]; then
    python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "html-to-markdown==3.19.0"

log "$COUNT snippets as JSON Lines, and the first $SAMPLE as files"
python3 "$ROOT/bench/gen-snippets.py" --count "$COUNT" --seed 1 --size 300 "$OUT/snippets.bin" >&2
rm -rf "$OUT/files" && mkdir -p "$OUT/files"
python3 - "$OUT" "$SAMPLE" <<'EOF'
import json, sys
out, sample = sys.argv[1], int(sys.argv[2])
snippets = open(f"{out}/snippets.bin", "rb").read().split(b"\0")
with open(f"{out}/records.jsonl", "w") as records:
    for index, snippet in enumerate(snippets):
        records.write(json.dumps({"id": index, "content": snippet.decode()}) + "\n")
        if index < sample:
            open(f"{out}/files/{index:05d}.html", "wb").write(snippet)
EOF

# Wall seconds and peak RSS (MB) of the last /usr/bin/time -v log.
measure() {
    local log=$1
    awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; wall = s }
                /Maximum resident set size/ { rss = $2 / 1024 }
                END { printf "%.2f %.1f\n", wall, rss }' "$log"
}

rows=()
for jobs in 1 2; do
    log "mconv --jsonl -j $jobs"
    /usr/bin/time -v "$MCONV" --jsonl -q -f html -t markdown -j "$jobs" <"$OUT/records.jsonl" >"$OUT/out-j$jobs.jsonl" 2>"$OUT/time-j$jobs.txt"
    read -r wall rss < <(measure "$OUT/time-j$jobs.txt")
    lines=$(wc -l <"$OUT/out-j$jobs.jsonl")
    [[ $lines -eq $COUNT ]] || die "-j $jobs wrote $lines lines for $COUNT records"
    rows+=("| \`mconv --jsonl -j $jobs\` | $COUNT | $wall | $(awk -v n="$COUNT" -v s="$wall" 'BEGIN { printf "%.0f", n / s }') | $rss |")
done
cmp -s "$OUT/out-j1.jsonl" "$OUT/out-j2.jsonl" || die "-j 1 and -j 2 wrote different bytes"
grep -q '"error"' "$OUT/out-j1.jsonl" && die "some record failed"

per_file() {
    local name=$1; shift
    log "$name, one process per file ($SAMPLE files)"
    local start end
    start=$(date +%s.%N)
    for file in "$OUT"/files/*.html; do
        "$@" "$file" >/dev/null 2>&1 || die "$name failed on $file"
    done
    end=$(date +%s.%N)
    local seconds
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
    rows+=("| $name, one process per file | $SAMPLE | $seconds | $(awk -v n="$SAMPLE" -v s="$seconds" 'BEGIN { printf "%.0f", n / s }') | |")
}
per_file "\`mconv -f html -t markdown FILE\`" "$MCONV" -q -f html -t markdown
per_file "\`pandoc -f html -t gfm FILE\`" pandoc -f html -t gfm

log "html-to-markdown in a Python loop over the same records (read, convert, write a JSON line)"
/usr/bin/time -v "$VENV/bin/python" - "$OUT/records.jsonl" "$OUT/out-h2m.jsonl" >"$OUT/h2m.txt" 2>"$OUT/time-h2m.txt" <<'EOF'
import json, sys, time
from html_to_markdown import convert
start = time.perf_counter()
count = 0
with open(sys.argv[1], encoding="utf-8") as records, open(sys.argv[2], "w", encoding="utf-8") as out:
    for line in records:
        record = json.loads(line)
        out.write(json.dumps({"id": record["id"], "content": convert(record["content"]).content}) + "\n")
        count += 1
print(f"{count} {time.perf_counter() - start:.2f}")
EOF
read -r h2m_count h2m_seconds <"$OUT/h2m.txt"
read -r _ h2m_rss < <(measure "$OUT/time-h2m.txt")
rows+=("| html-to-markdown 3.19.0, \`convert()\` in a Python loop | $h2m_count | $h2m_seconds | $(awk -v n="$h2m_count" -v s="$h2m_seconds" 'BEGIN { printf "%.0f", n / s }') | $h2m_rss |")

{
    echo "| converter | snippets | wall s | per second | peak RSS MB |"
    echo "|---|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
} | tee "$OUT/summary.md"
