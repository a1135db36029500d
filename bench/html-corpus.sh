#!/usr/bin/env bash
# The HTML benchmarks' inputs, the same for every benchmark that reads HTML:
#   OUT/corpus-list.txt  real pages nobody here wrote: Debian's git-doc HTML, then
#                        python3.11-doc pages, in a fixed order, up to MB megabytes;
#   OUT/corpus.html      those pages as one file (for CLI measurements);
#   OUT/snippets.bin     10,000 generated snippets of about 300 bytes (gen-snippets.py, seed 1).
# Needs the git-doc and python3.11-doc packages.
#
# Usage: bench/html-corpus.sh OUT MB
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=$1
target=$(($2 * 1000 * 1000)) size=0
: >"$OUT/corpus-list.txt"
while IFS= read -r file; do
    ((size >= target)) && break
    echo "$file" >>"$OUT/corpus-list.txt"
    size=$((size + $(stat -c %s "$file")))
done < <({
    find /usr/share/doc/git-doc -name '*.html' | LC_ALL=C sort
    find /usr/share/doc/python3.11/html -name '*.html' | LC_ALL=C sort
})
printf '==> corpus: %s pages, %s bytes\n' "$(wc -l <"$OUT/corpus-list.txt")" "$size" >&2
xargs cat <"$OUT/corpus-list.txt" >"$OUT/corpus.html"
python3 "$ROOT/bench/gen-snippets.py" --count 10000 --seed 1 "$OUT/snippets.bin" >&2
