#!/usr/bin/env bash
# The whole test suite: unit, golden, pathological and round-trip tests (swift test), then
# the CommonMark/GFM conformance suites run against the built mconv binary.
set -euo pipefail
cd "$(dirname "$0")/.."

conformance="${MCONV_CONFORMANCE_DIR:-../shared/conformance}"

swift build
swift test

echo "== Round trip on real Markdown nobody here wrote (Debian nodejs-doc)"
if [ -d /usr/share/doc/nodejs/api ]; then
    scripts/roundtrip-corpus.sh /usr/share/doc/nodejs/api
else
    echo "nodejs-doc is not installed (scripts/setup.sh installs it): skipping" >&2
fi

if [ -d "$conformance" ]; then
    mconv=.build/debug/mconv
    echo "== CommonMark/GFM spec, HTML output (per-example extensions, trusted HTML)"
    python3 "$conformance/tools/commonmark_check.py" --suite spec --min-pass 669 \
        --ext-arg '-e {}' "$mconv -f commonmark -t html --trusted-html" | tail -1
    echo "== CommonMark/GFM spec + extensions + regression suites"
    python3 "$conformance/tools/commonmark_check.py" --suite all --min-pass 716 \
        --ext-arg '-e {}' "$mconv -f commonmark -t html --trusted-html" | tail -1
else
    echo "conformance data not found at $conformance: skipping the conformance suites" >&2
fi
