#!/usr/bin/env bash
# Runs the Swift tests under a sanitizer: scripts/sanitizer-tests.sh asan|tsan
#
#   asan  the whole `swift test` suite built with AddressSanitizer (--sanitize=address, in
#         .build-asan): heap/stack/global overflows, use after free, double free, and leaks
#         at exit (LeakSanitizer) in the test processes and in every mconv they start;
#   tsan  the concurrency tests (the library used from many threads, -j batch mode and
#         --jsonl -j; the list is TSAN_FILTER below) built with ThreadSanitizer
#         (--sanitize=thread, in .build-tsan): data races and lock-order inversions.
#
# The CLI tests run the mconv next to the test bundle (CLITests.executable), which is the
# sanitized build of the same scratch path: every mconv they start is checked too. Reports
# are written to files under a fresh folder (the sanitizers' log_path), so that a report from
# a child mconv whose exit status a test does not look at still fails this script, and
# halt_on_error stops at the first one. MCONV_SANITIZER tells the tests which sanitizer is
# on (the ulimit -v test cannot run under one: the shadow memory needs terabytes of address
# space). Suppressions: Tests/Sanitizers/*.supp, each entry with its reason
# (Tests/Sanitizers/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
# Every suite that starts threads: the library from many threads, batches and --jsonl with -j.
TSAN_FILTER='Concurrent|OrderedParallelMapTests|BatchConverterTests|BatchCLITests|JSONLinesCLITests|MediaExtractionTests|LinkRewritingTests|HTMLParserTests/concurrentUse|HTMLSanitizerTests/concurrentUse|FaultInjectionTests'

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
case $mode in
    asan)
        sanitize=address scratch=.build-asan filter=()
        export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:log_path=$reports/asan"
        export LSAN_OPTIONS="suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0"
        ;;
    tsan)
        sanitize=thread scratch=.build-tsan filter=(--filter "$TSAN_FILTER")
        export TSAN_OPTIONS="halt_on_error=1:log_path=$reports/tsan"
        ;;
    *)
        echo "usage: scripts/sanitizer-tests.sh asan|tsan" >&2
        exit 64
        ;;
esac
export MCONV_SANITIZER=$sanitize

started=$SECONDS
build_log=$(swift build --build-tests --sanitize="$sanitize" --scratch-path "$scratch" 2>&1) || { echo "$build_log" | tail -40; exit 1; }
built=$SECONDS
set +e
log=$(swift test --skip-build --sanitize="$sanitize" --scratch-path "$scratch" "${filter[@]}" 2>&1)
status=$?
echo "$log" > "$scratch/sanitizer-tests.log"   # the whole log, for a failure's details
set -e
finished=$SECONDS

# Swift Testing's closing line: "Test run with N tests in S suites passed|failed after …".
closing=$(grep -E 'Test run with [0-9]+ tests?' <<<"$log" | tail -1 || true)
total=$(sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/' <<<"$closing")
failed=$({ grep -E '^✘ Test ' <<<"$log" || true; } | { grep -v '^✘ Test run' || true; } | sed -E 's/^✘ Test ("[^"]*"|[^ ]*).*/\1/' | sort -u | wc -l)
report_files=$(find "$reports" -type f | wc -l)

if [ -n "$closing" ]; then echo "$closing"; fi
if [ "$report_files" -gt 0 ]; then
    echo "$mode: sanitizer reports:"
    for file in "$reports"/*; do cat "$file"; done
fi
if [ -z "$total" ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
    # The test process itself stopped (a report with halt_on_error, a crash): show the log's end.
    tail -40 <<<"$log"
fi
passed=$(( ${total:-0} - failed ))
echo "$mode: ${passed} passed, ${failed} failed, ${report_files} sanitizer reports (build $((built - started)) s, tests $((finished - built)) s)"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$report_files" -eq 0 ] && [ -n "$total" ]
