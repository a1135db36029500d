#!/usr/bin/env bash
# Batch conversion (issue 15): a whole site and 100,000 small files, against one process
# per file (pandoc) and an in-process Python loop (html-to-markdown, Rust-backed).
#
#  1. Debian's python3.11-doc (530 pages) HTML -> Markdown as a tree: -j 1 against -j 2
#     (hyperfine, fresh output folder per run), outputs byte-identical, --update right
#     after, peak RSS (/usr/bin/time -v), and kill -9 in the middle then --update.
#  2. 100,000 generated snippets (bench/gen-snippets.py, ~300 bytes each) as files in 100
#     folders: mconv -j 1 / -j 2 --output-dir, pandoc one process per file (on a sample,
#     extrapolated as files/s), html-to-markdown in a Python loop reading and writing files.
#
# Usage: bench/batch-bench.sh [--small-count N]   (default 100000)
# Timings take the build lock (MCONV_BUILD_LOCK, default /tmp/mconv-build.lock) so that no
# build of this checkout's helpers runs beside them.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/bench/out/batch"
VENV="$ROOT/bench/out/venv"
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
SMALL=100000
[[ ${1:-} == --small-count ]] && SMALL=$2
SITE=/usr/share/doc/python3.11/html
log() { printf '==> %s\n' "$*" >&2; }

missing=()
[[ -d $SITE ]] || missing+=(python3.11-doc)
command -v pandoc >/dev/null || missing+=(pandoc)
command -v hyperfine >/dev/null || missing+=(hyperfine)
[[ -x /usr/bin/time ]] || missing+=(time)
if ((${#missing[@]} > 0)); then
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
[[ -x $VENV/bin/python ]] || python3 -m venv "$VENV"
"$VENV/bin/python" -c 'import html_to_markdown' 2>/dev/null || "$VENV/bin/pip" install -q html-to-markdown

(cd "$ROOT" && flock "$LOCK" swift build -c release --product mconv >&2)
MCONV="$ROOT/.build/release/mconv"
rm -rf "$OUT" && mkdir -p "$OUT"
cd "$OUT"

log "1. $SITE: -j 1 against -j 2"
flock "$LOCK" hyperfine -N --warmup 1 --runs 7 --export-json tree.json \
    --prepare "rm -rf $OUT/t1 $OUT/t2" \
    "$MCONV -q -f html -t md -j 1 --output-dir $OUT/t1 $SITE" \
    "$MCONV -q -f html -t md -j 2 --output-dir $OUT/t2 $SITE"
for jobs in 1 2; do
    rm -rf "t$jobs"
    /usr/bin/time -f "peak RSS -j $jobs: %M KB" "$MCONV" -q -f html -t md -j "$jobs" --output-dir "t$jobs" "$SITE"
done
diff -r t1 t2 >/dev/null && echo "outputs -j 1 and -j 2: byte-identical ($(find t1 -type f | wc -l) files)"
flock "$LOCK" hyperfine -N --warmup 1 --runs 10 "$MCONV -q -f html -t md -j 2 --update --output-dir $OUT/t2 $SITE"
echo "largest input page: $(find "$SITE" -name '*.html' -printf '%s\n' | sort -n | tail -1) bytes"

log "kill -9 in the middle, then --update"
rm -rf k && "$MCONV" -q -f html -t md -j 2 --output-dir k "$SITE" & pid=$!
for _ in $(seq 500); do (( $(find k -name '*.md' 2>/dev/null | wc -l) >= 150 )) && break; sleep 0.005; done
kill -9 $pid; wait $pid || true
echo "written before the kill: $(find k -name '*.md' | wc -l) of 530; temporary files: $(find k -name '*mconv-*' | wc -l)"
"$MCONV" -f html -t md --update --output-dir k "$SITE"
diff -r k t1 >/dev/null && echo "after --update: identical to a clean run; temporary files: $(find k -name '*mconv-*' | wc -l)"

log "2. $SMALL small files"
python3 "$ROOT/bench/gen-snippets.py" --count "$SMALL" --seed 15 snippets.bin
python3 - "$SMALL" <<'PY'
import os, sys
data = open("snippets.bin", "rb").read().split(b"\0")
for index, snippet in enumerate(data[: int(sys.argv[1])]):
    folder = f"small/d{index // 1000:03d}"
    if index % 1000 == 0:
        os.makedirs(folder, exist_ok=True)
    with open(f"{folder}/s{index:06d}.html", "wb") as handle:
        handle.write(snippet)
PY
echo "files: $(find small -type f | wc -l), bytes: $(du -sb small | cut -f1)"
# Fresh output folders, never one just deleted: ext4 then searches past its recently deleted
# inodes for every new file, and a run spends most of its time in the kernel (measured: 37 s
# of system time instead of 5 right after an rm -rf of 100,000 files).
for jobs in 1 2; do
    flock "$LOCK" /usr/bin/time -f "mconv -j $jobs: %e s wall, %M KB peak RSS" "$MCONV" -q -f html -t md -j "$jobs" --output-dir "s$jobs" small
done
diff -r s1 s2 >/dev/null && echo "small files -j 1 and -j 2: byte-identical"
find small -type f | sort > all.txt
head -300 all.txt > sample.txt
flock "$LOCK" /usr/bin/time -f "pandoc, one process per file, 300 files: %e s wall, %M KB peak RSS" \
    bash -c 'while read -r f; do pandoc -f html -t gfm "$f" -o /dev/null; done < sample.txt'
flock "$LOCK" /usr/bin/time -f "html-to-markdown, Python loop: %e s wall, %M KB peak RSS" "$VENV/bin/python" - <<'PY'
import os
from html_to_markdown import convert
for root, _, files in sorted(os.walk("small")):
    out = "h" + root[len("small"):]
    os.makedirs(out, exist_ok=True)
    for name in sorted(files):
        with open(os.path.join(root, name), encoding="utf-8", errors="replace") as source:
            text = convert(source.read())
            text = getattr(text, "content", text)
        with open(os.path.join(out, name[:-5] + ".md"), "w", encoding="utf-8") as target:
            target.write(text)
PY
