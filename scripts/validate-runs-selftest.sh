#!/usr/bin/env bash
# Tests scripts/validate-runs.py on hand-made documents: every file in
# Tests/RunsValidation/valid/ must pass, and every file in Tests/RunsValidation/invalid/ must
# fail with a reason containing the text of its NAME.expect sidecar (one broken invariant per
# file; Tests/RunsValidation/make-invalid.py writes them).
# Prints "runs-json-validator-selftest: N passed, M failed"; exits 1 when a case failed.
# Usage: scripts/validate-runs-selftest.sh [--schema PATH]
set -euo pipefail
cd "$(dirname "$0")/.."
validator=(scripts/validate-runs.py "$@")
cases=Tests/RunsValidation
passed=0
failed=0

for file in "$cases"/valid/*.json; do
    if output=$("${validator[@]}" "$file" 2>&1); then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "valid document rejected: $file"
        echo "$output" | sed 's/^/    /'
    fi
done

for file in "$cases"/invalid/*.json; do
    expect_file=${file%.json}.expect
    if [ ! -f "$expect_file" ]; then
        failed=$((failed + 1))
        echo "no sidecar $expect_file"
        continue
    fi
    expected=$(cat "$expect_file")
    status=0
    output=$("${validator[@]}" --max-reasons 1000 "$file" 2>&1) || status=$?
    if [ "$status" -ne 1 ]; then
        failed=$((failed + 1))
        echo "broken document not rejected (exit $status): $file"
        echo "$output" | sed 's/^/    /'
    elif ! grep -qF -- "$expected" <<<"$output"; then
        failed=$((failed + 1))
        echo "broken document rejected for another reason: $file"
        echo "    expected: $expected"
        echo "$output" | sed 's/^/    /'
    else
        passed=$((passed + 1))
    fi
done

if [ $((passed + failed)) -eq 0 ]; then
    echo "no test documents under $cases" >&2
    failed=1
fi
echo "runs-json-validator-selftest: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
