#!/usr/bin/env bash
# Input decoding benchmarks (numbers in bench/REPORT.md, "Input encodings"):
#  1. EncodingBench: MarkupEncoding's decoders, MB/s per encoding on generated text, one-shot
#     and in 64 KiB chunks, and linearity (bench/encoding/Sources/EncodingBench/main.swift);
#  2. FrontDoorBench: what decoding costs at the library's front door on real pages, Debian's
#     python3.11-doc HTML concatenated to SIZE_MB: as UTF-8 (declared, as the pages are),
#     as UTF-8 with the <meta charset> removed, and transcoded to windows-1252 (declared;
#     characters outside windows-1252 as character references): MarkupConverter.decode
#     alone, and HTML -> text through convert(utf8:) (no decoding step) and convert(bytes:).
#
# Usage: bench/encoding-bench.sh
# Environment: SIZE_MB (input size, default 12), ROUNDS (best of, default 5),
#              MCONV_BUILD_LOCK (default /tmp/mconv-build.lock)
# Builds bench/encoding (a separate package depending on this checkout) in release mode
# through the shared build lock, then runs it while holding the lock. Inputs: bench/out/encoding/.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
export SIZE_MB=${SIZE_MB:-12}
OUT="$ROOT/bench/out/encoding"
PAGES=/usr/share/doc/python3.11-doc/html
[[ -d $PAGES ]] || { echo "encoding-bench: $PAGES is missing (apt-get install python3.11-doc)" >&2; exit 1; }
mkdir -p "$OUT"
python3 - "$PAGES" "$OUT" "$SIZE_MB" <<'PY'
import pathlib, re, sys
pages, out, size = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), int(sys.argv[3]) * 1_000_000
text, files = "", sorted(pages.rglob("*.html"))
for path in files * 10:
    if len(text.encode("utf-8")) >= size:
        break
    text += path.read_text(encoding="utf-8")
(out / "utf-8.html").write_bytes(text.encode("utf-8"))
(out / "utf-8-undeclared.html").write_bytes(re.sub(r'<meta charset="utf-8" />', "", text).encode("utf-8"))
legacy = text.replace('<meta charset="utf-8" />', '<meta charset="windows-1252" />')
(out / "windows-1252.html").write_bytes(legacy.encode("cp1252", errors="xmlcharrefreplace"))
for name in ("utf-8.html", "utf-8-undeclared.html", "windows-1252.html"):
    data = (out / name).read_bytes()
    print("%s: %d bytes, %d non-ASCII" % (name, len(data), sum(byte >= 0x80 for byte in data)))
PY
cd "$ROOT/bench/encoding"
flock "$LOCK" swift build -c release
flock "$LOCK" sh -c ".build/release/EncodingBench && echo && .build/release/FrontDoorBench '$OUT/utf-8.html' '$OUT/utf-8-undeclared.html' '$OUT/windows-1252.html'"
