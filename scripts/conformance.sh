#!/usr/bin/env bash
# Runs the CommonMark/GFM spec examples (per-example extensions, trusted HTML) against the
# built mconv with the shared runner, then applies Tests/Conformance/commonmark-known-failures.txt.
# Prints "<suite>: N passed, M failed, K skipped" per suite; exits 1 on an unexpected failure
# or on a known failure that now passes.
# Usage: scripts/conformance.sh [path/to/mconv]
set -euo pipefail
cd "$(dirname "$0")/.."
mconv="${1:-.build/debug/mconv}"
conformance="${MCONV_CONFORMANCE_DIR:-../shared/conformance}"
if [ ! -f "$conformance/tools/commonmark_check.py" ]; then
    echo "conformance data not found at $conformance: skipping the CommonMark/GFM suites" >&2
    exit 0
fi
report=$(mktemp)
trap 'rm -f "$report"' EXIT
python3 "$conformance/tools/commonmark_check.py" --suite all --min-pass 0 --ext-arg '-e {}' \
    --json-report "$report" "$mconv -f commonmark -t html --trusted-html" > /dev/null
python3 - "$report" Tests/Conformance/commonmark-known-failures.txt <<'PY'
import collections, json, sys
results = json.load(open(sys.argv[1]))
known = {}
for line in open(sys.argv[2], encoding="utf-8"):
    if line.strip() and not line.startswith("#"):
        suite, example, reason = line.split(maxsplit=2)
        known[(suite, int(example))] = reason.strip()
counts = collections.OrderedDict()
problems = []
for result in results:
    key = (result["suite"], result["example"])
    counts.setdefault(result["suite"], [0, 0, 0])
    if key in known:
        counts[result["suite"]][2] += 1
        if result["passed"]:
            problems.append(f"{key[0]} example {key[1]} passes now: remove it from the known failures")
    elif result["passed"]:
        counts[result["suite"]][0] += 1
    else:
        counts[result["suite"]][1] += 1
        problems.append(f"{key[0]} example {key[1]} ({result.get('section')}) failed: {result.get('error') or 'output differs'}")
for suite, (passed, failed, skipped) in counts.items():
    print(f"commonmark-{suite}: {passed} passed, {failed} failed, {skipped} skipped")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
