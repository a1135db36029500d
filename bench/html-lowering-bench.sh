#!/usr/bin/env bash
# HTML frontend benchmark: time of the DOM → AST lowering separately from parsing, on every
# .html file under a directory (default: the Python 3.11 documentation,
# `apt-get install -y python3.11-doc`).
#
# Usage: bench/html-lowering-bench.sh [DIRECTORY] [ROUNDS] [lower]
# (`lower` times the lowering alone, e.g. under `perf record`.)
# Builds bench/html-lowering (a separate package depending on this checkout) in release mode
# through the shared build lock, then runs it while holding the lock so no build competes
# for the cores.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
cd "$ROOT/bench/html-lowering"
flock "$LOCK" swift build -c release
flock "$LOCK" .build/release/HTMLLoweringBench "${1:-/usr/share/doc/python3.11/html}" "${2:-5}" ${3:+"$3"}
