#!/usr/bin/env bash
# HTML tokenizer benchmark: throughput on real HTML pages, time for a 278-byte snippet,
# and 1 MB against 4 MB of pathological inputs (a ratio near 4 means linear time).
#
# The tokenizer is internal to HTMLFrontend, so this script builds a throwaway package in
# bench/out/tokenizer-bench/ from symbolic links to Sources/MarkupAST, the tokenizer's
# source files and HTMLTagName.swift, plus bench/tokenizer/main.swift; the root
# Package.swift is untouched. Built in release mode through the shared build lock.
#
# Corpus: the HTML pages of Debian's python3.11-doc (about 50 MB, installed when missing),
# or the files listed in $CORPUS_LIST (one path per line).
#
# Usage: bench/tokenizer-bench.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/bench/out/tokenizer-bench"
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}

if [[ -z "${CORPUS_LIST:-}" ]]; then
    if [[ ! -d /usr/share/doc/python3.11/html ]]; then
        sudo=""
        [[ "$(id -u)" -eq 0 ]] || sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3.11-doc >/dev/null
    fi
    mkdir -p "$OUT"
    CORPUS_LIST="$OUT/corpus.txt"
    find /usr/share/doc/python3.11/html -name '*.html' | sort >"$CORPUS_LIST"
fi

rm -rf "$OUT/Sources"
mkdir -p "$OUT/Sources/TokenizerBench"
ln -s "$ROOT/Sources/MarkupAST" "$OUT/Sources/MarkupAST"
for file in "$ROOT"/Sources/HTMLFrontend/Tokenizer/*.swift "$ROOT/Sources/HTMLFrontend/DOM/HTMLTagName.swift" \
    "$ROOT/bench/tokenizer/main.swift"; do
    ln -s "$file" "$OUT/Sources/TokenizerBench/"
done
cat >"$OUT/Package.swift" <<'PACKAGE'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TokenizerBench",
    targets: [
        .target(name: "MarkupAST"),
        .executableTarget(name: "TokenizerBench", dependencies: ["MarkupAST"]),
    ]
)
PACKAGE

flock "$LOCK" swift build -c release --package-path "$OUT" >&2
"$OUT/.build/release/TokenizerBench" "$CORPUS_LIST"
