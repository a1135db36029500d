#!/usr/bin/env bash
# Inline-CSS parser benchmark: ns per InlineStyleParser.parse call on typical CMS style
# attributes, and time per byte on 1–8 MiB attributes (linearity).
#
# Usage: bench/inline-css-bench.sh [CALLS]     (default 1,000,000 calls per round)
# Builds bench/inline-css (a separate package depending on this checkout) in release mode
# through the shared build lock, then runs it while holding the lock so no build competes
# for the cores.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LOCK=${MCONV_BUILD_LOCK:-/tmp/mconv-build.lock}
cd "$ROOT/bench/inline-css"
flock "$LOCK" swift build -c release
flock "$LOCK" .build/release/InlineCSSBench "${1:-1000000}"
