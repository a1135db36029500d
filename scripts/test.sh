#!/usr/bin/env bash
# The whole test suite:
#  1. the CommonMark/GFM conformance suites against the built mconv (known failures listed
#     in Tests/Conformance/commonmark-known-failures.txt), then the html5lib tree-construction
#     suite through `mconv debug-html-tree` (Tests/Conformance/html5lib-tree-known-failures.txt),
#     and the html5lib encoding sniffing suite (a Swift test, printed before the whole
#     `swift test` of step 5; Tests/Conformance/html5lib-encoding-known-failures.txt), after
#     checking that scripts/generate-encodings.py still writes the committed encoding tables;
#  2. a differential test of the HTML output against the cmark-gfm CLI on 1000 seeded
#     random documents;
#  3. the round trip parse -> Markdown -> parse on real Markdown nobody here wrote
#     (Debian's nodejs-doc);
#  4. ast.json: schema validation of the tree as JSON and a filter round trip
#     (scripts/ast-json-check.py); runs.json: the validator's self-test, then every fixture and spec example converted to
#     runs.json and validated against docs/runs.schema.json plus the invariants;
#  5. swift test: unit, golden, spec round-trip, pathological-input, concurrency and CLI tests;
#     then the runs.json the tests produced (goldens, and every 25th snippet of the
#     concurrency test, written to $MCONV_RUNS_OUTPUT_DIR) validated the same way;
#  6. every ```swift block of README.md and docs/*.md built verbatim in a scratch package
#     against the library products, and run;
#  7. `mconv -t ansi` in a real terminal: tmux runs it in a 50-cell pane and the capture is
#     checked (widths, table alignment with CJK, wrapped links, no visible escapes);
#  8. the sanitizer in a real browser: every attack vector and benign fixture of
#     Tests/Sanitizer, sanitized by `mconv -t html` (HTML and Markdown input), loaded in
#     headless Chromium, which must record no script run, request or navigation; then the
#     benign fixtures compared element by element with nh3 (ammonia): nothing it keeps may be
#     lost. scripts/sanitizer-check-setup.sh installs chromium and a virtualenv with nh3.
#  9. `mconv --jsonl` under Apache Spark: scripts/spark-example.py in pyspark local mode on the
#     530 pages of Debian's python3.11-doc; every page must come back once, without error,
#     with the CLI's Markdown for the same file. scripts/spark-setup.sh installs a JRE and a
#     virtualenv with pyspark (about 40 s on a fresh machine; the check takes about 65 s);
# 10. ProseMirror, Portable Text and Contentful output validated against their JSON Schemas and
#     by independent PyPI tooling (scripts/app-json-check.sh, about 25 s plus a virtualenv);
# 11. every fuzz target (scripts/fuzz.sh: libFuzzer + AddressSanitizer, invariant checks) for
#     MCONV_CI_FUZZ_SECONDS each (default 20) with libFuzzer seed MCONV_FUZZ_SEED (default 1),
#     so the gate is reproducible; any crash, timeout or out-of-memory fails;
# 12. sanitizers (scripts/sanitizer-tests.sh): the whole `swift test` under AddressSanitizer
#     (+ LeakSanitizer), the concurrency tests under ThreadSanitizer, each in its own scratch
#     path (.build-asan, .build-tsan), every mconv the CLI tests start built the same way; any
#     sanitizer report fails the step.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build

echo "== CommonMark/GFM conformance (HTML output, per-example extensions, trusted HTML)"
scripts/conformance.sh .build/debug/mconv

echo "== html5lib tree-construction conformance (mconv debug-html-tree)"
scripts/html5lib-tree.sh .build/debug/mconv

echo "== Differential: trusted HTML output against the cmark-gfm CLI on seeded random Markdown"
python3 scripts/differential-html.py .build/debug/mconv --count 1000

echo "== Round trip on real Markdown nobody here wrote (Debian nodejs-doc)"
if [ -d /usr/share/doc/nodejs/api ]; then
    scripts/roundtrip-corpus.sh /usr/share/doc/nodejs/api
else
    echo "nodejs-doc is not installed (scripts/setup.sh installs it): skipping" >&2
fi

echo "== runs.json validation: validator self-test, then every fixture and spec example"
scripts/validate-runs-selftest.sh
scripts/runs-corpus.sh .build/debug/mconv

echo "== ast.json: every spec example and HTML golden validated against docs/ast-json.schema.json (python3-jsonschema), and a Python identity filter round trip"
python3 scripts/ast-json-check.py .build/debug/mconv

echo "== html5lib encoding sniffing conformance (MarkupEncodingTests), and the generated tables"
python3 scripts/generate-encodings.py --check
encoding_log=$(swift test --filter HTML5LibEncodingTests 2>&1) || { echo "$encoding_log"; exit 1; }
grep -E '^html5lib-encoding: [0-9]+ passed' <<<"$encoding_log"

echo "== swift test"
runs_output=$(mktemp -d)
trap 'rm -rf "$runs_output"' EXIT
MCONV_RUNS_OUTPUT_DIR=$runs_output swift test

echo "== runs.json produced by the test suite (goldens, concurrency-test snippets)"
cp Tests/MarkupConversionTests/Golden/runs/*.json "$runs_output"/
python3 scripts/validate-runs.py "$runs_output"

echo "== README and docs examples, compiled verbatim against the library products"
scripts/readme-examples.sh

echo "== Terminal output in a real terminal (tmux, 50 columns)"
python3 scripts/tmux-ansi-check.py .build/debug/mconv Tests/BackendsTests/Golden/ansi/sample.md

echo "== Sanitized HTML in a real browser (headless Chromium), then parity with nh3 (ammonia)"
sanitizer_python=$(scripts/sanitizer-check-setup.sh | tail -1)
mconv_path=$PWD/.build/debug/mconv
"$sanitizer_python" scripts/browser-sanitizer-check.py \
    --command "$mconv_path -f html -t html -q" --markdown-command "$mconv_path -f markdown -t html -q"
"$sanitizer_python" scripts/nh3-parity.py \
    --command "$mconv_path -f html -t html -q" --markdown-command "$mconv_path -f markdown -t html -q"

echo "== mconv --jsonl under Apache Spark (pyspark local mode, python3.11-doc), every page against the CLI"
spark_python=$(scripts/spark-setup.sh | tail -1)
"$spark_python" scripts/spark-jsonl-check.py .build/debug/mconv

echo "== Editor and CMS JSON (ProseMirror, Portable Text, Contentful): JSON Schemas and independent tooling (prosemirror-py, portabletext-html, rich-text-renderer)"
scripts/app-json-check.sh .build/debug/mconv

echo "== Fuzzing: every target for ${MCONV_CI_FUZZ_SECONDS:-20} s with seed ${MCONV_FUZZ_SEED:-1} (libFuzzer + AddressSanitizer, invariant checks; scripts/fuzz.sh)"
MCONV_FUZZ_SEED=${MCONV_FUZZ_SEED:-1} scripts/fuzz.sh all "${MCONV_CI_FUZZ_SECONDS:-20}"

echo "== Sanitizers: swift test under AddressSanitizer, the concurrency tests under ThreadSanitizer"
scripts/sanitizer-tests.sh asan
scripts/sanitizer-tests.sh tsan
