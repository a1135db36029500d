#!/usr/bin/env bash
# Runs the html5lib tree-construction tests (scripting off, the 1784 cases the shared runner
# selects) against `mconv debug-html-tree`, then applies
# Tests/Conformance/html5lib-tree-known-failures.txt.
# Prints "html5lib-tree: N passed, M failed" (the runner's counts); exits 1 on a failure that
# is not listed, and on a listed case that passes now (or no longer exists).
# Usage: scripts/html5lib-tree.sh [path/to/mconv]
set -euo pipefail
cd "$(dirname "$0")/.."
mconv="${1:-.build/debug/mconv}"
conformance="${MCONV_CONFORMANCE_DIR:-../shared/conformance}"
if [ ! -f "$conformance/tools/html5lib_tree.py" ]; then
    echo "conformance data not found at $conformance: skipping the html5lib tree-construction suite" >&2
    exit 0
fi
report=$(mktemp)
trap 'rm -f "$report"' EXIT
MCONV_CONFORMANCE_DIR="$conformance" python3 "$conformance/tools/html5lib_tree.py" run -v --min-pass 0 \
    -- "$mconv" debug-html-tree > "$report"
python3 - "$report" Tests/Conformance/html5lib-tree-known-failures.txt <<'PY'
import re, sys
lines = open(sys.argv[1], encoding="utf-8", errors="surrogateescape").read().split("\n")
summary = next((l for l in reversed(lines) if re.fullmatch(r"\d+ passed, \d+ failed", l)), None)
if summary is None:
    sys.exit("html5lib-tree: the runner printed no 'N passed, M failed' line")
prefix = "tree-construction/"
failed = {}
for line in lines:
    match = re.match(r"--- (\S+) \(line \d+\)", line)
    if match:
        case = match.group(1)
        failed[case[len(prefix):] if case.startswith(prefix) else case] = True
known = {}
for line in open(sys.argv[2], encoding="utf-8"):
    if line.strip() and not line.startswith("#"):
        case, _, reason = line.strip().partition(" ")
        known[case] = reason.strip()
problems = [f"{case} failed (not a known failure; run the runner with -v to see the diff)"
            for case in failed if case not in known]
problems += [f"{case} passes now (or no longer exists): remove it from the known failures"
             for case in known if case not in failed]
print(f"html5lib-tree: {summary}")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
