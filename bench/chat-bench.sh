#!/usr/bin/env bash
# Chat markup benchmark: reading (`-f chat`, `-f slack`, `-f telegram` → html/text) and
# writing (`-t chat`, `-t slack`, `-t whatsapp`, `-t telegram` from Markdown) in MB/s, on a
# generated chat corpus (bench/gen-chat-corpus.py: messages with *bold*, _italic_, ~strike~,
# nested, unmatched and intra-word delimiters, emoji, CJK) of CORPUS_MB, and on the same
# content converted to Markdown, Slack and Telegram by mconv itself. `-f chat -t chat` shows the
# writer without the cost of a Markdown parse; `-f markdown -t html` is the reference for it.
#
# Usage: flock /tmp/mconv-build.lock bench/chat-bench.sh   (hold the lock: nothing else competes)
# Environment: CORPUS_MB (default 8), RUNS (hyperfine runs; default 5),
#              MCONV (a built release binary; default: build this checkout in release)
# Output: bench/out/chat/ (git-ignored): the corpora, hyperfine JSON, summary.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/chat"
CORPUS_MB=${CORPUS_MB:-8}
RUNS=${RUNS:-5}

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'chat-bench: error: %s\n' "$*" >&2; exit 1; }

command -v hyperfine >/dev/null || die "hyperfine is missing (apt-get install hyperfine)"
mkdir -p "$OUT"

if [[ -z "${MCONV:-}" ]]; then
    # The caller holds /tmp/mconv-build.lock (see Usage), so build without taking it again.
    log "building mconv (release)"
    (cd "$ROOT" && swift build -c release --product mconv >&2)
    MCONV="$ROOT/.build/release/mconv"
fi
[[ -x "$MCONV" ]] || die "no mconv at $MCONV"

log "corpora: $CORPUS_MB MB of chat markup, and the same content as Markdown, Slack and Telegram"
python3 "$ROOT/bench/gen-chat-corpus.py" $((CORPUS_MB * 1000 * 1000)) >"$OUT/corpus.chat"
"$MCONV" -f chat -t markdown "$OUT/corpus.chat" -o "$OUT/corpus.md"
"$MCONV" -f chat -t slack "$OUT/corpus.chat" -o "$OUT/corpus.slack"
"$MCONV" -f chat -t telegram "$OUT/corpus.chat" -o "$OUT/corpus.telegram"

log "sanity: the chat corpus reads back to the same tree through every writer"
"$MCONV" -f chat --dump-ast "$OUT/corpus.chat" >"$OUT/tree.chat.txt"
"$MCONV" -f chat -t chat "$OUT/corpus.chat" | "$MCONV" -f chat --dump-ast >"$OUT/tree.rechat.txt"
cmp -s "$OUT/tree.chat.txt" "$OUT/tree.rechat.txt" || die "chat → chat changed the tree"

declare -a names commands inputs
add() { names+=("$1"); inputs+=("$2"); commands+=("$3"); }
add "-f chat -t html" corpus.chat "$MCONV -f chat -t html $OUT/corpus.chat -o /dev/null"
add "-f chat -t text" corpus.chat "$MCONV -f chat -t text $OUT/corpus.chat -o /dev/null"
add "-f slack -t html" corpus.slack "$MCONV -f slack -t html $OUT/corpus.slack -o /dev/null"
add "-f telegram -t html" corpus.telegram "$MCONV -f telegram -t html $OUT/corpus.telegram -o /dev/null"
add "-f chat -t chat" corpus.chat "$MCONV -f chat -t chat $OUT/corpus.chat -o /dev/null"
add "-f markdown -t chat" corpus.md "$MCONV -f markdown -t chat $OUT/corpus.md -o /dev/null"
add "-f markdown -t slack" corpus.md "$MCONV -f markdown -t slack $OUT/corpus.md -o /dev/null"
add "-f markdown -t whatsapp" corpus.md "$MCONV -f markdown -t whatsapp $OUT/corpus.md -o /dev/null"
add "-f markdown -t telegram" corpus.md "$MCONV -f markdown -t telegram $OUT/corpus.md -o /dev/null"
add "-f markdown -t html (reference)" corpus.md "$MCONV -f markdown -t html $OUT/corpus.md -o /dev/null"

log "timing ($RUNS runs each)"
hyperfine -N -w 1 -r "$RUNS" --export-json "$OUT/chat.json" "${commands[@]}" >&2

python3 - "$OUT" "$MCONV" "${names[@]}" -- "${inputs[@]}" <<'PY' | tee "$OUT/summary.md"
import json, os, subprocess, sys
out, mconv = sys.argv[1], sys.argv[2]
rest = sys.argv[3:]
split = rest.index("--")
names, inputs = rest[:split], rest[split + 1:]
results = json.load(open(f"{out}/chat.json"))["results"]
version = subprocess.run([mconv, "--version"], capture_output=True, text=True).stdout.strip()
print(f"Chat markup, {version}; MB = 10^6 bytes of input\n")
print("| command | input | bytes | median s | MB/s |")
print("|---|---|---|---|---|")
for name, source, result in zip(names, inputs, results):
    size = os.path.getsize(f"{out}/{source}")
    print(f"| `mconv {name}` | {source} | {size:,} | {result['median']:.3f} | {size / 1e6 / result['median']:.1f} |")
PY
