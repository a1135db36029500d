#!/usr/bin/env bash
# Terminal-output benchmark: `mconv -t ansi` against `lowdown -Tterm` (C) and rich's Markdown
# renderer (`python -m rich.markdown`, Python), in one run, on the same input: Debian's
# Node.js API docs (nodejs-doc, Markdown nobody here wrote), concatenated in a fixed order
# and repeated up to CORPUS_MB. Every tool renders at 80 columns with colour on, as in a
# terminal, writing to /dev/null.
#
# Usage: bench/ansi-bench.sh
# Environment: CORPUS_MB (default 12), RUNS (hyperfine runs of the fast tools; default 10),
#              MCONV_BUILD_LOCK (default /tmp/mconv-build.lock)
# Output: bench/out/ansi/ (git-ignored): the corpus, hyperfine JSON, summary.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/ansi"
CORPUS_MB=${CORPUS_MB:-12}
RUNS=${RUNS:-10}
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
VENV="$OUT/venv"

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'ansi-bench: error: %s\n' "$*" >&2; exit 1; }

mkdir -p "$OUT"

missing=()
command -v lowdown >/dev/null || missing+=(lowdown)
command -v hyperfine >/dev/null || missing+=(hyperfine)
[[ -d /usr/share/doc/nodejs/api ]] || missing+=(nodejs-doc)
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
if ((${#missing[@]} > 0)); then
    log "installing ${missing[*]}"
    [[ $(id -u) -eq 0 ]] || die "missing ${missing[*]}; run as root or: apt-get install -y ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >&2 ||
        { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >&2; }
fi
if [[ ! -x "$VENV/bin/python" ]]; then
    log "creating $VENV with rich"
    python3 -m venv "$VENV"
fi
"$VENV/bin/python" -c 'import rich' 2>/dev/null || "$VENV/bin/pip" install -q rich

log "corpus: every Node.js API doc, in sorted order, repeated up to $CORPUS_MB MB"
# The docs ship gzipped (*.md.gz) but for four small pages: every one of them is read. (Until
# 2026-11-27 this script took only the four uncompressed pages, 1% of the docs, repeated.)
mkdir -p "$OUT/files"
for file in /usr/share/doc/nodejs/api/*.md /usr/share/doc/nodejs/api/*.md.gz; do
    case $file in
    *.gz) gzip -dc "$file" >"$OUT/files/$(basename "$file" .gz)" ;;
    *) cp "$file" "$OUT/files/" ;;
    esac
done
target=$((CORPUS_MB * 1000 * 1000))
: >"$OUT/corpus.md"
while (($(stat -c %s "$OUT/corpus.md") < target)); do
    for file in $(find "$OUT/files" -name '*.md' | LC_ALL=C sort); do
        cat "$file" >>"$OUT/corpus.md"
        printf '\n' >>"$OUT/corpus.md"
    done
done
bytes=$(stat -c %s "$OUT/corpus.md")
pages=$(find "$OUT/files" -name '*.md' | wc -l)
log "corpus: $bytes bytes ($pages pages)"
# The same pages one process per page, as often as the corpus repeats them: the regime where
# a tool's cost per input, not its behaviour on one large file, decides.
passes=$(( (bytes + $(cat "$OUT"/files/*.md | wc -c) - 1) / $(cat "$OUT"/files/*.md | wc -c) ))
cat >"$OUT/per-page.sh" <<SH
#!/bin/sh
# per-page.sh mconv|lowdown: every page, $passes passes, one process each
for pass in \$(seq $passes); do for f in $OUT/files/*.md; do
    if [ "\$1" = mconv ]; then $OUT/mconv -t ansi --color always --columns 80 "\$f" -o /dev/null
    else lowdown -Tterm --term-columns=80 -o /dev/null "\$f"; fi
done; done
SH
chmod +x "$OUT/per-page.sh"

log "building mconv (release)"
(cd "$ROOT" && flock "$LOCK" swift build -c release --product mconv >&2)
cp "$ROOT/.build/release/mconv" "$OUT/mconv"

versions="mconv $("$OUT/mconv" --version | awk '{print $2}'), lowdown $(dpkg-query -W -f='${Version}' lowdown 2>/dev/null || echo '?'), rich $("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("rich"))')"
log "$versions"

mconv_cmd="$OUT/mconv -t ansi --color always --columns 80 $OUT/corpus.md -o /dev/null"
lowdown_cmd="lowdown -Tterm --term-columns=80 -o /dev/null $OUT/corpus.md"
rich_cmd="env FORCE_COLOR=1 COLUMNS=80 $VENV/bin/python -m rich.markdown -w 80 -c $OUT/corpus.md"

log "sanity: every tool renders the corpus"
$mconv_cmd
lowdown -Tterm --term-columns=80 -o /dev/null "$OUT/corpus.md"
env FORCE_COLOR=1 COLUMNS=80 "$VENV/bin/python" -m rich.markdown -w 80 -c "$OUT/corpus.md" >"$OUT/rich.ansi"
[[ -s "$OUT/rich.ansi" ]] || die "rich produced nothing"

log "timing mconv and lowdown ($RUNS runs each), rich (3 runs)"
hyperfine -N -w 1 -r "$RUNS" --export-json "$OUT/fast.json" "$mconv_cmd" "$lowdown_cmd" >&2
hyperfine -N -w 1 -r "$RUNS" --export-json "$OUT/per-page.json" "$OUT/per-page.sh mconv" "$OUT/per-page.sh lowdown" >&2
hyperfine -w 0 -r 3 --export-json "$OUT/rich.json" "$rich_cmd >/dev/null" >&2

python3 - "$OUT" "$bytes" "$versions" "$pages" "$passes" <<'PY' | tee "$OUT/summary.md"
import json, sys
out, size, versions, pages, passes = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
fast = json.load(open(f"{out}/fast.json"))["results"]
rich = json.load(open(f"{out}/rich.json"))["results"][0]
rows = [("mconv -t ansi", fast[0]), ("lowdown -Tterm", fast[1]), ("rich (python -m rich.markdown)", rich)]
print(f"Markdown → terminal, 80 columns, colour on; {size:,} bytes of Node.js API docs ({versions})\n")
print("| tool | median s | MB/s |")
print("|---|---|---|")
speed = {}
for name, result in rows:
    speed[name] = size / 1e6 / result["median"]
    print(f"| {name} | {result['median']:.3f} | {speed[name]:.1f} |")
m, l, r = speed["mconv -t ansi"], speed["lowdown -Tterm"], speed["rich (python -m rich.markdown)"]
print()
print("| goal | result | status |")
print("|---|---|---|")
print(f"| at least as fast as lowdown -Tterm | {m:.1f} vs {l:.1f} MB/s = {m / l:.2f}× | {'met' if m >= l else 'MISSED'} |")
print(f"| at least 5× rich | {m:.1f} vs {r:.2f} MB/s = {m / r:.1f}× | {'met' if m >= 5 * r else 'MISSED'} |")
per_page = json.load(open(f"{out}/per-page.json"))["results"]
page_bytes = passes * sum(len(open(f, "rb").read()) for f in __import__("glob").glob(f"{out}/files/*.md"))
pm, pl = (page_bytes / 1e6 / r["median"] for r in per_page)
print()
print(f"Per page: the {pages} pages × {passes} passes ({page_bytes:,} bytes), one process per page (start-up included)\n")
print("| tool | median s | MB/s |")
print("|---|---|---|")
print(f"| mconv -t ansi | {per_page[0]['median']:.3f} | {pm:.1f} |")
print(f"| lowdown -Tterm | {per_page[1]['median']:.3f} | {pl:.1f} |")
print(f"\nmconv / lowdown per page: {pm / pl:.2f}×")
PY
