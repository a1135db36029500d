#!/usr/bin/env bash
# Throughput of the ProseMirror, Portable Text and Contentful readers and writers (issue 18),
# on the Python docs: python3.11-doc's HTML pages in sorted order up to 12 MB, as one file,
# converted to each format by mconv itself. Times whole `mconv` runs with hyperfine (-N, one
# warm-up, 5 runs, medians); MB/s = 10⁶ bytes of the command's input per second.
#   F → text   the reader (plus the plain-text writer)
#   F → F      reader and writer together: each alone is at least this fast, per byte of F
#   HTML → F   the writer behind the HTML frontend (reference: HTML → text)
# Needs python3.11-doc and hyperfine (Debian packages); builds the release binary.
#   bench/app-json-bench.sh [OUT_DIR]   (default bench/out/app-json)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-$ROOT/bench/out/app-json}
mkdir -p "$OUT"
"$ROOT/scripts/install-packages.sh" python3.11-doc hyperfine
(cd "$ROOT" && flock /tmp/mconv-build.lock swift build -c release --product mconv >&2)
MCONV=$ROOT/.build/release/mconv

target=12000000 size=0
: >"$OUT/list.txt"
while IFS= read -r file; do
    ((size >= target)) && break
    echo "$file" >>"$OUT/list.txt"
    size=$((size + $(stat -c %s "$file")))
done < <(find /usr/share/doc/python3.11/html -name '*.html' | LC_ALL=C sort)
xargs cat <"$OUT/list.txt" >"$OUT/corpus.html"
formats=(prosemirror portable-text contentful)
for format in "${formats[@]}"; do
    "$MCONV" -q -f html -t "$format" "$OUT/corpus.html" >"$OUT/corpus.$format.json"
    # The corpus must read back into what it was written from.
    "$MCONV" -q -f "$format" -t "$format" "$OUT/corpus.$format.json" | cmp -s - "$OUT/corpus.$format.json" \
        || { echo "app-json-bench: $format does not round-trip on the corpus" >&2; exit 1; }
done

commands=("$MCONV -q -f html -t text $OUT/corpus.html")
for format in "${formats[@]}"; do
    commands+=("$MCONV -q -f $format -t text $OUT/corpus.$format.json"
               "$MCONV -q -f $format -t $format $OUT/corpus.$format.json"
               "$MCONV -q -f html -t $format $OUT/corpus.html")
done
flock /tmp/mconv-build.lock hyperfine -N --warmup 1 --runs 5 --export-json "$OUT/times.json" "${commands[@]}" >&2

python3 - "$OUT/times.json" <<'PY'
import json, os, statistics, sys
print("| command | input bytes | median s | MB/s |")
print("|---|---|---|---|")
for result in json.load(open(sys.argv[1]))["results"]:
    words = result["command"].split()
    size = os.path.getsize(words[-1])
    median = statistics.median(result["times"])
    shown = "mconv " + " ".join(words[1:-1]) + " " + os.path.basename(words[-1])
    print("| `%s` | %s | %.3f | %.1f |" % (shown, format(size, ","), median, size / median / 1e6))
PY
